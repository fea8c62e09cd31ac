/**
 * Where saved searches live, in the Blobs store "alerts" (a lead store, kept apart per deploy context):
 *
 * - `owners/{ownerId}`: everything stored about one address (AlertOwner), named by the address's keyed hash
 *   (tokens.ts ownerId), so one address's searches are read without reading anyone else's, and the key
 *   never shows the address.
 * - `index/{0-f}`: the active searches, 16 shards by the owner's first hex digit, each a map of
 *   "{ownerId}/{searchId}" to the search's filters and frequency: what an alert pass matches changes
 *   against, without reading every owner. An owner's blob is the truth; its shard follows every write.
 */
import type { Store } from '@netlify/blobs';
import { readJsonForUpdate, updateJsonBlob } from '#src/lib/server/json-blob.ts';
import { dropLapsed } from './save-rules.ts';
import {
  alertIndexShardSchema,
  alertOwnerSchema,
  savedQuery,
  type AlertFrequency,
  type AlertOwner,
  type SavedSearch,
} from '#src/schemas/saved-search.ts';

export const ownerKey = (owner: string): string => `owners/${owner}`;
const SHARDS = '0123456789abcdef'.split('');
const shardKey = (owner: string): string => `index/${owner[0] ?? '0'}`;

/** One active search as the index keeps it: its owner, id, filters (as a query string) and frequency. */
export interface IndexedSearch {
  owner: string;
  search: string;
  query: string;
  frequency: AlertFrequency;
}

/** A shard: "{ownerId}/{searchId}" → [query, frequency]. */
type Shard = Record<string, [string, AlertFrequency]>;

/** A shard as read back: one that fails its schema is logged and read as empty. */
function parseShard(data: unknown, key: string): Shard {
  if (data === null) return {};
  const parsed = alertIndexShardSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  console.error(`The alert index shard ${key} is not one the site wrote; read as empty.`);
  return {};
}

function parseOwner(data: unknown): AlertOwner | null {
  const parsed = alertOwnerSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export async function readOwner(store: Store, owner: string): Promise<AlertOwner | null> {
  return parseOwner(await store.get(ownerKey(owner), { type: 'json' }));
}

const indexEntries = (owner: string, record: AlertOwner | null): Shard =>
  Object.fromEntries(
    (record?.searches ?? [])
      .filter((search) => search.state === 'active')
      .map((search): [string, [string, AlertFrequency]] => [
        `${owner}/${search.id}`,
        [savedQuery(search.filters), search.frequency],
      ]),
  );

/**
 * Makes the owner's entries in its shard those of its record as it now stands. Each writer brings the shard
 * up to the record it reads, then checks that the record has not changed meanwhile, and goes again if it
 * has: so the last shard write always follows the last record, whatever order concurrent writers finish in.
 */
async function syncIndex(store: Store, owner: string): Promise<void> {
  const same = (a: Shard, b: Shard) => JSON.stringify(a) === JSON.stringify(b);
  for (let tries = 0; tries < 20; tries += 1) {
    const before = await readJsonForUpdate(store, ownerKey(owner));
    const wanted = indexEntries(owner, before ? parseOwner(before.data) : null);
    await updateJsonBlob<Shard>(store, shardKey(owner), (current) => {
      const shard = parseShard(current, shardKey(owner));
      const others = Object.entries(shard).filter(([key]) => !key.startsWith(`${owner}/`));
      const mine = Object.fromEntries(Object.entries(shard).filter(([key]) => key.startsWith(`${owner}/`)));
      return same(mine, wanted) ? undefined : { ...Object.fromEntries(others), ...wanted };
    });
    const after = await readJsonForUpdate(store, ownerKey(owner));
    if ((after?.etag ?? null) === (before?.etag ?? null)) return;
  }
  throw new Error(`The index of ${owner} did not settle after 20 changes of its record`);
}

/**
 * Changes one owner's record under ETag-conditional writes (retried on conflict), then its index entries.
 * `change` gets the current record (null when none) and returns the new one, null to delete everything
 * stored about the address, or undefined to leave it as it is. Every write also drops the pending searches
 * whose links lapsed (at `now`), so they never block the address. Answers the record as it now stands.
 */
export async function updateOwner(
  store: Store,
  owner: string,
  change: (current: AlertOwner | null) => AlertOwner | null | undefined,
  now: Date = new Date(),
): Promise<AlertOwner | null> {
  const outcome: { record: AlertOwner | null; deleted: boolean } = { record: null, deleted: false };
  const written = await updateJsonBlob<AlertOwner>(store, ownerKey(owner), (data) => {
    const current = data === null ? null : parseOwner(data);
    const changed = change(current);
    const kept = changed === undefined ? current : changed;
    const next = kept && dropLapsed(kept, now);
    outcome.record = next;
    outcome.deleted = next === null && current !== null;
    return next === current ? undefined : (next ?? undefined);
  });
  if (outcome.deleted) await store.delete(ownerKey(owner));
  if (written !== undefined || outcome.deleted) await syncIndex(store, owner);
  return outcome.record;
}

/** Every active search, from the 16 index shards read side by side. */
export async function readIndex(store: Store): Promise<IndexedSearch[]> {
  const keys = SHARDS.map((digit) => `index/${digit}`);
  const shards = await Promise.all(
    keys.map(async (key) => parseShard((await store.get(key, { type: 'json' })) as unknown, key)),
  );
  const searches: IndexedSearch[] = [];
  for (const shard of shards)
    for (const [key, [query, frequency]] of Object.entries(shard)) {
      const [owner = '', search = ''] = key.split('/');
      searches.push({ owner, search, query, frequency });
    }
  return searches;
}

/** A search of an owner's record by id. */
export const findSearch = (record: AlertOwner | null, id: string): SavedSearch | undefined =>
  record?.searches.find((search) => search.id === id);
