// Feed photos: served from the site's own paths, copied once from the MLS into Blobs, fetched again only
// when their modification time changes. Against the RESO fixture and a Blobs server started here.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startResoFixture, FIXTURE_OFFICE_MLS_ID, type ResoFixture } from '#scripts/mls-fixture/server.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { createResoClient } from '#src/features/mls/reso-client.server.ts';
import { readFeedState, runSyncPass } from '#src/features/mls/sync.server.ts';
import { mappingContext } from '#src/features/mls/feed.server.ts';
import { servePhoto } from '#src/features/mls/photos.server.ts';
import { openStore } from '#src/lib/server/stores.ts';

let blobs: LocalBlobs;
let fixture: ResoFixture;

beforeEach(async () => {
  blobs = await startLocalBlobs();
  fixture = await startResoFixture({ count: 20, changesPerMinute: 0, rateLimitPerSecond: null });
});
afterEach(async () => {
  await fixture.close();
  await blobs.stop();
});

describe('feed photos', () => {
  it('are site paths; the first request copies the photo, later ones serve the copy; a new version is fetched again', async () => {
    const { baseUrl, tokenUrl, clientId, clientSecret } = fixture;
    const client = createResoClient({ baseUrl, tokenUrl, clientId, clientSecret, requestsPerSecond: 50 });
    const store = openStore('listings');
    await runSyncPass({ client, store, mapping: mappingContext(FIXTURE_OFFICE_MLS_ID), pageSize: 25 });
    const state = await readFeedState(store);
    const listing = Object.values(state.listings).find((candidate) => candidate.photos.length > 0)!;
    const serialized = JSON.stringify(state.listings[listing.property.listingKey!]!.property);
    expect(serialized).not.toContain(fixture.mediaHost);
    const path = listing.property.images[0]!;
    expect(path.startsWith('/listing-photos/')).toBe(true);

    const deps = { feed: store, photos: openStore('listing-photos'), fetchMedia: (url: string) => client.media(url) };
    const mediaRequests = () => fixture.requests.filter((request) => request.path.includes('/media')).length;
    const before = mediaRequests();
    const first = await servePhoto(new Request(`http://localhost${path}`), deps);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\//);
    expect(first.headers.get('cache-control')).toContain('immutable');
    const bytes = (await first.arrayBuffer()).byteLength;
    expect(bytes).toBeGreaterThan(0);
    expect(mediaRequests()).toBe(before + 1);
    const again = await servePhoto(new Request(`http://localhost${path}`), deps);
    expect((await again.arrayBuffer()).byteLength).toBe(bytes);
    expect(mediaRequests()).toBe(before + 1);

    // A path whose stamp is not the photo's current one is not a photo of ours.
    const stale = path.replace(/\/\d+$/, '/1');
    expect((await servePhoto(new Request(`http://localhost${stale}`), deps)).status).toBe(404);
    expect((await servePhoto(new Request('http://localhost/listing-photos/../../etc'), deps)).status).toBe(404);
  });
});
