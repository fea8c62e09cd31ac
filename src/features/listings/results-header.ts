/** What the results header shows: the count and one removable chip per active filter. Pure. */
import { countedIn } from '#src/lib/plural-words.ts';
import type { ResultsFilters } from '#src/schemas/results-query.ts';
import { SEARCH_FILTERS, type FilterTable, type FilterValues } from '#src/schemas/search-filters.ts';
import { fillIn } from './card-words.ts';
import { ENGLISH_SEARCH_TEXT, type SearchText } from './search-text.ts';

/** "1 property found", "12 properties found", "12 imóveis encontrados". */
export const resultCountText = (total: number, text: SearchText = ENGLISH_SEARCH_TEXT): string =>
  countedIn(text.results.count, total, text.locale);

export interface FilterChip {
  /** The filter's key, as ResultsFilters and the URL have it. */
  key: string;
  label: string;
  value: string;
}

/**
 * One chip per active filter, in the table's order: Location, Type, Price, Beds (the spec's), then the map area;
 * in the words' language (the table's own English by default).
 */
export function filterChips(
  filters: FilterValues,
  table: FilterTable = SEARCH_FILTERS,
  text: SearchText = ENGLISH_SEARCH_TEXT,
): FilterChip[] {
  return table.flatMap(({ key, chip }) => {
    const value = filters[key] ?? '';
    const words = text.filters[key];
    return value
      ? [{ key, label: words?.chip ?? chip.label, value: words?.chipValues?.[value] ?? chip.value(value) }]
      : [];
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
export const relaxationText = ({ label, count }: Relaxation, text: SearchText = ENGLISH_SEARCH_TEXT): string =>
  fillIn(countedIn(text.results.relaxation, count, text.locale), { label });

/** The filters with one removed (a chip's link). */
export function withoutFilter(filters: ResultsFilters, key: string): ResultsFilters {
  return { ...filters, [key]: '' };
}
