/**
 * The closed sales the sync keeps (the store "sales", README: Market statistics), and the pure steps of
 * reading them: the query after the mark, a page applied, and the pruning of sales older than the 36 months
 * the figures cover. The sales and their mark are one blob, written together.
 */
import type { ClosedSale, SalesStateData } from '#src/schemas/closed-sale.ts';
import {
  FUTURE_TOLERANCE_MS,
  filterAfter,
  isAfter,
  plannedRemovals,
  recordPosition,
} from '#src/features/mls/feed-state.ts';
import { newYorkDate } from '#src/schemas/open-house-week.ts';
import { closedSaleOf } from './closed-sale.ts';

export interface SalesState {
  mark: SalesStateData['mark'];
  /** By ListingKey. */
  sales: Map<string, ClosedSale>;
}

export const emptySalesState = (): SalesState => ({ mark: null, sales: new Map() });

/** The months of closings kept: the figures' 36-month series. */
export const SALES_MONTHS_KEPT = 36;

/** "YYYY-MM-01" of the month `back` months before the month of `day` ("YYYY-MM-DD"). */
export function monthStartBefore(day: string, back: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 - back;
  const start = new Date(Date.UTC(year, month, 1));
  return start.toISOString().slice(0, 10);
}

/** The first CloseDate kept on `today` (New York's date): the first day of the month 36 months back. */
export const oldestCloseDate = (today: string): string => monthStartBefore(today, SALES_MONTHS_KEPT);

/** The calendar date in Rhode Island at `at`, "YYYY-MM-DD": the MLS's dates are local dates. */
export const localDay = (at: Date): string => newYorkDate(at.getTime());

/**
 * The $filter of the next read. The first asks for the Closed records closed on or after `oldest`; the next
 * ones for every Closed record modified after the mark, whatever its CloseDate, so a sale corrected to an
 * older date is read again and leaves.
 */
export function salesFilter(mark: SalesState['mark'], oldest: string, base?: string): string {
  const closed = mark ? "StandardStatus eq 'Closed'" : `StandardStatus eq 'Closed' and CloseDate ge ${oldest}`;
  return filterAfter(mark, base ? `(${base}) and ${closed}` : closed) ?? closed;
}

export interface SalesChanges {
  added: number;
  updated: number;
  removed: number;
  skipped: number;
}

export const noSalesChanges = (): SalesChanges => ({ added: 0, updated: 0, removed: 0, skipped: 0 });
export const salesChanged = (changes: SalesChanges): boolean => changes.added + changes.updated + changes.removed > 0;

const sameSale = (a: ClosedSale, b: ClosedSale): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies a page of raw records (in place): a valid sale closed on or after `oldest` is kept or replaces its
 * older version, one closed before it goes. A record that is no sale leaves what was kept, as a bad listing
 * record never removes a good listing. The mark moves past every record with a key and a timestamp, except
 * one stamped more than FUTURE_TOLERANCE_MS past the answer.
 */
export function applySalesPage(
  state: SalesState,
  page: { records: readonly unknown[]; answeredAt: number },
  context: { officeMlsId: string | undefined; oldest: string },
  changes: SalesChanges,
): void {
  for (const record of page.records) {
    const position = recordPosition(record);
    if (position && Date.parse(position.timestamp) > page.answeredAt + FUTURE_TOLERANCE_MS) {
      changes.skipped += 1;
      continue;
    }
    const outcome = closedSaleOf(record, context.officeMlsId);
    if ('skip' in outcome) changes.skipped += 1;
    else if (outcome.sale.CloseDate < context.oldest) {
      if (state.sales.delete(outcome.sale.ListingKey)) changes.removed += 1;
    } else {
      const { sale } = outcome;
      const kept = state.sales.get(sale.ListingKey);
      if (!kept) changes.added += 1;
      else if (!sameSale(kept, sale)) changes.updated += 1;
      state.sales.set(sale.ListingKey, sale);
    }
    if (position && isAfter(state.mark, position.timestamp, position.key)) state.mark = position;
  }
}

/** Removes the sales closed before `oldest` (in place). */
export function pruneSales(state: SalesState, oldest: string, changes: SalesChanges): void {
  for (const [key, sale] of state.sales)
    if (sale.CloseDate < oldest) {
      state.sales.delete(key);
      changes.removed += 1;
    }
}

/** What the listings' read of a pass saw of the MLS's keys (StoredPass). */
export interface SeenKeys {
  /** Read in a status other than Closed. */
  notClosed: ReadonlySet<string>;
  /** Every key listed as showing, or Closed of the office's own, from a whole reconciliation; null without one. */
  listed: ReadonlySet<string> | null;
}

/**
 * Removes (in place) the sales the MLS no longer lists as Closed, which the sales' own read (Closed records
 * only) never sees again: those the pass read in another status, and, after a whole reconciliation, the
 * office's own missing from its keys (deleted records; the reconciliation asks for no other brokerage's
 * Closed keys, which would outlast its budget, so theirs leave only as they age out of the 36 months), at
 * most a tenth of the office's sales unconfirmed, as for the listings (plannedRemovals): an MLS answering
 * with too few keys must not empty them. Runs before the read of the changes, so a sale closed again since
 * comes back in the same pass. Returns how many missing sales were left for the next reconciliation.
 */
export function removeUnlisted(state: SalesState, seen: SeenKeys, changes: SalesChanges): number {
  for (const key of seen.notClosed) if (state.sales.delete(key)) changes.removed += 1;
  if (seen.listed === null) return 0;
  const { listed } = seen;
  const ours = [...state.sales.values()].filter((sale) => sale.ours);
  const missing = ours.filter((sale) => !listed.has(sale.ListingKey)).map((sale) => sale.ListingKey);
  const { remove, withheld } = plannedRemovals(ours.length, missing, null);
  for (const key of remove) if (state.sales.delete(key)) changes.removed += 1;
  return withheld;
}
