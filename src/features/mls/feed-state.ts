/**
 * The replication state of the MLS feed, and the pure steps of a sync pass over it: applying a mapped
 * record, the keyset mark that the next request resumes from, and the daily reconciliation.
 * The state is one blob, so the records and the mark that covers them are always written together.
 */
import { FEED_ID_START, type Property } from '#src/schemas/property.ts';
import type { FeedListingData, FeedStateData } from '#src/schemas/feed-state.ts';
import { assignTownAdvisors, type TownAdvisors } from '#src/features/team/town-advisors.ts';
import { enumKey, MAPPING_VERSION, type MappedRecord } from './mapping.ts';

export type FeedState = FeedStateData;
export type FeedMark = NonNullable<FeedState['mark']>;
export type FeedListing = FeedListingData;

export function emptyFeedState(mappingVersion = MAPPING_VERSION): FeedState {
  return {
    format: 1,
    mappingVersion,
    mark: null,
    ids: new Map(),
    nextId: FEED_ID_START,
    listings: new Map(),
    lastReconciledAt: null,
    reload: null,
    removedAt: new Map(),
    contactTurns: new Map(),
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

/**
 * A full reload (npm run listings:sync -- --full): the mark is cleared and the reconciliation made due, so
 * every record is read and applied again and whatever the MLS no longer lists goes (under the reconciliation's
 * cap). The listings stay and show meanwhile.
 */
export function stateForFullLoad(state: FeedState): FeedState {
  return { ...state, mark: null, lastReconciledAt: null };
}

/**
 * The state a pass of the feed `source` (its fingerprint) starts from. A state of another source starts a
 * fresh full load: the mark is cleared, and the keys the load reads are recorded, so that once it has read the
 * whole feed the listings it never read (the old source's) go. Until then they still show. A state older than
 * the fingerprint is taken as the current source's.
 */
export function stateForSource(state: FeedState, source: string): FeedState {
  if (state.source === undefined) return { ...state, source };
  if (state.source === source) return state;
  return { ...state, source, mark: null, lastReconciledAt: null, reload: { keys: new Set() } };
}

/**
 * Ends a full load of a new source once it has read the whole feed: removes every listing it never read.
 * A load that read nothing at all ends nothing (an empty answer is no proof that the old listings are gone).
 */
export function finishReload(state: FeedState, changes: PassChanges, at: string): void {
  if (!state.reload || state.reload.keys.size === 0) return;
  const missing = [...state.listings.keys()].filter((key) => !state.reload?.keys.has(key));
  removeListings(state, missing, changes, at);
  state.reload = null;
}

export type RecordChange = 'added' | 'updated' | 'removed' | 'unchanged';

/** The id of a ListingKey: the one it had, or the next free one (kept in the state). */
export function idFor(state: FeedState, key: string): number {
  const known = state.ids.get(key);
  if (known !== undefined) return known;
  const id = state.nextId;
  state.ids.set(key, id);
  state.nextId = id + 1;
  return id;
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * A listing that returns this long after its removal is a return, not a new listing: it carries
 * `reappearedAt`, which the feed status lists, so the alert pass mails nobody about it as new.
 */
export const REAPPEARANCE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** A removed listing, for the deletion of its photo copies. */
export interface RemovedListing {
  listingKey: string;
  mediaKeys: string[];
}

/** What a pass changed so far: the records by outcome, and the ids of the listings whose pages went stale. */
export interface PassChanges {
  counts: Record<RecordChange | 'skipped' | 'future', number>;
  changedIds: Set<number>;
  removedListings: RemovedListing[];
  /**
   * The keys of the records read in a status other than Closed: a closed sale kept under one of them is no
   * sale any more (src/features/market, the sales' reconciliation).
   */
  notClosedKeys: Set<string>;
}

export function noChanges(): PassChanges {
  return {
    counts: { added: 0, updated: 0, removed: 0, unchanged: 0, skipped: 0, future: 0 },
    changedIds: new Set(),
    removedListings: [],
    notClosedKeys: new Set(),
  };
}

/** Whether a raw record states a StandardStatus other than Closed (one that states none proves nothing). */
export function statesNotClosed(record: unknown): boolean {
  const status = (record as { StandardStatus?: unknown } | null)?.StandardStatus;
  const key = typeof status === 'string' ? enumKey(status).toLowerCase() : '';
  return key !== '' && key !== 'closed';
}

const removedListing = (listingKey: string, listing: FeedListing): RemovedListing => ({
  listingKey,
  mediaKeys: listing.photos.map((photo) => photo.mediaKey),
});

/** Takes a listing out of the state (in place), remembering when, for a later return. */
function takeOut(state: FeedState, key: string, at: string): FeedListing | undefined {
  const listing = state.listings.get(key);
  if (!listing) return undefined;
  state.listings.delete(key);
  state.removedAt.set(key, at);
  return listing;
}

/** Removes listings (in place), counted as changes. */
export function removeListings(state: FeedState, keys: readonly string[], changes: PassChanges, at: string): void {
  for (const key of keys) {
    const listing = takeOut(state, key, at);
    if (!listing) continue;
    changes.counts.removed += 1;
    changes.changedIds.add(listing.property.id);
    changes.removedListings.push(removedListing(key, listing));
  }
}

/**
 * Applies one mapped record to the state (in place) and says what changed. A record that cannot be mapped
 * never comes here: it is skipped and leaves the listing as it was, so one bad record never removes a good one.
 * `at` is the pass's time: a listing that comes back within REAPPEARANCE_WINDOW_MS of its removal is marked.
 */
export function applyRecord(
  state: FeedState,
  mapped: Exclude<MappedRecord, { outcome: 'invalid' }>,
  at = new Date().toISOString(),
): RecordChange {
  const key = mapped.listingKey;
  state.reload?.keys.add(key);
  const existing = state.listings.get(key);
  if (mapped.outcome === 'remove') return takeOut(state, key, at) ? 'removed' : 'unchanged';
  const removedAt = state.removedAt.get(key);
  const returned =
    !existing && removedAt !== undefined && Date.parse(at) - Date.parse(removedAt) < REAPPEARANCE_WINDOW_MS;
  const reappearedAt = returned ? at : existing?.reappearedAt;
  // The town advisor is the sync's, not the record's: a new version of the record keeps them (see assignContacts).
  const contactAdvisorId = existing?.property.contactAdvisorId;
  const listing: FeedListing = {
    property: {
      ...mapped.property,
      id: idFor(state, key),
      ...(contactAdvisorId === undefined ? {} : { contactAdvisorId }),
    },
    photos: mapped.photos,
    ...(reappearedAt === undefined ? {} : { reappearedAt }),
  };
  state.removedAt.delete(key);
  if (existing && sameJson(existing, listing)) return 'unchanged';
  state.listings.set(key, listing);
  return existing ? 'updated' : 'added';
}

/** Forgets removals and returns older than REAPPEARANCE_WINDOW_MS. */
export function pruneReappearances(state: FeedState, now: number): void {
  const old = (at: string) => now - Date.parse(at) >= REAPPEARANCE_WINDOW_MS;
  for (const [key, at] of state.removedAt) if (old(at)) state.removedAt.delete(key);
  for (const [key, listing] of state.listings)
    if (listing.reappearedAt !== undefined && old(listing.reappearedAt)) {
      const { reappearedAt: _gone, ...rest } = listing;
      state.listings.set(key, rest);
    }
}

/** The listings that came back within the window, as the feed status lists them for the alert pass. */
export function reappearances(state: FeedState): { id: number; at: string }[] {
  return [...state.listings.values()].flatMap((listing) =>
    listing.reappearedAt === undefined ? [] : [{ id: listing.property.id, at: listing.reappearedAt }],
  );
}

/** A record the mapping could not use, for the log. */
export interface SkippedRecord {
  listingKey: string | null;
  error: string;
}

/**
 * A record stamped more than this past the answer's Date is ignored: a vendor's clock or time-zone bug must
 * not move the mark past every real change to come.
 */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** The page's records and when the answer was made (its Date header, else the local clock), in ms. */
export interface FeedPage {
  records: readonly unknown[];
  answeredAt: number;
}

/**
 * Maps and applies one page of raw records to the state (in place), counting each change. A record stamped
 * more than FUTURE_TOLERANCE_MS past the answer is ignored and counted. The mark moves past every record
 * whose schema held, applied or not, so a record skipped for its content is not asked for again; never to
 * a record that failed its schema or came from the future. The key of every record read in a status other
 * than Closed is noted (notClosedKeys). Returns the records skipped.
 */
export function applyPage(
  state: FeedState,
  page: FeedPage,
  map: (record: unknown) => MappedRecord,
  changes: PassChanges,
): SkippedRecord[] {
  const skipped: SkippedRecord[] = [];
  const at = new Date(page.answeredAt).toISOString();
  for (const record of page.records) {
    const position = recordPosition(record);
    if (position && Date.parse(position.timestamp) > page.answeredAt + FUTURE_TOLERANCE_MS) {
      changes.counts.future += 1;
      skipped.push({ listingKey: position.key, error: `ModificationTimestamp ${position.timestamp} is in the future` });
      continue;
    }
    if (position && statesNotClosed(record)) changes.notClosedKeys.add(position.key);
    const mapped = map(record);
    if (mapped.outcome === 'invalid') {
      changes.counts.skipped += 1;
      skipped.push({ listingKey: mapped.listingKey, error: mapped.error });
      if (!mapped.schemaHeld) continue;
    } else {
      const before = state.listings.get(mapped.listingKey);
      const change = applyRecord(state, mapped, at);
      changes.counts[change] += 1;
      // A removed listing keeps its id in state.ids, so its page can be purged too.
      const id = state.ids.get(mapped.listingKey);
      if (change !== 'unchanged' && id !== undefined) changes.changedIds.add(id);
      if (change === 'removed' && before) changes.removedListings.push(removedListing(mapped.listingKey, before));
    }
    if (position && isAfter(state.mark, position.timestamp, position.key)) state.mark = position;
  }
  return skipped;
}

/** The keys of the listings the MLS no longer lists. */
export function missingKeys(state: FeedState, present: ReadonlySet<string>): string[] {
  return [...state.listings.keys()].filter((key) => !present.has(key));
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

/**
 * Gives every listing that names no advisor of ours (`advisorId` null) an advisor of its town, round robin
 * (assignTownAdvisors), oldest listing first, and takes it from a listing that names one of its own or whose
 * town no advisor covers. It runs over every listing at the end of each pass, so a change of the team reaches
 * the stored listings without reading the feed again (no MAPPING_VERSION). A listing whose advisor changed is
 * counted as changed, so that its page is purged.
 */
export function assignContacts(state: FeedState, advisors: TownAdvisors, changes: PassChanges): void {
  const unadvised = [...state.listings.values()]
    .map((listing) => listing.property)
    .filter((property) => property.advisorId === null)
    .sort((a, b) => a.id - b.id);
  const { contacts, turns } = assignTownAdvisors(unadvised, advisors, state.contactTurns);
  state.contactTurns = turns;
  for (const [key, listing] of state.listings) {
    const { contactAdvisorId: before, ...property } = listing.property;
    const after = contacts.get(property.id);
    if (after === before) continue;
    state.listings.set(key, {
      ...listing,
      property: after === undefined ? property : { ...property, contactAdvisorId: after },
    });
    changes.changedIds.add(property.id);
  }
}

/** The listings that show, as the catalogue's snapshot holds them. */
export function feedProperties(state: FeedState): Property[] {
  return [...state.listings.values()].map((listing) => listing.property);
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

/**
 * The reconciliation's $filter: every status that shows, but Closed only of the office's own listings (its
 * sold ones show). Every brokerage's Closed records of the years an MLS keeps outnumber its listings many
 * times over: asking for them all made the key read outlast the pass's budget, so it never ran whole.
 */
export function reconciliationFilter(base: string | undefined, officeMlsId: string | undefined): string {
  const open = RECONCILED_STATUSES.filter((status) => status !== 'Closed')
    .map((status) => `StandardStatus eq ${stringLiteral(status)}`)
    .join(' or ');
  const statuses = officeMlsId
    ? `${open} or (StandardStatus eq 'Closed' and ListOfficeMlsId eq ${stringLiteral(officeMlsId)})`
    : open;
  return base ? `(${base}) and (${statuses})` : statuses;
}

/** Whether a day (or `everyMs`) has passed since the last reconciliation. */
export function reconciliationDue(state: FeedState, now: number, everyMs: number): boolean {
  const last = state.lastReconciledAt ? Date.parse(state.lastReconciledAt) : 0;
  return now - last >= everyMs;
}

/** The share of the feed's listings one reconciliation removes at most without a confirmation of each. */
export const MAX_UNCONFIRMED_REMOVAL_SHARE = 0.1;

/** How many listings one reconciliation may remove unconfirmed. */
export const removalCap = (listingCount: number): number => Math.floor(listingCount * MAX_UNCONFIRMED_REMOVAL_SHARE);

/** What re-reading the missing keys found: those still listed (in a status that shows), and those gone for sure. */
export interface RemovalCheck {
  listed: ReadonlySet<string>;
  gone: ReadonlySet<string>;
}

/**
 * The removals of a reconciliation: every missing listing when they are at most the cap; else those the
 * re-read confirms (returned in a status that does not show), and of the rest (not returned at all, which an
 * empty answer would also give) at most the cap, in key order; one still listed is never removed. `withheld`
 * counts the removals left for the next reconciliation.
 */
export function plannedRemovals(
  listingCount: number,
  missing: readonly string[],
  check: RemovalCheck | null,
): { remove: string[]; withheld: number } {
  const cap = removalCap(listingCount);
  if (missing.length <= cap) return { remove: [...missing], withheld: 0 };
  if (!check) return { remove: [], withheld: missing.length };
  const confirmed = missing.filter((key) => check.gone.has(key));
  const unconfirmed = missing.filter((key) => !check.gone.has(key) && !check.listed.has(key)).sort();
  const remove = [...confirmed, ...unconfirmed.slice(0, cap)];
  return { remove, withheld: unconfirmed.length - Math.min(cap, unconfirmed.length) };
}

/** A whole reconciliation: removes the listings given, counted as changes, and records when (`at`). */
export function applyReconciliation(
  state: FeedState,
  remove: readonly string[],
  changes: PassChanges,
  at: string,
): void {
  removeListings(state, remove, changes, at);
  state.lastReconciledAt = at;
}
