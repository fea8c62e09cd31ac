/**
 * The market's stage of a sync pass (SyncDeps.afterPass), under the pass's lease: removes the sales the MLS
 * no longer lists as Closed, reads the closed sales since the last pass into the store "sales"; once a
 * month, after a complete pass, records the month just ended's inventory in the store "market"; and when
 * the sales, the listings or the month changed, computes the figures again into the store "market"; when
 * the sales moved, writes the last 12 months' sales for the comparables there too; and purges the pages
 * cached under the tag "market" when either changed.
 */
import type { Store } from '@netlify/blobs';
import { CACHE_TAGS } from '#src/lib/server/cache.ts';
import { openStore, type StoreName } from '#src/lib/server/stores.ts';
import type { StoredPass } from '#src/features/mls/sync.server.ts';
import { computeMarketFigures, periodsOn } from './figures.ts';
import { storedFiguresPeriodEnd, writeMarketFigures } from './figures.server.ts';
import { localDay, salesChanged } from './sales-state.ts';
import { readSales } from './sales.server.ts';
import { storedRecentSalesMark, writeRecentSales } from './recent-sales.server.ts';
import { readSnapshots, writeMonthlySnapshot } from './snapshots.server.ts';

/** How long past the pass's paging budget the stage still records and computes (a scheduled pass has 30 s). */
export const MARKET_GRACE_MS = 5_000;

/** The stage, with its stores (`open`: the script's own, else the invocation's). */
export function marketPass(open: (name: StoreName) => Store = (name) => openStore(name)) {
  return async (pass: StoredPass): Promise<void> => {
    const sales = await readSales({
      client: pass.client,
      store: open('sales'),
      officeMlsId: pass.officeMlsId,
      base: pass.base,
      now: pass.now,
      deadline: pass.deadline,
      seen: { notClosed: pass.notClosedKeys, listed: pass.listedKeys },
    });
    const { added, updated, removed, skipped } = sales.changes;
    if (added + updated + removed + skipped > 0)
      console.log(
        `Market: sales ${added} added, ${updated} updated, ${removed} removed, ${skipped} skipped; ${sales.state.sales.size} kept${sales.complete ? '' : ' (more next pass)'}.`,
      );
    if (sales.withheld > 0)
      console.warn(
        `Market: ${sales.withheld} sales are missing from the MLS's keys, more than one reconciliation removes unconfirmed; they stay until fewer are missing.`,
      );
    const market = open('market');
    // Only from a whole picture: a pass cut short would record part of the inventory for good, and publish
    // figures of part of the sales.
    if (!pass.complete || !sales.complete) return;
    // The scheduled function stops at 30 s: past its paging budget and the grace, the rest waits for the next
    // pass, which finds the sales' mark moved and computes them.
    if (pass.now().getTime() > pass.deadline + MARKET_GRACE_MS) {
      console.log('Market: the pass ran long; the figures are computed by the next one.');
      return;
    }
    const recorded = await writeMonthlySnapshot(market, pass.properties, sales.state.sales.values(), pass.now());
    if (recorded) console.log('Market: the inventory of the month just ended recorded.');
    const today = localDay(pass.now());
    // The sales' mark moves with every sale read, also in a pass cut short before this one.
    const mark = JSON.stringify(sales.state.mark);
    const recentStale = salesChanged(sales.changes) || (await storedRecentSalesMark(market)) !== mark;
    if (recentStale) {
      const count = await writeRecentSales(market, sales.state.sales.values(), {
        today,
        mark,
        writtenAt: pass.now().toISOString(),
      });
      console.log(`Market: ${count} sales of the last 12 months stored for the comparables.`);
    }
    const stale = (await storedFiguresPeriodEnd(market)) !== periodsOn(today).period.to;
    // recentStale also covers sales read by a pass cut short since the last complete one.
    if (!stale && !recorded && !pass.listingsChanged && !recentStale) return;
    const started = performance.now();
    const figures = computeMarketFigures({
      sales: sales.state.sales.values(),
      properties: pass.properties,
      snapshots: await readSnapshots(market),
      today,
      computedAt: pass.now().toISOString(),
    });
    const computedMs = Math.round(performance.now() - started);
    await writeMarketFigures(market, figures);
    await pass.purge?.([CACHE_TAGS.market]);
    console.log(`Market: figures of ${sales.state.sales.size} sales computed in ${computedMs} ms and stored.`);
  };
}
