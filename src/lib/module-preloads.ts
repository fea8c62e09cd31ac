/**
 * Build-time fix-up of Astro's HTML: a page's module scripts have their static imports preloaded.
 *
 * A built module script imports shared chunks (the chrome script imports the saved-homes storage that the
 * islands share). Without a hint the browser finds each import only once the importing file has arrived, one
 * round trip per level; a `<link rel="modulepreload">` beside the script fetches the whole tree at once, as
 * Vite does for a single-page app's entry. Dynamic imports (islands, the map) stay on demand.
 */
import { ImportType, parse } from 'es-module-lexer';

export { init as moduleLexerReady } from 'es-module-lexer';

/** An external module script as Astro writes it. */
const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/**
 * The root-relative URLs a built module imports statically. The lexer must be ready (`moduleLexerReady`).
 * Only relative specifiers are chunks of the build; anything else is not the site's to preload.
 */
export function staticImportsOf(code: string, url: string): string[] {
  const [imports] = parse(code);
  return imports
    .filter((entry) => entry.t === ImportType.Static && entry.n?.startsWith('.'))
    .map((entry) => new URL(entry.n ?? '', new URL(url, 'https://site.invalid')).pathname);
}

/** Every module `url` needs before it can run, in the order found, without `url` itself. */
function importTree(url: string, importsOf: (url: string) => readonly string[]): string[] {
  const found = new Set<string>([url]);
  const pending = [url];
  for (let next = pending.shift(); next !== undefined; next = pending.shift()) {
    for (const child of importsOf(next)) {
      if (found.has(child)) continue;
      found.add(child);
      pending.push(child);
    }
  }
  found.delete(url);
  return [...found];
}

/**
 * The page with a `<link rel="modulepreload">` before each external module script for every module in its
 * static import tree that the page does not preload or load already. `importsOf` gives a built module's
 * static imports (`staticImportsOf` over the file).
 */
export function withModulePreloads(html: string, importsOf: (url: string) => readonly string[]): string {
  const loaded = new Set([...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? ''));
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)) loaded.add(match[1] ?? '');
  return html.replace(MODULE_SCRIPT, (script, src: string) => {
    const links = importTree(src, importsOf)
      .filter((url) => !loaded.has(url))
      .map((url) => {
        loaded.add(url);
        return `<link rel="modulepreload" href="${url}">`;
      });
    return `${links.join('')}${script}`;
  });
}
