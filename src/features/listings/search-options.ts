/** The choices of the search form's selects, from the filters' table. Pure. */
import { SEARCH_FILTERS, type FilterTable } from '#src/schemas/search-filters.ts';

/** The choices of the filter with this key (its URL name), none when it has no select. */
export function filterOptions(
  key: string,
  table: FilterTable = SEARCH_FILTERS,
): readonly { value: string; label: string }[] {
  return table.find((filter) => filter.key === key)?.options ?? [];
}
