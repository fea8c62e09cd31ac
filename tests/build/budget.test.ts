// Performance budget over the built site: the gzipped JavaScript and CSS each route loads,
// following module imports and counting island chunks. Needs `astro build` first (npm test does it).
import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { builtPages, dist, type BuiltPage } from './html';

const KB = 1024;
const CHROME_SCRIPT_BUDGET = 3 * KB;
// Routes with forms or the map load React (about 68 KB) plus react-hook-form, zod and Radix toast.
// These ceilings guard against regressions at today's weight; the quality-gate targets (90 KB of
// JavaScript, 120 KB in all) need the diet described in the README's Performance section.
const INTERACTIVE_JS_BUDGET = 140 * KB;
const TOTAL_BUDGET = 160 * KB;
const CONTENT_TOTAL_BUDGET = 20 * KB;

interface RouteWeight {
  route: string;
  js: number;
  css: number;
  islands: number;
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** A JS module and everything it statically or dynamically imports, by URL path. */
async function moduleGraph(entry: string, seen: Set<string>): Promise<void> {
  if (seen.has(entry)) return;
  seen.add(entry);
  const source = await readFile(join(dist, entry), 'utf8');
  const imports = [...source.matchAll(/(?:import|from)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => m[1]!);
  for (const specifier of imports) await moduleGraph(posix.join(posix.dirname(entry), specifier), seen);
}

async function weigh({ route, html }: BuiltPage): Promise<RouteWeight> {
  const modules = new Set<string>();
  let inlineJs = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', body = ''] = match;
    if (/type="application\/ld\+json"/.test(attributes)) continue;
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) await moduleGraph(src, modules);
    else {
      inlineJs += gz(body);
      for (const m of body.matchAll(/(?:import|from)\s*\(?\s*["'](\/_astro\/[^"']+\.js)["']/g)) await moduleGraph(m[1]!, modules);
    }
  }
  for (const match of html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) await moduleGraph(match[1]!, modules);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) await moduleGraph(match[1]!, modules);

  let js = inlineJs;
  for (const path of modules) js += gz(await readFile(join(dist, path)));
  let css = 0;
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css += gz(await readFile(join(dist, match[1]!)));
  for (const match of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) css += gz(match[1]!);
  return { route, js, css, islands: (html.match(/<astro-island\b/g) ?? []).length };
}

/** Routes allowed to hydrate islands, with their JavaScript budget. Every other route is content-only. */
const INTERACTIVE: [RegExp, number][] = [
  [/^\/$/, INTERACTIVE_JS_BUDGET],
  [/^\/properties(\/.*)?$/, INTERACTIVE_JS_BUDGET],
  [/^\/contact$/, INTERACTIVE_JS_BUDGET],
  // The team page's search and shuffle is a small script, not an island.
  [/^\/advisors$/, 5 * KB],
  [/^\/(sell|sell-your-home)$/, INTERACTIVE_JS_BUDGET],
];

const weights = await Promise.all((await builtPages()).map(weigh));

afterAll(() => {
  const rows = weights.map((w) => `${w.route.padEnd(44)} ${(w.js / KB).toFixed(1).padStart(7)} ${(w.css / KB).toFixed(1).padStart(7)} ${String(w.islands).padStart(7)}`);
  console.log(['route                                         JS KB  CSS KB islands', ...rows].join('\n'));
});

describe('performance budget (gzipped)', () => {
  it.each(weights.map((w) => [w.route, w] as const))('%s stays within its budget', (route, weight) => {
    const interactive = INTERACTIVE.find(([pattern]) => pattern.test(route));
    if (interactive) {
      expect(weight.js).toBeLessThanOrEqual(interactive[1]);
      expect(weight.js + weight.css).toBeLessThanOrEqual(TOTAL_BUDGET);
    } else {
      expect(weight.islands, 'content-only routes hydrate no island').toBe(0);
      expect(weight.js, 'content-only routes load only the shared chrome script').toBeLessThanOrEqual(CHROME_SCRIPT_BUDGET);
      expect(weight.js + weight.css).toBeLessThanOrEqual(CONTENT_TOTAL_BUDGET);
    }
  });
});
