/**
 * GET /listing-photos/{ListingKey}/{MediaKey}/{stamp}: a feed photo from the site's own origin. The first
 * request copies it from the MLS into the Blobs store "listing-photos" (re-encoded, photo-image.server.ts);
 * later ones serve the copy, until the feed reports a new modification time for it (a new stamp, so a new
 * URL). A copy that failed is remembered for a few minutes, in this instance and in the store for every
 * other, so a broken photo answers at once instead of costing each visitor another fetch.
 */
import { createHash } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { SECURITY_HEADERS } from '#src/lib/security.ts';
import { blobKey } from '#src/lib/server/blob-key.ts';
import { CACHE_TAGS } from '#src/lib/server/cache.ts';
import { errorResponse, guardMethod } from '#src/lib/server/http.ts';
import { FEED_STATE_KEY, readFeedState } from './feed-state.server.ts';
import type { FeedState } from './feed-state.ts';
import { MediaFetchError } from './media-fetch.server.ts';
import { PHOTO_TYPES, type PhotoOutput } from './photo-format.ts';
import { PhotoRefusedError, reencodePhoto } from './photo-image.server.ts';
import { photoStamp, readPhotoPath } from './photos.ts';

/** A photo the feed lists: its listing's site id, its MLS URL and its stamp. */
export interface FeedPhoto {
  listingId: number;
  url: string;
  stamp: string;
}

export interface PhotoDeps {
  /** The feed's photo under these identifiers, or null. */
  findPhoto: (listingKey: string, mediaKey: string) => Promise<FeedPhoto | null>;
  /** The store "listing-photos". */
  photos: Store;
  /** The original file from the MLS (media-fetch.server.ts); throws when it cannot be had. */
  fetchMedia: (url: string) => Promise<Uint8Array>;
  /** Failed copies remembered in memory: this instance's unless a test gives its own. */
  failures?: FailureMemory;
  now?: () => number;
}

/** How long a failed copy is remembered before the MLS is asked again. */
export const FAILURE_MEMORY_MS = 5 * 60_000;

/**
 * The key of a photo's copy is a hash of its identifiers, never the identifiers (which come from the feed);
 * they stay in the blob's metadata.
 */
export function photoHash(listingKey: string, mediaKey: string): string {
  return createHash('sha256')
    .update(JSON.stringify([listingKey, mediaKey]))
    .digest('hex');
}

const copyKey = (hash: string) => blobKey('copies', hash);
const failureKey = (hash: string) => blobKey('failures', hash);

/** Failed copies by hash (with the stamp that failed and when), the oldest dropped past `limit`. */
export interface FailureMemory {
  failedAt(hash: string, stamp: string): number | null;
  remember(hash: string, stamp: string, at: number): void;
}

export function createFailureMemory(limit = 1000): FailureMemory {
  const failures = new Map<string, { stamp: string; at: number }>();
  return {
    failedAt: (hash, stamp) => {
      const failure = failures.get(hash);
      return failure?.stamp === stamp ? failure.at : null;
    },
    remember: (hash, stamp, at) => {
      failures.delete(hash);
      failures.set(hash, { stamp, at });
      if (failures.size > limit) failures.delete(failures.keys().next().value ?? '');
    },
  };
}

const instanceFailures = createFailureMemory();

let stateMemo: { revision: string; state: FeedState } | null = null;

/** The sync's state, kept in memory until the sync saves it again. */
async function loadState(feed: Store): Promise<FeedState | null> {
  const head = await feed.getMetadata(FEED_STATE_KEY);
  const revision = head?.metadata['revision'];
  if (typeof revision !== 'string') return null;
  if (stateMemo?.revision !== revision) {
    try {
      stateMemo = { revision, state: await readFeedState(feed) };
    } catch (error) {
      // A state that fails its schema lists no photo; the sync reports it.
      console.error(`Listing photos: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
  return stateMemo.state;
}

/** Finds photos in the feed state of the store "listings". */
export function feedPhotoLookup(feed: Store): PhotoDeps['findPhoto'] {
  return async (listingKey, mediaKey) => {
    const listing = (await loadState(feed))?.listings.get(listingKey);
    const photo = listing?.photos.find((candidate) => candidate.mediaKey === mediaKey);
    return listing && photo
      ? { listingId: listing.property.id, url: photo.url, stamp: photoStamp(photo.modifiedAt) }
      : null;
  };
}

/** Removes the copies (and remembered failures) of a listing's photos, e.g. once the listing is gone. */
export async function deletePhotoCopies(
  photos: Store,
  listingKey: string,
  mediaKeys: readonly string[],
): Promise<void> {
  const hashes = mediaKeys.map((mediaKey) => photoHash(listingKey, mediaKey));
  await Promise.all(hashes.flatMap((hash) => [photos.delete(copyKey(hash)), photos.delete(failureKey(hash))]));
}

interface Copy {
  bytes: ArrayBuffer;
  output: PhotoOutput;
}

const isOutput = (value: unknown): value is PhotoOutput =>
  typeof value === 'string' && Object.hasOwn(PHOTO_TYPES, value);

/** The stored copy of this stamp, or null (none, an older one, or metadata that is not ours). */
async function readCopy(photos: Store, hash: string, stamp: string): Promise<Copy | null> {
  // Null when there is no copy yet (the typings of the arrayBuffer form leave that out).
  const copy = (await photos.getWithMetadata(copyKey(hash), { type: 'arrayBuffer' })) as {
    data: ArrayBuffer;
    metadata: Record<string, unknown>;
  } | null;
  const output = copy?.metadata['output'];
  if (copy?.metadata['stamp'] !== stamp || !isOutput(output)) return null;
  return { bytes: copy.data, output };
}

/** When a failure of this stamp was stored, or null. */
async function readFailure(photos: Store, hash: string, stamp: string): Promise<number | null> {
  const marker = await photos.getMetadata(failureKey(hash));
  const at = marker?.metadata['failedAt'];
  if (marker?.metadata['stamp'] !== stamp || typeof at !== 'string') return null;
  const time = Date.parse(at);
  return Number.isNaN(time) ? null : time;
}

const failureReason = (error: unknown): string =>
  error instanceof MediaFetchError ? error.reason : error instanceof PhotoRefusedError ? 'not-a-photo' : 'error';

/** Copies in progress in this instance: the image CDN asks for one photo at several sizes at once. */
const copying = new Map<string, Promise<Copy | null>>();

/** Fetches, re-encodes and stores the photo; on failure remembers it and answers null. */
async function copyPhoto(
  deps: PhotoDeps,
  ids: { listingKey: string; mediaKey: string; hash: string },
  photo: FeedPhoto,
  now: number,
): Promise<Copy | null> {
  const { listingKey, mediaKey, hash } = ids;
  try {
    const image = await reencodePhoto(await deps.fetchMedia(photo.url));
    const bytes = new Uint8Array(image.bytes).buffer;
    await deps.photos.set(copyKey(hash), bytes, {
      metadata: { listingKey, mediaKey, stamp: photo.stamp, output: image.output },
    });
    return { bytes, output: image.output };
  } catch (error) {
    const reason = failureReason(error);
    console.warn(`Listing photo ${listingKey}/${mediaKey} not copied (${reason}): ${String(error)}`);
    (deps.failures ?? instanceFailures).remember(hash, photo.stamp, now);
    const metadata = { listingKey, mediaKey, stamp: photo.stamp, failedAt: new Date(now).toISOString(), reason };
    await deps.photos.set(failureKey(hash), '', { metadata }).catch(() => undefined);
    return null;
  }
}

/** The copy of the photo: the stored one, or one made now; null while a failure is remembered. */
async function photoCopy(
  deps: PhotoDeps,
  listingKey: string,
  mediaKey: string,
  photo: FeedPhoto,
): Promise<Copy | null> {
  const now = deps.now?.() ?? Date.now();
  const failures = deps.failures ?? instanceFailures;
  const hash = photoHash(listingKey, mediaKey);
  const recent = (at: number | null) => at !== null && now - at < FAILURE_MEMORY_MS;
  if (recent(failures.failedAt(hash, photo.stamp))) return null;
  const stored = await readCopy(deps.photos, hash, photo.stamp);
  if (stored) return stored;
  const failedAt = await readFailure(deps.photos, hash, photo.stamp);
  if (failedAt !== null && recent(failedAt)) {
    failures.remember(hash, photo.stamp, failedAt);
    return null;
  }
  const task = `${hash}/${photo.stamp}`;
  let pending = copying.get(task);
  if (!pending) {
    pending = copyPhoto(deps, { listingKey, mediaKey, hash }, photo, now).finally(() => copying.delete(task));
    copying.set(task, pending);
  }
  return pending;
}

/**
 * A photo's headers: a sandbox that runs nothing, a file name of our own, a day in browsers, and a week
 * at the CDN, which the sync's purge of the listing (its `property-{id}` tag, or every listing page's
 * after a wide change) ends sooner.
 */
function photoHeaders(output: PhotoOutput, hash: string, listingId: number): Record<string, string> {
  const { contentType, extension } = PHOTO_TYPES[output];
  return {
    ...SECURITY_HEADERS,
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'content-type': contentType,
    'content-disposition': `inline; filename="photo-${hash.slice(0, 16)}.${extension}"`,
    'cache-control': 'public, max-age=86400',
    'netlify-cdn-cache-control': 'public, durable, s-maxage=604800',
    'netlify-cache-tag': [CACHE_TAGS.property(listingId), CACHE_TAGS.listingPages].join(','),
  };
}

export async function servePhoto(request: Request, deps: PhotoDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET', 'HEAD']);
  if (refused) return refused;
  const path = readPhotoPath(new URL(request.url).pathname);
  if (!path) return errorResponse(404, 'No such photo.');
  const photo = await deps.findPhoto(path.listingKey, path.mediaKey);
  if (photo?.stamp !== path.stamp) return errorResponse(404, 'No such photo.');
  const copy = await photoCopy(deps, path.listingKey, path.mediaKey, photo);
  if (!copy) return errorResponse(502, 'The photo could not be had from the MLS just now.');
  const headers = photoHeaders(copy.output, photoHash(path.listingKey, path.mediaKey), photo.listingId);
  return new Response(request.method === 'HEAD' ? null : copy.bytes, { headers });
}
