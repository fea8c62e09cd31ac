/**
 * Listing search: which listings match the API's search criteria, each filter matching as the table of
 * src/schemas/search-filters.ts says. Pure; no I/O. Shared by the search function, the no-JavaScript results
 * page, the alerts and the benchmark.
 */
import type { Property } from '#src/schemas/property.ts';
import type { SearchCriteria } from '#src/schemas/search-body.ts';
import { SEARCH_FILTERS, type FilterTable } from '#src/schemas/search-filters.ts';

/** Search criteria of any table of filters: each filter's body value under its API name. */
type FilterCriteria = Readonly<Record<string, unknown>>;

/** A listing's test for each filter the criteria set; a listing matches when it passes them all. */
export function criteriaTests(
  criteria: FilterCriteria,
  table: FilterTable = SEARCH_FILTERS,
): ((listing: Property) => boolean)[] {
  return table.flatMap((filter) => {
    const needle = filter.needle(criteria[filter.api]);
    return needle === null ? [] : [(listing: Property) => filter.test(listing, needle)];
  });
}

export interface SearchIndex {
  readonly size: number;
  search(criteria: SearchCriteria): Property[];
}

/** Searches one catalogue: the listings that match the criteria, in the order of `properties`. */
export function createSearchIndex(properties: readonly Property[], table: FilterTable = SEARCH_FILTERS): SearchIndex {
  return {
    size: properties.length,
    search(criteria) {
      let found = [...properties];
      for (const test of criteriaTests(criteria, table)) found = found.filter(test);
      return found;
    },
  };
}

/**
 * Filters a list by search criteria, each filter as its entry in the table says (the location a
 * case-insensitive substring of city, address, state or ZIP, the type exact, the price band [min, max), beds
 * a minimum, the map area holding the point); an empty criterion matches all.
 */
export function filterProperties(
  properties: readonly Property[],
  criteria: SearchCriteria,
  table: FilterTable = SEARCH_FILTERS,
): Property[] {
  return createSearchIndex(properties, table).search(criteria);
}
