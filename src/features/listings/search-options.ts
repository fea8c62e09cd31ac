/** The search form's choices, from the filters' table. Pure. */
import type { ResultsFilters } from '#src/schemas/results-query.ts';
import { SEARCH_FILTERS, priceRange, type FilterTable } from '#src/schemas/search-filters.ts';

/** The choices of the filter with this key (its URL name), none when it has no select. */
export function filterOptions(
  key: string,
  table: FilterTable = SEARCH_FILTERS,
): readonly { value: string; label: string }[] {
  return table.find((filter) => filter.key === key)?.options ?? [];
}

/** The first choice of the filter's select, which clears it ("Any type"). */
export const filterAnyLabel = (key: string, table: FilterTable = SEARCH_FILTERS): string =>
  table.find((filter) => filter.key === key)?.anyLabel ?? '';

/**
 * The filters as the search form shows them: a price band (from an old URL) as the min and max price it
 * allows with them. Every band's bounds are price tiers, so the form finds the same homes with them.
 */
export function priceBandAsRange(filters: ResultsFilters): ResultsFilters {
  if (!filters.price) return filters;
  const { min, max } = priceRange(filters);
  return {
    ...filters,
    price: '',
    minPrice: min > 0 ? String(min) : '',
    maxPrice: max < Number.POSITIVE_INFINITY ? String(max) : '',
  };
}
