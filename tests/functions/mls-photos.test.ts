// Feed photos: served from the site's own paths, copied once from the MLS into Blobs under a hash of their
// identifiers, re-encoded (raster only, no metadata), fetched again only when their modification time
// changes, and a failed copy remembered so a broken photo answers at once. Against the RESO fixture, a
// photo host started here, and a Blobs server started here.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startResoFixture, FIXTURE_OFFICE_MLS_ID, type ResoFixture } from '#scripts/mls-fixture/server.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { fixtureClient } from '#tests/helpers/reso-fixture-client.ts';
import { runSyncPass } from '#src/features/mls/sync.server.ts';
import { FEED_STATE_KEY, readFeedState } from '#src/features/mls/feed-state.server.ts';
import { mappingContext } from '#src/features/mls/feed.server.ts';
import { fetchMedia, mediaPolicy } from '#src/features/mls/media-fetch.server.ts';
import {
  createFailureMemory,
  deletePhotoCopies,
  FAILURE_MEMORY_MS,
  feedPhotoLookup,
  photoHash,
  servePhoto,
  type FeedPhoto,
  type PhotoDeps,
} from '#src/features/mls/photos.server.ts';
import { blobKey } from '#src/lib/server/blob-key.ts';
import { openStore } from '#src/lib/server/stores.ts';

let blobs: LocalBlobs;

beforeEach(async () => {
  blobs = await startLocalBlobs();
});
afterEach(async () => {
  await blobs.stop();
});

const get = (path: string, deps: PhotoDeps, method = 'GET') =>
  servePhoto(new Request(`http://localhost${path}`, { method }), deps);

/** Every key of the stores a photo request could reach. */
async function allKeys(): Promise<string[]> {
  const stores = ['listings', 'listing-photos'] as const;
  const lists = await Promise.all(
    stores.map(async (name) => (await openStore(name).list()).blobs.map((blob) => `${name}:${blob.key}`)),
  );
  return lists.flat().sort();
}

describe('feed photos from the fixture MLS', () => {
  let fixture: ResoFixture;
  beforeEach(async () => {
    fixture = await startResoFixture({ count: 20, changesPerMinute: 0, rateLimitPerSecond: null });
  });
  afterEach(async () => {
    await fixture.close();
  });

  async function synced() {
    const client = fixtureClient(fixture);
    const store = openStore('listings');
    await runSyncPass({ client, store, mapping: mappingContext(FIXTURE_OFFICE_MLS_ID), pageSize: 25 });
    const state = await readFeedState(store);
    const policy = mediaPolicy({ baseUrl: fixture.baseUrl });
    const deps: PhotoDeps = {
      findPhoto: feedPhotoLookup(store),
      photos: openStore('listing-photos'),
      fetchMedia: (url) => fetchMedia(url, policy),
      failures: createFailureMemory(),
    };
    return { state, deps };
  }
  const mediaRequests = () => fixture.requests.filter((request) => request.path.startsWith('/media/'));

  it('are site paths; the first request copies the photo, later ones serve the copy; a new version is fetched again', async () => {
    const { state, deps } = await synced();
    const listing = [...state.listings.values()].find((candidate) => candidate.photos.length > 0)!;
    expect(JSON.stringify(listing.property)).not.toContain(fixture.mediaHost);
    const path = listing.property.images[0]!;
    expect(path.startsWith('/listing-photos/')).toBe(true);

    const before = mediaRequests().length;
    const first = await get(path, deps);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    const bytes = (await first.arrayBuffer()).byteLength;
    expect(bytes).toBeGreaterThan(0);
    expect(mediaRequests()).toHaveLength(before + 1);
    // Media goes without the feed's token.
    expect(mediaRequests().at(-1)).toMatchObject({ authorization: false, status: 200 });
    const again = await get(path, deps);
    expect((await again.arrayBuffer()).byteLength).toBe(bytes);
    expect((await get(path, deps, 'HEAD')).status).toBe(200);
    expect(mediaRequests()).toHaveLength(before + 1);

    // A path whose stamp is not the photo's current one is not a photo of ours.
    expect((await get(path.replace(/\/\d+$/, '/1'), deps)).status).toBe(404);
    expect((await get('/listing-photos/../../etc', deps)).status).toBe(404);
    for (const key of ['constructor', '__proto__', 'toString'])
      expect((await get(`/listing-photos/${key}/m/0`, deps)).status, key).toBe(404);
  });

  it('copies a floor plan like a photo: a site path, re-encoded from the MLS once, in its own format', async () => {
    const { state, deps } = await synced();
    const listing = [...state.listings.values()].find((candidate) => candidate.property.floorPlans !== undefined)!;
    const path = listing.property.floorPlans![0]!;
    expect(path.startsWith('/listing-photos/')).toBe(true);
    expect(listing.property.images).not.toContain(path);
    const before = mediaRequests().length;
    const answer = await get(path, deps);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    // The fixture draws its floor plans as PNGs: sharp writes a PNG again.
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).format).toBe('png');
    expect(
      mediaRequests()
        .slice(before)
        .map((request) => request.path),
    ).toEqual([expect.stringMatching(/^\/media\/SWM[0-9a-f]{8}\/\d+\.png$/)]);
    expect((await get(path, deps)).status).toBe(200);
    expect(mediaRequests()).toHaveLength(before + 1);
  });

  it('answers with a sandbox, a file name of its own, a day in browsers and a purgeable week at the CDN', async () => {
    const { state, deps } = await synced();
    const listing = [...state.listings.values()].find((candidate) => candidate.photos.length > 0)!;
    const answer = await get(listing.property.images[0]!, deps);
    const hash = photoHash(listing.property.listingKey!, listing.photos[0]!.mediaKey);
    expect(Object.fromEntries(answer.headers)).toMatchObject({
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': `inline; filename="photo-${hash.slice(0, 16)}.jpg"`,
      'x-content-type-options': 'nosniff',
      'strict-transport-security': expect.stringContaining('max-age='),
      'referrer-policy': expect.any(String),
      'cache-control': 'public, max-age=86400',
      'netlify-cdn-cache-control': expect.stringMatching(/^public, durable, s-maxage=\d+$/),
      'netlify-cache-tag': `property-${listing.property.id},listing-pages`,
    });
    expect(answer.headers.get('cache-control')).not.toContain('immutable');
  });

  it('keys the copy by a hash, with the identifiers in its metadata; deletePhotoCopies removes a listing’s copies', async () => {
    const { state, deps } = await synced();
    const [one, two] = [...state.listings.values()].filter((candidate) => candidate.photos.length > 1);
    for (const listing of [one!, two!]) for (const path of listing.property.images.slice(0, 2)) await get(path, deps);
    const keyOf = (listingKey: string, mediaKey: string) => `copies/${photoHash(listingKey, mediaKey)}`;
    const oneKey = one!.property.listingKey!;
    const oneCopies = one!.photos.slice(0, 2).map((photo) => keyOf(oneKey, photo.mediaKey));
    const stored = (await deps.photos.list()).blobs.map((blob) => blob.key);
    expect(stored).toEqual(expect.arrayContaining(oneCopies));
    expect(stored.every((key) => /^copies\/[0-9a-f]{64}$/.test(key))).toBe(true);
    expect((await deps.photos.getMetadata(oneCopies[0]!))?.metadata).toMatchObject({
      listingKey: oneKey,
      mediaKey: one!.photos[0]!.mediaKey,
    });

    await deletePhotoCopies(
      deps.photos,
      oneKey,
      one!.photos.map((photo) => photo.mediaKey),
    );
    const left = (await deps.photos.list()).blobs.map((blob) => blob.key);
    expect(left.some((key) => oneCopies.includes(key))).toBe(false);
    expect(left).toHaveLength(stored.length - 2);
    const before = mediaRequests().length;
    expect((await get(one!.property.images[0]!, deps)).status).toBe(200);
    expect(mediaRequests()).toHaveLength(before + 1);
  });
});

/** A photo host on 127.0.0.1 that answers each path with the body and type a test gives it. */
interface PhotoHost {
  origin: string;
  answers: Map<string, { status?: number; type: string; body: Buffer }>;
  requests: string[];
  server: Server;
}

async function startPhotoHost(): Promise<PhotoHost> {
  const answers: PhotoHost['answers'] = new Map();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const answer = answers.get(request.url ?? '');
    response.writeHead(answer?.status ?? (answer ? 200 : 404), { 'content-type': answer?.type ?? 'text/plain' });
    response.end(answer?.body ?? 'none');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, answers, requests, server };
}

describe('feed photos from a photo host', () => {
  let host: PhotoHost;
  beforeEach(async () => {
    host = await startPhotoHost();
  });
  afterEach(async () => {
    host.server.closeAllConnections();
    host.server.close();
    await once(host.server, 'close');
  });

  /** Deps whose feed lists one photo per path of the host, as listing "L1" with MediaKey = the path's name. */
  function hostDeps(options: Partial<PhotoDeps> = {}): PhotoDeps {
    const policy = mediaPolicy({ baseUrl: `${host.origin}/odata` });
    return {
      findPhoto: (listingKey, mediaKey): Promise<FeedPhoto | null> =>
        Promise.resolve(
          listingKey === 'L1' ? { listingId: 1_000_007, url: `${host.origin}/${mediaKey}`, stamp: '0' } : null,
        ),
      photos: openStore('listing-photos'),
      fetchMedia: (url) => fetchMedia(url, policy),
      failures: createFailureMemory(),
      ...options,
    };
  }
  const serve = (name: string, type: string, body: Buffer, status?: number) =>
    host.answers.set(`/${name}`, { type, body, ...(status === undefined ? {} : { status }) });

  const image = (format: 'jpeg' | 'png' | 'gif') =>
    sharp({ create: { width: 48, height: 32, channels: 3, background: '#336699' } })
      [format]()
      .toBuffer();

  it('refuses an SVG with a script, and a text file labelled image/jpeg', async () => {
    const deps = hostDeps();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.domain)</script></svg>';
    serve('evil.svg', 'image/svg+xml', Buffer.from(svg));
    serve('text.jpg', 'image/jpeg', Buffer.from('<html><script>alert(1)</script></html>'));
    serve('svg-as-jpeg', 'image/jpeg', Buffer.from(svg));
    for (const name of ['evil.svg', 'text.jpg', 'svg-as-jpeg']) {
      const answer = await get(`/listing-photos/L1/${name}/0`, deps);
      expect(answer.status, name).toBe(502);
      expect(answer.headers.get('content-type'), name).toContain('application/json');
    }
    expect((await deps.photos.list({ prefix: 'copies/' })).blobs).toEqual([]);
  });

  it('takes a JPEG labelled image/png by its bytes, and strips the EXIF and GPS of a PNG', async () => {
    const deps = hostDeps();
    serve('mislabelled', 'image/png', await image('jpeg'));
    const located = await sharp(await image('png'))
      .withExif({ IFD0: { Copyright: 'Agent' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 29/1 0/1' } })
      .png()
      .toBuffer();
    expect((await sharp(located).metadata()).exif).toBeDefined();
    serve('located', 'image/png', located);
    serve('animated', 'image/gif', await image('gif'));

    const jpeg = await get('/listing-photos/L1/mislabelled/0', deps);
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).format).toBe('jpeg');

    const png = await get('/listing-photos/L1/located/0', deps);
    expect(png.headers.get('content-type')).toBe('image/png');
    const copy = Buffer.from(await png.arrayBuffer());
    const meta = await sharp(copy).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 48, height: 32 });
    expect(meta.exif).toBeUndefined();
    expect(copy.includes(Buffer.from('eXIf'))).toBe(false);

    // A GIF's first frame, as a PNG.
    const gif = await get('/listing-photos/L1/animated/0', deps);
    expect(gif.headers.get('content-type')).toBe('image/png');
  });

  it('remembers a failed copy: the next request answers at once without asking the host, in any instance', async () => {
    let clock = Date.now();
    const deps = hostDeps({ now: () => clock });
    serve('broken', 'image/jpeg', Buffer.from('Internal error'), 500);
    const path = '/listing-photos/L1/broken/0';
    expect((await get(path, deps)).status).toBe(502);
    expect(host.requests).toEqual(['/broken']);

    let started = performance.now();
    expect((await get(path, deps)).status).toBe(502);
    expect(performance.now() - started).toBeLessThan(1000);
    // Another function instance: its own memory is empty, the store's marker answers.
    const other = hostDeps({ now: () => clock });
    started = performance.now();
    expect((await get(path, other)).status).toBe(502);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(host.requests).toEqual(['/broken']);
    expect((await deps.photos.list({ prefix: 'failures/' })).blobs).toHaveLength(1);

    // A few minutes later the MLS is asked again, and a photo that is back is copied.
    clock += FAILURE_MEMORY_MS + 1;
    serve('broken', 'image/jpeg', await image('jpeg'));
    expect((await get(path, deps)).status).toBe(200);
    expect(host.requests).toEqual(['/broken', '/broken']);
  });

  it('copies a photo once while the image CDN asks for it several times at once', async () => {
    const deps = hostDeps();
    serve('popular', 'image/jpeg', await image('jpeg'));
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/listing-photos/L1/popular/0', deps)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(host.requests).toEqual(['/popular']);
  });
});

describe('hostile identifiers', () => {
  it("never reach a Blobs key: a ListingKey '%2E%2E' and MediaKey 'site:listings/mls/state' leave the sync's state alone", async () => {
    const listings = openStore('listings');
    await listings.set(FEED_STATE_KEY, 'the sync state');
    const photos = openStore('listing-photos');
    let fetched = 0;
    // A feed that would list the hostile photo, and a host that would serve it.
    const deps: PhotoDeps = {
      findPhoto: () => Promise.resolve({ listingId: 1_000_001, url: 'https://media.example/x.jpg', stamp: '0' }),
      photos,
      fetchMedia: () => {
        fetched += 1;
        return sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .jpeg()
          .toBuffer();
      },
      failures: createFailureMemory(),
    };
    for (const path of [
      '/listing-photos/%2E%2E/site:listings%2Fmls%2Fstate/0',
      '/listing-photos/%252E%252E/site%3Alistings%2Fmls%2Fstate/0',
      '/listing-photos/%2E%2E/site:listings/mls/state/0',
    ])
      expect((await get(path, deps)).status, path).toBe(404);
    expect(fetched).toBe(0);

    // Below the paths, the keys are hashes: even these identifiers name only their own copy.
    await deletePhotoCopies(photos, '%2E%2E', ['site:listings/mls/state', '../../site:listings/mls/state']);
    expect(await listings.get(FEED_STATE_KEY)).toBe('the sync state');
    expect(await allKeys()).toEqual([`listings:${FEED_STATE_KEY}`]);
    // What the identifiers did as a key path, and what blobKey() refuses.
    expect(() => blobKey('%2E%2E', 'site:listings/mls/state')).toThrow();
    await photos.set('%2E%2E/site:listings/mls/state', 'forged');
    expect(await listings.get(FEED_STATE_KEY)).toBe('forged');
  });
});
