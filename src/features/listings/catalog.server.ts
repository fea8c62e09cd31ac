/**
 * The catalogue: the office's own listings (the deploy's data/listings files) merged with the MLS feed's
 * listings (the snapshot the sync keeps in the Blobs store "listings", under FEED_SNAPSHOT_KEY).
 * Requests read only the snapshot's metadata when nothing changed: each function instance keeps the merged
 * list parsed and indexed in memory until the office files' or the feed's version changes.
 */
import type { Store } from '@netlify/blobs';
import { readJsonBlob, writeJsonBlob } from '#src/lib/server/json-blob.ts';
import { createSearchIndex, type SearchIndex } from './search.ts';
import { sortNewestFirst, sortProperties } from './sort.ts';
import { mergeListings } from './merge.ts';
import type { SortKey } from '#src/schemas/property-fields.ts';
import { propertiesSchema, type Property } from '#src/schemas/property.ts';

/** Where the sync writes the feed's listings for readers (see src/features/mls/sync.server.ts). */
export const FEED_SNAPSHOT_KEY = 'mls/snapshot';
/** A small blob the sync rewrites after every pass: when it last succeeded, and its last error. */
export const FEED_STATUS_KEY = 'mls/status';

export interface FeedStatus {
  lastSuccessAt: string | null;
  lastAttemptAt: string | null;
  lastError: { at: string; message: string } | null;
  count: number;
}

export interface Catalog {
  version: string;
  /** Newest first. */
  properties: readonly Property[];
  index: SearchIndex;
  byId: ReadonlyMap<number, Property>;
  /** When the feed last synced successfully, or null without a feed (updated on every load). */
  syncedAt: string | null;
  /** The whole list serialised once per catalogue, for GET /api/properties, and its size in bytes. */
  readonly listJson: string;
  readonly listBytes: number;
  /** Every listing in an order, sorted once per catalogue and order. */
  sorted(sort: SortKey): readonly Property[];
}

/** What the sync writes under FEED_SNAPSHOT_KEY: every feed listing that shows, already validated. */
export interface FeedSnapshot {
  version: string;
  syncedAt: string;
  properties: Property[];
}

/** The office's own listings. */
export interface OfficeSource {
  load(): Promise<unknown[]>;
  /** "deploy": the files of a deploy never change, so an instance reads them once; "live": read per request (local editing). */
  mode: 'deploy' | 'live';
}

/** Where the catalogue comes from: the office files, and the store holding the feed snapshot (if any). */
export interface CatalogSources {
  office: OfficeSource;
  feed: Store | null;
}

function buildCatalog(version: string, properties: readonly Property[]): Catalog {
  let listJson: string | undefined;
  let listBytes: number | undefined;
  const orders = new Map<SortKey, readonly Property[]>();
  return {
    version,
    properties,
    index: createSearchIndex(properties),
    byId: new Map(properties.map((p) => [p.id, p])),
    syncedAt: null,
    get listJson() {
      return (listJson ??= JSON.stringify(properties));
    },
    get listBytes() {
      return (listBytes ??= new TextEncoder().encode(this.listJson).byteLength);
    },
    sorted(sort) {
      // The merged list is newest first already.
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

/** A short content hash: equal inputs give equal versions. */
export async function contentVersion(value: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest.slice(0, 10), (b) => b.toString(16).padStart(2, '0')).join('');
}

interface OfficeListings {
  version: string;
  properties: readonly Property[];
}

/** Per source object, so each "deploy" source is read once; wiring keeps one such object per instance. */
let officeMemo = new WeakMap<OfficeSource, Promise<OfficeListings>>();
let feedMemo: { version: string; snapshot: FeedSnapshot } | null = null;
let catalogMemo: Catalog | null = null;

/** Drops what an instance keeps in memory, as a new function instance would start (tests, the benchmark). */
export function forgetCatalog(): void {
  officeMemo = new WeakMap();
  feedMemo = null;
  catalogMemo = null;
}

async function readOffice(source: OfficeSource): Promise<OfficeListings> {
  const properties = propertiesSchema.parse(await source.load());
  return { version: await contentVersion(properties), properties };
}

function loadOffice(source: OfficeSource): Promise<OfficeListings> {
  if (source.mode === 'live') return readOffice(source);
  let listings = officeMemo.get(source);
  if (!listings) {
    listings = readOffice(source);
    officeMemo.set(source, listings);
    // A failed read is tried again on the next request.
    listings.catch(() => officeMemo.delete(source));
  }
  return listings;
}

/** The feed's status, or null before its first pass. */
export async function readFeedStatus(store: Store): Promise<FeedStatus | null> {
  return (await store.get(FEED_STATUS_KEY, { type: 'json' })) as FeedStatus | null;
}

async function loadFeed(store: Store | null): Promise<{ snapshot: FeedSnapshot; status: FeedStatus | null } | null> {
  if (!store) return null;
  const [head, status] = await Promise.all([store.getMetadata(FEED_SNAPSHOT_KEY), readFeedStatus(store)]);
  const version = head?.metadata['version'];
  if (typeof version !== 'string') return null;
  if (feedMemo?.version !== version) {
    const snapshot = (await readJsonBlob(store, FEED_SNAPSHOT_KEY)) as FeedSnapshot | null;
    if (!snapshot || !Array.isArray(snapshot.properties)) return null;
    // The sync validated every listing when it wrote the snapshot; parsing 25,000 again would cost more
    // than the rest of the request.
    feedMemo = { version: snapshot.version, snapshot };
  }
  return { snapshot: feedMemo.snapshot, status };
}

/** The current listings: from memory when neither source changed, otherwise merged and indexed once. */
export async function loadCatalog(sources: CatalogSources): Promise<Catalog> {
  const [office, feed] = await Promise.all([loadOffice(sources.office), loadFeed(sources.feed)]);
  const version = feed ? `${office.version}-${feed.snapshot.version}` : office.version;
  if (catalogMemo?.version !== version) {
    const merged = sortNewestFirst(mergeListings(office.properties, feed?.snapshot.properties ?? null));
    catalogMemo = buildCatalog(version, merged);
  }
  catalogMemo.syncedAt = feed?.status?.lastSuccessAt ?? feed?.snapshot.syncedAt ?? null;
  return catalogMemo;
}

/**
 * Replaces the feed snapshot (the sync's last step, and the benchmark's and tests' way to fill a catalogue),
 * unless it already holds exactly these listings. The metadata carries the version, so readers check it
 * without reading the body.
 */
export async function writeFeedSnapshot(
  store: Store,
  properties: readonly Property[],
  syncedAt: string,
): Promise<{ version: string; written: boolean }> {
  const sorted = sortNewestFirst(properties);
  const version = await contentVersion(sorted);
  const head = await store.getMetadata(FEED_SNAPSHOT_KEY);
  if (head?.metadata['version'] === version) return { version, written: false };
  const snapshot: FeedSnapshot = { version, syncedAt, properties: sorted };
  await writeJsonBlob(store, FEED_SNAPSHOT_KEY, snapshot, { version, count: sorted.length, syncedAt });
  return { version, written: true };
}
