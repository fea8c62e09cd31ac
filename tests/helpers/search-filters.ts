// Searches as fast-check generates them, from the table of search filters: each filter empty or set, so a new
// filter is in every generated search without a test naming it.
import fc from 'fast-check';
import { SEARCH_FILTERS, type FilterTable, type FilterView } from '#src/schemas/search-filters.ts';

/** A filter's values: its choices when it has a select, otherwise short text as the URL reader takes it. */
const valuesOf = (filter: FilterView): fc.Arbitrary<string> =>
  filter.options
    ? fc.constantFrom(...filter.options.map((option) => option.value))
    : fc.string({ maxLength: 12 }).map((text) => filter.read(text));

/**
 * Filters of the table, each '' or one of its values, as URL text; `values` gives a filter richer values
 * than its choices (the towns a test's listings are in, map areas around them).
 */
export function filtersArbitrary(
  table: FilterTable = SEARCH_FILTERS,
  values: Readonly<Record<string, fc.Arbitrary<string>>> = {},
): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    Object.fromEntries(
      table.map((filter) => [filter.key, fc.oneof(fc.constant(''), values[filter.key] ?? valuesOf(filter))]),
    ),
  );
}
