/**
 * The feed state's blob in the store "listings": read back through its schema (src/schemas/feed-state.ts),
 * written with its Maps as JSON objects. A blob that fails the schema is an error that names the key, never
 * an empty state: a pass that started from nothing would publish nothing.
 */
import type { Store } from '@netlify/blobs';
import { readJsonBlob, writeJsonBlob } from '#src/lib/server/json-blob.ts';
import { feedStateSchema } from '#src/schemas/feed-state.ts';
import { emptyFeedState, type FeedState } from './feed-state.ts';

export const FEED_STATE_KEY = 'mls/state';

/** The stored state is not one the sync wrote (or not one this version can read). */
export class FeedStateError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'FeedStateError';
  }
}

/** The stored replication state, or an empty one before the first pass; throws FeedStateError for a bad blob. */
export async function readFeedState(store: Store): Promise<FeedState> {
  let stored: unknown;
  try {
    stored = await readJsonBlob(store, FEED_STATE_KEY);
  } catch (error) {
    throw new FeedStateError(`The feed state ${FEED_STATE_KEY} is not readable JSON.`, { cause: error });
  }
  if (stored === null) return emptyFeedState();
  const parsed = feedStateSchema.safeParse(stored);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.map(String).join('.') || '(state)'}: ${issue.message}`)
      .join('; ');
    throw new FeedStateError(`The feed state ${FEED_STATE_KEY} fails its schema (${issues}).`);
  }
  return parsed.data;
}

/** The state as JSON: each Map as an object (Object.fromEntries gives "__proto__" an own key like any other). */
function storedState(state: FeedState): unknown {
  return {
    ...state,
    ids: Object.fromEntries(state.ids),
    listings: Object.fromEntries(state.listings),
    reload: state.reload ? { keys: [...state.reload.keys] } : null,
    removedAt: Object.fromEntries(state.removedAt),
    contactTurns: Object.fromEntries(state.contactTurns),
  };
}

/** Stores the state; `revision` (in its metadata) tells readers it changed. */
export async function writeFeedState(store: Store, state: FeedState, revision: string): Promise<void> {
  await writeJsonBlob(store, FEED_STATE_KEY, storedState(state), { revision });
}
