/**
 * The market's stage of a sync pass (SyncDeps.afterPass), under the pass's lease: reads the closed sales
 * since the last pass into the store "sales", and once a month, after a complete pass, records the month
 * just ended's inventory in the store "market".
 */
import type { Store } from '@netlify/blobs';
import { openStore, type StoreName } from '#src/lib/server/stores.ts';
import type { StoredPass } from '#src/features/mls/sync.server.ts';
import { readSales } from './sales.server.ts';
import { writeMonthlySnapshot } from './snapshots.server.ts';

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
    });
    const { added, updated, removed, skipped } = sales.changes;
    if (added + updated + removed + skipped > 0)
      console.log(
        `Market: sales ${added} added, ${updated} updated, ${removed} removed, ${skipped} skipped; ${sales.state.sales.size} kept${sales.complete ? '' : ' (more next pass)'}.`,
      );
    const market = open('market');
    // Only from a whole picture: a pass cut short would record part of the inventory for good.
    if (
      pass.complete &&
      sales.complete &&
      (await writeMonthlySnapshot(market, pass.properties, sales.state.sales.values(), pass.now()))
    )
      console.log('Market: the inventory of the month just ended recorded.');
  };
}
