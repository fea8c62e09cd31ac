/**
 * The listings sitemap (sitemaps.org protocol 0.9): one <url> per listing of the catalogue, its page's
 * absolute address and its last change. Pure: the function's core (sitemap.server.ts) gives it the
 * catalogue and the site's origin.
 */
import { listingPath } from '#src/lib/paths.ts';
import type { Property } from '#src/schemas/property.ts';

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The protocol's limit for one sitemap file; a larger one is rejected whole by search engines. */
export const MAX_SITEMAP_URLS = 50_000;

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element or attribute. */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/**
 * When a listing last changed, as a W3C datetime in UTC to the second (crawlers need no finer, and 50,000
 * URLs then stay under 6 MB): the MLS record's modification time for a feed listing, else when it went
 * live. Null for a date that does not parse (the snapshot is not validated again on reading).
 */
export function listingLastmod(property: Pick<Property, 'modifiedAt' | 'createdAt'>): string | null {
  const time = Date.parse(property.modifiedAt ?? property.createdAt);
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export interface ListingsSitemap {
  xml: string;
  /** URLs in the file; below the listings given when the protocol's limit cut the list. */
  count: number;
  /** Listings left out past MAX_SITEMAP_URLS. */
  omitted: number;
}

/**
 * The sitemap of `properties` in their order (the catalogue's: newest first, so a list past the limit
 * keeps the newest). Every listing gets its URL, a withheld address too: a listing's URL carries only its id.
 */
export function listingsSitemap(
  properties: readonly Pick<Property, 'id' | 'modifiedAt' | 'createdAt'>[],
  siteOrigin: string,
  maxUrls = MAX_SITEMAP_URLS,
): ListingsSitemap {
  const listed = properties.slice(0, maxUrls);
  const urls = listed.map((property) => {
    const loc = `<loc>${escapeXml(new URL(listingPath(property.id), siteOrigin).href)}</loc>`;
    const lastmod = listingLastmod(property);
    return `<url>${loc}${lastmod === null ? '' : `<lastmod>${lastmod}</lastmod>`}</url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${urls.map((url) => `${url}\n`).join('')}</urlset>\n`;
  return { xml, count: listed.length, omitted: properties.length - listed.length };
}
