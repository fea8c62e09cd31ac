/**
 * One sync pass of the MLS feed into the Blobs store "listings" (see README, Listings from the MLS):
 * under a lease, it reads every Property record modified after the stored mark, in the feed's order,
 * maps each one, and stores the records with the mark that covers them in one write. Once a day, after a
 * complete pass, it also asks for the keys of every listing that may show and removes any the MLS no
 * longer has. Then it writes the catalogue's snapshot and purges the cached pages and answers that changed.
 */
import type { Store } from '@netlify/blobs';
import { CACHE_TAGS, type Purge } from '#src/lib/server/cache.ts';
import { FEED_STATUS_KEY, writeFeedStatus } from '#src/lib/server/feed-status.ts';
import { readJsonBlob, writeJsonBlob } from '#src/lib/server/json-blob.ts';
import { acquireLease, type Lease } from '#src/lib/server/lease.ts';
import { FEED_SNAPSHOT_KEY, writeFeedSnapshot } from '#src/lib/server/listing-snapshot.ts';
import {
  applyPage,
  applyReconciliation,
  emptyFeedState,
  feedProperties,
  FEED_ORDER,
  filterAfter,
  noChanges,
  reconciliationDue,
  reconciliationFilter,
  stateForMapping,
  stringLiteral,
  type FeedState,
  type PassChanges,
} from './feed-state.ts';
import { resoMapper, type MappingContext, type RecordMapper } from './mapping.ts';
import type { ResoClient } from './reso-client.server.ts';

export const FEED_STATE_KEY = 'mls/state';
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
}

export interface SyncSummary {
  outcome: 'complete' | 'partial' | 'busy' | 'failed';
  added: number;
  updated: number;
  removed: number;
  skipped: number;
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
  const counts = `${summary.added} added, ${summary.updated} updated, ${summary.removed} removed, ${summary.skipped} skipped`;
  if (summary.outcome === 'failed')
    return `Sync failed (${summary.error ?? 'unknown error'}); stored before it stopped: ${counts}; ${summary.requests} requests.`;
  const reconciled = summary.reconciled ? '; reconciled with the MLS' : '';
  return `Sync ${summary.outcome}: ${counts}; ${summary.requests} requests; ${summary.total} listings show${reconciled}.`;
}

/** The stored replication state, or an empty one before the first pass. */
export async function readFeedState(store: Store): Promise<FeedState> {
  const state = (await readJsonBlob(store, FEED_STATE_KEY)) as FeedState | null;
  return state?.format === 1 ? state : emptyFeedState();
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
  await writeJsonBlob(pass.deps.store, FEED_STATE_KEY, state, { revision: crypto.randomUUID() });
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
    for (const skipped of applyPage(state, page.records, map, pass.changes))
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
 * long as a first pass's paging, so it starts only with half the budget left; cut short, it removes
 * nothing and stays due. True when it ran whole.
 */
async function reconcileIfDue(pass: Pass, state: FeedState): Promise<boolean> {
  const everyMs = pass.deps.reconcileEveryMs ?? RECONCILE_EVERY_MS;
  if (!reconciliationDue(state, pass.now().getTime(), everyMs) || elapsed(pass) >= pass.budgetMs / 2) return false;
  const present = await readListedKeys(pass);
  if (!present) return false;
  applyReconciliation(state, present, pass.changes, pass.now().toISOString());
  return true;
}

/** Every ListingKey the MLS lists with a status that may show, or null when the budget ran out first. */
async function readListedKeys(pass: Pass): Promise<Set<string> | null> {
  const present = new Set<string>();
  for await (const page of pass.deps.client.pages('Property', {
    filter: reconciliationFilter(pass.base),
    select: ['ListingKey'],
    top: pass.pageSize,
  })) {
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
  return present;
}

function summarise(
  pass: Pass,
  outcome: SyncSummary['outcome'],
  state: FeedState | null,
  extra: Partial<SyncSummary> = {},
): SyncSummary {
  const { added, updated, removed, skipped } = pass.stored;
  return {
    outcome,
    added,
    updated,
    removed,
    skipped,
    requests: pass.deps.client.requestCount,
    reconciled: false,
    total: state ? Object.keys(state.listings).length : 0,
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

/**
 * The stages of a pass: lease, fetch and apply (from the start of the feed when the mapping changed),
 * reconcile, save, snapshot, status, purge.
 */
export async function runSyncPass(deps: SyncDeps): Promise<SyncSummary> {
  const pass = startPass(deps);
  const lease = await takeLease(pass);
  if (!lease) return summarise(pass, 'busy', null);
  try {
    const state = stateForMapping(await readFeedState(deps.store), pass.mapper.version);
    const save = () => saveState(pass, lease, state);
    const complete = await readChanges(pass, state, save);
    const reconciled = complete && (await reconcileIfDue(pass, state));
    await save();
    const syncedAt = pass.now().toISOString();
    const properties = feedProperties(state);
    // Also heals a snapshot left behind when an earlier pass stopped between the two writes.
    await writeFeedSnapshot(deps.store, properties, syncedAt);
    const lastSuccessAt = complete ? syncedAt : null;
    await writeFeedStatus(deps.store, { lastSuccessAt, lastError: null, count: properties.length }, syncedAt);
    if (pass.changes.changedIds.size > 0) await deps.purge?.(purgedTags(pass.changes.changedIds));
    return summarise(pass, complete ? 'complete' : 'partial', state, { reconciled });
  } catch (error) {
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
