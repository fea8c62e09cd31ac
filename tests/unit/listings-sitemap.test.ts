import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SITEMAP_URLS,
  SITEMAP_NAMESPACE,
  XHTML_NAMESPACE,
  escapeXml,
  listingLastmod,
  listingsSitemap as sitemapIn,
  listingsSitemapLocale,
  type SitemapLimits,
} from '#src/features/listings/sitemap.ts';
import { LISTINGS_SITEMAP_PATHS, listingPath, listingsSitemapPath } from '#src/lib/paths.ts';
import { LOCALES, type Locale } from '#src/schemas/locale.ts';
import { ADDRESS_ON_REQUEST, type Property } from '#src/schemas/property.ts';
import { makeListing } from '#tests/helpers/listing.ts';

/** A W3C datetime as sitemaps take it: a date, or a date and time with a zone. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const TEXT = '(?:[^<>&]|&(?:amp|lt|gt|quot|apos);)*';
const LINK = `<xhtml:link rel="alternate" hreflang="[a-z-]+" href="${TEXT}"/>`;
/** The whole document as the protocol allows it: nothing but urlset, url, loc, lastmod and alternates, well escaped. */
const DOCUMENT = new RegExp(
  `^<\\?xml version="1\\.0" encoding="UTF-8"\\?>\\n<urlset xmlns="${SITEMAP_NAMESPACE.replaceAll('.', '\\.')}" xmlns:xhtml="${XHTML_NAMESPACE.replaceAll('.', '\\.')}">\\n` +
    `(?:<url><loc>${TEXT}</loc>(?:<lastmod>[^<]*</lastmod>)?(?:${LINK})*</url>\\n)*</urlset>\\n$`,
);

const entries = (xml: string) =>
  [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?(?:<xhtml:link[^>]*>)*<\/url>/g)].map(
    ([, loc, lastmod]) => ({ loc, lastmod }),
  );

/** Each URL's alternates: hreflang → href. */
const alternates = (xml: string): Record<string, string>[] =>
  [...xml.matchAll(/<url>.*?<\/url>/g)].map(([url]) =>
    Object.fromEntries(
      [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, code = '', href = '']) => [code, href]),
    ),
  );

const UNLIMITED: SitemapLimits = { urls: MAX_SITEMAP_URLS, bytes: Infinity };
/** English's sitemap, the protocol's URL limit only. */
const listingsSitemap = (
  properties: readonly Pick<Property, 'id' | 'modifiedAt' | 'createdAt'>[],
  origin: string,
  limits: Partial<SitemapLimits> = {},
  locale: Locale = 'en',
) => sitemapIn(properties, origin, locale, { ...UNLIMITED, ...limits });

describe('listingsSitemap', () => {
  it('lists each listing once: its absolute page URL and its last change, in the given order', () => {
    const { xml, count, omitted } = listingsSitemap(
      [
        makeListing(1_000_004, { modifiedAt: '2026-11-20T15:04:05.250Z', createdAt: '2026-10-01T12:00:00Z' }),
        makeListing(7, { createdAt: '2025-09-08T14:00:00Z' }),
      ],
      'https://www.example.test',
    );
    expect(xml).toMatch(DOCUMENT);
    expect(entries(xml)).toEqual([
      { loc: 'https://www.example.test/properties/1000004', lastmod: '2026-11-20T15:04:05Z' },
      { loc: 'https://www.example.test/properties/7', lastmod: '2025-09-08T14:00:00Z' },
    ]);
    expect({ count, omitted }).toEqual({ count: 2, omitted: 0 });
  });

  it('gives a listing with a withheld address its URL too (a URL carries only the id)', () => {
    const hidden = makeListing(1_000_001, { addressHidden: true, address: ADDRESS_ON_REQUEST });
    expect(entries(listingsSitemap([hidden], 'https://www.example.test').xml)).toEqual([
      { loc: 'https://www.example.test/properties/1000001', lastmod: '2025-09-01T12:00:00Z' },
    ]);
  });

  it('takes the origin with or without a trailing slash, and escapes what XML needs escaped', () => {
    const [a] = entries(listingsSitemap([makeListing(3)], 'http://localhost:8912/').xml);
    expect(a?.loc).toBe('http://localhost:8912/properties/3');
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });

  it('is a valid empty urlset without listings', () => {
    const { xml } = listingsSitemap([], 'https://www.example.test');
    expect(xml).toMatch(DOCUMENT);
    expect(entries(xml)).toEqual([]);
  });

  it(`stops at the protocol's ${MAX_SITEMAP_URLS.toLocaleString('en-US')} URLs, keeping the first (newest) ones`, () => {
    const listings = [1, 2, 3, 4, 5].map((id) => makeListing(id));
    const sitemap = listingsSitemap(listings, 'https://www.example.test', { urls: 3 });
    expect(entries(sitemap.xml).map((entry) => entry.loc)).toEqual(
      [1, 2, 3].map((id) => `https://www.example.test/properties/${id}`),
    );
    expect({ count: sitemap.count, omitted: sitemap.omitted }).toEqual({ count: 3, omitted: 2 });
  });

  it('stops before the file would pass the bytes an answer carries, keeping the first (newest) ones', () => {
    const listings = [1, 2, 3, 4, 5].map((id) => makeListing(id));
    const whole = listingsSitemap(listings, 'https://www.example.test');
    const oneLess = Buffer.byteLength(whole.xml) - 1;
    const cut = listingsSitemap(listings, 'https://www.example.test', { bytes: oneLess });
    expect({ count: cut.count, omitted: cut.omitted }).toEqual({ count: 4, omitted: 1 });
    expect(Buffer.byteLength(cut.xml)).toBeLessThanOrEqual(oneLess);
    expect(cut.xml).toMatch(DOCUMENT);
    expect(entries(cut.xml).map((entry) => entry.loc)).toEqual(
      [1, 2, 3, 4].map((id) => `https://www.example.test/properties/${id}`),
    );
  });

  it("lists each language's pages in its own file, each naming the listing's page in every language and English as x-default", () => {
    const origin = 'https://www.example.test';
    for (const locale of LOCALES) {
      const { xml } = listingsSitemap([makeListing(42)], origin, {}, locale);
      expect(xml).toMatch(DOCUMENT);
      const prefix = locale === 'en' ? '' : `/${locale}`;
      expect(entries(xml).map((entry) => entry.loc)).toEqual([`${origin}${prefix}/properties/42`]);
      expect(alternates(xml)).toEqual([
        {
          ...Object.fromEntries(
            LOCALES.map((code) => [code, `${origin}${code === 'en' ? '' : `/${code}`}${listingPath(42)}`]),
          ),
          'x-default': `${origin}${listingPath(42)}`,
        },
      ]);
    }
  });

  it('names each language by its file, English keeping the first address', () => {
    expect(listingsSitemapPath('en')).toBe('/sitemap-listings.xml');
    expect(LISTINGS_SITEMAP_PATHS).toHaveLength(LOCALES.length);
    for (const locale of LOCALES) expect(listingsSitemapLocale(listingsSitemapPath(locale))).toBe(locale);
    expect(listingsSitemapLocale('/sitemap-listings-de.xml')).toBeNull();
    expect(listingsSitemapLocale('/sitemap-index.xml')).toBeNull();
  });

  it('always writes a well-formed document of W3C datetimes, one URL per id', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 9_999_999 }), { maxLength: 40 }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.boolean(),
        (ids, date, modified) => {
          const at = date.toISOString();
          const listings = ids.map((id) => makeListing(id, modified ? { modifiedAt: at } : { createdAt: at }));
          const { xml } = listingsSitemap(listings, 'https://www.example.test');
          expect(xml).toMatch(DOCUMENT);
          const found = entries(xml);
          expect(found.map((entry) => entry.loc)).toEqual(ids.map((id) => `https://www.example.test/properties/${id}`));
          for (const entry of found) expect(entry.lastmod).toMatch(W3C_DATETIME);
        },
      ),
    );
  });
});

describe('listingLastmod', () => {
  it('prefers the MLS modification time, then when the listing went live, to the second; null for a date that does not parse', () => {
    expect(listingLastmod({ modifiedAt: '2026-11-20T15:04:05.999Z', createdAt: '2026-01-01T00:00:00Z' })).toBe(
      '2026-11-20T15:04:05Z',
    );
    expect(listingLastmod({ createdAt: '2026-01-01T00:00:00.000Z' })).toBe('2026-01-01T00:00:00Z');
    expect(listingLastmod({ createdAt: 'yesterday' })).toBeNull();
  });
});
