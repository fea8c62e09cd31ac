/** What the results header shows: the count and one removable chip per active filter. Pure. */
import { findPriceBand } from '#src/schemas/property-fields.ts';
import type { FilterKey, ResultsFilters } from '#src/schemas/results-query.ts';

/** "1 property found", "12 properties found". */
export function resultCountText(total: number): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'property' : 'properties'} found`;
}

export interface FilterChip {
  key: FilterKey;
  label: 'Location' | 'Type' | 'Price' | 'Beds' | 'Map area';
  value: string;
}

/** One chip per active filter, in the spec's order: Location, Type, Price, Beds; then the map area. */
export function filterChips(filters: ResultsFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.location) chips.push({ key: 'location', label: 'Location', value: filters.location });
  if (filters.type) chips.push({ key: 'type', label: 'Type', value: filters.type });
  if (filters.price)
    chips.push({ key: 'price', label: 'Price', value: findPriceBand(filters.price)?.label ?? filters.price });
  if (filters.beds) chips.push({ key: 'beds', label: 'Beds', value: `${filters.beds}+` });
  // The area's numbers mean nothing to a reader: the chip is just "Map area".
  if (filters.bbox) chips.push({ key: 'bbox', label: 'Map area', value: '' });
  return chips;
}

/** The filters with one removed (a chip's link). */
export function withoutFilter(filters: ResultsFilters, key: FilterKey): ResultsFilters {
  return { ...filters, [key]: '' };
}
