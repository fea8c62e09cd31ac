/**
 * One sync pass of the MLS feed into the Blobs store "listings" (see README, Listings from the MLS):
 * under a lease, it reads every Property record modified after the stored mark, in the feed's order,
 * maps each one, and stores the records with the mark that covers them in one write. Once a day, after a
 * complete pass, it also asks for the keys of every listing that may show and removes any the MLS no
 * longer has (at most a tenth of them unconfirmed). Then it writes the catalogue's snapshot, deletes the
 * photo copies of the listings removed and purges the cached pages and answers that changed.
 */
import type { Store } from '@netlify/blobs';
import { CACHE_TAGS, type Purge } from '#src/lib/server/cache.ts';
import { FEED_STATUS_KEY, writeFeedStatus } from '#src/lib/server/feed-status.ts';
import { acquireLease, type Lease } from '#src/lib/server/lease.ts';
import { FEED_SNAPSHOT_KEY, writeFeedSnapshot } from '#src/lib/server/listing-snapshot.ts';
import {
  applyPage,
  applyReconciliation,
  assignContacts,
  feedProperties,
  FEED_ORDER,
  filterAfter,
  finishReload,
  missingKeys,
  noChanges,
  plannedRemovals,
  pruneReappearances,
  reappearances,
  reconciliationDue,
  reconciliationFilter,
  RECONCILED_STATUSES,
  removalCap,
  stateForFullLoad,
  stateForMapping,
  stateForSource,
  stringLiteral,
  type FeedState,
  type PassChanges,
  type RemovalCheck,
} from './feed-state.ts';
import { FEED_STATE_KEY, FeedStateError, readFeedState, writeFeedState } from './feed-state.server.ts';
import { enumKey, resoMapper, type MappingContext, type RecordMapper } from './mapping.ts';
import { deletePhotoCopies } from './photos.server.ts';
import type { ResoClient } from './reso-client.server.ts';
import type { TownAdvisors } from '#src/features/team/town-advisors.ts';
import type { Property } from '#src/schemas/property.ts';

export const FEED_LEASE_KEY = 'mls/lease';

/** A full day between reconciliations. */
export const RECONCILE_EVERY_MS = 24 * 60 * 60 * 1000;

export interface SyncDeps {
  client: ResoClient;
  store: Store;
  mapping: MappingContext;
  /** The mapping and its version: resoMapper, or a changed copy in tests. */
  mapper?: RecordMapper;
  originatingSystem?: string | undefined;
  now?: () => Date;
  /** Paging stops after this long (whole pages only); the next pass resumes from the mark. */
  budgetMs?: number;
  /** $top: records a page. */
  pageSize?: number;
  /** The state is also saved every this many pages, so a long first pass keeps its progress. */
  checkpointPages?: number;
  reconcileEveryMs?: number;
  purge?: Purge;
  holder?: string;
  /** The store "listing-photos": the copies of removed listings' photos are deleted from it. */
  photos?: Store;
  /**
   * The fingerprint of the feed's source (feedSource): a state of another source is loaded again in full,
   * and the old source's listings go once that load is complete.
   */
  source?: string;
  /** Reload the whole feed from the start (npm run listings:sync -- --full); the listings show meanwhile. */
  full?: boolean;
  /**
   * The advisors of each town (data/team/team.en.json towns): each pass gives the listings that name no advisor of
   * ours one of them (assignContacts). Without it, listings keep the town advisors they have.
   */
  townAdvisors?: TownAdvisors;
  /**
   * What runs once the listings are stored, still under the lease: the market's closed sales and figures
   * (src/features/market). What it throws is logged; the listings' pass stands.
   */
  afterPass?: (pass: StoredPass) => Promise<void>;
}

/** A pass whose listings are stored, as the stages after it see it. */
export interface StoredPass {
  client: ResoClient;
  /** The filter every request keeps (the feed's OriginatingSystemName), if any. */
  base: string | undefined;
  officeMlsId: string | undefined;
  now: () => Date;
  /** When the pass's paging budget ends (ms). */
  deadline: number;
  /** Whether the listings' read reached the end of the feed. */
  complete: boolean;
  /** Whether any listing that shows changed. */
  listingsChanged: boolean;
  /** The feed's listings that show. */
  properties: readonly Property[];
  /** The keys of the records this pass read in a status other than Closed. */
  notClosedKeys: ReadonlySet<string>;
  /** Every key the MLS lists as showing or Closed, when the daily reconciliation ran whole in this pass. */
  listedKeys: ReadonlySet<string> | null;
  purge: Purge | undefined;
}

export interface SyncSummary {
  outcome: 'complete' | 'partial' | 'busy' | 'failed';
  added: number;
  updated: number;
  removed: number;
  skipped: number;
  /** Records ignored because they were stamped in the future (FUTURE_TOLERANCE_MS past the answer). */
  future: number;
  /** HTTP requests made to the MLS, token requests included. */
  requests: number;
  reconciled: boolean;
  /** Listings that show after the pass. */
  total: number;
  error?: string;
}

/** The pass's one-line summary (npm run listings:sync, the function log). */
export function describeSync(summary: SyncSummary): string {
  if (summary.outcome === 'busy') return 'Sync skipped: another pass holds the lease.';
  const future = summary.future > 0 ? `, ${summary.future} stamped in the future ignored` : '';
  const counts = `${summary.added} added, ${summary.updated} updated, ${summary.removed} removed, ${summary.skipped} skipped${future}`;
  if (summary.outcome === 'failed')
    return `Sync failed (${summary.error ?? 'unknown error'}); stored before it stopped: ${counts}; ${summary.requests} requests.`;
  const reconciled = summary.reconciled ? '; reconciled with the MLS' : '';
  return `Sync ${summary.outcome}: ${counts}; ${summary.requests} requests; ${summary.total} listings show${reconciled}.`;
}

/** One pass: its settings, its clock, and what it changed. */
interface Pass {
  deps: SyncDeps;
  mapper: RecordMapper;
  now: () => Date;
  started: number;
  budgetMs: number;
  pageSize: number;
  /** The filter every request keeps (the feed's OriginatingSystemName), if any. */
  base: string | undefined;
  changes: PassChanges;
  /** The counts as last saved: what the summary reports, so a pass that fails counts nothing it did not keep. */
  stored: PassChanges['counts'];
}

function startPass(deps: SyncDeps): Pass {
  const now = deps.now ?? (() => new Date());
  const changes = noChanges();
  return {
    deps,
    mapper: deps.mapper ?? resoMapper,
    now,
    started: now().getTime(),
    budgetMs: deps.budgetMs ?? 20_000,
    pageSize: deps.pageSize ?? 1000,
    base: deps.originatingSystem ? `OriginatingSystemName eq ${stringLiteral(deps.originatingSystem)}` : undefined,
    changes,
    stored: { ...changes.counts },
  };
}

const elapsed = (pass: Pass): number => pass.now().getTime() - pass.started;

/** Long enough to outlive any pass (a scheduled function ends at 30 s); renewed at every checkpoint. */
const takeLease = (pass: Pass): Promise<Lease | null> =>
  acquireLease(
    pass.deps.store,
    FEED_LEASE_KEY,
    pass.deps.holder ?? crypto.randomUUID(),
    pass.budgetMs + 120_000,
    pass.now,
  );

/** Stores the records and the mark together, only while this pass still holds the lease. */
async function saveState(pass: Pass, lease: Lease, state: FeedState): Promise<void> {
  if (!(await lease.renew())) throw new Error('the sync lease was lost to another pass');
  await writeFeedState(pass.deps.store, state, crypto.randomUUID());
  pass.stored = { ...pass.changes.counts };
}

/**
 * Fetches every record after the mark, in the feed's order, and applies each page as it comes, until the
 * end or the time budget (whole pages only). True when it read to the end.
 */
async function readChanges(pass: Pass, state: FeedState, save: () => Promise<void>): Promise<boolean> {
  const filter = filterAfter(state.mark, pass.base);
  const pages = pass.deps.client.pages('Property', {
    ...(filter ? { filter } : {}),
    expand: 'Media',
    orderby: FEED_ORDER,
    top: pass.pageSize,
  });
  const map = (record: unknown) => pass.mapper.map(record, pass.deps.mapping);
  let pageCount = 0;
  for await (const page of pages) {
    // The answer's own clock: the local one may be off, and a record from the future is judged by the MLS's.
    const answeredAt = page.answeredAt ?? pass.now().getTime();
    for (const skipped of applyPage(state, { records: page.records, answeredAt }, map, pass.changes))
      console.warn(`Sync skipped listing ${skipped.listingKey ?? '(no ListingKey)'}: ${skipped.error}`);
    pageCount += 1;
    if (!page.last && elapsed(pass) >= pass.budgetMs) return false;
    if (pass.deps.checkpointPages && pageCount % pass.deps.checkpointPages === 0) await save();
  }
  return true;
}

/**
 * The daily reconciliation, when due, under the same budget as the paging: a scheduled function ends at
 * 30 s, and one killed mid-way saves nothing, not even the pages it read. Reading the keys takes about as
 * long as a first pass's paging, so it starts only with half the budget left; cut short, or answered with
 * fewer keys than its @odata.count, it removes nothing and stays due. More than a tenth of the listings
 * missing is checked key by key first (plannedRemovals). The keys the MLS listed when it ran whole, else null.
 */
async function reconcileIfDue(pass: Pass, state: FeedState): Promise<ReadonlySet<string> | null> {
  const everyMs = pass.deps.reconcileEveryMs ?? RECONCILE_EVERY_MS;
  if (!reconciliationDue(state, pass.now().getTime(), everyMs) || elapsed(pass) >= pass.budgetMs / 2) return null;
  const present = await readListedKeys(pass);
  if (!present) return null;
  const missing = missingKeys(state, present);
  const check = missing.length > removalCap(state.listings.size) ? await checkRemovals(pass, missing) : null;
  const { remove, withheld } = plannedRemovals(state.listings.size, missing, check);
  if (withheld > 0)
    console.warn(
      `Sync: ${missing.length} of ${state.listings.size} listings are missing from the MLS's keys; ${remove.length} removed, ${withheld} left for the next reconciliation (at most ${removalCap(state.listings.size)} unconfirmed a run).`,
    );
  applyReconciliation(state, remove, pass.changes, pass.now().toISOString());
  return present;
}

/**
 * Every ListingKey the MLS lists with a status that may show; null when the budget ran out first, or when
 * fewer keys came than the answer's @odata.count (a short answer proves no removal).
 */
async function readListedKeys(pass: Pass): Promise<Set<string> | null> {
  const present = new Set<string>();
  let expected: number | undefined;
  for await (const page of pass.deps.client.pages('Property', {
    filter: reconciliationFilter(pass.base, pass.deps.mapping.officeMlsId),
    select: ['ListingKey'],
    top: pass.pageSize,
    count: true,
  })) {
    expected ??= page.count;
    for (const record of page.records) {
      const key = (record as { ListingKey?: unknown } | null)?.ListingKey;
      if (typeof key === 'string') present.add(key);
    }
    if (!page.last && elapsed(pass) >= pass.budgetMs) {
      console.warn(
        `Sync: the reconciliation stopped at the time budget (${present.size} keys read); the next pass tries again.`,
      );
      return null;
    }
  }
  if (expected !== undefined && present.size < expected) {
    console.warn(
      `Sync: the MLS listed ${present.size} keys but counted ${expected}; nothing removed, the next pass tries again.`,
    );
    return null;
  }
  return present;
}

/** Keys a removal check asks for in one request: a $filter of this many `ListingKey eq` terms. */
const CHECKED_KEYS_A_REQUEST = 50;
const SHOWN_STATUS_KEYS = new Set(RECONCILED_STATUSES.map((status) => enumKey(status).toLowerCase()));

/** Re-reads the missing keys, in batches: which are still listed in a status that shows, which are gone. */
async function checkRemovals(pass: Pass, missing: readonly string[]): Promise<RemovalCheck> {
  const listed = new Set<string>();
  const gone = new Set<string>();
  for (let start = 0; start < missing.length; start += CHECKED_KEYS_A_REQUEST) {
    const keys = missing.slice(start, start + CHECKED_KEYS_A_REQUEST);
    const byKey = keys.map((key) => `ListingKey eq ${stringLiteral(key)}`).join(' or ');
    for await (const page of pass.deps.client.pages('Property', {
      filter: pass.base ? `(${pass.base}) and (${byKey})` : byKey,
      select: ['ListingKey', 'StandardStatus'],
      top: CHECKED_KEYS_A_REQUEST,
    }))
      for (const record of page.records) {
        const { ListingKey: key, StandardStatus: status } = (record ?? {}) as Record<string, unknown>;
        if (typeof key !== 'string' || !keys.includes(key)) continue;
        const shows = typeof status === 'string' && SHOWN_STATUS_KEYS.has(enumKey(status).toLowerCase());
        (shows ? listed : gone).add(key);
      }
  }
  return { listed, gone };
}

function summarise(
  pass: Pass,
  outcome: SyncSummary['outcome'],
  state: FeedState | null,
  extra: Partial<SyncSummary> = {},
): SyncSummary {
  const { added, updated, removed, skipped, future } = pass.stored;
  return {
    outcome,
    added,
    updated,
    removed,
    skipped,
    future,
    requests: pass.deps.client.requestCount,
    reconciled: false,
    total: state ? state.listings.size : 0,
    ...extra,
  };
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A failed pass: the error goes into the status (whose last success stays), and into the summary. */
async function recordFailure(pass: Pass, error: unknown): Promise<SyncSummary> {
  const message = errorText(error);
  const at = pass.now().toISOString();
  await writeFeedStatus(pass.deps.store, { lastError: { at, message } }, at).catch(() => undefined);
  return summarise(pass, 'failed', null, { error: message });
}

/** The state a pass starts from: its mapping's, its source's, and from the start with `full`. */
function startingState(pass: Pass, stored: FeedState): FeedState {
  let state = stateForMapping(stored, pass.mapper.version);
  if (pass.deps.source !== undefined) state = stateForSource(state, pass.deps.source);
  if (pass.deps.full) state = stateForFullLoad(state);
  pruneReappearances(state, pass.now().getTime());
  return state;
}

/** Whether the pass read any record the feed's clock allows: the health's sign of a feed that went quiet. */
const readRecords = ({ counts }: PassChanges): boolean =>
  counts.added + counts.updated + counts.removed + counts.unchanged + counts.skipped > 0;

/** Deletes the photo copies of the listings the pass removed: a removed listing's photos go with it. */
async function deleteRemovedPhotos(pass: Pass): Promise<void> {
  const { photos } = pass.deps;
  if (!photos) return;
  for (const { listingKey, mediaKeys } of pass.changes.removedListings)
    await deletePhotoCopies(photos, listingKey, mediaKeys);
}

/**
 * The stages of a pass: lease, fetch and apply (from the start of the feed when the mapping or the source
 * changed, or with `full`), end a new source's load, reconcile, save, snapshot, status, photos, purge. A
 * state that fails its schema fails the pass: the snapshot stays as it was, so the site shows the last good
 * listings while the status and /api/health report the error.
 */
export async function runSyncPass(deps: SyncDeps): Promise<SyncSummary> {
  const pass = startPass(deps);
  const lease = await takeLease(pass);
  if (!lease) return summarise(pass, 'busy', null);
  try {
    const state = startingState(pass, await readFeedState(deps.store));
    const save = () => saveState(pass, lease, state);
    const complete = await readChanges(pass, state, save);
    if (complete) finishReload(state, pass.changes, pass.now().toISOString());
    const listedKeys = complete ? await reconcileIfDue(pass, state) : null;
    if (deps.townAdvisors) assignContacts(state, deps.townAdvisors, pass.changes);
    await save();
    const syncedAt = pass.now().toISOString();
    const properties = feedProperties(state);
    // Also heals a snapshot left behind when an earlier pass stopped between the two writes.
    await writeFeedSnapshot(deps.store, properties, syncedAt);
    await writeFeedStatus(
      deps.store,
      {
        lastSuccessAt: complete ? syncedAt : null,
        lastError: null,
        count: properties.length,
        mark: state.mark,
        ...(readRecords(pass.changes) ? { lastRecordAt: syncedAt } : {}),
        reappeared: reappearances(state),
      },
      syncedAt,
    );
    await deleteRemovedPhotos(pass);
    if (pass.changes.changedIds.size > 0) await deps.purge?.(purgedTags(pass.changes.changedIds));
    await deps
      .afterPass?.({
        client: deps.client,
        base: pass.base,
        officeMlsId: deps.mapping.officeMlsId,
        now: pass.now,
        deadline: pass.started + pass.budgetMs,
        complete,
        listingsChanged: pass.changes.changedIds.size > 0,
        properties,
        notClosedKeys: pass.changes.notClosedKeys,
        listedKeys,
        purge: deps.purge,
      })
      .catch((error: unknown) => console.error(`Sync: the stage after the listings failed: ${errorText(error)}`));
    return summarise(pass, complete ? 'complete' : 'partial', state, { reconciled: listedKeys !== null });
  } catch (error) {
    if (error instanceof FeedStateError) console.error(`Sync failed: ${error.message}`);
    return await recordFailure(pass, error);
  } finally {
    await lease.release().catch(() => undefined);
  }
}

/** Past this many changed listings a pass purges every listing page at once rather than page by page. */
export const MAX_PAGE_TAGS = 100;

/** The cached answers and pages a pass's changes make stale. */
export function purgedTags(changedIds: ReadonlySet<number>): string[] {
  if (changedIds.size > MAX_PAGE_TAGS) return [CACHE_TAGS.listings, CACHE_TAGS.listingPages];
  return [CACHE_TAGS.listings, ...[...changedIds].map(CACHE_TAGS.property)];
}

/**
 * Removes everything the feed keeps in a store (snapshot, status, state, lease): for a local store whose
 * feed was the fixture MLS, when the server starts without it.
 */
export async function clearFeed(store: Store): Promise<void> {
  await Promise.all(
    [FEED_SNAPSHOT_KEY, FEED_STATUS_KEY, FEED_STATE_KEY, FEED_LEASE_KEY].map((key) => store.delete(key)),
  );
}
