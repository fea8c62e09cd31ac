/**
 * What an alert pass reacts to: a compact snapshot of the catalogue (listing id → price and status), and the
 * changes between the snapshot the last pass handled and the current listings. Pure.
 */
import type { AlertReason } from '#src/schemas/saved-search.ts';
import { PROPERTY_STATUSES, type PropertyStatus } from '#src/schemas/property-fields.ts';
import type { Property } from '#src/schemas/property.ts';

/** The catalogue as an alert pass last saw it: per listing id, [price, index in PROPERTY_STATUSES]. */
export interface CatalogueSnapshot {
  /** The catalogue's version (catalog.server.ts): equal versions mean nothing changed. */
  version: string;
  listings: Record<string, [number, number]>;
}

/** One change of one listing, and its dedupe key ("new", "price-drop:{new price}", "status:{new status}"). */
export interface CatalogueChange {
  id: number;
  reason: AlertReason;
  key: string;
  oldPrice: number | null;
  oldStatus: PropertyStatus | null;
}

export function takeSnapshot(
  version: string,
  properties: readonly Pick<Property, 'id' | 'price' | 'status'>[],
): CatalogueSnapshot {
  const listings: CatalogueSnapshot['listings'] = {};
  for (const { id, price, status } of properties) listings[String(id)] = [price, PROPERTY_STATUSES.indexOf(status)];
  return { version, listings };
}

/** The key a search's `sent` list keeps for a change: "{listing id}:{dedupe key}". */
export const sentKey = (change: Pick<CatalogueChange, 'id' | 'key'>): string => `${change.id}:${change.key}`;

/** Coming Soon → Available, and anything → Under Contract: the status changes a buyer hears of. */
function alertsStatus(from: PropertyStatus, to: PropertyStatus): boolean {
  return (from === 'Coming Soon' && to === 'Available') || (to === 'Under Contract' && from !== 'Under Contract');
}

/**
 * The changes from `before` to the current listings: a listing new to the catalogue (unless Sold), a lower
 * price, a status change that alerts. A sold listing alerts nothing; a listing that left says nothing.
 */
export function catalogueChanges(
  before: CatalogueSnapshot,
  properties: readonly Pick<Property, 'id' | 'price' | 'status'>[],
): CatalogueChange[] {
  const changes: CatalogueChange[] = [];
  for (const { id, price, status } of properties) {
    if (status === 'Sold') continue;
    const old = before.listings[String(id)];
    if (!old) {
      changes.push({ id, reason: 'new', key: 'new', oldPrice: null, oldStatus: null });
      continue;
    }
    const [oldPrice, oldIndex] = old;
    if (price < oldPrice)
      changes.push({ id, reason: 'price-drop', key: `price-drop:${price}`, oldPrice, oldStatus: null });
    const oldStatus = PROPERTY_STATUSES[oldIndex];
    if (oldStatus && alertsStatus(oldStatus, status))
      changes.push({ id, reason: 'status', key: `status:${status}`, oldPrice: null, oldStatus });
  }
  return changes;
}
