/**
 * The monthly inventory snapshots in the store "market": one blob a month, "inventory/YYYY-MM", written by
 * the first complete pass after the month ended and never overwritten (onlyIfNew).
 */
import type { Store } from '@netlify/blobs';
import { blobKey } from '#src/lib/server/blob-key.ts';
import type { ClosedSale } from '#src/schemas/closed-sale.ts';
import { inventorySnapshotSchema, type InventorySnapshot } from '#src/schemas/inventory-snapshot.ts';
import type { Property } from '#src/schemas/property.ts';
import { inventoryCounts } from './inventory.ts';
import { localDay, monthStartBefore } from './sales-state.ts';

const PREFIX = 'inventory';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const snapshotKey = (month: string): string => {
  if (!MONTH.test(month)) throw new Error(`Not a month: ${month}`);
  return blobKey(PREFIX, month);
};

/** The month the next snapshot describes at `now`: the one before Rhode Island's current month. */
export const lastFullMonth = (now: Date): string => monthStartBefore(localDay(now), 1).slice(0, 7);

/**
 * Writes the snapshot of the month just ended, unless one exists; true when this call wrote it. Two passes
 * racing write it once: the second's onlyIfNew write is refused.
 */
export async function writeMonthlySnapshot(
  store: Store,
  properties: readonly Property[],
  sales: Iterable<ClosedSale>,
  now: Date,
): Promise<boolean> {
  const month = lastFullMonth(now);
  const key = snapshotKey(month);
  if (await store.getMetadata(key)) return false;
  const snapshot: InventorySnapshot = {
    format: 1,
    month,
    takenAt: now.toISOString(),
    counts: inventoryCounts(properties, sales, month),
  };
  const { modified } = await store.setJSON(key, snapshot, { onlyIfNew: true });
  return modified;
}

/** Every snapshot kept, by month; one that fails its schema is logged and left out. */
export async function readSnapshots(store: Store): Promise<Map<string, InventorySnapshot>> {
  const { blobs } = await store.list({ prefix: `${PREFIX}/` });
  const snapshots = new Map<string, InventorySnapshot>();
  // At once, not one after another: one a month since the feed landed, within a scheduled pass's 30 s.
  const read = await Promise.all(
    blobs.map(async ({ key }) => ({ key, stored: (await store.get(key, { type: 'json' })) as unknown })),
  );
  for (const { key, stored } of read) {
    const parsed = inventorySnapshotSchema.safeParse(stored);
    if (parsed.success && key === snapshotKey(parsed.data.month)) snapshots.set(parsed.data.month, parsed.data);
    else console.error(`The inventory snapshot ${key} is not one the sync wrote; left out.`);
  }
  return snapshots;
}
