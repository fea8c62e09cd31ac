/**
 * The last 12 months' sales in the store "market", for the comparables after a valuation request: one
 * gzipped JSON blob the market stage writes when the sales moved (its metadata names the sales' mark), and
 * the functions read with a per-instance cache, checked whole against its schema.
 */
import type { Store } from '@netlify/blobs';
import { readJsonBlob, writeJsonBlob } from '#src/lib/server/json-blob.ts';
import { recentSalesSchema, type ClosedSale, type RecentSales } from '#src/schemas/closed-sale.ts';
import { recentSalesOf, yearBefore } from './comparables.ts';

export const RECENT_SALES_KEY = 'recent-sales';

/** The sales' mark (JSON) the stored blob was made at, or null when there is none. */
export async function storedRecentSalesMark(store: Store): Promise<string | null> {
  const mark = (await store.getMetadata(RECENT_SALES_KEY))?.metadata['mark'];
  return typeof mark === 'string' ? mark : null;
}

export async function writeRecentSales(
  store: Store,
  sales: Iterable<ClosedSale>,
  context: { today: string; mark: string; writtenAt: string },
): Promise<number> {
  const data: RecentSales = {
    format: 1,
    writtenAt: context.writtenAt,
    from: yearBefore(context.today),
    sales: recentSalesOf(sales, context.today),
  };
  await writeJsonBlob(store, RECENT_SALES_KEY, data, { mark: context.mark, writtenAt: context.writtenAt });
  return data.sales.length;
}

/** The blob, or null when there is none, or when it is not one the sync wrote (logged). */
async function readRecentSales(store: Store): Promise<RecentSales | null> {
  const stored = await readJsonBlob(store, RECENT_SALES_KEY);
  if (stored === null) return null;
  const parsed = recentSalesSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  console.error(`The sales ${RECENT_SALES_KEY} are not ones the sync wrote; read as none.`);
  return null;
}

/** The blob this instance read last, by when the sync wrote it. */
let kept: RecentSales | null = null;

/** The recent sales: a warm instance reads only the metadata, and the blob again only when it was rewritten. */
export async function readRecentSalesKept(store: Store): Promise<RecentSales | null> {
  const writtenAt = (await store.getMetadata(RECENT_SALES_KEY))?.metadata['writtenAt'];
  if (writtenAt === undefined) return null;
  if (kept !== null && kept.writtenAt === writtenAt) return kept;
  kept = await readRecentSales(store);
  return kept;
}
