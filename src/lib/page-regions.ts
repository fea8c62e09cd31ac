/**
 * Marked regions of a prebuilt page that a function fills in at request time (the search results without
 * JavaScript, a listing page rendered on demand): HTML comments around the part that changes.
 */
export interface PageRegion {
  readonly start: string;
  readonly end: string;
}

export const pageRegion = (name: string): PageRegion => ({ start: `<!--${name}-->`, end: `<!--/${name}-->` });

/** The page with the region's content replaced (markers kept), or null when the markers are missing. */
export function replaceRegion(page: string, region: PageRegion, block: string): string | null {
  const start = page.indexOf(region.start);
  const end = page.indexOf(region.end, start);
  if (start < 0 || end < 0) return null;
  return `${page.slice(0, start + region.start.length)}${block}${page.slice(end)}`;
}

/** The content of a region between its markers, or null when the markers are missing. */
export function regionContent(page: string, region: PageRegion): string | null {
  const start = page.indexOf(region.start);
  const end = page.indexOf(region.end, start);
  return start < 0 || end < 0 ? null : page.slice(start + region.start.length, end);
}
