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
import { acquireLease } from '#src/lib/server/lease.ts';
import { FEED_SNAPSHOT_KEY, writeFeedSnapshot } from '#src/lib/server/listing-snapshot.ts';
import {
  applyRecord,
  emptyFeedState,
  feedProperties,
  FEED_ORDER,
  filterAfter,
  isAfter,
  reconciliationFilter,
  recordPosition,
  removeMissing,
  stringLiteral,
  type FeedState,
  type RecordChange,
} from './feed-state.ts';
import { mapResoRecord, type MappingContext } from './mapping.ts';
import type { ResoClient } from './reso-client.server.ts';

export const FEED_STATE_KEY = 'mls/state';
export const FEED_LEASE_KEY = 'mls/lease';

/** A full day between reconciliations. */
export const RECONCILE_EVERY_MS = 24 * 60 * 60 * 1000;

export interface SyncDeps {
  client: ResoClient;
  store: Store;
  mapping: MappingContext;
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

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export async function runSyncPass(deps: SyncDeps): Promise<SyncSummary> {
  const now = deps.now ?? (() => new Date());
  const budgetMs = deps.budgetMs ?? 20_000;
  const { store, client } = deps;
  const started = now().getTime();
  // Long enough to outlive any pass (a scheduled function ends at 30 s); renewed at every checkpoint.
  const lease = await acquireLease(store, FEED_LEASE_KEY, deps.holder ?? crypto.randomUUID(), budgetMs + 120_000, now);
  const counts: Record<RecordChange | 'skipped', number> = {
    added: 0,
    updated: 0,
    removed: 0,
    unchanged: 0,
    skipped: 0,
  };
  // What the summary reports: the changes stored so far, so a pass that fails counts nothing it did not keep.
  let stored = { ...counts };
  const summary = (
    outcome: SyncSummary['outcome'],
    state: FeedState | null,
    extra: Partial<SyncSummary> = {},
  ): SyncSummary => ({
    outcome,
    added: stored.added,
    updated: stored.updated,
    removed: stored.removed,
    skipped: stored.skipped,
    requests: client.requestCount,
    reconciled: false,
    total: state ? Object.keys(state.listings).length : 0,
    ...extra,
  });
  if (!lease) return summary('busy', null);

  const changedIds = new Set<number>();
  let state: FeedState | null = null;
  try {
    state = await readFeedState(store);
    const save = async () => {
      if (!(await lease.renew())) throw new Error('the sync lease was lost to another pass');
      await writeJsonBlob(store, FEED_STATE_KEY, state, { revision: crypto.randomUUID() });
      stored = { ...counts };
    };
    const base = deps.originatingSystem
      ? `OriginatingSystemName eq ${stringLiteral(deps.originatingSystem)}`
      : undefined;
    const filter = filterAfter(state.mark, base);
    const pages = client.pages('Property', {
      ...(filter ? { filter } : {}),
      expand: 'Media',
      orderby: FEED_ORDER,
      top: deps.pageSize ?? 1000,
    });
    let complete = true;
    let pageCount = 0;
    for await (const page of pages) {
      for (const record of page.records) {
        const mapped = mapResoRecord(record, deps.mapping);
        if (mapped.outcome === 'invalid') {
          counts.skipped += 1;
          console.warn(`Sync skipped listing ${mapped.listingKey ?? '(no ListingKey)'}: ${mapped.error}`);
        } else {
          const change = applyRecord(state, mapped);
          counts[change] += 1;
          // A removed listing keeps its id in state.ids, so its page can be purged too.
          const id = state.ids[mapped.listingKey];
          if (change !== 'unchanged' && id !== undefined) changedIds.add(id);
        }
        const position = recordPosition(record);
        if (position && isAfter(state.mark, position.timestamp, position.key)) state.mark = position;
      }
      pageCount += 1;
      if (!page.last && now().getTime() - started >= budgetMs) {
        complete = false;
        break;
      }
      if (deps.checkpointPages && pageCount % deps.checkpointPages === 0) await save();
    }

    let reconciled = false;
    const lastReconciled = state.lastReconciledAt ? Date.parse(state.lastReconciledAt) : 0;
    // Under the same budget as the paging: a scheduled function ends at 30 s, and one killed mid-way saves
    // nothing, not even the pages it read. Reading the keys takes about as long as a first pass's paging,
    // so it starts only with half the budget left; cut short, it removes nothing and stays due.
    const due = now().getTime() - lastReconciled >= (deps.reconcileEveryMs ?? RECONCILE_EVERY_MS);
    if (complete && due && now().getTime() - started < budgetMs / 2) {
      const present = new Set<string>();
      let whole = true;
      for await (const page of client.pages('Property', {
        filter: reconciliationFilter(base),
        select: ['ListingKey'],
        top: deps.pageSize ?? 1000,
      })) {
        for (const record of page.records) {
          const key = (record as { ListingKey?: unknown } | null)?.ListingKey;
          if (typeof key === 'string') present.add(key);
        }
        if (!page.last && now().getTime() - started >= budgetMs) {
          whole = false;
          break;
        }
      }
      if (whole) {
        for (const id of removeMissing(state, present)) {
          counts.removed += 1;
          changedIds.add(id);
        }
        state.lastReconciledAt = now().toISOString();
        reconciled = true;
      } else
        console.warn(
          `Sync: the reconciliation stopped at the time budget (${present.size} keys read); the next pass tries again.`,
        );
    }

    await save();
    const syncedAt = now().toISOString();
    const properties = feedProperties(state);
    // Also heals a snapshot left behind when an earlier pass stopped between the two writes.
    await writeFeedSnapshot(store, properties, syncedAt);
    await writeFeedStatus(
      store,
      { lastSuccessAt: complete ? syncedAt : null, lastError: null, count: properties.length },
      syncedAt,
    );
    if (changedIds.size > 0) await deps.purge?.(purgedTags(changedIds));
    return summary(complete ? 'complete' : 'partial', state, { reconciled });
  } catch (error) {
    const message = errorText(error);
    await writeFeedStatus(store, { lastError: { at: now().toISOString(), message } }, now().toISOString()).catch(
      () => undefined,
    );
    return summary('failed', null, { error: message });
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
