// The MLS sync against the RESO fixture server and a Blobs server, both started here, with faults on demand.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '@netlify/blobs';
import { startResoFixture, FIXTURE_OFFICE_MLS_ID, type ResoFixture } from '#scripts/mls-fixture/server.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import type { ResoClient } from '#src/features/mls/reso-client.server.ts';
import { fixtureClient } from '#tests/helpers/reso-fixture-client.ts';
import { runSyncPass, type SyncDeps } from '#src/features/mls/sync.server.ts';
import { readFeedState } from '#src/features/mls/feed-state.server.ts';
import { mappingContext } from '#src/features/mls/feed.server.ts';
import type { FeedState } from '#src/features/mls/feed-state.ts';
import { MAPPING_VERSION, resoMapper, type RecordMapper } from '#src/features/mls/mapping.ts';
import { forgetCatalog, loadCatalog } from '#src/features/listings/catalog.server.ts';
import { readFeedStatus } from '#src/lib/server/feed-status.ts';
import { getProperty, listProperties } from '#src/features/listings/api.server.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { FEED_ID_START, propertySchema, type Property } from '#src/schemas/property.ts';
import { makeListing } from '#tests/helpers/listing.ts';

let blobs: LocalBlobs;
let fixture: ResoFixture;

const COUNT = 60;

beforeEach(async () => {
  blobs = await startLocalBlobs({ atomicConditionalWrites: true });
  // No background edits, and no provider limit: the tests change the data themselves.
  fixture = await startResoFixture({ count: COUNT, changesPerMinute: 0, rateLimitPerSecond: null });
  forgetCatalog();
});
afterEach(async () => {
  await fixture.close();
  await blobs.stop();
});

function client(): ResoClient {
  return fixtureClient(fixture, { maxRetryAfterMs: 2_000 });
}

function deps(overrides: Partial<SyncDeps> = {}): SyncDeps {
  return {
    client: client(),
    store: openStore('listings'),
    mapping: mappingContext(FIXTURE_OFFICE_MLS_ID),
    pageSize: 25,
    ...overrides,
  };
}

const state = async (store: Store = openStore('listings')): Promise<FeedState> => readFeedState(store);
const propertyRequests = () => fixture.requests.filter((request) => request.path.endsWith('/Property'));
const noOffice = { load: async () => [], mode: 'deploy' as const };

describe('a first pass, then incremental passes', () => {
  it('reads everything by nextLink (never $skip), then asks only for what changed since the mark', async () => {
    const purged: string[][] = [];
    const first = await runSyncPass(deps({ purge: async (tags) => void purged.push(tags) }));
    expect(first.outcome).toBe('complete');
    // The API answers and the page of every listing added.
    expect(purged).toHaveLength(1);
    const ids = [...(await state()).listings.values()].map((listing) => listing.property.id);
    expect(purged[0]).toEqual(['listings', ...ids.sort((a, b) => a - b).map((id) => `property-${id}`)]);
    expect(first.added).toBeGreaterThan(0);
    expect(first.added + first.skipped).toBeLessThanOrEqual(COUNT);
    expect(fixture.requests.some((request) => '$skip' in request.query)).toBe(false);
    expect(propertyRequests().some((request) => request.query['$skiptoken'] !== undefined)).toBe(true);
    expect(fixture.requests.every((request) => request.status !== 429)).toBe(true);
    // Every listing that shows passes the site's schema, with a feed id.
    const shown = [...(await state()).listings.values()].map((listing) => listing.property);
    expect(shown).toHaveLength(first.total);
    for (const property of shown) {
      expect(propertySchema.safeParse(property).success).toBe(true);
      expect(property.id).toBeGreaterThanOrEqual(FEED_ID_START);
    }

    const key = [...(await state()).listings.keys()][0]!;
    fixture.control.setPrice(key, 1_234_000);
    fixture.requests.length = 0;
    purged.length = 0;
    const second = await runSyncPass(deps({ purge: async (tags) => void purged.push(tags) }));
    expect(second).toMatchObject({ outcome: 'complete', added: 0, updated: 1, removed: 0 });
    // The API answers and that one listing's page.
    expect(purged).toEqual([['listings', `property-${(await state()).listings.get(key)!.property.id}`]]);
    const asked = propertyRequests();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.query['$filter']).toMatch(/ModificationTimestamp gt /);
    expect((await state()).listings.get(key)!.property.price).toBe(1_234_000);
  });

  it('keeps each listing’s id across passes, and gives it back when the listing returns', async () => {
    await runSyncPass(deps());
    const before = await state();
    const key = [...before.listings.keys()][0]!;
    const id = before.listings.get(key)!.property.id;
    fixture.control.setStatus(key, 'Withdrawn');
    expect((await runSyncPass(deps())).removed).toBe(1);
    expect((await state()).listings.get(key)).toBeUndefined();
    fixture.control.setStatus(key, 'Active');
    expect((await runSyncPass(deps())).added).toBe(1);
    expect((await state()).listings.get(key)!.property.id).toBe(id);
  });

  it('feeds the catalogue and the API: feed listings next to the office ones, with the sync time', async () => {
    const summary = await runSyncPass(deps());
    const catalog = await loadCatalog({ office: noOffice, feed: openStore('listings') });
    expect(catalog.properties).toHaveLength(summary.total);
    expect(catalog.syncedAt).not.toBeNull();
    const response = await listProperties(new Request('http://localhost/api/properties'), {
      office: noOffice,
      feed: openStore('listings'),
    });
    expect(response.headers.get('x-listings-synced-at')).toBe(catalog.syncedAt);
    expect(((await response.json()) as Property[]).every((p) => p.source === 'mls')).toBe(true);
  });
});

describe('a change of mapping', () => {
  /**
   * A copy of the mapping that fills a field differently, as a new rule would, and a new version. (A field
   * the schema lacks would fail the stored state's schema: a new field goes into propertySchema too.)
   */
  const withTour: RecordMapper = {
    version: MAPPING_VERSION + 1,
    map(record, context) {
      const mapped = resoMapper.map(record, context);
      if (mapped.outcome !== 'show') return mapped;
      const added = { listAgentName: `Tour by ${mapped.listingKey}` };
      return { ...mapped, property: { ...mapped.property, ...added } };
    },
  };
  const tourOf = (listing: Property) =>
    listing.listAgentName?.startsWith('Tour by ') ? listing.listAgentName : undefined;
  /** Office files that enrich the first two feed listings. */
  const officeFor = (keys: readonly string[]) => ({
    load: async () => keys.map((listingKey, i) => makeListing(i + 1, { listingKey, title: `Our words on ${i}` })),
    mode: 'deploy' as const,
  });

  it('after a bump, one pass re-reads the whole feed: every listing gets the field, enriched ones too', async () => {
    const first = await runSyncPass(deps());
    const before = await state();
    const enriched = [...before.listings.keys()].slice(0, 2);

    // Unbumped, the changed mapping reaches only records modified since the mark: none.
    const unbumped = await runSyncPass(deps({ mapper: { ...withTour, version: MAPPING_VERSION } }));
    expect(unbumped).toMatchObject({ outcome: 'complete', updated: 0 });

    fixture.requests.length = 0;
    const purged: string[][] = [];
    const pass = await runSyncPass(deps({ mapper: withTour, purge: async (tags) => void purged.push(tags) }));
    expect(pass).toMatchObject({ outcome: 'complete', added: 0, updated: first.total, removed: 0 });
    expect(propertyRequests()[0]!.query['$filter']).toBeUndefined();
    const after = await state();
    const pages = [...after.listings.values()].map((listing) => `property-${listing.property.id}`);
    expect(new Set(purged.flat())).toEqual(new Set(['listings', ...pages]));
    expect(after.mappingVersion).toBe(withTour.version);
    expect(after.ids).toEqual(before.ids);

    const catalog = await loadCatalog({ office: officeFor(enriched), feed: openStore('listings') });
    expect(catalog.properties).toHaveLength(first.total);
    for (const listing of catalog.properties) expect(tourOf(listing)).toMatch(/^Tour by /);
    const titles = enriched.map((key) => catalog.properties.find((p) => p.listingKey === key)?.title);
    expect(titles).toEqual(['Our words on 0', 'Our words on 1']);

    // Then the passes are incremental again.
    fixture.requests.length = 0;
    expect(await runSyncPass(deps({ mapper: withTour }))).toMatchObject({ updated: 0 });
    expect(propertyRequests()[0]!.query['$filter']).toMatch(/ModificationTimestamp gt /);
  });

  it('keeps every listing shown while the re-read takes several passes', async () => {
    const first = await runSyncPass(deps());
    let passes = 0;
    for (;;) {
      const pass = await runSyncPass(deps({ mapper: withTour, budgetMs: 0 }));
      passes += 1;
      forgetCatalog();
      const catalog = await loadCatalog({ office: noOffice, feed: openStore('listings') });
      expect(catalog.properties).toHaveLength(first.total);
      if (pass.outcome === 'complete') {
        expect(catalog.properties.every((listing) => tourOf(listing) !== undefined)).toBe(true);
        break;
      }
      expect(catalog.properties.some((listing) => tourOf(listing) === undefined)).toBe(true);
      expect(passes).toBeLessThan(10);
    }
    expect(passes).toBeGreaterThan(1);
  });
});

describe('a full reload (npm run listings:sync -- --full)', () => {
  it('reads the whole feed again from the start, showing every listing meanwhile, and reconciles at its end', async () => {
    const first = await runSyncPass(deps());
    const gone = [...(await state()).listings.keys()][0]!;
    fixture.control.deleteSilently(gone);
    fixture.requests.length = 0;
    // Cut at every page: the listings show throughout.
    let passes = 0;
    let pass = await runSyncPass(deps({ full: true, budgetMs: 0 }));
    expect(propertyRequests()[0]!.query['$filter']).toBeUndefined();
    while (pass.outcome !== 'complete' && passes < 10) {
      forgetCatalog();
      expect((await loadCatalog({ office: noOffice, feed: openStore('listings') })).properties).toHaveLength(
        first.total,
      );
      pass = await runSyncPass(deps({ budgetMs: 0 }));
      passes += 1;
    }
    expect(passes).toBeGreaterThan(0);
    // The reconciliation is due again: the next pass with time for it finds the vanished listing gone.
    expect(await runSyncPass(deps())).toMatchObject({ outcome: 'complete', reconciled: true, removed: 1 });
    expect((await state()).listings.has(gone)).toBe(false);
  });
});

describe('removals', () => {
  it.each(['Closed', 'Withdrawn', 'Expired', 'Canceled', 'Hold', 'Delete'])(
    'a listing of another office that moves to %s leaves within one pass',
    async (status) => {
      await runSyncPass(deps());
      const listings = (await state()).listings;
      const key = [...listings.keys()].find((k) => !listings.get(k)!.property.listOfficeName?.startsWith('Flagship'))!;
      fixture.control.setStatus(key, status);
      const pass = await runSyncPass(deps());
      expect(pass.removed).toBe(1);
      expect((await state()).listings.get(key)).toBeUndefined();
    },
  );

  it("a Closed listing of the brokerage's own office stays, as Sold", async () => {
    await runSyncPass(deps());
    const own = fixture.control
      .keys()
      .find((key) => fixture.control.get(key)?.['ListOfficeMlsId'] === FIXTURE_OFFICE_MLS_ID);
    expect(own).toBeDefined();
    fixture.control.update(own!, { IDXParticipationYN: true, InternetEntireListingDisplayYN: true });
    fixture.control.setStatus(own!, 'Closed');
    await runSyncPass(deps());
    expect((await state()).listings.get(own!)?.property.status).toBe('Sold');
  });

  it('the daily reconciliation removes a listing that vanished without a signal', async () => {
    await runSyncPass(deps());
    const key = [...(await state()).listings.keys()][0]!;
    fixture.control.deleteSilently(key);
    // Within the day nothing asks for the keys, so the vanished listing stays...
    expect((await runSyncPass(deps())).removed).toBe(0);
    fixture.requests.length = 0;
    // ...and the next reconciliation finds it gone.
    const pass = await runSyncPass(deps({ reconcileEveryMs: 0 }));
    expect(pass).toMatchObject({ reconciled: true, removed: 1 });
    expect((await state()).listings.get(key)).toBeUndefined();
    const keysOnly = propertyRequests().filter((request) => request.query['$select'] === 'ListingKey');
    expect(keysOnly.length).toBeGreaterThan(0);
    expect(keysOnly.every((request) => request.query['$expand'] === undefined)).toBe(true);
  });
});

describe('the reconciliation under the time budget', () => {
  /** A client whose key pages each take `msPerKeyPage` of the pass's clock (`now`). */
  function slowKeys(msPerKeyPage: number): { client: ResoClient; now: () => Date } {
    const real = client();
    let clock = Date.now();
    return {
      now: () => new Date(clock),
      client: {
        async *pages(resource, query) {
          for await (const page of real.pages(resource, query)) {
            if (query.select) clock += msPerKeyPage;
            yield page;
          }
        },
        get requestCount() {
          return real.requestCount;
        },
      },
    };
  }
  const keyRequests = () => propertyRequests().filter((request) => request.query['$select'] === 'ListingKey');

  it('starts only with half the budget left; cut short at the budget, it removes nothing and stays due', async () => {
    await runSyncPass(deps());
    const { lastReconciledAt } = await state();
    const key = [...(await state()).listings.keys()][0]!;
    fixture.control.deleteSilently(key);

    fixture.requests.length = 0;
    const spent = await runSyncPass(deps({ reconcileEveryMs: 0, budgetMs: 0 }));
    expect(spent).toMatchObject({ outcome: 'complete', reconciled: false, removed: 0 });
    expect(keyRequests()).toHaveLength(0);

    // Keys come 10 a page, each page a second of the pass: the budget ends after the second page.
    const cut = await runSyncPass(deps({ ...slowKeys(1000), pageSize: 10, reconcileEveryMs: 0, budgetMs: 1500 }));
    expect(cut).toMatchObject({ outcome: 'complete', reconciled: false, removed: 0 });
    expect(keyRequests()).toHaveLength(2);
    expect((await state()).listings.get(key)).toBeDefined();
    expect((await state()).lastReconciledAt).toBe(lastReconciledAt);

    const whole = await runSyncPass(deps({ reconcileEveryMs: 0 }));
    expect(whole).toMatchObject({ reconciled: true, removed: 1 });
    expect((await state()).listings.get(key)).toBeUndefined();
  });
});

describe('IDX permissions and bad records', () => {
  it('never shows a listing whose IDXParticipationYN is false', async () => {
    await runSyncPass(deps());
    const key = [...(await state()).listings.keys()][0]!;
    fixture.control.restrict(key, { IDXParticipationYN: false });
    expect((await runSyncPass(deps())).removed).toBe(1);
    const catalog = await loadCatalog({ office: noOffice, feed: openStore('listings') });
    expect(catalog.properties.some((p) => p.listingKey === key)).toBe(false);
  });

  it('with address display off, no street reaches the API answer', async () => {
    await runSyncPass(deps());
    const key = [...(await state()).listings.keys()][0]!;
    const record = fixture.control.restrict(key, { InternetAddressDisplayYN: false });
    await runSyncPass(deps());
    const id = (await state()).listings.get(key)!.property.id;
    const response = await getProperty(new Request(`http://localhost/api/properties/${id}`), {
      office: noOffice,
      feed: openStore('listings'),
    });
    const body = await response.text();
    const street = record['StreetName'] as string;
    expect(street.length).toBeGreaterThan(2);
    expect(body).not.toContain(street);
    expect(JSON.parse(body)).toMatchObject({ addressHidden: true });
    expect(JSON.parse(body)).not.toHaveProperty('latitude');
  });

  it('skips and counts a malformed record, and the pass still completes', async () => {
    await runSyncPass(deps());
    const bad = fixture.control.addMalformed();
    const pass = await runSyncPass(deps());
    expect(pass).toMatchObject({ outcome: 'complete', skipped: 1 });
    expect((await state()).listings.get(bad['ListingKey'] as string)).toBeUndefined();
    // A record that failed its schema never gives the mark: it is asked for again, and skipped again.
    expect((await runSyncPass(deps())).skipped).toBe(1);
    expect((await state()).mark?.key).not.toBe(bad['ListingKey']);
  });
});

describe('faults', () => {
  it('waits out a 429 with Retry-After, then succeeds', async () => {
    fixture.control.failNext(1, 429, '1');
    const started = Date.now();
    const pass = await runSyncPass(deps());
    expect(pass.outcome).toBe('complete');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(fixture.requests.filter((request) => request.status === 429)).toHaveLength(1);
  });

  it('gets a new token once when the one it holds has expired', async () => {
    const shared = client();
    await runSyncPass(deps({ client: shared }));
    fixture.control.expireTokens();
    fixture.control.setPrice(fixture.control.keys()[0]!, 999_000);
    const pass = await runSyncPass(deps({ client: shared }));
    expect(pass.outcome).toBe('complete');
    const tokens = fixture.requests.filter((request) => request.path.endsWith('/token'));
    expect(tokens).toHaveLength(2);
  });

  it('a pass that fails halfway loses and duplicates nothing: the next one ends where a clean run would', async () => {
    const reference = await runSyncPass(deps());
    const expected = await state();
    // The same MLS again into an empty store, failing on the third page for good.
    await blobs.stop();
    blobs = await startLocalBlobs({ atomicConditionalWrites: true });
    forgetCatalog();
    fixture.control.failPage(3, 500);
    const fragile = fixtureClient(fixture, { maxAttempts: 1 });
    const broken = await runSyncPass(deps({ client: fragile, checkpointPages: 1 }));
    expect(broken.outcome).toBe('failed');
    // Two pages were stored before the third failed.
    expect(broken.added).toBeGreaterThan(0);
    expect((await readFeedStatus(openStore('listings')))?.lastError?.message).toMatch(/500/);
    const resumed = await runSyncPass(deps());
    expect(resumed.outcome).toBe('complete');
    expect(broken.added + resumed.added).toBe(reference.added);
    expect(resumed.updated).toBe(0);
    const after = await state();
    expect([...after.listings.keys()].sort()).toEqual([...expected.listings.keys()].sort());
    for (const [key, listing] of after.listings) expect(listing.property).toEqual(expected.listings.get(key)!.property);
    expect((await readFeedStatus(openStore('listings')))?.lastError).toBeNull();
  });

  it('two concurrent passes: only one runs', async () => {
    const [a, b] = await Promise.all([runSyncPass(deps()), runSyncPass(deps())]);
    expect([a.outcome, b.outcome].sort()).toEqual(['busy', 'complete']);
  });
});

describe('a pass with a time budget', () => {
  it('stops after whole pages when the budget is spent, and the next passes carry on to the same end', async () => {
    const reference = await runSyncPass(deps());
    const expected = [...(await state()).listings.keys()].sort();
    await blobs.stop();
    blobs = await startLocalBlobs({ atomicConditionalWrites: true });
    let passes = 0;
    let added = 0;
    for (;;) {
      const pass = await runSyncPass(deps({ budgetMs: 0 }));
      passes += 1;
      added += pass.added;
      if (pass.outcome === 'complete') break;
      expect(pass.outcome).toBe('partial');
      expect(passes).toBeLessThan(10);
    }
    expect(passes).toBeGreaterThan(1);
    expect(added).toBe(reference.added);
    expect([...(await state()).listings.keys()].sort()).toEqual(expected);
  });
});
