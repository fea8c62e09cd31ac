/**
 * Creating a record that lead delivery sends (an inquiry, a message): a create-only write that never
 * overwrites, carrying the record's outbox when delivery is on.
 */
import type { Outbox } from '#src/schemas/delivery.ts';

/** The part of a Blobs store a create-only write needs; a conditional write reports whether it wrote. */
export interface CreateOnlyStore {
  setJSON(key: string, data: unknown, options: { onlyIfNew: true }): Promise<{ modified: boolean; etag?: string }>;
}

/**
 * Lead delivery's part in creating a record: the record gains its outbox, and the markers that list it
 * as pending are written just before it (see writeNew).
 * `stored` runs once the record exists; it must not hold the response (context.waitUntil).
 */
export interface OutboxHooks {
  start(key: string, createdAt: string): { outbox: Outbox; index: () => Promise<unknown> };
  stored(key: string, etag: string | undefined): void;
}

/** Writes a record under a new key, with onlyIfNew so an existing entry is never replaced. */
export async function createRecord<T extends { id: string }>(
  store: CreateOnlyStore,
  make: (id: string) => T,
  newId: () => string,
  outbox?: { hooks: OutboxHooks; createdAt: string },
): Promise<T | null> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const record = make(newId());
    const { modified } = await writeNew(store, record.id, record, outbox);
    if (modified) return record;
  }
  return null;
}

/** A create-only write, with the record's outbox and pending markers when delivery is on. */
export async function writeNew(
  store: CreateOnlyStore,
  key: string,
  record: object,
  outbox?: { hooks: OutboxHooks; createdAt: string },
): Promise<{ modified: boolean; etag?: string }> {
  if (!outbox) return store.setJSON(key, record, { onlyIfNew: true });
  const start = outbox.hooks.start(key, outbox.createdAt);
  // The markers first, the record after: a record without its marker would never be found by a pass if
  // its first attempt died too. When the markers fail, nothing is stored and the visitor is asked to try
  // again (503), so the lead is neither lost nor stored twice; a marker whose record never came is
  // removed by a pass (dropMarkers in delivery.server.ts).
  await start.index();
  const written = await store.setJSON(key, { ...record, delivery: start.outbox }, { onlyIfNew: true });
  if (written.modified) outbox.hooks.stored(key, written.etag);
  return written;
}
