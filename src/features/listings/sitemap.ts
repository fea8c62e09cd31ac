/**
 * The listings sitemaps (sitemaps.org protocol 0.9), one file per language: one <url> per listing of the
 * catalogue, its page's absolute address in that language, its last change, and its page in every language
 * as hreflang alternates (xhtml:link, as Google reads them). Pure: the function's core (sitemap.server.ts)
 * gives it the catalogue and the site's origin.
 */
import { languageAlternates } from '#src/lib/i18n.ts';
import { listingPath, listingsSitemapPath } from '#src/lib/paths.ts';
import type { Property } from '#src/schemas/property.ts';
import { LOCALES, type Locale } from '#src/schemas/locale.ts';

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

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
  /** URLs in the file; below the listings given when a limit cut the list. */
  count: number;
  /** Listings left out past the limits. */
  omitted: number;
}

export interface SitemapLimits {
  /** URLs in one file: the protocol's MAX_SITEMAP_URLS. */
  urls: number;
  /** Bytes of the whole file: what one function answer can carry (streamed). */
  bytes: number;
}

/** The language whose listings sitemap a path names: "/sitemap-listings-pt.xml" → "pt"; null for any other path. */
export const listingsSitemapLocale = (path: string): Locale | null =>
  LOCALES.find((locale) => listingsSitemapPath(locale) === path) ?? null;

/**
 * The sitemap of `properties` in `locale`, in their order (the catalogue's: newest first, so a list cut at a
 * limit keeps the newest). Every listing gets its URL, a withheld address too: a listing's URL carries only its id.
 */
export function listingsSitemap(
  properties: readonly Pick<Property, 'id' | 'modifiedAt' | 'createdAt'>[],
  siteOrigin: string,
  locale: Locale,
  limits: SitemapLimits,
): ListingsSitemap {
  const absolute = (path: string) => escapeXml(new URL(path, siteOrigin).href);
  const head = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n`;
  const tail = '</urlset>\n';
  let bytes = Buffer.byteLength(head + tail);
  const urls: string[] = [];
  for (const property of properties.slice(0, limits.urls)) {
    const alternates = languageAlternates(listingPath(property.id), LOCALES);
    const page = alternates.find((alternate) => alternate.hreflang === locale)?.path ?? listingPath(property.id);
    const lastmod = listingLastmod(property);
    const links = alternates.map(
      ({ hreflang, path }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${absolute(path)}"/>`,
    );
    const url = `<url><loc>${absolute(page)}</loc>${lastmod === null ? '' : `<lastmod>${lastmod}</lastmod>`}${links.join('')}</url>\n`;
    bytes += Buffer.byteLength(url);
    if (bytes > limits.bytes) break;
    urls.push(url);
  }
  return { xml: `${head}${urls.join('')}${tail}`, count: urls.length, omitted: properties.length - urls.length };
}
