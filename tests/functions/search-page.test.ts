// GET /properties for any search: the properties-page function renders the built page (its template)
// with the search's results in the island's server HTML, which works without JavaScript, and a head naming it.
import { beforeAll, describe, expect, it } from 'vitest';
import { writeFeedSnapshot } from '#src/lib/server/listing-snapshot.ts';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import {
  readSearchTemplate,
  renderSearchPage,
  type SearchPageDeps,
} from '#src/features/search-page/search-page.server.ts';
import { findIsland, islandProps } from '#src/lib/islands.ts';
import { localePath } from '#src/lib/i18n.ts';
import { listingPath } from '#src/lib/paths.ts';
import { m } from '#src/paraglide/messages.js';
import { openStore } from '#src/lib/server/stores.ts';
import { propertySchema, type Property } from '#src/schemas/property.ts';
import { freshCatalogStorePerTest } from '#tests/helpers/catalog-store.ts';
import { expectStaticPageHeaders, expectUncachedPage } from '#tests/helpers/page-headers.ts';

const SITE = 'https://www.example.test';
let office: Property[];

beforeAll(async () => {
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
  template: readSearchTemplate,
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
    // The cards are static HTML, the island's `cards` slot, which it never hydrates.
    const slot = /<astro-slot name="cards">([\s\S]*?)<\/astro-slot>/.exec(island(html))?.[1] ?? '';
    expect(slot).toContain('data-property-card="1"');
    expect(slot).toContain('aria-label="Page 1 of 1"');
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

  it("preloads the first card's photo, the phone's largest element, ahead of the fonts; none without results", async () => {
    const html = await (await renderSearchPage(get('/properties?location=bristol'), deps())).text();
    const preload =
      /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(
        html,
      );
    const source = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/.exec(island(html));
    expect(preload?.[1]).toBe(source?.[1]);
    expect(preload?.[2]).toBe(source?.[2]);
    expect(island(html)).toContain('data-property-card="3"');
    expect(html.indexOf('as="image"')).toBeLessThan(html.indexOf('as="font"'));
    const empty = await (await renderSearchPage(get('/properties?location=Atlantis'), deps())).text();
    expect(empty).not.toContain('as="image"');
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
    expect(response.headers.get('netlify-vary')).toBe(
      'query=location|type|price|minPrice|maxPrice|beds|baths|sqft|status|waterfront|waterView|openHouse|bbox|sort|view|page',
    );
    expect(response.headers.get('netlify-cdn-cache-control')).toBe(
      'public, durable, s-maxage=300, stale-while-revalidate=86400',
    );
  });

  it('keeps a search for open houses this week 5 minutes at most, never stale: "this week" moves with the clock', async () => {
    const response = await renderSearchPage(get('/properties?location=bristol&openHouse=week'), deps());
    expect(response.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=300');
  });

  it('reads the new filters: results, chips, title, and the form showing them (More filters open)', async () => {
    const search = '/properties?location=newport&maxPrice=2000000&baths=2&waterfront=yes&status=Available';
    const load = async () => [
      home(1, 'Newport', { price: 1_800_000, baths: 2.5, features: ['Harbor frontage'] }),
      home(2, 'Newport', { price: 2_000_000, baths: 3, features: ['Harbor frontage'] }),
      home(3, 'Newport', { price: 1_200_000, baths: 3, features: ['Harbor views'] }),
      home(4, 'Newport', { price: 900_000, baths: 1, features: ['Harbor frontage'] }),
      home(5, 'Newport', { price: 900_000, baths: 2, features: ['Harbor frontage'], status: 'Sold' }),
    ];
    const html = await (await renderSearchPage(get(search), deps({ office: { load, mode: 'deploy' } }))).text();
    const results = island(html);
    expect(results).toContain('1 property found');
    expect(results).toContain('data-property-card="1"');
    for (const chip of ['location', 'maxPrice', 'baths', 'status', 'waterfront'])
      expect(results).toContain(`data-chip="${chip}"`);
    expect(results).toContain('aria-label="Remove filter Max price: under $2M"');
    expect(html).toContain('<title>Available waterfront homes with 2+ baths under $2M in Newport, RI | ');
    // The GET form starts with the search: selects on their choice, the checkbox checked, More filters open.
    expect(results).toMatch(/<option value="2000000" selected="">Under \$2M<\/option>/);
    expect(results).toMatch(/<option value="2" selected="">2\+ Baths<\/option>/);
    const checkbox = (name: string) =>
      new RegExp(`<input type="checkbox"[^>]* name="${name}"[^>]*/>`).exec(results)?.[0];
    expect(checkbox('waterfront')).toContain('checked=""');
    expect(checkbox('waterfront')).toContain('value="yes"');
    expect(checkbox('openHouse')).toContain('value="week"');
    expect(checkbox('openHouse')).not.toContain('checked');
    expect(results).toMatch(/<details class="[^"]*" open="">\s*<summary[^>]*>More filters</);
  });

  it('shows a price band of an old URL as its chip, and in the form as its min and max price', async () => {
    const results = island(await (await renderSearchPage(get('/properties?price=1000000-2000000'), deps())).text());
    expect(results).toContain('aria-label="Remove filter Price: $1M – $2M"');
    expect(results).toMatch(/name="minPrice"[^>]*>.*<option value="1000000" selected="">\$1M\+<\/option>/s);
    expect(results).toMatch(/name="maxPrice"[^>]*>.*<option value="2000000" selected="">Under \$2M<\/option>/s);
    expect(results).not.toMatch(/<select[^>]* name="price"/);
    // Without a filter of its own, More filters stays closed.
    expect(results).not.toMatch(/<details class="[^"]*" open="">\s*<summary[^>]*>More filters</);
  });

  it('offers an empty search its nearest relaxations with their counts, and "Save this search"', async () => {
    const html = await (await renderSearchPage(get('/properties?location=newport&type=Estate&beds=3'), deps())).text();
    const results = island(html);
    expect(results).toContain('No properties found matching your criteria.');
    expect(results).toContain('Try a wider search:');
    // Two Newport condos and no estate in the fixtures: only the type stands between the search and them.
    expect(results).toContain('<a href="/properties?location=newport&amp;beds=3"');
    expect(results).toContain('>Any type: 2 homes</a>');
    expect(results).toContain('View All Properties');
    // "Save this search" moves from the results header into the empty state: once on the page.
    expect(results.match(/Save this search/g)).toHaveLength(1);
    expect(results).toContain('href="/alerts/save?location=newport&amp;type=Estate&amp;beds=3"');
    const props = islandProps(findIsland(html, 'PropertySearch')!.openTag) as {
      initial: { state: { relaxations: { label: string; count: number }[] } };
    };
    expect(props.initial.state.relaxations).toEqual([
      { label: 'Any type', count: 2, filters: expect.objectContaining({ location: 'newport', type: '', beds: '3' }) },
    ]);
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
    expectUncachedPage(response);
    const html = await response.text();
    expect(island(html)).toContain('There was an error loading the properties. Please try again.');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});

describe('the /properties page function in another language', () => {
  const pt = { locale: 'pt' } as const;

  it("answers /pt/properties in Portuguese: words, cards, links, head and the island's words", async () => {
    const response = await renderSearchPage(get('/pt/properties?location=newport&type=Condo'), deps());
    expect(response.status).toBe(200);
    expectStaticPageHeaders(response);
    const html = await response.text();
    expect(html).toContain('<html lang="pt"');
    expect(island(html)).toContain(m.search_results_count({ count: 2 }, pt));
    const typeChip = m.search_results_remove_filter_value(
      { label: m.search_filter_type_chip({}, pt), value: m.card_type_condo({}, pt) },
      pt,
    );
    expect(island(html)).toContain(`aria-label="${typeChip}"`);
    expect(island(html)).toContain(m.card_beds({ count: office[0]!.beds }, pt));
    expect(island(html)).toContain(`href="${localePath(listingPath(1), 'pt')}"`);
    expect(island(html)).toContain('action="/pt/properties"');
    expect(island(html)).not.toContain('properties found');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/pt/properties?location=newport&amp;type=Condo">`);
    for (const [code, path] of [
      ['en', '/properties'],
      ['es', '/es/properties'],
      ['pt', '/pt/properties'],
      ['fr', '/fr/properties'],
      ['x-default', '/properties'],
    ])
      expect(html).toContain(
        `<link rel="alternate" hreflang="${code}" href="${SITE}${path}?location=newport&amp;type=Condo">`,
      );
    const props = islandProps(findIsland(html, 'PropertySearch')!.openTag) as { text: { locale: string } };
    expect(props.text.locale).toBe('pt');
  });

  it("names an empty search's relaxations in the page's language", async () => {
    const html = await (
      await renderSearchPage(get('/es/properties?location=newport&type=Estate&beds=3'), deps())
    ).text();
    expect(island(html)).toContain(m.search_results_none({}, { locale: 'es' }));
    const props = islandProps(findIsland(html, 'PropertySearch')!.openTag) as {
      initial: { state: { relaxations: { label: string }[] } };
    };
    expect(props.initial.state.relaxations.map((relaxation) => relaxation.label)).toEqual([
      m.search_filter_type_any({}, { locale: 'es' }),
    ]);
  });
});
