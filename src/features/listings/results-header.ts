/** What the results header shows: the count and one removable chip per active filter. Pure. */
import type { ResultsFilters } from '#src/schemas/results-query.ts';
import { SEARCH_FILTERS, type FilterTable, type FilterValues } from '#src/schemas/search-filters.ts';

/** "1 property found", "12 properties found". */
export function resultCountText(total: number): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'property' : 'properties'} found`;
}

export interface FilterChip {
  /** The filter's key, as ResultsFilters and the URL have it. */
  key: string;
  label: string;
  value: string;
}

/** One chip per active filter, in the table's order: Location, Type, Price, Beds (the spec's), then the map area. */
export function filterChips(filters: FilterValues, table: FilterTable = SEARCH_FILTERS): FilterChip[] {
  return table.flatMap(({ key, chip }) => {
    const value = filters[key] ?? '';
    return value ? [{ key, label: chip.label, value: chip.value(value) }] : [];
  });
}

/** A search near an empty one that finds homes (relaxations.ts): "Widen to $1M–$3M" and its 4 homes. */
export interface Relaxation {
  label: string;
  /** The search it leads to. */
  filters: ResultsFilters;
  /** How many homes that search finds. */
  count: number;
}

/** A relaxation's link: "Widen to $1M–$3M: 4 homes". */
export const relaxationText = ({ label, count }: Relaxation): string =>
  `${label}: ${count.toLocaleString('en-US')} ${count === 1 ? 'home' : 'homes'}`;

/** The filters with one removed (a chip's link). */
export function withoutFilter(filters: ResultsFilters, key: string): ResultsFilters {
  return { ...filters, [key]: '' };
}
