/**
 * The Blobs store "listings": one blob per listing under items/{id}, and a snapshot of all of them
 * (newest first) under "snapshot", whose metadata carries a content hash. Requests read only the
 * snapshot, and each function instance keeps it parsed and indexed in memory until the hash changes,
 * so a warm request costs one metadata lookup, whatever the number of listings.
 */
import type { Store } from '@netlify/blobs';
import { createSearchIndex, type SearchIndex } from './search.ts';
import { sortNewestFirst, sortProperties } from './sort.ts';
import type { SortKey } from '#src/schemas/property-fields.ts';
import { propertiesSchema, type Property } from '#src/schemas/property.ts';
import { CACHE_TAGS, type Purge } from '#src/lib/server/cache.ts';

export const SNAPSHOT_KEY = 'snapshot';
export const ITEM_PREFIX = 'items/';

export interface Catalog {
  version: string;
  /** Newest first. */
  properties: readonly Property[];
  index: SearchIndex;
  byId: ReadonlyMap<number, Property>;
  /** The whole list serialised once per snapshot, for GET /api/properties. */
  readonly listJson: string;
  /** Every listing in an order, sorted once per snapshot and order. */
  sorted(sort: SortKey): readonly Property[];
}

interface SnapshotBody {
  version: string;
  properties: Property[];
}

let memo: Catalog | null = null;

/** Drops the in-memory snapshot, as a new function instance would start (for tests and the benchmark). */
export function forgetCatalog(): void {
  memo = null;
}

function buildCatalog(version: string, properties: readonly Property[]): Catalog {
  let listJson: string | undefined;
  const orders = new Map<SortKey, readonly Property[]>();
  return {
    version,
    properties,
    index: createSearchIndex(properties),
    byId: new Map(properties.map((p) => [p.id, p])),
    get listJson() {
      return (listJson ??= JSON.stringify(properties));
    },
    sorted(sort) {
      // The snapshot is stored newest first already.
      if (sort === 'newest') return properties;
      let order = orders.get(sort);
      if (!order) {
        order = sortProperties(properties, sort);
        orders.set(sort, order);
      }
      return order;
    },
  };
}

const EMPTY: Catalog = buildCatalog('empty', []);

/** Content hash of a listing set: equal sets give equal versions, so seeding twice changes nothing. */
export async function listingsVersion(properties: readonly Property[]): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(properties));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest.slice(0, 10), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function inBatches<T>(items: readonly T[], size: number, task: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(task));
  }
}

export interface SeedResult {
  changed: boolean;
  count: number;
  version: string;
}

/**
 * Writes the listings into the store unless the store already holds exactly this set: every item blob,
 * removal of items no longer listed, then the snapshot (last, so readers switch over at once). When
 * something changed it purges the cached API answers.
 */
export async function seedListings(store: Store, input: readonly unknown[], purge?: Purge): Promise<SeedResult> {
  const properties = sortNewestFirst(propertiesSchema.parse(input));
  const version = await listingsVersion(properties);
  const current = await store.getMetadata(SNAPSHOT_KEY);
  if (current?.metadata['version'] === version) return { changed: false, count: properties.length, version };

  await inBatches(properties, 50, (property) => store.setJSON(`${ITEM_PREFIX}${property.id}`, property));
  const keep = new Set(properties.map((property) => `${ITEM_PREFIX}${property.id}`));
  const { blobs } = await store.list({ prefix: ITEM_PREFIX });
  await inBatches(
    blobs.filter((blob) => !keep.has(blob.key)),
    50,
    (blob) => store.delete(blob.key),
  );
  const body: SnapshotBody = { version, properties };
  await store.setJSON(SNAPSHOT_KEY, body, {
    metadata: { version, count: properties.length, seededAt: new Date().toISOString() },
  });
  await purge?.([CACHE_TAGS.listings]);
  return { changed: true, count: properties.length, version };
}

/** Where the seed comes from when a store is empty, and whether to refresh a store whose data differs. */
export interface SeedSource {
  load(): Promise<unknown[]>;
  /** "if-empty" (production) or "if-changed" (local: edits to data/listings show up on the next request). */
  mode: 'if-empty' | 'if-changed';
  purge?: Purge;
}

/** The current listings: from memory when the snapshot has not changed, otherwise read once and indexed. */
export async function loadCatalog(store: Store, seed?: SeedSource): Promise<Catalog> {
  if (seed?.mode === 'if-changed') {
    await seedListings(store, await seed.load(), seed.purge);
  }
  const head = await store.getMetadata(SNAPSHOT_KEY);
  if (!head) {
    if (!seed || seed.mode === 'if-changed') return EMPTY;
    await seedListings(store, await seed.load(), seed.purge);
    return loadCatalog(store);
  }
  if (memo && memo.version === head.metadata['version']) return memo;
  const body = (await store.get(SNAPSHOT_KEY, { type: 'json' })) as SnapshotBody | null;
  if (!body || !Array.isArray(body.properties)) return EMPTY;
  // The snapshot was validated when it was written (seedListings); parsing it again would cost
  // more than the rest of the request at 10,000 listings.
  memo = buildCatalog(body.version, body.properties);
  return memo;
}

/**
 * The naive way, kept only as the benchmark's baseline: list every item blob and fetch each one.
 */
export async function loadEveryItem(store: Store): Promise<Property[]> {
  const { blobs } = await store.list({ prefix: ITEM_PREFIX });
  const items: Property[] = [];
  await inBatches(blobs, 50, async (blob) => {
    const item = (await store.get(blob.key, { type: 'json' })) as Property | null;
    if (item) items.push(item);
  });
  return sortNewestFirst(items);
}
