/** Markers around the no-JavaScript search block of /properties, which the properties-page function replaces. */
export const STATIC_SEARCH_START = '<!--static-search-->';
export const STATIC_SEARCH_END = '<!--/static-search-->';

/** The page with the text between the markers replaced, or null when the markers are missing. */
export function replaceStaticSearch(page: string, block: string): string | null {
  const start = page.indexOf(STATIC_SEARCH_START);
  const end = page.indexOf(STATIC_SEARCH_END, start);
  if (start < 0 || end < 0) return null;
  return `${page.slice(0, start + STATIC_SEARCH_START.length)}${block}${page.slice(end)}`;
}
