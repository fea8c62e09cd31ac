/**
 * The MLS feed's status: a small blob in the store "listings" that the sync rewrites after every pass (when
 * it last succeeded, its last error), read by the catalogue for the sync time and by /api/health.
 */
import type { Store } from '@netlify/blobs';

export const FEED_STATUS_KEY = 'mls/status';

export interface FeedStatus {
  lastSuccessAt: string | null;
  lastAttemptAt: string | null;
  lastError: { at: string; message: string } | null;
  count: number;
}

/** The feed's status, or null before its first pass. */
export async function readFeedStatus(store: Store): Promise<FeedStatus | null> {
  return (await store.get(FEED_STATUS_KEY, { type: 'json' })) as FeedStatus | null;
}

/** Updates the status: the fields given, keeping the last success when this pass did not complete. */
export async function writeFeedStatus(store: Store, update: Partial<FeedStatus>, attemptAt: string): Promise<void> {
  const current = await readFeedStatus(store);
  const next: FeedStatus = {
    lastSuccessAt: update.lastSuccessAt ?? current?.lastSuccessAt ?? null,
    lastAttemptAt: attemptAt,
    lastError: update.lastError === undefined ? (current?.lastError ?? null) : update.lastError,
    count: update.count ?? current?.count ?? 0,
  };
  await store.setJSON(FEED_STATUS_KEY, next);
}
