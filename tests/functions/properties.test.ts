import { beforeAll, describe, expect, it } from 'vitest';
import { relaxationWordsIn } from '#src/features/listings/search-words.ts';
import { formatPriceShortIn } from '#src/lib/format.ts';
import getPropertyFunction from '#netlify/functions/property.mts';
import listFunction from '#netlify/functions/properties.mts';
import searchFunction from '#netlify/functions/properties-search.mts';
import relaxationsFunction from '#netlify/functions/properties-relaxations.mts';
import { isLocalInvocation, officeSource, readListingFiles } from '#src/features/listings/listing-files.server.ts';
import { loadCatalog, type OfficeSource } from '#src/features/listings/catalog.server.ts';
import { writeFeedSnapshot } from '#src/lib/server/listing-snapshot.ts';
import similarFunction from '#netlify/functions/properties-similar.mts';
import openHouseCalendarFunction from '#netlify/functions/open-house-calendar.mts';
import ICAL from 'ical.js';
import { openHouseCalendarApiPath } from '#src/lib/paths.ts';
import {
  getProperty,
  getAdvisorListings,
  getRelaxations,
  getSimilarProperties,
  getOpenHouseCalendar,
  listProperties,
  searchProperties,
  type ListingsDeps,
} from '#src/features/listings/api.server.ts';
import { MAX_BODY_BYTES } from '#src/lib/server/body.ts';
import { openStore } from '#src/lib/server/stores.ts';
import type { Property } from '#src/schemas/property.ts';
import { freshCatalogStorePerTest } from '#tests/helpers/catalog-store.ts';
import { teamMembers } from '#src/features/team/team-data.server.ts';

const PROPERTY_FIELDS = [
  'address',
  'advisorId',
  'baths',
  'beds',
  'city',
  'createdAt',
  'description',
  'features',
  'id',
  'images',
  'isFeatured',
  'price',
  'propertyType',
  'squareFeet',
  'state',
  'status',
  'title',
  'zipcode',
].sort();

let listings: Property[];

beforeAll(async () => {
  listings = (await readListingFiles()) as Property[];
});
const stopBlobs = freshCatalogStorePerTest();

/** The office's listings (by default data/listings) and an empty feed store. */
function deps(office: Partial<OfficeSource> = {}): ListingsDeps {
  return { office: { load: async () => listings, mode: 'deploy', ...office }, feed: openStore('listings') };
}

const SYNCED_AT = '2026-11-20T12:00:00.000Z';
/** A listing of the MLS feed, as the sync stores it. */
const feedListing = (id: number, listingKey: string, overrides: Partial<Property> = {}): Property => ({
  ...listings[0]!,
  id,
  title: `Feed home ${listingKey}`,
  source: 'mls',
  listingKey,
  listOfficeName: 'Harbor & Vine Realty',
  createdAt: '2026-11-19T12:00:00Z',
  ...overrides,
});

/** A listing of the test's own: search results are checked against fixtures, never the live data/listings. */
const home = (id: number, city: string, price: number, propertyType: Property['propertyType']): Property => ({
  ...listings[0]!,
  id,
  title: `Fixture home ${id}`,
  address: `${id} Fixture Lane`,
  city,
  zipcode: '02999',
  price,
  propertyType,
});
const fixtures = () => [
  home(1, 'Newport', 1_500_000, 'Single Family'),
  home(2, 'Newport', 3_500_000, 'Estate'),
  home(3, 'Bristol', 1_200_000, 'Single Family'),
  home(4, 'Newport', 1_000_000, 'Condo'),
  home(5, 'Westerly', 650_000, 'Condo'),
];
const withFixtures = () => deps({ load: () => Promise.resolve(fixtures()) });

const url = (path: string) => `http://localhost${path}`;
const post = (body: BodyInit | null, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request(url('/api/properties/search'), { method: 'POST', body, headers });

describe('GET /api/properties', () => {
  it('streams the full list past what a buffered answer holds, and refuses it with 400 past what a stream holds', async () => {
    const read = (limits: { buffered: number; streamed: number }) =>
      listProperties(new Request(url('/api/properties')), { ...deps(), answerLimits: limits });
    const full = await (await read({ buffered: Infinity, streamed: Infinity })).text();
    const bytes = new TextEncoder().encode(full).byteLength;
    expect(JSON.parse(full)).toHaveLength(listings.length);

    const stream = await read({ buffered: bytes - 1, streamed: bytes });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let chunks = 0;
    let text = '';
    const decoder = new TextDecoder();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      chunks += 1;
      text += decoder.decode(chunk.value, { stream: true });
    }
    expect(text + decoder.decode()).toBe(full);
    expect(chunks).toBeGreaterThanOrEqual(1);

    const refused = await read({ buffered: bytes - 2, streamed: bytes - 1 });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-total-count')).toBe(String(listings.length));
    expect(await refused.json()).toMatchObject({ error: expect.stringContaining('limit and offset') });
  });

  it('answers every listing, newest first, with exactly the spec fields', async () => {
    const d = deps();
    const response = await listProperties(new Request(url('/api/properties')), d);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Property[];
    expect(body).toHaveLength(listings.length);
    expect(body.map((p) => p.createdAt)).toEqual([...body.map((p) => p.createdAt)].sort().reverse());
    // The spec's fields, plus the optional open houses, coordinates and media where a listing has them.
    const optional = ['openHouses', 'latitude', 'longitude', 'floorPlans', 'virtualTourUrl', 'videoUrl'];
    for (const p of body)
      expect(
        Object.keys(p)
          .filter((key) => !optional.includes(key))
          .sort(),
      ).toEqual(PROPERTY_FIELDS);
  });

  it('is cacheable on the CDN, tagged for purging', async () => {
    const response = await listProperties(new Request(url('/api/properties')), deps());
    expect(response.headers.get('netlify-cdn-cache-control')).toMatch(/public, durable, s-maxage=\d+/);
    expect(response.headers.get('netlify-cache-tag')).toBe('listings');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('answers an empty list when there are no office listings and no feed', async () => {
    const response = await listProperties(new Request(url('/api/properties')), deps({ load: async () => [] }));
    expect(await response.json()).toEqual([]);
  });

  it('refuses other methods with 405', async () => {
    const response = await listProperties(new Request(url('/api/properties'), { method: 'DELETE' }), deps());
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 503 JSON when the store is unreachable', async () => {
    await stopBlobs();
    const response = await listProperties(new Request(url('/api/properties')), deps());
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('unavailable') });
  });
});

describe('the catalogue: office files and the MLS feed', () => {
  it('refuses invalid office listings with 503 JSON, never a 500', async () => {
    const response = await listProperties(
      new Request(url('/api/properties')),
      deps({ load: async () => [{ ...listings[0], price: 'a lot' }] }),
    );
    expect(response.status).toBe(503);
  });

  it('merges the feed snapshot with the office listings, newest first', async () => {
    const store = openStore('listings');
    const feed = [feedListing(1_000_000, 'K1'), feedListing(1_000_001, 'K2', { createdAt: '2030-01-01T00:00:00Z' })];
    await writeFeedSnapshot(store, feed, SYNCED_AT);
    const catalog = await loadCatalog(deps());
    expect(catalog.properties).toHaveLength(listings.length + 2);
    expect(catalog.properties[0]!.id).toBe(1_000_001);
    expect(catalog.byId.get(1_000_000)).toEqual(feed[0]);
    expect(catalog.syncedAt).toBe(SYNCED_AT);
  });

  it('an office file naming a listingKey enriches that feed listing, which keeps its id; a key the feed lacks hides the file', async () => {
    const store = openStore('listings');
    await writeFeedSnapshot(store, [feedListing(1_000_000, 'K1', { price: 2_000_000 })], SYNCED_AT);
    const enrichment = { ...listings[0]!, id: 900, listingKey: 'K1', title: 'Our own words for K1', price: 1 };
    const gone = { ...listings[0]!, id: 901, listingKey: 'GONE' };
    const catalog = await loadCatalog(deps({ load: async () => [enrichment, gone] }));
    expect(catalog.properties.map((p) => p.id)).toEqual([1_000_000]);
    expect(catalog.byId.get(1_000_000)).toMatchObject({ title: 'Our own words for K1', price: 2_000_000 });
  });

  it('without a feed, every office file shows as it is', async () => {
    const enrichment = { ...listings[0]!, id: 900, listingKey: 'K1' };
    const catalog = await loadCatalog(deps({ load: async () => [enrichment] }));
    expect(catalog.properties).toEqual([enrichment]);
    expect(catalog.syncedAt).toBeNull();
  });

  it('reuses the merged catalogue until the feed snapshot changes, then reads the new one', async () => {
    const store = openStore('listings');
    expect((await writeFeedSnapshot(store, [feedListing(1_000_000, 'K1')], SYNCED_AT)).written).toBe(true);
    const first = await loadCatalog(deps());
    expect(await loadCatalog(deps())).toBe(first);
    // The same listings again write nothing.
    expect((await writeFeedSnapshot(store, [feedListing(1_000_000, 'K1')], SYNCED_AT)).written).toBe(false);
    expect(await loadCatalog(deps())).toBe(first);
    const added = feedListing(1_000_001, 'K2', { createdAt: '2030-01-01T00:00:00Z' });
    await writeFeedSnapshot(store, [feedListing(1_000_000, 'K1'), added], SYNCED_AT);
    const second = await loadCatalog(deps());
    expect(second).not.toBe(first);
    expect(second.properties[0]).toEqual(added);
  });

  it('"live" (local) follows edits of the office files on the next request', async () => {
    let current = listings;
    const d = deps({ mode: 'live', load: async () => current });
    await listProperties(new Request(url('/api/properties')), d);
    current = listings.map((p) => (p.id === 3 ? { ...p, price: 1_999_000 } : p));
    const response = await getProperty(new Request(url('/api/properties/3')), d);
    expect(await response.json()).toMatchObject({ id: 3, price: 1_999_000 });
  });

  it('"deploy" reads the files once per instance: a deploy never changes them', async () => {
    let reads = 0;
    const d = deps({ load: async () => (reads++, listings) });
    await listProperties(new Request(url('/api/properties')), d);
    await listProperties(new Request(url('/api/properties')), d);
    expect(reads).toBe(1);
  });

  it.each([
    [undefined, true],
    [{ deploy: { id: '' } }, true],
    [{ deploy: { id: '6543210fedcba' } }, false],
  ])('an invocation with context %j is local: %s (local follows the files)', (context, local) => {
    expect(isLocalInvocation(context)).toBe(local);
    expect(officeSource(local).mode).toBe(local ? 'live' : 'deploy');
  });
});

function withoutCoordinates(property: Property): Property {
  const copy = { ...property };
  delete copy.latitude;
  delete copy.longitude;
  return copy;
}

/** Fixtures with ties in every order (ids 1 and 6 share price, beds, area and date) and coordinates. */
const pagingFixtures = (): Property[] => [
  {
    ...home(1, 'Newport', 2_000_000, 'Estate'),
    beds: 4,
    squareFeet: 4000,
    createdAt: '2025-01-02T00:00:00Z',
    latitude: 41.47,
    longitude: -71.31,
  },
  {
    ...home(2, 'Bristol', 900_000, 'Condo'),
    beds: 2,
    squareFeet: 1200,
    createdAt: '2025-01-05T00:00:00Z',
    latitude: 41.67,
    longitude: -71.28,
  },
  {
    ...home(3, 'Westerly', 5_000_000, 'Estate'),
    beds: 6,
    squareFeet: 7000,
    createdAt: '2025-01-01T00:00:00Z',
    latitude: 41.31,
    longitude: -71.85,
  },
  {
    ...home(4, 'Newport', 650_000, 'Condo'),
    beds: 1,
    squareFeet: 800,
    createdAt: '2025-01-04T00:00:00Z',
    latitude: 41.48,
    longitude: -71.31,
  },
  withoutCoordinates({
    ...home(5, 'Providence', 1_200_000, 'Townhouse'),
    beds: 3,
    squareFeet: 2400,
    createdAt: '2025-01-03T00:00:00Z',
  }),
  {
    ...home(6, 'Newport', 2_000_000, 'Estate'),
    beds: 4,
    squareFeet: 4000,
    createdAt: '2025-01-02T00:00:00Z',
    latitude: 41.49,
    longitude: -71.32,
  },
];
const withPagingFixtures = () => deps({ load: () => Promise.resolve(pagingFixtures()) });
const ids = async (response: Response) => ((await response.json()) as Property[]).map((p) => p.id);

describe('sorting and paging', () => {
  const ORDERS = [
    ['newest', [2, 4, 5, 1, 6, 3]],
    ['price-desc', [3, 1, 6, 5, 2, 4]],
    ['price-asc', [4, 2, 5, 1, 6, 3]],
    ['beds-desc', [3, 1, 6, 5, 2, 4]],
    ['sqft-desc', [3, 1, 6, 5, 2, 4]],
  ] as const;

  it.each(ORDERS)('GET ?sort=%s pages through %j without overlap or gap, with X-Total-Count', async (sort, order) => {
    const d = withPagingFixtures();
    const seen: number[] = [];
    for (let offset = 0; offset < order.length; offset += 4) {
      const response = await listProperties(
        new Request(url(`/api/properties?sort=${sort}&limit=4&offset=${offset}`)),
        d,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('x-total-count')).toBe(String(order.length));
      seen.push(...(await ids(response)));
    }
    expect(seen).toEqual(order);
  });

  it.each(ORDERS)('POST {sort: %s} pages the same way', async (sort, order) => {
    const d = withPagingFixtures();
    const first = await searchProperties(post(JSON.stringify({ sort, limit: 3, offset: 0 })), d);
    const second = await searchProperties(post(JSON.stringify({ sort, limit: 3, offset: 3 })), d);
    expect(first.headers.get('x-total-count')).toBe(String(order.length));
    expect([...(await ids(first)), ...(await ids(second))]).toEqual(order);
  });

  it('the total counts the matches, not the page; an offset past the end gives an empty page', async () => {
    const d = withPagingFixtures();
    const page = await searchProperties(post(JSON.stringify({ location: 'newport', limit: 2, sort: 'price-asc' })), d);
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(await ids(page)).toEqual([4, 1]);
    const past = await listProperties(new Request(url('/api/properties?offset=99')), d);
    expect(past.headers.get('x-total-count')).toBe('6');
    expect(await past.json()).toEqual([]);
  });

  it('without limit, offset or sort the answers are the full arrays with no X-Total-Count', async () => {
    const d = withPagingFixtures();
    const list = await listProperties(new Request(url('/api/properties')), d);
    expect(list.headers.get('x-total-count')).toBeNull();
    expect(await ids(list)).toEqual([2, 4, 5, 1, 6, 3]);
    const search = await searchProperties(post(JSON.stringify({ location: '' })), d);
    expect(search.headers.get('x-total-count')).toBeNull();
    expect(await ids(search)).toEqual([2, 4, 5, 1, 6, 3]);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=49', 'limit'],
    ['limit=abc', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=1.5', 'offset'],
    ['sort=cheapest', 'sort'],
    ['pageSize=6', 'pageSize'],
  ])('GET ?%s is 400 naming %s', async (query, field) => {
    const response = await listProperties(new Request(url(`/api/properties?${query}`)), withPagingFixtures());
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(Object.keys(answer.fields)).toEqual([field]);
    expect(answer.error).toContain(field);
  });

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 49 }, 'limit'],
    [{ limit: '6' }, 'limit'],
    [{ offset: -6 }, 'offset'],
    [{ sort: 'price' }, 'sort'],
    [{ bbox: 'north' }, 'bbox'],
    [{ bbox: { south: 42, west: -71.5, north: 41, east: -71 } }, 'bbox'],
  ])('POST %j is 400 naming %s', async (body, field) => {
    const response = await searchProperties(post(JSON.stringify(body)), withPagingFixtures());
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(answer.fields).map((name) => name.split('.')[0])).toEqual([field]);
  });
});

describe('the map area (bbox) in the search body', () => {
  it.each([
    [{ south: 41.4, west: -71.4, north: 41.6, east: -71.2 }, [4, 1, 6]],
    [{ south: 41, west: -72, north: 42, east: -71 }, [2, 4, 1, 6, 3]],
    [{ south: 40, west: -70, north: 40.5, east: -69.5 }, []],
  ])('%j finds %j (listings without coordinates never)', async (bbox, expected) => {
    const response = await searchProperties(post(JSON.stringify({ bbox })), withPagingFixtures());
    expect(response.status).toBe(200);
    expect(await ids(response)).toEqual(expected);
  });

  it('pages and sorts within the area', async () => {
    const bbox = { south: 41.4, west: -71.4, north: 41.6, east: -71.2 };
    const response = await searchProperties(
      post(JSON.stringify({ bbox, sort: 'price-desc', limit: 2, offset: 0 })),
      withPagingFixtures(),
    );
    expect(response.headers.get('x-total-count')).toBe('3');
    expect(await ids(response)).toEqual([1, 6]);
  });
});

describe('conditional GET and HEAD', () => {
  it('the ETag is the catalogue version plus the query; If-None-Match gets 304 without a body', async () => {
    const d = withPagingFixtures();
    const first = await listProperties(new Request(url('/api/properties?limit=2')), d);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+-/);
    const other = await listProperties(new Request(url('/api/properties?limit=3')), d);
    expect(other.headers.get('etag')).not.toBe(etag);
    const full = await listProperties(new Request(url('/api/properties')), d);
    expect(full.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);

    const again = await listProperties(
      new Request(url('/api/properties?limit=2'), { headers: { 'if-none-match': `W/"x", ${etag ?? ''}` } }),
      d,
    );
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');

    const stale = await listProperties(
      new Request(url('/api/properties?limit=2'), { headers: { 'if-none-match': '"old"' } }),
      d,
    );
    expect(stale.status).toBe(200);
  });

  it('the ETag changes when the listings change', async () => {
    const before = await listProperties(new Request(url('/api/properties')), withPagingFixtures());
    await writeFeedSnapshot(openStore('listings'), [feedListing(1_000_000, 'K1')], SYNCED_AT);
    const after = await listProperties(new Request(url('/api/properties')), withPagingFixtures());
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('HEAD answers like GET, without a body', async () => {
    const d = withPagingFixtures();
    const get = await listProperties(new Request(url('/api/properties?limit=2&sort=price-asc')), d);
    const head = await listProperties(
      new Request(url('/api/properties?limit=2&sort=price-asc'), { method: 'HEAD' }),
      d,
    );
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(head.headers.get('x-total-count')).toBe('6');
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(await head.text()).toBe('');
    const bad = await listProperties(new Request(url('/api/properties?limit=0'), { method: 'HEAD' }), d);
    expect(bad.status).toBe(400);
  });
});

describe('POST /api/properties/search', () => {
  it('returns the listings matching every filter', async () => {
    const response = await searchProperties(
      post(JSON.stringify({ location: 'newport', propertyType: '', priceRange: '1000000-2000000', beds: '' })),
      withFixtures(),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Property[];
    expect(body.map((p) => p.id).sort((a, b) => a - b)).toEqual([1, 4]);
  });

  it('treats empty strings as no filter', async () => {
    const response = await searchProperties(
      post(JSON.stringify({ location: '', propertyType: '', priceRange: '', beds: '' })),
      deps(),
    );
    expect(await response.json()).toHaveLength(listings.length);
  });

  it('answers an empty array when nothing matches', async () => {
    const response = await searchProperties(post(JSON.stringify({ location: 'Atlantis' })), deps());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it.each([
    [{ beds: 'two' }, 'beds'],
    [{ propertyType: 'Castle' }, 'propertyType'],
    [{ priceRange: '100-200' }, 'priceRange'],
    [{ location: 42 }, 'location'],
    [{ colour: 'blue' }, 'colour'],
  ])('400 names the invalid field of %j', async (body, field) => {
    const response = await searchProperties(post(JSON.stringify(body)), deps());
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(Object.keys(answer.fields)).toEqual([field]);
    expect(answer.error).toContain(field);
  });

  it.each([
    ['[]', 'body'],
    ['null', 'body'],
  ])('400 for a body that is not an object (%s)', async (text, field) => {
    const response = await searchProperties(post(text), deps());
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual([field]);
  });

  it('415 for a body declared as JSON that does not parse', async () => {
    const response = await searchProperties(post('{"location":'), deps());
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'The body is not valid JSON.' });
  });

  it.each([
    ['text/plain', 'location=x'],
    ['application/x-www-form-urlencoded', 'location=x'],
    ['', '{}'],
  ])('415 for a body sent as "%s"', async (type, body) => {
    const response = await searchProperties(post(body, type ? { 'content-type': type } : {}), deps());
    expect(response.status).toBe(415);
  });

  it('accepts JSON with a charset', async () => {
    const response = await searchProperties(post('{}', { 'content-type': 'application/json; charset=utf-8' }), deps());
    expect(response.status).toBe(200);
  });

  it('413 for a body over 16 KB', async () => {
    const response = await searchProperties(
      post(JSON.stringify({ location: 'x'.repeat(MAX_BODY_BYTES + 1024) })),
      deps(),
    );
    expect(response.status).toBe(413);
  });

  it('413 for an oversized body streamed without a Content-Length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request(url('/api/properties/search'), {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    const response = await searchProperties(request, deps());
    expect(response.status).toBe(413);
  });

  it('a body of exactly 16 KB is accepted', async () => {
    const padding = MAX_BODY_BYTES - JSON.stringify({ location: '' }).length;
    const body = JSON.stringify({ location: '' }).replace('""', () => `"${' '.repeat(padding)}"`);
    expect(new TextEncoder().encode(body).byteLength).toBe(MAX_BODY_BYTES);
    const response = await searchProperties(post(body), deps());
    expect(response.status).not.toBe(413);
  });

  it('405 for GET, with Allow: POST', async () => {
    const response = await searchProperties(new Request(url('/api/properties/search')), deps());
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('the new filters in the search body', () => {
  it('min and max price, baths, size, status, waterfront and water view narrow the search', async () => {
    const homes = [
      { ...home(1, 'Newport', 1_500_000, 'Condo'), baths: 2, squareFeet: 1800, features: ['Harbor views'] },
      { ...home(2, 'Newport', 3_000_000, 'Estate'), baths: 6.5, squareFeet: 7000, features: ['Deep-water dock'] },
      { ...home(3, 'Bristol', 990_000, 'Condo'), baths: 1.5, squareFeet: 1100, features: [], status: 'Sold' as const },
    ];
    const search = async (body: object) => {
      const answer = await searchProperties(post(JSON.stringify(body)), deps({ load: async () => homes }));
      expect(answer.status).toBe(200);
      return ((await answer.json()) as Property[]).map((p) => p.id).sort((a, b) => a - b);
    };
    expect(await search({ minPrice: '1000000' })).toEqual([1, 2]);
    expect(await search({ location: 'newport', maxPrice: '3000000' })).toEqual([1]);
    expect(await search({ priceRange: '1000000-2000000', minPrice: '1500000' })).toEqual([1]);
    expect(await search({ baths: '2', squareFeet: '2000' })).toEqual([2]);
    expect(await search({ status: 'Sold' })).toEqual([3]);
    expect(await search({ waterfront: 'yes' })).toEqual([2]);
    expect(await search({ waterView: 'yes' })).toEqual([1, 2]);
    expect(await search({ openHouse: 'week' })).toEqual([]);
  });

  it.each([
    [{ minPrice: '1234' }, 'minPrice'],
    [{ status: 'Pending' }, 'status'],
    [{ openHouse: 'soon' }, 'openHouse'],
  ])('400 names the invalid field of %j', async (body, field) => {
    const response = await searchProperties(post(JSON.stringify(body)), deps());
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual([field]);
  });
});

describe('GET /api/properties/relaxations', () => {
  const relaxations = (query: string) =>
    getRelaxations(new Request(url(`/api/properties/relaxations?${query}`)), {
      ...withFixtures(),
      relaxationWords: relaxationWordsIn,
    });

  it('answers the nearest searches with homes, with counts the search finds', async () => {
    const response = await relaxations('location=Newport&type=Condo&price=2000000-3000000');
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { label: string; count: number; filters: Record<string, string> }[];
    // Newport's condo is at $1M: the band widens down two tiers to reach it; no other change finds a home.
    expect(answer).toEqual([
      {
        label: 'Widen to $1M–$3M',
        count: 1,
        filters: expect.objectContaining({
          location: 'Newport',
          type: 'Condo',
          price: '',
          minPrice: '1000000',
          maxPrice: '3000000',
        }),
      },
    ]);
    const body = { location: 'Newport', propertyType: 'Condo', minPrice: '1000000', maxPrice: '3000000' };
    expect(await (await searchProperties(post(JSON.stringify(body)), withFixtures())).json()).toHaveLength(1);
  });

  it('names the searches in the language lang names, and refuses one the site does not speak', async () => {
    const query = 'location=Newport&type=Condo&price=2000000-3000000';
    const answer = (await (await relaxations(`${query}&lang=pt`)).json()) as { label: string; count: number }[];
    expect(answer.map((relaxation) => relaxation.label)).toEqual([
      `Alargar para ${formatPriceShortIn(1_000_000, 'pt')}–${formatPriceShortIn(3_000_000, 'pt')}`,
    ]);
    const unknown = await relaxations(`${query}&lang=de`);
    expect(unknown.status).toBe(400);
  });

  it('is cached on the CDN by the filters, briefly and never stale for open houses this week', async () => {
    const plain = await relaxations('location=Atlantis');
    expect(plain.headers.get('netlify-cache-tag')).toBe('listings');
    expect(plain.headers.get('netlify-vary')).toBe(
      'query=location|type|price|minPrice|maxPrice|beds|baths|sqft|status|waterfront|waterView|openHouse|bbox|lang',
    );
    expect(plain.headers.get('netlify-cdn-cache-control')).toContain('stale-while-revalidate=86400');
    const timely = await relaxations('location=Atlantis&openHouse=week');
    expect(timely.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=300');
  });

  it('answers [] without a filter (reading the URL as /properties does), and 405 to other methods', async () => {
    expect(await (await relaxations('type=Castle&beds=many')).json()).toEqual([]);
    const response = await relaxationsFunction(
      new Request(url('/api/properties/relaxations?location=Atlantis'), { method: 'POST' }),
      {} as never,
    );
    expect(response.status).toBe(405);
  });
});

describe('GET /api/properties/{id}', () => {
  it('returns one listing with its cache tags', async () => {
    const response = await getProperty(new Request(url('/api/properties/3')), deps());
    expect(response.status).toBe(200);
    const body = (await response.json()) as Property;
    expect(body).toEqual(listings.find((p) => p.id === 3));
    expect(response.headers.get('netlify-cache-tag')).toBe('listings,property-3');
  });

  it.each(['0', '-1', 'abc', '1.5', '12abc', '%20', '%E0'])('400 naming the id for "%s"', async (id) => {
    const response = await getProperty(new Request(url(`/api/properties/${id}`)), deps());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { id: expect.any(String) } });
  });

  it('404 JSON for an unknown id', async () => {
    const response = await getProperty(new Request(url('/api/properties/999999')), deps());
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: 'No property has the id 999999.' });
  });

  it('405 for POST', async () => {
    const response = await getProperty(new Request(url('/api/properties/3'), { method: 'POST' }), deps());
    expect(response.status).toBe(405);
  });
});

describe('GET /api/properties/{id}/similar', () => {
  /** Fixture listings: copies of a demo listing with the fields the ranking reads overridden. */
  const fixture = (id: number, overrides: Partial<Property> = {}): Property => ({
    ...listings[0]!,
    id,
    city: 'Newport',
    state: 'RI',
    price: 1_000_000,
    propertyType: 'Estate',
    status: 'Available',
    ...overrides,
  });
  const fixtures = () => [
    fixture(1),
    fixture(2, { city: 'Providence' }),
    fixture(3, { city: 'Tiverton', price: 1_100_000 }),
    fixture(4, { status: 'Sold' }),
    fixture(5, { price: 5_000_000 }),
    fixture(6, { price: 9_000_000 }),
  ];
  const similar = (id: string, init?: RequestInit) =>
    getSimilarProperties(
      new Request(url(`/api/properties/${id}/similar`), init),
      deps({ load: async () => fixtures() }),
    );

  it('ranks other available listings as the prebuilt pages do, with the listing’s cache tags', async () => {
    const response = await similar('1');
    expect(response.status).toBe(200);
    expect(((await response.json()) as Property[]).map((p) => p.id)).toEqual([3, 2]);
    expect(response.headers.get('netlify-cache-tag')).toBe('listings,property-1');
  });

  it('answers an empty array when nothing qualifies', async () => {
    const response = await similar('6');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('400 for a bad id, 404 for an unknown one, 405 for POST', async () => {
    expect((await similar('abc')).status).toBe(400);
    expect(await (await similar('999999')).json()).toEqual({ error: 'No property has the id 999999.' });
    expect((await similar('1', { method: 'POST' })).status).toBe(405);
  });
});

describe('GET /api/properties/{id}/open-house.ics', () => {
  const openHouse = { start: '2026-12-06T13:00:00-05:00', end: '2026-12-06T15:00:00-05:00' };
  const withOpenHouse = (): Property[] => [{ ...listings[0]!, id: 7, title: 'Harbor House', openHouses: [openHouse] }];
  const calendar = (id: string, start: string | null, init?: RequestInit) =>
    openHouseCalendarFunction(
      new Request(
        url(`/api/properties/${id}/open-house.ics${start === null ? '' : `?${new URLSearchParams({ start })}`}`),
        init,
      ),
      {} as never,
    );

  it('answers the open house as a calendar file to download, found by its start in any offset', async () => {
    const response = await getOpenHouseCalendar(
      new Request(url(openHouseCalendarApiPath(7, '2026-12-06T18:00:00Z'))),
      deps({ load: async () => withOpenHouse() }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="open-house-7-2026-12-06.ics"');
    expect(response.headers.get('netlify-cache-tag')).toBe('listings,property-7');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Open House: Harbor House');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-06T18:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-06T20:00:00.000Z');
    expect(event.component.getFirstPropertyValue('url')).toBe('http://localhost/properties/7');
  });

  it('404 for a time the listing has no open house at, and for an unknown listing', async () => {
    const ask = (id: number) =>
      getOpenHouseCalendar(
        new Request(url(openHouseCalendarApiPath(id, '2026-12-07T18:00:00Z'))),
        deps({ load: async () => withOpenHouse() }),
      );
    expect(await (await ask(7)).json()).toEqual({ error: 'This listing has no open house at that time.' });
    expect((await ask(8)).status).toBe(404);
  });

  it('400 for a missing or malformed start or id, with the field named; 405 for POST', async () => {
    for (const start of [null, 'tomorrow', '2026-12-06']) {
      const response = await calendar('1', start);
      expect(response.status).toBe(400);
      expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual(['start']);
    }
    expect((await calendar('abc', '2026-12-06T18:00:00Z')).status).toBe(400);
    expect((await calendar('1', '2026-12-06T18:00:00Z', { method: 'POST' })).status).toBe(405);
  });
});

describe('GET /api/advisors/{id}/listings', () => {
  const advisor = teamMembers().find((member) => member.role === 'advisor')!;
  const staff = teamMembers().find((member) => member.role !== 'advisor');
  const mine = (id: number, overrides: Partial<Property> = {}): Property => ({
    ...listings[0]!,
    id,
    advisorId: advisor.id,
    status: 'Available',
    ...overrides,
  });
  const get = (id: string, init?: RequestInit) =>
    getAdvisorListings(
      new Request(url(`/api/advisors/${id}/listings`), init),
      deps({
        load: async () => [
          mine(1, { createdAt: '2026-01-01T00:00:00Z' }),
          mine(2, { status: 'Sold' }),
          mine(3, { advisorId: null }),
        ],
      }),
    );

  it("lists the advisor's available listings from the whole catalogue, the feed's included, newest first", async () => {
    await writeFeedSnapshot(
      openStore('listings'),
      [feedListing(1_000_000, 'K1', { advisorId: advisor.id, createdAt: '2026-06-01T00:00:00Z' })],
      SYNCED_AT,
    );
    const response = await get(String(advisor.id));
    expect(response.status).toBe(200);
    expect(((await response.json()) as Property[]).map((p) => p.id)).toEqual([1_000_000, 1]);
    expect(response.headers.get('netlify-cache-tag')).toBe('listings');
  });

  it("400 for a bad id, 404 for an id that is no advisor's, 405 for POST", async () => {
    expect((await get('abc')).status).toBe(400);
    expect((await get('999999')).status).toBe(404);
    if (staff) expect((await get(String(staff.id))).status).toBe(404);
    expect((await get(String(advisor.id), { method: 'POST' })).status).toBe(405);
  });
});

describe('open houses', () => {
  it('pass through the catalogue and the API unchanged', async () => {
    const openHouses = [{ start: '2027-01-10T12:00:00-05:00', end: '2027-01-10T14:00:00-05:00' }];
    const withOpenHouses = { ...listings[0]!, id: 501, openHouses };
    const d = deps({ load: async () => [withOpenHouses] });
    const response = await getProperty(new Request(url('/api/properties/501')), d);
    expect(await response.json()).toEqual(withOpenHouses);
  });

  it('make a listing file invalid when one ends before it starts (503, never a 500)', async () => {
    const bad = {
      ...listings[0]!,
      openHouses: [{ start: '2027-01-10T14:00:00-05:00', end: '2027-01-10T12:00:00-05:00' }],
    };
    const response = await getProperty(
      new Request(url(`/api/properties/${bad.id}`)),
      deps({ load: async () => [bad] }),
    );
    expect(response.status).toBe(503);
  });
});

describe('the function files (real wiring: data/listings)', () => {
  it('list, search and get-by-id answer from data/listings', async () => {
    const list = await listFunction(new Request(url('/api/properties')), {} as never);
    expect(await list.json()).toHaveLength(listings.length);
    const search = await searchFunction(post(JSON.stringify({ propertyType: 'Condo' })), {} as never);
    expect(((await search.json()) as Property[]).every((p) => p.propertyType === 'Condo')).toBe(true);
    const one = await getPropertyFunction(new Request(url('/api/properties/1')), {} as never);
    expect(await one.json()).toMatchObject({ id: 1 });
    const similar = await similarFunction(new Request(url('/api/properties/1/similar')), {} as never);
    expect(similar.status).toBe(200);
    expect(((await similar.json()) as Property[]).every((p) => p.id !== 1 && p.status === 'Available')).toBe(true);
  });
});
