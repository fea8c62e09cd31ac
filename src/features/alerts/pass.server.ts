/**
 * One alert pass (README, Saved searches and alerts: the alert pass). Under a lease in the store "alerts",
 * it compares the catalogue with the snapshot it last handled, matches the changes through the index of
 * active searches, queues them on each matching search of each owner, and sends what is due (instant at
 * once, digests at 8:00 AM New York time) within the 10-a-day cap. The first pass only records a baseline.
 *
 * Each change goes into one e-mail, sent at least once (delivery may repeat it, with the same Message-ID):
 * an owner's due batches are taken from its stored queues, each e-mail gets an id derived from (owner,
 * search, dedupe keys) and is stored with onlyIfNew BEFORE the owner's record marks the keys sent.
 * A pass that dies in between leaves the queue as it was, so the next one derives the same id and finds
 * the e-mail already stored. New changes are queued only after that, so they never alter a pending batch.
 */
import type { Store } from '@netlify/blobs';
import { ulid } from 'ulid';
import type { Catalog } from '#src/features/listings/catalog.server.ts';
import { deliverRecord, outboxHooks, type DeliveryDeps } from '#src/features/mail/delivery.server.ts';
import { queueMessageOnce } from '#src/features/mail/messages.server.ts';
import { acquireLease, type Lease } from '#src/lib/server/lease.ts';
import { readJsonBlob, writeJsonBlob } from '#src/lib/server/json-blob.ts';
import { searchLocale, type AlertOwner, type QueuedChange, type SavedSearch } from '#src/schemas/saved-search.ts';
import { SEARCH_FILTER_RULES } from '#src/schemas/search-filter-rules.ts';
import { alertItems, composeAlertEmail } from './alert-email.tsx';
import {
  catalogueChanges,
  sentKey,
  takeSnapshot,
  type CatalogueChange,
  type CatalogueSnapshot,
} from './catalogue-changes.ts';
import { manageLink, savedSearchName, searchLink, unsubscribeLinks } from './links.ts';
import { createSearchMatcher, matchesSearch } from './matching.ts';
import { readIndex, readOwner, updateOwner } from './owners.server.ts';
import { alertDue, alertsLeftToday, newYorkDay } from './schedule.ts';
import { PASS_STATE_KEY } from './catalogue-changes.ts';

export const PASS_LEASE_KEY = 'pass/lease';
/** A pass renews its lease while it works; one that died frees it after this long. */
const LEASE_MS = 60_000;
/** A search keeps this many sent keys (newest), and queues at most this many changes (newest). */
const MAX_SENT = 500;
const MAX_QUEUE = 200;

/** Changes matched to one owner's searches: search id → changes. */
type OwnerWork = Record<string, CatalogueChange[]>;

/** What a pass keeps between passes (one blob, written only under the lease). */
interface PassState {
  snapshot: CatalogueSnapshot;
  /** Owners with queued changes: digests and what the cap held back, checked on every pass. */
  queued: string[];
  /** Matched changes of owners a pass had no time for, handled first by the next. */
  backlog: Record<string, OwnerWork>;
}

export interface AlertPassDeps {
  /** The store "alerts". */
  store: Store;
  /** Lead delivery: its "messages" store, transports and clock (the pass's clock too). */
  delivery: DeliveryDeps;
  catalog: () => Promise<Catalog>;
  secret: string;
  siteUrl: string;
  brand: string;
  idx: { disclaimer: string; lastUpdated: string };
  /** Owners are left to the next pass once the wall clock passes this (epoch ms). */
  deadline?: number;
  holder?: string;
  concurrency?: number;
  log?: Pick<Console, 'log' | 'error'>;
}

export interface AlertPassSummary {
  outcome: 'baseline' | 'complete' | 'partial' | 'busy';
  /** Catalogue changes found. */
  changes: number;
  /** Listings that appeared without a "new listing" alert: returning feed listings, a mass appearance. */
  unannounced: number;
  /** (search, change) pairs the index matched. */
  matched: number;
  /** Alert e-mails stored for delivery. */
  emails: number;
  /** Due alerts the 10-a-day cap held back (they stay queued). */
  held: number;
  /** Owners left to the next pass (out of time, or an error). */
  deferred: number;
}

export function describeAlertPass(summary: AlertPassSummary): string {
  if (summary.outcome === 'busy') return 'Alert pass skipped: another pass holds the lease.';
  if (summary.outcome === 'baseline')
    return 'Alert pass: first pass, the catalogue is recorded as the baseline; nothing sent.';
  const deferred = summary.deferred ? `; ${summary.deferred} owners left to the next pass` : '';
  const unannounced = summary.unannounced
    ? ` (${summary.unannounced} listings returned or appeared at once, not announced as new)`
    : '';
  return (
    `Alert pass ${summary.outcome}: ${summary.changes} catalogue changes${unannounced}, ${summary.matched} matched, ` +
    `${summary.emails} e-mails queued, ${summary.held} held by the daily cap${deferred}.`
  );
}

async function readState(store: Store): Promise<PassState | null> {
  const state = (await readJsonBlob(store, PASS_STATE_KEY)) as Partial<PassState> | null;
  return state?.snapshot
    ? { snapshot: state.snapshot, queued: state.queued ?? [], backlog: state.backlog ?? {} }
    : null;
}

/** The e-mail's id, from what it tells: the same batch of the same search always gets the same id. */
export async function alertMessageId(owner: string, search: string, keys: readonly string[]): Promise<string> {
  const text = [owner, search, ...[...keys].sort()].join('\n');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `alert-${Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The owner with new changes queued on its active searches, leaving out what was sent or queued already. */
export function queueChanges(current: AlertOwner | null, work: OwnerWork, at: string): AlertOwner | undefined {
  if (!current) return undefined;
  const searches = current.searches.map((search): SavedSearch => {
    const changes = work[search.id];
    if (!changes || search.state !== 'active') return search;
    const known = new Set([...search.sent, ...search.queue.map(sentKey)]);
    const fresh: QueuedChange[] = [];
    for (const change of changes) {
      if (known.has(sentKey(change))) continue;
      known.add(sentKey(change));
      fresh.push({ ...change, at });
    }
    return fresh.length === 0 ? search : { ...search, queue: [...search.queue, ...fresh].slice(-MAX_QUEUE) };
  });
  return searches.some((search, i) => search !== current.searches[i]) ? { ...current, searches } : undefined;
}

/** A due batch of one search: the sent keys it settles, and whether an e-mail went with it. */
interface Batch {
  search: string;
  keys: string[];
  emailed: boolean;
}

/** The owner with its batches marked sent: out of the queue, into `sent`, counted against today's cap. */
export function markSent(current: AlertOwner | null, batches: readonly Batch[], now: Date): AlertOwner | undefined {
  if (!current) return undefined;
  const today = newYorkDay(now);
  let emails = 0;
  const searches = current.searches.map((search): SavedSearch => {
    const batch = batches.find((b) => b.search === search.id);
    if (!batch) return search;
    const keys = new Set(batch.keys);
    if (batch.emailed) emails += 1;
    const sent = [...search.sent.filter((key) => !keys.has(key)), ...batch.keys].slice(-MAX_SENT);
    return {
      ...search,
      queue: search.queue.filter((change) => !keys.has(sentKey(change))),
      sent,
      lastDigestAt: now.toISOString(),
    };
  });
  const count = (current.alertsToday.day === today ? current.alertsToday.count : 0) + emails;
  return { ...current, searches, alertsToday: { day: today, count } };
}

interface OwnerResult {
  emails: number;
  held: number;
  /** Whether changes still wait on an active search after this. */
  queued: boolean;
}

interface PassContext {
  deps: AlertPassDeps;
  catalog: Catalog;
  /** The e-mails stored by this pass, for their first attempt at its end. */
  outgoing: string[];
}

/** Sends the due batches stored on an owner's searches (see the top of this file for the order). */
async function sendDue(
  ctx: PassContext,
  owner: string,
  record: AlertOwner,
): Promise<OwnerResult & { record: AlertOwner }> {
  const { deps, catalog } = ctx;
  const now = deps.delivery.now();
  let left = alertsLeftToday(record.alertsToday, now);
  let held = 0;
  const batches: Batch[] = [];
  const messages: string[] = [];
  const hooks = outboxHooks('message', () => deps.delivery, undefined);
  // The longest waiting first, so what the cap holds back one day goes first the next.
  const oldest = (search: SavedSearch) => Math.min(...search.queue.map((change) => Date.parse(change.at)));
  const waiting = record.searches.filter((search) => search.state === 'active' && search.queue.length > 0);
  for (const search of waiting.sort((a, b) => oldest(a) - oldest(b))) {
    const since = search.confirmedAt ?? search.createdAt;
    const queuedAt = search.queue.map((change) => change.at);
    if (!alertDue(search.frequency, queuedAt, search.lastDigestAt, since, now)) continue;
    const keys = search.queue.map(sentKey);
    const items = alertItems(
      search.queue,
      (id) => catalog.byId.get(id),
      (p) => matchesSearch(search.filters, p, now),
    );
    // Every listing sold, gone or out of the search since: nothing to tell, the queue is just settled.
    if (items.length === 0) {
      batches.push({ search: search.id, keys, emailed: false });
      continue;
    }
    if (left === 0) {
      held += 1;
      continue;
    }
    left -= 1;
    const id = await alertMessageId(owner, search.id, keys);
    // In the language of the page the search was saved from, with links to that language's pages.
    const locale = searchLocale(search);
    const email = composeAlertEmail({
      brand: deps.brand,
      siteUrl: deps.siteUrl,
      searchName: savedSearchName(search.filters, locale),
      frequency: search.frequency,
      items,
      links: {
        seeAll: searchLink(deps.siteUrl, search.filters, locale),
        manage: await manageLink(deps.secret, deps.siteUrl, owner, record, now, locale),
        unsubscribe: await unsubscribeLinks(deps.secret, deps.siteUrl, owner, search.id, record, now, locale),
      },
      idx: deps.idx,
      syncedAt: catalog.syncedAt,
      locale,
    });
    await queueMessageOnce(deps.delivery.records('message'), hooks, id, {
      purpose: 'alert',
      createdAt: now.toISOString(),
      email: { to: record.email, ...email },
    });
    batches.push({ search: search.id, keys, emailed: true });
    messages.push(id);
  }
  if (batches.length === 0) return { record, emails: 0, held, queued: hasQueue(record) };
  const updated = await updateOwner(deps.store, owner, (current) => markSent(current, batches, now), now);
  ctx.outgoing.push(...messages);
  return { record: updated ?? record, emails: messages.length, held, queued: updated ? hasQueue(updated) : false };
}

const hasQueue = (record: AlertOwner): boolean =>
  record.searches.some((search) => search.state === 'active' && search.queue.length > 0);

async function handleOwner(ctx: PassContext, owner: string, work: OwnerWork | undefined): Promise<OwnerResult> {
  const record = await readOwner(ctx.deps.store, owner);
  if (!record) return { emails: 0, held: 0, queued: false };
  // What was queued before goes first, as stored; then this pass's changes, then what of them is due.
  const first = await sendDue(ctx, owner, record);
  if (!work) return first;
  const now = ctx.deps.delivery.now();
  const at = now.toISOString();
  // Whether the last try of the update (the one written) queued anything.
  const outcome = { added: false };
  const queued = await updateOwner(
    ctx.deps.store,
    owner,
    (current) => {
      const next = queueChanges(current, work, at);
      outcome.added = next !== undefined;
      return next;
    },
    now,
  );
  if (!queued || !outcome.added) return first;
  const second = await sendDue(ctx, owner, queued);
  return { emails: first.emails + second.emails, held: second.held, queued: second.queued };
}

/** Keeps the lease while the pass works; false once it is lost. */
function leaseKeeper(lease: Lease): () => Promise<boolean> {
  let renewedAt = Date.now();
  let kept = true;
  return async () => {
    if (kept && Date.now() - renewedAt > LEASE_MS / 3) {
      kept = await lease.renew();
      renewedAt = Date.now();
    }
    return kept;
  };
}

/**
 * The first delivery attempt of the pass's e-mails, started only before the deadline: whatever is left,
 * and whatever fails, the delivery pass (deliver-leads, every 5 minutes) sends from its pending markers.
 */
async function firstAttempts(deps: AlertPassDeps, ids: string[]): Promise<void> {
  const worker = async () => {
    for (let id = ids.shift(); id !== undefined; id = ids.shift()) {
      if (deps.deadline !== undefined && Date.now() > deps.deadline) return;
      await deliverRecord(deps.delivery, 'message', id).catch((error: unknown) => {
        deps.log?.error(`Alert pass: first attempt for message ${id}:`, error);
      });
    }
  };
  await Promise.all(Array.from({ length: deps.concurrency ?? 8 }, worker));
}

export async function runAlertPass(deps: AlertPassDeps): Promise<AlertPassSummary> {
  const summary: AlertPassSummary = {
    outcome: 'complete',
    changes: 0,
    unannounced: 0,
    matched: 0,
    emails: 0,
    held: 0,
    deferred: 0,
  };
  const lease = await acquireLease(deps.store, PASS_LEASE_KEY, deps.holder ?? ulid(), LEASE_MS, deps.delivery.now);
  if (!lease) return { ...summary, outcome: 'busy' };
  try {
    const catalog = await deps.catalog();
    const state = await readState(deps.store);
    const snapshot = takeSnapshot(catalog.version, catalog.properties, state?.snapshot);
    if (!state) {
      await writeJsonBlob(deps.store, PASS_STATE_KEY, { snapshot, queued: [], backlog: {} } satisfies PassState);
      return { ...summary, outcome: 'baseline' };
    }
    const { changes, unannounced } =
      state.snapshot.version === catalog.version
        ? { changes: [], unannounced: 0 }
        : catalogueChanges(state.snapshot, catalog.properties);
    summary.changes = changes.length;
    summary.unannounced = unannounced;

    const work = new Map<string, OwnerWork>(Object.entries(state.backlog));
    if (changes.length > 0) {
      // "Open house this week" is the pass's week; a digest checks each change again in its own.
      const matcher = createSearchMatcher(await readIndex(deps.store), SEARCH_FILTER_RULES, deps.delivery.now());
      for (const change of changes) {
        const property = catalog.byId.get(change.id);
        if (!property) continue;
        for (const { owner, search } of matcher.match(property)) {
          const owned = work.get(owner) ?? {};
          (owned[search] ??= []).push(change);
          work.set(owner, owned);
          summary.matched += 1;
        }
      }
    }

    const waiting = new Set(state.queued);
    const owners = [...new Set([...work.keys(), ...waiting])];
    const queued = new Set<string>();
    const backlog: Record<string, OwnerWork> = {};
    const keep = leaseKeeper(lease);
    const ctx: PassContext = { deps, catalog, outgoing: [] };
    let stopped = false;
    const worker = async () => {
      for (let owner = owners.shift(); owner !== undefined; owner = owners.shift()) {
        const ownerWork = work.get(owner);
        const defer = () => {
          summary.deferred += 1;
          if (ownerWork) backlog[owner] = ownerWork;
          if (waiting.has(owner)) queued.add(owner);
        };
        if (stopped || (deps.deadline !== undefined && Date.now() > deps.deadline) || !(await keep())) {
          stopped = true;
          defer();
          continue;
        }
        try {
          const result = await handleOwner(ctx, owner, ownerWork);
          summary.emails += result.emails;
          summary.held += result.held;
          if (result.queued) queued.add(owner);
        } catch (error) {
          deps.log?.error('Alert pass: an owner failed, left to the next pass:', error);
          defer();
        }
      }
    };
    await Promise.all(Array.from({ length: deps.concurrency ?? 8 }, worker));
    if (!(await keep())) return { ...summary, outcome: 'partial' };
    const next: PassState = { snapshot, queued: [...queued], backlog };
    await writeJsonBlob(deps.store, PASS_STATE_KEY, next);
    if (summary.deferred > 0) summary.outcome = 'partial';
    await firstAttempts(deps, ctx.outgoing);
    return summary;
  } finally {
    await lease.release();
  }
}
