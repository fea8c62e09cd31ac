/**
 * Listing search: which listings match the API's search criteria, each filter matching as the table of
 * src/schemas/search-filter-rules.ts says. Pure; no I/O. Shared by the search function, the no-JavaScript results
 * page, the alerts and the benchmark.
 */
import type { Property } from '#src/schemas/property.ts';
import type { SearchCriteria } from '#src/schemas/search-body.ts';
import { SEARCH_FILTER_RULES } from '#src/schemas/search-filter-rules.ts';
import type { RuleTable } from '#src/schemas/search-filters.ts';

/** Search criteria of any table of filters: each filter's body value under its API name. */
type FilterCriteria = Readonly<Record<string, unknown>>;

/**
 * A listing's test for each filter the criteria set, at a moment (open houses this week); a listing matches
 * when it passes them all.
 */
export function criteriaTests(
  criteria: FilterCriteria,
  table: RuleTable = SEARCH_FILTER_RULES,
  now = new Date(),
): ((listing: Property) => boolean)[] {
  return table.flatMap((filter) => {
    const needle = filter.needle(criteria[filter.api], now);
    return needle === null ? [] : [(listing: Property) => filter.test(listing, needle)];
  });
}

/**
 * Whether a search's results change with the time alone (open houses this week), not only with the
 * catalogue: its pages and answers are cached briefly and never served stale.
 */
export function dependsOnTime(
  filters: Readonly<Record<string, string>>,
  table: RuleTable = SEARCH_FILTER_RULES,
): boolean {
  return table.some((filter) => filter.timely === true && (filters[filter.key] ?? '') !== '');
}

export interface SearchIndex {
  readonly size: number;
  /** The matches at a moment, now by default. */
  search(criteria: SearchCriteria, now?: Date): Property[];
}

/** Searches one catalogue: the listings that match the criteria, in the order of `properties`. */
export function createSearchIndex(
  properties: readonly Property[],
  table: RuleTable = SEARCH_FILTER_RULES,
): SearchIndex {
  return {
    size: properties.length,
    search(criteria, now) {
      let found = [...properties];
      for (const test of criteriaTests(criteria, table, now)) found = found.filter(test);
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
  table: RuleTable = SEARCH_FILTER_RULES,
  now?: Date,
): Property[] {
  return createSearchIndex(properties, table).search(criteria, now);
}
