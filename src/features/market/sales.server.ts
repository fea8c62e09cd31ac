/**
 * The closed sales in the Blobs store "sales": one gzipped JSON blob under a key of the sync's own, checked
 * whole against its schema when read back; and a read of the MLS's Closed records modified since the mark,
 * page by page, after the removal of the sales the MLS no longer lists as Closed, then the pruning of what
 * is older than 36 months.
 */
import type { Store } from '@netlify/blobs';
import { readJsonBlob, writeJsonBlob } from '#src/lib/server/json-blob.ts';
import { salesStateSchema, type SalesStateData } from '#src/schemas/closed-sale.ts';
import { FEED_ORDER } from '#src/features/mls/feed-state.ts';
import type { ResoClient } from '#src/features/mls/reso-client.server.ts';
import {
  applySalesPage,
  emptySalesState,
  localDay,
  noSalesChanges,
  oldestCloseDate,
  pruneSales,
  removeUnlisted,
  salesChanged,
  salesFilter,
  type SalesChanges,
  type SalesState,
  type SeenKeys,
} from './sales-state.ts';

export const SALES_STATE_KEY = 'sales/state';

/** The sales kept, or none before the first read; a blob that fails its schema is an error naming the key. */
export async function readSalesState(store: Store): Promise<SalesState> {
  const stored = await readJsonBlob(store, SALES_STATE_KEY);
  if (stored === null) return emptySalesState();
  const parsed = salesStateSchema.safeParse(stored);
  if (!parsed.success)
    throw new Error(`The sales ${SALES_STATE_KEY} fail their schema; the next full read rewrites them.`);
  return { mark: parsed.data.mark, sales: new Map(parsed.data.sales.map((sale) => [sale.ListingKey, sale])) };
}

export async function writeSalesState(store: Store, state: SalesState): Promise<void> {
  const data: SalesStateData = { format: 1, mark: state.mark, sales: [...state.sales.values()] };
  await writeJsonBlob(store, SALES_STATE_KEY, data, { count: state.sales.size });
}

export interface SalesReadDeps {
  client: ResoClient;
  store: Store;
  officeMlsId: string | undefined;
  /** The filter every request keeps (the feed's OriginatingSystemName), if any. */
  base: string | undefined;
  now: () => Date;
  /** Paging stops at this time (ms), after a whole page: the next pass resumes from the mark. */
  deadline: number;
  pageSize?: number;
  /** What the listings' read of the pass saw: the sales the MLS no longer lists as Closed leave first. */
  seen: SeenKeys;
}

export interface SalesRead {
  state: SalesState;
  changes: SalesChanges;
  /** True when it read to the end of the changes. */
  complete: boolean;
  /** Sales missing from the MLS's keys but left, past the share one reconciliation removes. */
  withheld: number;
}

/**
 * Removes the sales the MLS no longer lists as Closed (removeUnlisted), reads the Closed records modified
 * since the mark (at least one page, then until the deadline), prunes the sales older than 36 months, and
 * stores the sales with their mark when anything moved.
 */
export async function readSales(deps: SalesReadDeps): Promise<SalesRead> {
  const state = await readSalesState(deps.store);
  const markBefore = JSON.stringify(state.mark);
  const oldest = oldestCloseDate(localDay(deps.now()));
  const changes = noSalesChanges();
  const withheld = removeUnlisted(state, deps.seen, changes);
  let complete = true;
  for await (const page of deps.client.pages('Property', {
    filter: salesFilter(state.mark, oldest, deps.base),
    orderby: FEED_ORDER,
    top: deps.pageSize ?? 1000,
  })) {
    const answeredAt = page.answeredAt ?? deps.now().getTime();
    applySalesPage(state, { records: page.records, answeredAt }, { officeMlsId: deps.officeMlsId, oldest }, changes);
    if (!page.last && deps.now().getTime() >= deps.deadline) {
      complete = false;
      break;
    }
  }
  pruneSales(state, oldest, changes);
  if (salesChanged(changes) || JSON.stringify(state.mark) !== markBefore) await writeSalesState(deps.store, state);
  return { state, changes, complete, withheld };
}
