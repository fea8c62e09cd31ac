/**
 * The MLS feed's status: a small blob in the store "listings" that the sync rewrites after every pass (when
 * it last succeeded, its last error), read by the catalogue for the sync time and by /api/health.
 */
import type { Store } from '@netlify/blobs';
import { feedStatusSchema, type FeedStatus } from '#src/schemas/feed-status.ts';

export type { FeedStatus } from '#src/schemas/feed-status.ts';

export const FEED_STATUS_KEY = 'mls/status';

/**
 * The feed's status, or null before its first pass. A blob that fails its schema is logged and read as no
 * status (health then reports the feed stale); the next pass writes a good one.
 */
export async function readFeedStatus(store: Store): Promise<FeedStatus | null> {
  const stored: unknown = await store.get(FEED_STATUS_KEY, { type: 'json' });
  if (stored === null) return null;
  const parsed = feedStatusSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  console.error(`The feed status ${FEED_STATUS_KEY} is not one the sync wrote; read as none.`);
  return null;
}

/** Updates the status: the fields given, keeping the last success when this pass did not complete. */
export async function writeFeedStatus(store: Store, update: Partial<FeedStatus>, attemptAt: string): Promise<void> {
  const current = await readFeedStatus(store);
  const next: FeedStatus = {
    lastSuccessAt: update.lastSuccessAt ?? current?.lastSuccessAt ?? null,
    lastAttemptAt: attemptAt,
    lastError: update.lastError === undefined ? (current?.lastError ?? null) : update.lastError,
    count: update.count ?? current?.count ?? 0,
    mark: update.mark === undefined ? (current?.mark ?? null) : update.mark,
    lastRecordAt: update.lastRecordAt ?? current?.lastRecordAt ?? null,
    reappeared: update.reappeared ?? current?.reappeared ?? [],
  };
  await store.setJSON(FEED_STATUS_KEY, next);
}
