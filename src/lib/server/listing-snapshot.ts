/**
 * The MLS feed's listings as the catalogue reads them: one gzipped JSON blob in the store "listings", which
 * the sync replaces after every pass, holding every feed listing that shows, already validated. Its
 * metadata carries a content hash, so a reader checks the version without reading the body.
 */
import type { Store } from '@netlify/blobs';
import { feedSnapshotSchema, type FeedSnapshot } from '#src/schemas/feed-snapshot.ts';
import type { Property } from '#src/schemas/property.ts';
import { readJsonBlob, writeJsonBlob } from './json-blob.ts';

export type { FeedSnapshot } from '#src/schemas/feed-snapshot.ts';

export const FEED_SNAPSHOT_KEY = 'mls/snapshot';

/** A short content hash: equal inputs give equal versions. */
export async function contentVersion(value: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest.slice(0, 10), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The catalogue's own order (newest first, ties by id), so equal listings always hash alike. */
const newestFirst = (properties: readonly Property[]): Property[] =>
  [...properties].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id - b.id);

/** The snapshot's version from its metadata, or null when there is none. */
export async function feedSnapshotVersion(store: Store): Promise<string | null> {
  const version = (await store.getMetadata(FEED_SNAPSHOT_KEY))?.metadata['version'];
  return typeof version === 'string' ? version : null;
}

/**
 * The snapshot, or null when there is none. Checked whole against its schema (once per version: the
 * catalogue keeps it): a blob that fails is logged and read as none, so the site shows no listing it did
 * not write; the next sync pass writes a good one.
 */
export async function readFeedSnapshot(store: Store): Promise<FeedSnapshot | null> {
  const stored = await readJsonBlob(store, FEED_SNAPSHOT_KEY);
  if (stored === null) return null;
  const parsed = feedSnapshotSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  console.error(`The feed snapshot ${FEED_SNAPSHOT_KEY} is not one the sync wrote; read as none.`);
  return null;
}

/**
 * Replaces the snapshot (the sync's last step, and the benchmark's and tests' way to fill a catalogue),
 * unless it already holds exactly these listings.
 */
export async function writeFeedSnapshot(
  store: Store,
  properties: readonly Property[],
  syncedAt: string,
): Promise<{ version: string; written: boolean }> {
  const sorted = newestFirst(properties);
  const version = await contentVersion(sorted);
  if ((await feedSnapshotVersion(store)) === version) return { version, written: false };
  const snapshot: FeedSnapshot = { version, syncedAt, properties: sorted };
  await writeJsonBlob(store, FEED_SNAPSHOT_KEY, snapshot, { version, count: sorted.length, syncedAt });
  return { version, written: true };
}
