// GET /api/listings/for-sale-counts: the county guides' live counts, from the whole catalogue (the office's
// files and the MLS feed's snapshot in a local Blobs server), cached on the CDN under the listings tag.
import { describe, expect, it } from 'vitest';
import forSaleCountsFunction from '#netlify/functions/for-sale-counts.mts';
import { getForSaleCounts, type ListingsDeps } from '#src/features/listings/api.server.ts';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import { FOR_SALE_COUNTS_API_PATH, forSaleCountsApiPath } from '#src/lib/paths.ts';
import { writeFeedSnapshot } from '#src/lib/server/listing-snapshot.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { MAX_COUNTED_LOCATIONS, type Property } from '#src/schemas/property.ts';
import { freshCatalogStorePerTest } from '#tests/helpers/catalog-store.ts';
import { makeListing } from '#tests/helpers/listing.ts';

const stopBlobs = freshCatalogStorePerTest();

/** The office's own listings of the test: two homes for sale in Jamestown, one under contract in Newport. */
const office = [
  makeListing(1, { city: 'Jamestown', zipcode: '02835' }),
  makeListing(2, { city: 'Jamestown', zipcode: '02835' }),
  makeListing(3, { city: 'Newport', zipcode: '02840', status: 'Under Contract' }),
];
const deps = (): ListingsDeps => ({
  office: { load: async () => office, mode: 'deploy' },
  feed: openStore('listings'),
});

/** A listing of the MLS feed, as the sync stores it. */
const feedListing = (id: number, overrides: Partial<Property>): Property =>
  makeListing(id, { source: 'mls', listingKey: `K${id}`, listOfficeName: 'Harbor & Vine Realty', ...overrides });

const get = (path: string, init?: RequestInit) => new Request(`http://localhost${path}`, init);
const counts = async (response: Response) => ((await response.json()) as { counts: Record<string, number> }).counts;

describe('GET /api/listings/for-sale-counts', () => {
  it("counts each location's homes for sale in the office files and the MLS feed, the county's towns for a county", async () => {
    await writeFeedSnapshot(
      openStore('listings'),
      [
        feedListing(1_000_000, { city: 'Newport' }),
        feedListing(1_000_001, { city: 'Newport', status: 'Coming Soon' }),
        feedListing(1_000_002, { city: 'Middletown' }),
        feedListing(1_000_003, { city: 'Warwick' }),
      ],
      '2026-11-20T12:00:00.000Z',
    );
    const locations = ['Jamestown', 'Newport', 'Tiverton', 'Newport County', 'Kent County'];
    const response = await getForSaleCounts(get(forSaleCountsApiPath(locations)), deps());
    expect(response.status).toBe(200);
    expect(await counts(response)).toEqual({
      Jamestown: 2,
      Newport: 1,
      Tiverton: 0,
      'Newport County': 4,
      'Kent County': 1,
    });
  });

  it("follows the feed: a new snapshot's listings count on the next request", async () => {
    const ask = async () => counts(await getForSaleCounts(get(forSaleCountsApiPath(['Newport'])), deps()));
    expect(await ask()).toEqual({ Newport: 0 });
    await writeFeedSnapshot(
      openStore('listings'),
      [feedListing(1_000_000, { city: 'Newport' })],
      '2026-11-20T12:00:00Z',
    );
    expect(await ask()).toEqual({ Newport: 1 });
  });

  it('is cached on the CDN under the listings tag, per list of locations', async () => {
    const response = await getForSaleCounts(get(forSaleCountsApiPath(['Jamestown'])), deps());
    expect(response.headers.get('netlify-cache-tag')).toBe('listings');
    expect(response.headers.get('netlify-cdn-cache-control')).toMatch(/s-maxage=\d+/);
    expect(response.headers.get('netlify-vary')).toBe('query=location');
    expect(response.headers.get('cache-control')).toContain('must-revalidate');
  });

  it.each([
    ['no location', FOR_SALE_COUNTS_API_PATH, 'location'],
    ['an empty location', `${forSaleCountsApiPath(['Newport'])}&location=%20`, 'location.1'],
    ['a location over 100 characters', forSaleCountsApiPath(['x'.repeat(101)]), 'location.0'],
    ['too many locations', forSaleCountsApiPath(Array.from({ length: MAX_COUNTED_LOCATIONS + 1 }, String)), 'location'],
    ['an unknown parameter', `${forSaleCountsApiPath(['Newport'])}&limit=6`, 'limit'],
  ])('answers 400 naming the field for %s', async (_case, path, field) => {
    const response = await getForSaleCounts(get(path), deps());
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual([field]);
  });

  it('answers GET only, and 503 while the feed cannot be read', async () => {
    const post = await getForSaleCounts(get(forSaleCountsApiPath(['Newport']), { method: 'POST' }), deps());
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
    await stopBlobs();
    const down = await getForSaleCounts(get(forSaleCountsApiPath(['Newport'])), deps());
    expect(down.status).toBe(503);
  });

  it('the function file answers from data/listings at its path', async () => {
    const files = (await readListingFiles()) as Property[];
    const town = files.find((listing) => listing.status === 'Available')?.city ?? '';
    const response = await forSaleCountsFunction(get(forSaleCountsApiPath([town])), {} as never);
    expect(response.status).toBe(200);
    expect((await counts(response))[town]).toBeGreaterThan(0);
  });
});
