// The MLS as an untrusted witness: the fixture's hostile records (scripts/mls-fixture/hostile.ts) and its
// faults on demand, through whole sync passes into a Blobs server started here. One bad record, one empty
// answer or one forged blob must never freeze, empty or take over the site.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAD_YOUTUBE_URL, HOSTILE_KEYS, UNKNOWN_TOUR_URL } from '#scripts/mls-fixture/hostile.ts';
import { startResoFixture, FIXTURE_OFFICE_MLS_ID, type ResoFixture } from '#scripts/mls-fixture/server.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { createResoClient } from '#src/features/mls/reso-client.server.ts';
import { describeSync, runSyncPass, type SyncDeps } from '#src/features/mls/sync.server.ts';
import { FEED_STATE_KEY, readFeedState } from '#src/features/mls/feed-state.server.ts';
import { feedSource, mappingContext } from '#src/features/mls/feed.server.ts';
import { fetchMedia, mediaPolicy } from '#src/features/mls/media-fetch.server.ts';
import {
  createFailureMemory,
  feedPhotoLookup,
  photoHash,
  servePhoto,
  type PhotoDeps,
} from '#src/features/mls/photos.server.ts';
import { forgetCatalog, loadCatalog } from '#src/features/listings/catalog.server.ts';
import { readTour } from '#src/features/listings/tours.ts';
import { blobKey } from '#src/lib/server/blob-key.ts';
import { readFeedStatus } from '#src/lib/server/feed-status.ts';
import { FEED_SNAPSHOT_KEY, readFeedSnapshot } from '#src/lib/server/listing-snapshot.ts';
import { writeJsonBlob } from '#src/lib/server/json-blob.ts';
import { openStore } from '#src/lib/server/stores.ts';

let blobs: LocalBlobs;
let fixture: ResoFixture;

const COUNT = 40;

beforeEach(async () => {
  blobs = await startLocalBlobs({ atomicConditionalWrites: true });
  fixture = await startResoFixture({ count: COUNT, changesPerMinute: 0, rateLimitPerSecond: null, hostile: true });
  forgetCatalog();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await fixture.close();
  await blobs.stop();
});

function deps(overrides: Partial<SyncDeps> = {}, mls: ResoFixture = fixture): SyncDeps {
  const { baseUrl, tokenUrl, clientId, clientSecret } = mls;
  return {
    client: createResoClient({ baseUrl, tokenUrl, clientId, clientSecret, requestsPerSecond: 50 }),
    store: openStore('listings'),
    photos: openStore('listing-photos'),
    mapping: mappingContext(FIXTURE_OFFICE_MLS_ID),
    pageSize: 25,
    ...overrides,
  };
}

const state = () => readFeedState(openStore('listings'));
const catalogue = async () => {
  forgetCatalog();
  return (await loadCatalog({ office: { load: async () => [], mode: 'deploy' }, feed: openStore('listings') }))
    .properties;
};
const photoDeps = (): PhotoDeps => {
  const policy = mediaPolicy({ baseUrl: fixture.baseUrl });
  return {
    findPhoto: feedPhotoLookup(openStore('listings')),
    photos: openStore('listing-photos'),
    fetchMedia: (url) => fetchMedia(url, policy),
    failures: createFailureMemory(),
  };
};
const getPhoto = (path: string) => servePhoto(new Request(`http://localhost${path}`), photoDeps());

describe('identifiers', () => {
  it('refuses keys outside the pattern as invalid; constructor, toString and __proto__ are listings like any other', async () => {
    const pass = await runSyncPass(deps());
    expect(pass.outcome).toBe('complete');
    const after = await state();
    // '%2E%2E' (its MediaKey names the sync's state) is no feed identifier: the record is invalid.
    expect(after.listings.has(HOSTILE_KEYS.dotSegment)).toBe(false);
    expect(after.ids.has(HOSTILE_KEYS.dotSegment)).toBe(false);
    expect(pass.skipped).toBe(1);
    const named = [HOSTILE_KEYS.constructor, HOSTILE_KEYS.toString, HOSTILE_KEYS.proto];
    for (const key of named) expect(after.listings.get(key)?.property.listingKey).toBe(key);
    expect(new Set(named.map((key) => after.ids.get(key))).size).toBe(3);
    // Read back through its schema, and again in the catalogue and the photo lookup.
    const shown = await catalogue();
    for (const key of named) expect(shown.some((property) => property.listingKey === key)).toBe(true);
    const listing = after.listings.get(HOSTILE_KEYS.constructor)!;
    const path = listing.property.images[0]!;
    expect((await getPhoto(path)).status).toBe(200);
    // A second pass changes nothing: no key collides with Object's members.
    expect(await runSyncPass(deps())).toMatchObject({ outcome: 'complete', added: 0, updated: 0, removed: 0 });
    // Nothing outside the sync's own keys and the photo copies was written.
    const keys = (await openStore('listings').list()).blobs.map((blob) => blob.key).sort();
    expect(keys).toEqual(['mls/lease', 'mls/snapshot', 'mls/state', 'mls/status']);
    const copies = (await openStore('listing-photos').list()).blobs.map((blob) => blob.key);
    expect(copies).toEqual([blobKey('copies', photoHash(HOSTILE_KEYS.constructor, `${HOSTILE_KEYS.constructor}-M1`))]);
  });

  it('reads a forged feed state as an error, never as data: the pass fails, the site keeps its listings', async () => {
    await runSyncPass(deps());
    const before = await catalogue();
    const listings = openStore('listings');
    const forged = { format: 1, mark: null, ids: {}, nextId: 1, listings: { X: { property: { id: 1 } } } };
    await writeJsonBlob(listings, FEED_STATE_KEY, forged, { revision: 'forged' });
    const pass = await runSyncPass(deps());
    expect(pass.outcome).toBe('failed');
    expect(pass.error).toMatch(/feed state mls\/state fails its schema/);
    expect((await readFeedStatus(listings))?.lastError?.message).toMatch(/fails its schema/);
    expect(await catalogue()).toEqual(before);
    // The photo lookup lists nothing from it.
    expect(await feedPhotoLookup(listings)('X', 'M1')).toBeNull();
  });

  it('reads a forged snapshot or status as none, logged', async () => {
    const listings = openStore('listings');
    const property = { id: 1_000_001, title: 'Forged', source: 'mls' };
    await writeJsonBlob(
      listings,
      FEED_SNAPSHOT_KEY,
      { version: 'v', syncedAt: new Date().toISOString(), properties: [property] },
      { version: 'v' },
    );
    expect(await readFeedSnapshot(listings)).toBeNull();
    await listings.setJSON('mls/status', { lastSuccessAt: 'yesterday', count: -1 });
    expect(await readFeedStatus(listings)).toBeNull();
    expect(console.error).toHaveBeenCalledTimes(2);
  });
});

describe('a record from the future', () => {
  it('is ignored and counted; the mark stays, so later changes still arrive', async () => {
    const first = await runSyncPass(deps());
    expect(first.future).toBe(1);
    expect(describeSync(first)).toMatch(/1 stamped in the future ignored/);
    const after = await state();
    expect(after.listings.has(HOSTILE_KEYS.future)).toBe(false);
    expect(Date.parse(after.mark!.timestamp)).toBeLessThan(Date.now() + 60_000);
    expect((await readFeedStatus(openStore('listings')))?.mark).toEqual(after.mark);
    // A price cut after it still arrives with the next pass.
    const key = [...after.listings.keys()].find((candidate) => candidate.startsWith('SWM'))!;
    fixture.control.setPrice(key, 777_000);
    const second = await runSyncPass(deps());
    expect(second).toMatchObject({ updated: 1, future: 1 });
    expect((await state()).listings.get(key)?.property.price).toBe(777_000);
  });
});

describe('the reconciliation', () => {
  it('removes nothing on an empty answer to the key query: the re-read finds every listing still listed', async () => {
    const first = await runSyncPass(deps());
    fixture.control.failKeyQuery('empty');
    const pass = await runSyncPass(deps({ reconcileEveryMs: 0 }));
    expect(pass).toMatchObject({ reconciled: true, removed: 0, total: first.total });
    expect(await catalogue()).toHaveLength(first.total);
  });

  it('removes nothing on a short answer (fewer keys than its @odata.count), and stays due', async () => {
    const first = await runSyncPass(deps());
    fixture.control.failKeyQuery('short');
    const pass = await runSyncPass(deps({ reconcileEveryMs: 0 }));
    expect(pass).toMatchObject({ reconciled: false, removed: 0, total: first.total });
    expect(fixture.requests.some((request) => request.query['$count'] === 'true')).toBe(true);
  });

  it('removes at most a tenth of the listings unconfirmed in one run; the rest in later runs', async () => {
    const first = await runSyncPass(deps());
    const keys = [...(await state()).listings.keys()].filter((key) => key.startsWith('SWM'));
    const vanished = keys.slice(0, Math.ceil(first.total * 0.3));
    for (const key of vanished) fixture.control.deleteSilently(key);
    const pass = await runSyncPass(deps({ reconcileEveryMs: 0 }));
    expect(pass.removed).toBe(Math.floor(first.total * 0.1));
    const next = await runSyncPass(deps({ reconcileEveryMs: 0 }));
    expect(next.removed).toBeGreaterThan(0);
  });

  it('marks a listing that comes back within days of its removal, and the feed status lists it', async () => {
    await runSyncPass(deps());
    const key = [...(await state()).listings.keys()].find((candidate) => candidate.startsWith('SWM'))!;
    fixture.control.setStatus(key, 'Withdrawn');
    expect((await runSyncPass(deps())).removed).toBe(1);
    fixture.control.setStatus(key, 'Active');
    expect((await runSyncPass(deps())).added).toBe(1);
    const listing = (await state()).listings.get(key)!;
    expect(listing.reappearedAt).toBeDefined();
    expect((await readFeedStatus(openStore('listings')))?.reappeared).toEqual([
      { id: listing.property.id, at: listing.reappearedAt },
    ]);
  });
});

describe('a removed listing', () => {
  it('takes its photo copies with it', async () => {
    await runSyncPass(deps());
    const key = [...(await state()).listings.keys()].find((candidate) => candidate.startsWith('SWM'))!;
    const listing = (await state()).listings.get(key)!;
    for (const path of [...listing.property.images, ...(listing.property.floorPlans ?? [])])
      expect((await getPhoto(path)).status).toBe(200);
    const copies = async () => (await openStore('listing-photos').list()).blobs.length;
    expect(await copies()).toBe(listing.photos.length);
    fixture.control.setStatus(key, 'Withdrawn');
    expect((await runSyncPass(deps())).removed).toBe(1);
    expect(await copies()).toBe(0);
  });
});

describe('a change of source', () => {
  it('loads the new source in full, showing the old listings until that load is complete, then only the new', async () => {
    const other = await startResoFixture({ count: 30, seed: 7, changesPerMinute: 0, rateLimitPerSecond: null });
    try {
      const oldSource = feedSource({ baseUrl: fixture.baseUrl });
      const newSource = feedSource({ baseUrl: other.baseUrl });
      expect(newSource).not.toBe(oldSource);
      const first = await runSyncPass(deps({ source: oldSource }));
      const oldKeys = new Set((await state()).listings.keys());
      let pass = await runSyncPass(deps({ source: newSource, budgetMs: 0 }, other));
      expect(pass.outcome).toBe('partial');
      // Meanwhile the old listings still show, next to the new ones read so far.
      expect([...(await state()).listings.keys()].filter((key) => oldKeys.has(key))).toHaveLength(first.total);
      for (let passes = 0; pass.outcome !== 'complete' && passes < 10; passes += 1)
        pass = await runSyncPass(deps({ source: newSource, budgetMs: 0 }, other));
      expect(pass.outcome).toBe('complete');
      const keys = [...(await state()).listings.keys()];
      expect(keys.filter((key) => oldKeys.has(key))).toEqual([]);
      expect(keys.length).toBe(pass.total);
      expect((await state()).source).toBe(newSource);
    } finally {
      await other.close();
    }
  });
});

describe('hostile photos', () => {
  it('an SVG with a script, an endless photo and a photo on a foreign host are refused; each answers at once after', async () => {
    await runSyncPass(deps());
    const after = await state();
    for (const key of [HOSTILE_KEYS.svg, HOSTILE_KEYS.endless, HOSTILE_KEYS.foreign]) {
      const path = after.listings.get(key)!.property.images[0]!;
      const photos = photoDeps();
      const request = () => servePhoto(new Request(`http://localhost${path}`), photos);
      expect((await request()).status, key).toBe(502);
      const started = performance.now();
      expect((await request()).status, key).toBe(502);
      expect(performance.now() - started).toBeLessThan(1000);
    }
    expect(fixture.requests.some((request) => request.path === '/media/hostile/evil.svg')).toBe(true);
  }, 30_000);
});

describe('hostile tours and videos', () => {
  it('javascript:, data: and http: addresses and branded tours never reach a listing; an unknown host is only a link', async () => {
    const pass = await runSyncPass(deps());
    expect(pass.outcome).toBe('complete');
    const shown = await catalogue();
    const listing = (key: string) => shown.find((property) => property.listingKey === key)!;

    // The records still show, without their tour or video.
    for (const key of [HOSTILE_KEYS.tourScheme, HOSTILE_KEYS.tourBranded]) {
      expect(listing(key), key).toBeDefined();
      expect(listing(key), key).not.toHaveProperty('virtualTourUrl');
      expect(listing(key), key).not.toHaveProperty('videoUrl');
    }
    expect(JSON.stringify(shown)).not.toMatch(/javascript:|data:text|http:\/\/www\.youtube|branded\.evil|\/branded\//i);

    // The unknown host is kept, as its URL writes it (its markup percent-encoded), and shows as a link.
    const unknown = listing(HOSTILE_KEYS.tourUnknown);
    expect(unknown.virtualTourUrl).toBe(new URL(UNKNOWN_TOUR_URL).href);
    expect(unknown.virtualTourUrl).not.toMatch(/[<>"]/);
    expect(readTour(unknown.virtualTourUrl!)).toMatchObject({ kind: 'link', host: 'tours.evil.example' });
    // A "YouTube" id that is a path is no YouTube player: a link to the address, never a frame.
    expect(readTour(unknown.videoUrl!)).toMatchObject({ kind: 'link', host: 'www.youtube.com' });
    expect(new URL(unknown.videoUrl!).pathname).toBe(new URL(BAD_YOUTUBE_URL).pathname);
    // Nothing of the tours was fetched: the sync reads addresses, never the tour pages themselves.
    expect(fixture.requests.some((request) => /evil|youtube/.test(request.path))).toBe(false);
  });
});
