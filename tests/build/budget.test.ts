// Performance budget over the built site: the gzipped JavaScript and CSS each route loads (its scripts,
// its islands and their static imports), and apart from that the code its dynamic imports fetch on demand.
// Needs `astro build` first (npm test does it).
import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { builtPages, dist, type BuiltPage } from './html.ts';
import { LISTING_TEMPLATE_FILE } from '#src/features/listing-page/listing-page.ts';
import { englishPath } from '#src/lib/i18n.ts';
import { ISLAND_RUNTIME_CODE, ISLAND_RUNTIME_FILE, ISLAND_RUNTIME_SCRIPT } from '#src/lib/island-head.ts';

const KB = 1024;
// The chrome script with a market update's share script: 3 KB until the listing-photo fallback joined it.
const CHROME_SCRIPT_BUDGET = 3.25 * KB;
const CONTENT_TOTAL_BUDGET = 20 * KB;
/** The quality gate: /, /properties and property pages load at most 90 KB of JavaScript. */
const LISTINGS_AND_HOME_JS_BUDGET = 90 * KB;
/**
 * The forms' code (react-hook-form is 12 KB of it), fetched when the visitor first presses, taps or focuses
 * inside a form (client:interaction) or opens a dialog, beyond what the page has loaded by then.
 */
const FIRST_USE_BUDGET = 24 * KB;
/** The chunk of a dialog an island imports when its button is first pressed (SaveSearchDialog.tsx): first-use code. */
const FIRST_PRESS_CHUNK = /\/[A-Z]\w*Dialog\.[\w-]+\.js$/;
/** No route loads more than 120 KB of CSS and JavaScript together. */
const TOTAL_BUDGET = 120 * KB;
/**
 * Code fetched only when it is needed (Leaflet when the map scrolls into view, the notification region
 * with the first notice, a form's schema when they first use it, an open house's calendar file). Not part
 * of loading the page, but held at today's size so that it cannot grow unnoticed: a listing page has the
 * most of it, since its map brought Leaflet (43 KB) beside the calendar file's ics (20 KB).
 */
const ON_DEMAND_BUDGET = 90 * KB;
/** Islands held to a budget of their own: the code only they load, beyond what the rest of the page loads. */
const OWN_ISLAND_BUDGETS: Record<string, number> = { MortgageCalculator: 5 * KB };

interface RouteWeight {
  route: string;
  /** JavaScript the page loads: its scripts, its islands and everything they import statically. */
  js: number;
  css: number;
  /** JavaScript of client:interaction islands (the forms), beyond `js`: loaded when the visitor first uses one. */
  firstUse: number;
  /** JavaScript only dynamic import() calls reach, beyond what the page loads anyway. */
  onDemand: number;
  islands: number;
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const STATIC_IMPORT = /(?:import|from)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*[`"'](\.{1,2}\/[^`"']+\.js)[`"']\s*\)/g;

const gzSize = async (paths: Iterable<string>) => {
  let total = 0;
  for (const path of paths) total += gz(await readFile(join(dist, path)));
  return total;
};

/** A JS module and everything it imports statically, by URL path; dynamic imports go to `later`. */
async function moduleGraph(entry: string, seen: Set<string>, later: Set<string>): Promise<void> {
  if (seen.has(entry)) return;
  seen.add(entry);
  const source = await readFile(join(dist, entry), 'utf8');
  const resolve = (specifier: string) => posix.join(posix.dirname(entry), specifier);
  for (const [, specifier] of source.matchAll(DYNAMIC_IMPORT)) later.add(resolve(specifier!));
  for (const [, specifier] of source.matchAll(STATIC_IMPORT)) await moduleGraph(resolve(specifier!), seen, later);
}

async function weigh({ route, html }: BuiltPage): Promise<RouteWeight> {
  const modules = new Set<string>();
  const dynamic = new Set<string>();
  let inlineJs = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', body = ''] = match;
    if (attributes.includes('type="application/ld+json"')) continue;
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) await moduleGraph(src, modules, dynamic);
    else {
      inlineJs += gz(body);
      for (const m of body.matchAll(/(?:import|from)\s*\(?\s*["'](\/_astro\/[^"']+\.js)["']/g))
        await moduleGraph(m[1]!, modules, dynamic);
    }
  }
  // Islands: Astro imports their component and renderer when they hydrate (client:visible counts too);
  // client:interaction islands wait for the visitor's first use of them, so they are counted apart.
  const firstUseEntries: string[] = [];
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const urls = [...tag.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)].map((match) => match[1]!);
    if (/\sclient="interaction"/.test(tag)) firstUseEntries.push(...urls);
    else for (const url of urls) await moduleGraph(url, modules, dynamic);
  }
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    await moduleGraph(match[1]!, modules, dynamic);

  // A dialog's code behind its button is imported on the first press, as a form's is on first use.
  for (const entry of dynamic)
    if (FIRST_PRESS_CHUNK.test(entry)) {
      dynamic.delete(entry);
      firstUseEntries.push(entry);
    }
  const firstUseModules = new Set<string>();
  for (const entry of firstUseEntries) await moduleGraph(entry, firstUseModules, dynamic);
  const onDemandModules = new Set<string>();
  for (const entry of dynamic) await moduleGraph(entry, onDemandModules, dynamic);
  const js = inlineJs + (await gzSize(modules));
  const firstUse = await gzSize([...firstUseModules].filter((path) => !modules.has(path)));
  const onDemand = await gzSize(
    [...onDemandModules].filter((path) => !modules.has(path) && !firstUseModules.has(path)),
  );
  let css = 0;
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g))
    css += gz(await readFile(join(dist, match[1]!)));
  for (const match of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) css += gz(match[1]!);
  return { route, js, css, firstUse, onDemand, islands: (html.match(/<astro-island\b/g) ?? []).length };
}

/** The gzipped code only the named island loads on this page (its chunk and imports no other code shares). */
async function ownIslandWeight(html: string, name: string): Promise<number | null> {
  const tag = [...html.matchAll(/<astro-island\b[^>]*>/g)]
    .map((match) => match[0])
    .find((island) => island.includes(`opts="{&quot;name&quot;:&quot;${name}&quot;`));
  const entry = tag && /component-url="([^"]+)"/.exec(tag)?.[1];
  if (!entry) return null;
  const others = new Set<string>();
  const ignored = new Set<string>();
  const otherEntries = [
    ...html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g),
    ...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/(?:import|from)\s*\(?\s*["'](\/_astro\/[^"']+\.js)["']/g),
  ].map((match) => match[1]!);
  for (const path of otherEntries) if (path !== entry) await moduleGraph(path, others, ignored);
  const mine = new Set<string>();
  await moduleGraph(entry, mine, ignored);
  return gzSize([...mine].filter((path) => !others.has(path)));
}

/** Routes allowed to hydrate islands, with their own JavaScript budget where the gate sets one. */
const INTERACTIVE: [RegExp, number][] = [
  [/^\/$/, LISTINGS_AND_HOME_JS_BUDGET],
  [/^\/properties(\/.*)?$/, LISTINGS_AND_HOME_JS_BUDGET],
  [/^\/saved$/, LISTINGS_AND_HOME_JS_BUDGET],
  [/^\/contact$/, TOTAL_BUDGET],
  // The team page's search and shuffle is a small script, not an island.
  [/^\/advisors$/, 5 * KB],
  [/^\/(sell|sell-your-home)$/, TOTAL_BUDGET],
];

const weights = await Promise.all((await builtPages()).map(weigh));

afterAll(() => {
  const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(9);
  const rows = weights.map(
    (w) =>
      `${w.route.padEnd(44)}${kb(w.js)}${kb(w.css)}${kb(w.js + w.css)}${kb(w.firstUse)}${kb(w.onDemand)}${String(w.islands).padStart(8)}`,
  );
  console.log(
    [
      'route                                           JS KB   CSS KB    total first use on demand islands',
      ...rows,
    ].join('\n'),
  );
});

const ownWeights = (
  await Promise.all(
    (await builtPages()).flatMap((page) =>
      Object.entries(OWN_ISLAND_BUDGETS).map(async ([name, budget]) => ({
        route: page.route,
        name,
        budget,
        bytes: await ownIslandWeight(page.html, name),
      })),
    ),
  )
).filter((weight) => weight.bytes !== null);

describe('performance budget (gzipped)', () => {
  it('finds every island held to its own budget on some page', () => {
    expect(new Set(ownWeights.map((weight) => weight.name))).toEqual(new Set(Object.keys(OWN_ISLAND_BUDGETS)));
  });

  it.each(ownWeights.map((w) => [`${w.name} on ${w.route}`, w] as const))(
    '%s stays within its own budget',
    (_label, weight) => {
      expect(weight.bytes).toBeLessThanOrEqual(weight.budget);
    },
  );

  it.each(weights.map((w) => [w.route, w] as const))('%s stays within its budget', (route, weight) => {
    // A page in another language keeps its English page's budget.
    const interactive = INTERACTIVE.find(([pattern]) => pattern.test(englishPath(route)));
    expect(weight.js + weight.css, 'CSS and JavaScript together').toBeLessThanOrEqual(TOTAL_BUDGET);
    expect(weight.firstUse, 'JavaScript loaded when a form is first used').toBeLessThanOrEqual(FIRST_USE_BUDGET);
    expect(weight.onDemand, 'JavaScript loaded on demand').toBeLessThanOrEqual(ON_DEMAND_BUDGET);
    if (interactive) {
      expect(weight.js).toBeLessThanOrEqual(interactive[1]);
    } else {
      expect(weight.islands, 'content-only routes hydrate no island').toBe(0);
      expect(weight.js, 'content-only routes load only the shared chrome script').toBeLessThanOrEqual(
        CHROME_SCRIPT_BUDGET,
      );
      expect(weight.js + weight.css).toBeLessThanOrEqual(CONTENT_TOTAL_BUDGET);
    }
  });
});

/** Every built page, the CMS's too, and the listing template the property-page function fills. */
const pagesAndTemplates = async (): Promise<BuiltPage[]> => [
  ...(await builtPages({ cms: true })),
  { route: 'the listing template', html: await readFile(join(process.cwd(), LISTING_TEMPLATE_FILE), 'utf8') },
];

// Each level of imports the browser found only in the file before would cost a round trip before the
// script can run (src/lib/module-preloads.ts).
describe('module scripts', () => {
  it('have every module they import statically preloaded before them', async () => {
    for (const { route, html } of await pagesAndTemplates()) {
      for (const match of html.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)) {
        const tree = new Set<string>();
        await moduleGraph(match[1]!, tree, new Set());
        tree.delete(match[1]!);
        for (const module of tree) {
          const link = html.indexOf(`<link rel="modulepreload" href="${module}">`);
          const script = html.indexOf(`<script type="module" src="${module}">`);
          expect(link >= 0 && link < match.index, `${route}: ${module} is preloaded`).toBe(script < 0);
        }
      }
    }
  });

  it('include the chrome script in <head> of every page, so it is found early', async () => {
    for (const { route, html } of await pagesAndTemplates()) {
      if (route === '/admin') continue;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, route).toMatch(/<script type="module" src="\/_astro\/[^"]+"><\/script>/);
    }
  });
});

// A listing page's HTML, stylesheet, first photo and display font must end within the first two round trips
// of its connection (README, Lighthouse): what the head asks for first, and what the page carries inline.
describe("the first screen's files", () => {
  it('are asked for before any script: the page’s own preloads and the fonts’ come first in <head>', async () => {
    for (const { route, html } of await pagesAndTemplates()) {
      const head = html.slice(0, html.indexOf('</head>'));
      const preloads = [...head.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match.index);
      const firstScript = head.search(/<script\b[^>]*\ssrc=|<link rel="modulepreload"/);
      if (preloads.length === 0 || firstScript < 0) continue;
      expect(Math.max(...preloads), `${route}: its preloads before its scripts`).toBeLessThan(firstScript);
    }
  });

  it("load Astro's island runtime from its file, at the end of <head>, on a page with islands and on no other", async () => {
    for (const { route, html } of await pagesAndTemplates()) {
      expect(html, `${route}: no inline runtime`).not.toContain('customElements.define("astro-island"');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.includes(ISLAND_RUNTIME_SCRIPT), `${route}: the runtime's script`).toBe(
        html.includes('<astro-island'),
      );
    }
    expect(await readFile(join(dist, ISLAND_RUNTIME_FILE), 'utf8')).toBe(ISLAND_RUNTIME_CODE);
  });
});
