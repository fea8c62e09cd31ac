/**
 * The catalogue: the office's own listings (the deploy's data/listings files) merged with the MLS feed's
 * listings (the snapshot the sync keeps in the Blobs store "listings", src/lib/server/listing-snapshot.ts).
 * Requests read only the snapshot's metadata when nothing changed: each function instance keeps the merged
 * list parsed and indexed in memory until the office files' or the feed's version changes.
 */
import type { Store } from '@netlify/blobs';
import { readFeedStatus, type FeedStatus } from '#src/lib/server/feed-status.ts';
import {
  contentVersion,
  feedSnapshotVersion,
  readFeedSnapshot,
  type FeedSnapshot,
} from '#src/lib/server/listing-snapshot.ts';
import { createSearchIndex, type SearchIndex } from './search.ts';
import { sortNewestFirst, sortProperties } from './sort.ts';
import { mergeListings } from './merge.ts';
import type { SortKey } from '#src/schemas/property-fields.ts';
import { propertiesSchema, type Property } from '#src/schemas/property.ts';

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

async function loadFeed(store: Store | null): Promise<{ snapshot: FeedSnapshot; status: FeedStatus | null } | null> {
  if (!store) return null;
  const [version, status] = await Promise.all([feedSnapshotVersion(store), readFeedStatus(store)]);
  if (version === null) return null;
  if (feedMemo?.version !== version) {
    // Checked against its schema once per version (about 0.3 s at 16,000 listings), then kept.
    const snapshot = await readFeedSnapshot(store);
    if (!snapshot) return null;
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
