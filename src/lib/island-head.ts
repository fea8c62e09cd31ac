/** Build-time fix-ups of what Astro writes before a page's first island, in <body>. Pure. */
import { createHash } from 'node:crypto';
import ASTRO_ISLAND_RUNTIME from 'astro/runtime/server/astro-island.prebuilt.js';

/** The rule Astro writes as a <style> where the first island of a page renders, in <body>. */
const ISLAND_STYLE = /<style>astro-island,[^<]*<\/style>/g;

/**
 * Moves Astro's island <style> from <body> into <head>, where HTML allows <style>. The content, hence the
 * hash the page CSP allows it by, is unchanged.
 */
export function moveIslandStyleToHead(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const body = html.slice(headEnd);
  const styles = body.match(ISLAND_STYLE);
  if (!styles) return html;
  const style = head.search(ISLAND_STYLE) >= 0 ? '' : styles[0];
  return `${head}${style}${body.replace(ISLAND_STYLE, '')}`;
}

/** Astro's island runtime (the <astro-island> element), as it writes it inline before a page's first island. */
const INLINE_ISLAND_RUNTIME = `<script>${ASTRO_ISLAND_RUNTIME}</script>`;

/** The runtime's code, which the build writes to ISLAND_RUNTIME_FILE. */
export const ISLAND_RUNTIME_CODE: string = ASTRO_ISLAND_RUNTIME;

/** The runtime's file in dist/, named by its content as Vite names the build's, so it is cached as they are. */
export const ISLAND_RUNTIME_FILE = `_astro/astro-island.${createHash('sha256').update(ASTRO_ISLAND_RUNTIME).digest('base64url').slice(0, 8)}.js`;

/**
 * The script that loads it: a module, so that it runs once the page is parsed, as the chrome script does. (An
 * async one ran as soon as it came, often before the largest paint, and Lighthouse's simulation then counted
 * its run after the last font: README, Lighthouse.)
 */
export const ISLAND_RUNTIME_SCRIPT = `<script type="module" src="/${ISLAND_RUNTIME_FILE}"></script>`;

/**
 * The page with Astro's island runtime loaded from its file at the end of <head>, instead of inline before its
 * first island: 1.4 KB of brotli out of the page's own round trips (README, Lighthouse), and one file the browser
 * caches across pages. Asked for after the first screen's preloads, it runs once the page is parsed, and each
 * island then starts as Astro's inline runtime would have started it (the runtime waits for the island's
 * directive and children); until then a form posts as it does without JavaScript.
 */
export function withIslandRuntimeFile(html: string): string {
  const at = html.indexOf(INLINE_ISLAND_RUNTIME);
  const headEnd = html.indexOf('</head>');
  if (at < 0 || headEnd < 0 || headEnd > at) return html;
  const rest = html.slice(at + INLINE_ISLAND_RUNTIME.length);
  return `${html.slice(0, headEnd)}${ISLAND_RUNTIME_SCRIPT}${html.slice(headEnd, at)}${rest}`;
}

/** The page without the island runtime's script when it has no island left (a function's message page). */
export function withoutIdleIslandRuntime(html: string): string {
  return html.includes('<astro-island') ? html : html.replace(ISLAND_RUNTIME_SCRIPT, () => '');
}
