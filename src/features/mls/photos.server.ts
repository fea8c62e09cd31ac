/**
 * GET /listing-photos/{ListingKey}/{MediaKey}/{stamp}: a feed photo from the site's own origin. The first
 * request copies it from the MLS into the Blobs store "listing-photos"; later ones serve the copy, until
 * the feed reports a new modification time for it (a new stamp, so a new URL).
 */
import type { Store } from '@netlify/blobs';
import { errorResponse, guardMethod } from '#src/lib/server/http.ts';
import { FEED_STATE_KEY, readFeedState } from './sync.server.ts';
import type { FeedState } from './feed-state.ts';
import { photoStamp, readPhotoPath } from './photos.ts';

/** The largest photo copied (a 6,000-pixel JPEG is well under it). */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

export interface PhotoDeps {
  /** The store "listings", which holds the sync's state. */
  feed: Store;
  /** The store "listing-photos". */
  photos: Store;
  /** Fetches a photo from the MLS (with the feed's credentials and politeness). */
  fetchMedia: (url: string) => Promise<Response>;
}

let stateMemo: { revision: string; state: FeedState } | null = null;

/** The sync's state, kept in memory until the sync saves it again. */
async function loadState(feed: Store): Promise<FeedState | null> {
  const head = await feed.getMetadata(FEED_STATE_KEY);
  const revision = head?.metadata['revision'];
  if (typeof revision !== 'string') return null;
  if (stateMemo?.revision !== revision) {
    stateMemo = { revision, state: await readFeedState(feed) };
  }
  return stateMemo.state;
}

const photoHeaders = (type: string): Record<string, string> => ({
  'content-type': type,
  // The path changes whenever the photo does.
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
});

export async function servePhoto(request: Request, deps: PhotoDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET', 'HEAD']);
  if (refused) return refused;
  const path = readPhotoPath(new URL(request.url).pathname);
  if (!path) return errorResponse(404, 'No such photo.');
  const state = await loadState(deps.feed);
  const photo = state?.listings[path.listingKey]?.photos.find((candidate) => candidate.mediaKey === path.mediaKey);
  if (!photo || photoStamp(photo.modifiedAt) !== path.stamp) return errorResponse(404, 'No such photo.');

  const key = `${path.listingKey}/${path.mediaKey}`;
  // Null when there is no copy yet (the typings of the arrayBuffer form leave that out).
  const copy = (await deps.photos.getWithMetadata(key, { type: 'arrayBuffer' })) as {
    data: ArrayBuffer;
    metadata: Record<string, unknown>;
  } | null;
  const copiedType = copy?.metadata['type'];
  if (copy?.metadata['stamp'] === path.stamp && typeof copiedType === 'string')
    return new Response(request.method === 'HEAD' ? null : copy.data, { headers: photoHeaders(copiedType) });

  const original = await deps.fetchMedia(photo.url).catch(() => null);
  const type = original?.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  if (!original?.ok || !type.startsWith('image/')) {
    await original?.body?.cancel();
    return errorResponse(502, 'The photo could not be fetched from the MLS just now.');
  }
  const bytes = await original.arrayBuffer();
  if (bytes.byteLength > MAX_PHOTO_BYTES) return errorResponse(502, 'The photo is larger than the site accepts.');
  await deps.photos.set(key, bytes, { metadata: { stamp: path.stamp, type } });
  return new Response(request.method === 'HEAD' ? null : bytes, { headers: photoHeaders(type) });
}
