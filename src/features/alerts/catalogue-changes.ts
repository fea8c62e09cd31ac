/**
 * What an alert pass reacts to: a compact snapshot of the catalogue (listing id → price and status), and the
 * changes between the snapshot the last pass handled and the current listings. Pure.
 */
import type { AlertReason } from '#src/schemas/saved-search.ts';
import { PROPERTY_STATUSES, type PropertyStatus } from '#src/schemas/property-fields.ts';
import { FEED_ID_START, type Property } from '#src/schemas/property.ts';

/** The catalogue as an alert pass last saw it: per listing id, [price, index in PROPERTY_STATUSES]. */
export interface CatalogueSnapshot {
  /** The catalogue's version (catalog.server.ts): equal versions mean nothing changed. */
  version: string;
  listings: Record<string, [number, number]>;
  /**
   * The highest feed id any pass has seen. The sync gives ids in order and keeps each listing's forever, so a
   * feed listing at or below it that is not in `listings` was here before: it returns, it is not new.
   */
  highestFeedId?: number;
}

/**
 * More listings than this appearing at once (and more than MASS_APPEARANCE_SHARE of those before) is no
 * market news but a feed event: a first load, a change of MLS source. They are recorded, never mailed as new.
 */
export const MASS_APPEARANCE_MIN = 50;
export const MASS_APPEARANCE_SHARE = 0.1;

/** One change of one listing, and its dedupe key ("new", "price-drop:{new price}", "status:{new status}"). */
export interface CatalogueChange {
  id: number;
  reason: AlertReason;
  key: string;
  oldPrice: number | null;
  oldStatus: PropertyStatus | null;
}

/** The highest feed id a snapshot knows (from its listings when it predates `highestFeedId`), or 0. */
function highestFeedIdOf(snapshot: CatalogueSnapshot | null): number {
  if (!snapshot) return 0;
  let highest = snapshot.highestFeedId ?? 0;
  for (const id of Object.keys(snapshot.listings)) highest = Math.max(highest, Number(id));
  return isFeedId(highest) ? highest : 0;
}

const isFeedId = (id: number) => id >= FEED_ID_START;

/** Where the alert pass keeps its state, the last catalogue snapshot with it (store "alerts"). */
export const PASS_STATE_KEY = 'pass/state';

/** The catalogue now, remembering the highest feed id of `before` too. */
export function takeSnapshot(
  version: string,
  properties: readonly Pick<Property, 'id' | 'price' | 'status'>[],
  before: CatalogueSnapshot | null = null,
): CatalogueSnapshot {
  const listings: CatalogueSnapshot['listings'] = {};
  let highestFeedId = highestFeedIdOf(before);
  for (const { id, price, status } of properties) {
    listings[String(id)] = [price, PROPERTY_STATUSES.indexOf(status)];
    if (isFeedId(id)) highestFeedId = Math.max(highestFeedId, id);
  }
  return { version, listings, ...(highestFeedId > 0 ? { highestFeedId } : {}) };
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
 * `unannounced` counts the listings that appeared without a "new" change: feed listings that return (the
 * MLS answered without them for a while) and every appearance of a mass appearance.
 */
export function catalogueChanges(
  before: CatalogueSnapshot,
  properties: readonly Pick<Property, 'id' | 'price' | 'status'>[],
): { changes: CatalogueChange[]; unannounced: number } {
  const changes: CatalogueChange[] = [];
  let appeared = 0;
  let returned = 0;
  const highestFeedId = highestFeedIdOf(before);
  for (const { id, price, status } of properties) {
    if (status === 'Sold') continue;
    const old = before.listings[String(id)];
    if (!old) {
      if (isFeedId(id) && id <= highestFeedId) returned += 1;
      else {
        appeared += 1;
        changes.push({ id, reason: 'new', key: 'new', oldPrice: null, oldStatus: null });
      }
      continue;
    }
    const [oldPrice, oldIndex] = old;
    if (price < oldPrice)
      changes.push({ id, reason: 'price-drop', key: `price-drop:${price}`, oldPrice, oldStatus: null });
    const oldStatus = PROPERTY_STATUSES[oldIndex];
    if (oldStatus && alertsStatus(oldStatus, status))
      changes.push({ id, reason: 'status', key: `status:${status}`, oldPrice: null, oldStatus });
  }
  const known = Object.keys(before.listings).length;
  const mass = appeared > MASS_APPEARANCE_MIN && appeared > known * MASS_APPEARANCE_SHARE;
  return mass
    ? { changes: changes.filter((change) => change.reason !== 'new'), unannounced: returned + appeared }
    : { changes, unannounced: returned };
}
