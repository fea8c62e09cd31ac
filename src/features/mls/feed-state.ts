/**
 * The replication state of the MLS feed, and the pure steps of a sync pass over it: applying a mapped
 * record, the keyset mark that the next request resumes from, and the daily reconciliation.
 * The state is one blob, so the records and the mark that covers them are always written together.
 */
import { FEED_ID_START, type Property } from '#src/schemas/property.ts';
import { MAPPING_VERSION, type MappedRecord, type MediaSource } from './mapping.ts';

/** The last record stored, in the order the feed is read (ModificationTimestamp, then ListingKey). */
export interface FeedMark {
  timestamp: string;
  key: string;
}

export interface FeedListing {
  property: Property;
  photos: MediaSource[];
}

export interface FeedState {
  format: 1;
  /** The MAPPING_VERSION the listings were mapped with (absent in a state older than the field). */
  mappingVersion?: number;
  mark: FeedMark | null;
  /** Every id ever given, by ListingKey, never pruned: a listing that returns keeps its id and its URL. */
  ids: Record<string, number>;
  nextId: number;
  /** The listings that show, by ListingKey. */
  listings: Record<string, FeedListing>;
  lastReconciledAt: string | null;
}

export function emptyFeedState(mappingVersion = MAPPING_VERSION): FeedState {
  return {
    format: 1,
    mappingVersion,
    mark: null,
    ids: {},
    nextId: FEED_ID_START,
    listings: {},
    lastReconciledAt: null,
  };
}

/**
 * The state a pass with mapping `version` starts from. One written under another mapping is read again from
 * the start of the feed: its mark is cleared, while its ids (every listing keeps its URL) and its listings
 * (the site shows them meanwhile) stay, each replaced as its record comes again, over as many passes as that
 * takes.
 */
export function stateForMapping(state: FeedState, version: number): FeedState {
  return state.mappingVersion === version ? state : { ...state, mappingVersion: version, mark: null };
}

export type RecordChange = 'added' | 'updated' | 'removed' | 'unchanged';

/** The id of a ListingKey: the one it had, or the next free one (kept in the state). */
export function idFor(state: FeedState, key: string): number {
  const known = state.ids[key];
  if (known !== undefined) return known;
  const id = state.nextId;
  state.ids[key] = id;
  state.nextId = id + 1;
  return id;
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies one mapped record to the state (in place) and says what changed. A record that cannot be mapped
 * never comes here: it is skipped and leaves the listing as it was, so one bad record never removes a good one.
 */
export function applyRecord(state: FeedState, mapped: Exclude<MappedRecord, { outcome: 'invalid' }>): RecordChange {
  const existing = state.listings[mapped.listingKey];
  if (mapped.outcome === 'remove') {
    if (!existing) return 'unchanged';
    Reflect.deleteProperty(state.listings, mapped.listingKey);
    return 'removed';
  }
  const listing: FeedListing = {
    property: { ...mapped.property, id: idFor(state, mapped.listingKey) },
    photos: mapped.photos,
  };
  if (existing && sameJson(existing, listing)) return 'unchanged';
  state.listings[mapped.listingKey] = listing;
  return existing ? 'updated' : 'added';
}

/** What a pass changed so far: the records by outcome, and the ids of the listings whose pages went stale. */
export interface PassChanges {
  counts: Record<RecordChange | 'skipped', number>;
  changedIds: Set<number>;
}

export function noChanges(): PassChanges {
  return { counts: { added: 0, updated: 0, removed: 0, unchanged: 0, skipped: 0 }, changedIds: new Set() };
}

/** A record the mapping could not use, for the log. */
export interface SkippedRecord {
  listingKey: string | null;
  error: string;
}

/**
 * Maps and applies one page of raw records to the state (in place), counting each change. The mark moves
 * past every record read, mapped or not, so a bad record is not asked for again. Returns the records skipped.
 */
export function applyPage(
  state: FeedState,
  records: readonly unknown[],
  map: (record: unknown) => MappedRecord,
  changes: PassChanges,
): SkippedRecord[] {
  const skipped: SkippedRecord[] = [];
  for (const record of records) {
    const mapped = map(record);
    if (mapped.outcome === 'invalid') {
      changes.counts.skipped += 1;
      skipped.push({ listingKey: mapped.listingKey, error: mapped.error });
    } else {
      const change = applyRecord(state, mapped);
      changes.counts[change] += 1;
      // A removed listing keeps its id in state.ids, so its page can be purged too.
      const id = state.ids[mapped.listingKey];
      if (change !== 'unchanged' && id !== undefined) changes.changedIds.add(id);
    }
    const position = recordPosition(record);
    if (position && isAfter(state.mark, position.timestamp, position.key)) state.mark = position;
  }
  return skipped;
}

/** Removes every listing whose key the MLS no longer lists; returns the ids removed. */
export function removeMissing(state: FeedState, present: ReadonlySet<string>): number[] {
  const removed: number[] = [];
  for (const [key, listing] of Object.entries(state.listings)) {
    if (present.has(key)) continue;
    removed.push(listing.property.id);
    Reflect.deleteProperty(state.listings, key);
  }
  return removed;
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A timestamp as an OData DateTimeOffset literal: the feed's own text when it is one, else normalised. */
export function timestampLiteral(timestamp: string): string | null {
  if (ISO_TIMESTAMP.test(timestamp)) return timestamp;
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** An OData string literal: single quotes, a quote inside doubled. */
export const stringLiteral = (value: string): string => `'${value.replaceAll("'", "''")}'`;

/** Whether (timestamp, key) comes after the mark in the feed's order. */
export function isAfter(mark: FeedMark | null, timestamp: string, key: string): boolean {
  if (!mark) return true;
  const a = Date.parse(timestamp);
  const b = Date.parse(mark.timestamp);
  if (a !== b) return a > b;
  return key > mark.key;
}

/**
 * The $filter of the next request: every record after the mark, in (ModificationTimestamp, ListingKey)
 * order. Ties on the timestamp are resumed by key, so a pass cut anywhere misses and repeats nothing.
 */
export function filterAfter(mark: FeedMark | null, base?: string): string | undefined {
  if (!mark) return base;
  const at = timestampLiteral(mark.timestamp);
  if (at === null) return base;
  const after = `(ModificationTimestamp gt ${at} or (ModificationTimestamp eq ${at} and ListingKey gt ${stringLiteral(mark.key)}))`;
  return base ? `(${base}) and ${after}` : after;
}

/** The feed's order, which the mark follows. */
export const FEED_ORDER = 'ModificationTimestamp asc,ListingKey asc';

/** The key and modification time a raw record carries, if it carries both as strings. */
export function recordPosition(record: unknown): FeedMark | null {
  if (!record || typeof record !== 'object') return null;
  const { ListingKey: key, ModificationTimestamp: timestamp } = record as Record<string, unknown>;
  if (typeof key !== 'string' || key === '' || typeof timestamp !== 'string') return null;
  return Number.isNaN(Date.parse(timestamp)) ? null : { key, timestamp };
}

/** The listings that show, as the catalogue's snapshot holds them. */
export function feedProperties(state: FeedState): Property[] {
  return Object.values(state.listings).map((listing) => listing.property);
}

/**
 * StandardStatus values the reconciliation asks for: those that show, and Closed (the office's own sold
 * listings stay), in both forms providers use (the OData member name and the display value).
 */
export const RECONCILED_STATUSES = [
  'Active',
  'Active Under Contract',
  'ActiveUnderContract',
  'Pending',
  'Coming Soon',
  'ComingSoon',
  'Closed',
] as const;

export function reconciliationFilter(base?: string): string {
  const statuses = RECONCILED_STATUSES.map((status) => `StandardStatus eq ${stringLiteral(status)}`).join(' or ');
  return base ? `(${base}) and (${statuses})` : statuses;
}

/** Whether a day (or `everyMs`) has passed since the last reconciliation. */
export function reconciliationDue(state: FeedState, now: number, everyMs: number): boolean {
  const last = state.lastReconciledAt ? Date.parse(state.lastReconciledAt) : 0;
  return now - last >= everyMs;
}

/** A whole reconciliation: removes the listings missing from `present`, counted as changes, at `at`. */
export function applyReconciliation(
  state: FeedState,
  present: ReadonlySet<string>,
  changes: PassChanges,
  at: string,
): void {
  for (const id of removeMissing(state, present)) {
    changes.counts.removed += 1;
    changes.changedIds.add(id);
  }
  state.lastReconciledAt = at;
}
