/**
 * A month's inventory counts (src/schemas/inventory-snapshot.ts), from the listings that show and the sales
 * kept. Pure. Active: a listing shown as Available, Coming Soon or Under Contract, counted at its asking
 * price. New: a listing whose OnMarketDate (its listed date) falls in the month, whether it still shows or
 * has sold since, counted once.
 */
import type { ClosedSale } from '#src/schemas/closed-sale.ts';
import type { InventorySnapshot } from '#src/schemas/inventory-snapshot.ts';
import type { Property, PropertyStatus } from '#src/schemas/property.ts';
import { riTown } from '#src/schemas/rules/ri-towns.ts';
import { areasOfTown, segmentsOf, type Segment } from './areas.ts';
import { MARKET_TYPE_OF } from './closed-sale.ts';

export const ACTIVE_STATUSES: ReadonlySet<PropertyStatus> = new Set(['Available', 'Coming Soon', 'Under Contract']);

export const isActive = (property: Pick<Property, 'status'>): boolean => ACTIVE_STATUSES.has(property.status);

/** The month ("YYYY-MM") a listing came on the market: its createdAt is its OnMarketDate at noon UTC. */
const listedMonth = (property: Pick<Property, 'createdAt'>): string => property.createdAt.slice(0, 7);

type Counts = InventorySnapshot['counts'];

function add(counts: Counts, areas: readonly string[], segments: readonly Segment[], field: 'active' | 'new'): void {
  for (const area of areas) {
    const bySegment = (counts[area] ??= {});
    for (const segment of segments) {
      const cell = (bySegment[segment] ??= { active: 0, new: 0 });
      cell[field] += 1;
    }
  }
}

/** The counts of `month` ("YYYY-MM"), taken now: the listings active now, and those listed in the month. */
export function inventoryCounts(properties: readonly Property[], sales: Iterable<ClosedSale>, month: string): Counts {
  const counts: Counts = {};
  const listed = new Set<string>();
  for (const property of properties) {
    const town = riTown(property.city, property.state);
    if (town === null) continue;
    const areas = areasOfTown(town);
    const segments = segmentsOf(MARKET_TYPE_OF[property.propertyType], property.price);
    if (isActive(property)) add(counts, areas, segments, 'active');
    if (listedMonth(property) === month) {
      add(counts, areas, segments, 'new');
      if (property.listingKey !== undefined) listed.add(property.listingKey);
    }
  }
  for (const sale of sales) {
    if (sale.OnMarketDate?.slice(0, 7) !== month || listed.has(sale.ListingKey)) continue;
    const asked = sale.OriginalListPrice ?? sale.ListPrice ?? sale.ClosePrice;
    add(counts, areasOfTown(sale.town), segmentsOf(sale.marketType, asked), 'new');
  }
  return counts;
}
