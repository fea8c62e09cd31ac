// GET /properties for any search: the properties-page function renders the built page (its template)
// with the search's results in the island's server HTML, which works without JavaScript, and a head naming it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeFeedSnapshot } from '#src/lib/server/listing-snapshot.ts';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import {
  SEARCH_TEMPLATE_FILE,
  renderSearchPage,
  type SearchPageDeps,
} from '#src/features/search-page/search-page.server.ts';
import { findIsland, islandProps } from '#src/lib/islands.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { propertySchema, type Property } from '#src/schemas/property.ts';
import { freshCatalogStorePerTest } from '#tests/helpers/catalog-store.ts';
import { expectStaticPageHeaders } from '#tests/helpers/page-headers.ts';

const SITE = 'https://www.example.test';
let template: string;
let office: Property[];

beforeAll(async () => {
  template = await readFile(join(process.cwd(), SEARCH_TEMPLATE_FILE), 'utf8');
  office = (await readListingFiles()).map((file) => propertySchema.parse(file));
});
const stopBlobs = freshCatalogStorePerTest();

/** Listings of the test's own, so that no count depends on data/listings. */
const home = (id: number, city: string, overrides: Partial<Property> = {}): Property => ({
  ...office[0]!,
  id,
  title: `Fixture home ${String(id)}`,
  city,
  propertyType: 'Condo',
  status: 'Available',
  createdAt: `2026-0${String((id % 9) + 1)}-01T00:00:00Z`,
  ...overrides,
});
const fixtures = () => [
  home(1, 'Newport'),
  home(2, 'Newport'),
  home(3, 'Bristol'),
  ...Array.from({ length: 8 }, (_, i) => home(10 + i, 'Westerly')),
];

const deps = (overrides: Partial<SearchPageDeps> = {}): SearchPageDeps => ({
  office: { load: async () => fixtures(), mode: 'deploy' },
  feed: openStore('listings'),
  template: async () => template,
  siteUrl: SITE,
  alerts: true,
  ...overrides,
});
const get = (path: string, method = 'GET') => new Request(`${SITE}${path}`, { method });
const island = (html: string) =>
  html.slice(findIsland(html, 'PropertySearch')!.start, findIsland(html, 'PropertySearch')!.end);

describe('the /properties page function', () => {
  it("puts the search's first page in the island's HTML and props", async () => {
    const response = await renderSearchPage(get('/properties?location=newport&type=Condo'), deps());
    expect(response.status).toBe(200);
    expectStaticPageHeaders(response);
    const html = await response.text();
    expect(island(html)).toContain('2 properties found');
    expect(island(html)).toContain('data-property-card="1"');
    expect(island(html)).toContain('data-property-card="2"');
    expect(island(html)).not.toContain('data-property-card="3"');
    const props = islandProps(findIsland(html, 'PropertySearch')!.openTag) as {
      initial: { query: { filters: { location: string } }; state: { status: string; total: number } };
    };
    expect(props.initial.query.filters.location).toBe('newport');
    expect(props.initial.state).toMatchObject({ status: 'ready', total: 2 });
    expect(island(html)).toMatch(/name="location"[^>]*value="newport"/);
  });

  it('names the search in its title, description and canonical URL', async () => {
    const html = await (
      await renderSearchPage(get('/properties?location=newport&type=Condo&sort=price-asc'), deps())
    ).text();
    expect(html).toContain('<title>Condos in Newport, RI | ');
    expect(html).toMatch(/<meta name="description" content="Condos in Newport, RI: 2 listings for sale/);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/properties?location=newport&amp;type=Condo">`);
    expect(html).not.toContain('name="robots"');
  });

  it('keeps later pages, map areas and empty searches out of the index', async () => {
    for (const path of [
      '/properties?location=westerly&page=2',
      '/properties?bbox=41.4,-71.5,41.6,-71.2',
      '/properties?location=Atlantis',
    ]) {
      const html = await (await renderSearchPage(get(path), deps())).text();
      expect(html, path).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('shows the second page of results on ?page=2', async () => {
    const html = await (await renderSearchPage(get('/properties?location=westerly&page=2'), deps())).text();
    expect(island(html)).toContain('aria-current="page"');
    expect(island(html)).toContain('aria-label="Page 2 of 2"');
  });

  it('includes feed listings, under the disclaimer with the sync time', async () => {
    const feed = home(1_000_001, 'Newport', {
      source: 'mls',
      listingKey: 'K1',
      listOfficeName: 'Harbor & Vine Realty',
    });
    await writeFeedSnapshot(openStore('listings'), [feed], '2026-11-20T17:05:00.000Z');
    const html = await (await renderSearchPage(get('/properties?location=newport'), deps())).text();
    expect(island(html)).toContain('data-property-card="1000001"');
    expect(island(html)).toContain('Listing courtesy of Harbor &amp; Vine Realty');
    expect(island(html)).toContain('November 20, 2026 at 12:05 PM EST');
  });

  it('offers "Save this search" for the filters only (no order or page), and hides it with alerts off', async () => {
    const on = island(
      await (await renderSearchPage(get('/properties?location=newport&sort=price-asc&page=1'), deps())).text(),
    );
    expect(on).toContain('href="/alerts/save?location=newport"');
    expect(on).toContain('Save this search');
    const off = await (await renderSearchPage(get('/properties?location=newport'), deps({ alerts: false }))).text();
    expect(island(off)).not.toContain('Save this search');
    const props = islandProps(findIsland(off, 'PropertySearch')!.openTag) as { alerts: boolean };
    expect(props.alerts).toBe(false);
  });

  it('is cached on the CDN by its full query, tagged listings', async () => {
    const response = await renderSearchPage(get('/properties?location=bristol'), deps());
    expect(response.headers.get('netlify-cache-tag')).toBe('listings');
    expect(response.headers.get('netlify-vary')).toBe('query=location|type|price|beds|bbox|sort|view|page');
  });

  it('answers HEAD without a body and refuses POST', async () => {
    const head = await renderSearchPage(get('/properties', 'HEAD'), deps());
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await renderSearchPage(get('/properties', 'POST'), deps())).status).toBe(405);
  });

  it('shows the error state (503, never cached) when listings cannot be loaded', async () => {
    await stopBlobs();
    const response = await renderSearchPage(
      get('/properties?location=x'),
      deps({ office: { load: () => Promise.reject(new Error('disk gone')), mode: 'live' } }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expectStaticPageHeaders(response);
    const html = await response.text();
    expect(island(html)).toContain('There was an error loading the properties. Please try again.');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
