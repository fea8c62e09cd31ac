// GET /sitemap-listings.xml (and each language's file) against a local Blobs server: the catalogue (office files
// merged with a feed snapshot) as sitemap URLs, cached on the CDN under the tag the sync purges.
import { describe, expect, it } from 'vitest';
import sitemapFunction, { config } from '#netlify/functions/sitemap-listings.mts';
import { writeFeedSnapshot } from '#src/lib/server/listing-snapshot.ts';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import { serveListingsSitemap, type SitemapDeps } from '#src/features/listings/sitemap.server.ts';
import { SITEMAP_NAMESPACE, XHTML_NAMESPACE } from '#src/features/listings/sitemap.ts';
import { CACHE_TAGS } from '#src/lib/server/cache.ts';
import { configuredSiteUrl } from '#src/lib/server/site-url.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { LISTINGS_SITEMAP_PATHS, listingsSitemapPath } from '#src/lib/paths.ts';
import { SITE_ORIGIN } from '#src/lib/site-origin.ts';
import { ADDRESS_ON_REQUEST, type Property } from '#src/schemas/property.ts';
import { makeListing } from '#tests/helpers/listing.ts';
import { freshCatalogStorePerTest } from '#tests/helpers/catalog-store.ts';

const stopBlobs = freshCatalogStorePerTest();

const SITE = 'https://www.example.test';
const SYNCED_AT = '2026-11-20T12:00:00.000Z';
const request = (method = 'GET', path = listingsSitemapPath('en')) =>
  new Request(`http://localhost${path}`, { method });

const office = [makeListing(1, { createdAt: '2025-09-08T14:00:00Z' }), makeListing(2)];
const feed: Property[] = [
  makeListing(1_000_000, { source: 'mls', listingKey: 'K1', modifiedAt: '2026-11-19T08:30:00Z' }),
  makeListing(1_000_001, {
    source: 'mls',
    listingKey: 'K2',
    modifiedAt: '2026-11-18T08:30:00Z',
    addressHidden: true,
    address: ADDRESS_ON_REQUEST,
  }),
];

function deps(officeListings: readonly Property[] = office): SitemapDeps {
  return {
    office: { load: async () => [...officeListings], mode: 'deploy' },
    feed: openStore('listings'),
    siteUrl: SITE,
  };
}

/** loc → lastmod of every <url>. */
const urls = (xml: string): Record<string, string> =>
  Object.fromEntries(
    [...xml.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>(?:<xhtml:link [^>]*>)*<\/url>/g)].map(
      (match): [string, string] => [match[1] ?? '', match[2] ?? ''],
    ),
  );

describe('GET /sitemap-listings.xml', () => {
  it('lists every listing of the catalogue once (office files and the feed, a withheld address too), with its last change', async () => {
    await writeFeedSnapshot(openStore('listings'), feed, SYNCED_AT);
    const response = await serveListingsSitemap(request(), deps());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain(`<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">`);
    expect(urls(xml)).toEqual({
      [`${SITE}/properties/1`]: '2025-09-08T14:00:00Z',
      [`${SITE}/properties/2`]: '2025-09-01T12:00:00Z',
      [`${SITE}/properties/1000000`]: '2026-11-19T08:30:00Z',
      [`${SITE}/properties/1000001`]: '2026-11-18T08:30:00Z',
    });
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });

  it("lists the same listings in each language's file, at their pages in that language, with the other languages", async () => {
    await writeFeedSnapshot(openStore('listings'), feed, SYNCED_AT);
    const english = urls(await (await serveListingsSitemap(request(), deps())).text());
    const response = await serveListingsSitemap(request('GET', listingsSitemapPath('pt')), deps());
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(urls(xml)).toEqual(
      Object.fromEntries(
        Object.entries(english).map(([loc, lastmod]) => [loc.replace(SITE, () => `${SITE}/pt`), lastmod]),
      ),
    );
    expect(xml).toContain(
      `<loc>${SITE}/pt/properties/1000000</loc><lastmod>2026-11-19T08:30:00Z</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/properties/1000000"/>` +
        `<xhtml:link rel="alternate" hreflang="es" href="${SITE}/es/properties/1000000"/>` +
        `<xhtml:link rel="alternate" hreflang="pt" href="${SITE}/pt/properties/1000000"/>` +
        `<xhtml:link rel="alternate" hreflang="fr" href="${SITE}/fr/properties/1000000"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/properties/1000000"/></url>`,
    );
  });

  it('answers 404 for a sitemap of a language the site does not speak', async () => {
    const response = await serveListingsSitemap(request('GET', '/sitemap-listings-de.xml'), deps());
    expect(response.status).toBe(404);
  });

  it('lists an office file that enriches a feed listing under the feed id only', async () => {
    await writeFeedSnapshot(openStore('listings'), feed, SYNCED_AT);
    const enrichment = makeListing(900, { listingKey: 'K1', title: 'Our own words for K1' });
    const xml = await (await serveListingsSitemap(request(), deps([...office, enrichment]))).text();
    expect(Object.keys(urls(xml)).sort()).toEqual(
      [1, 2, 1_000_000, 1_000_001].map((id) => `${SITE}/properties/${id}`).sort(),
    );
  });

  it('is cached on the CDN under the listings tag, which a sync pass purges when a listing changes', async () => {
    const response = await serveListingsSitemap(request(), deps());
    expect(response.headers.get('netlify-cache-tag')).toBe(CACHE_TAGS.listings);
    expect(response.headers.get('netlify-cdn-cache-control')).toMatch(/s-maxage=\d+/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('streams the sitemap past what a buffered answer holds', async () => {
    await writeFeedSnapshot(openStore('listings'), feed, SYNCED_AT);
    const whole = await (await serveListingsSitemap(request(), deps())).text();
    const limits = { buffered: Buffer.byteLength(whole) - 1, streamed: Infinity };
    const response = await serveListingsSitemap(request(), { ...deps(), answerLimits: limits });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(whole);
  });

  it('answers HEAD without a body, and 405 with Allow to anything else', async () => {
    const head = await serveListingsSitemap(request('HEAD'), deps());
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await head.text()).toBe('');
    const post = await serveListingsSitemap(request('POST'), deps());
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 503, never cached, when the store is unreachable', async () => {
    await stopBlobs();
    const response = await serveListingsSitemap(request(), deps());
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('netlify-cache-tag')).toBeNull();
  });
});

describe('the function file (real wiring: data/listings, the site URL from the context)', () => {
  it("is routed at every language's listings sitemap and names the site of the invocation", async () => {
    expect(config.path).toEqual(LISTINGS_SITEMAP_PATHS);
    const files = (await readListingFiles()) as Property[];
    const response = await sitemapFunction(request(), { site: { url: SITE } } as never);
    const locs = Object.keys(urls(await response.text()));
    expect(locs.sort()).toEqual(files.map((p) => `${SITE}/properties/${p.id}`).sort());
  });

  it('takes the site URL from the context, else the URL variable, else the production origin', () => {
    expect(configuredSiteUrl({ site: { url: SITE } }, { URL: 'https://other.test' })).toBe(SITE);
    expect(configuredSiteUrl({ site: { url: '' } }, { URL: 'https://other.test' })).toBe('https://other.test');
    expect(configuredSiteUrl(undefined, {})).toBe(SITE_ORIGIN);
  });
});
