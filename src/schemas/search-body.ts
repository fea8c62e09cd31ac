/** The body of POST /api/properties/search: the search filters' fields and paging (README, Listings: Search). */
import { z } from 'zod';
import { pagingFields } from './property.ts';
import { SEARCH_FILTER_RULES } from './search-filter-rules.ts';
import type { RuleTable } from './search-filters.ts';

/** A search body's field per filter: its type for each filter of the table. */
type FilterFields<Table extends RuleTable> = {
  [Filter in Table[number] as Filter['api']]: ReturnType<Filter['body']>;
};

/**
 * The search body for a table of filters: each filter's field, a missing one counting as no filter, then
 * limit, offset and sort, then the filters that only narrow the view (the map area), which is the order in
 * which a 400 answer names invalid fields.
 */
export function searchBodySchemaOf<Table extends RuleTable>(table: Table) {
  const fields = (canonical: boolean) =>
    Object.fromEntries(
      table.filter((filter) => filter.canonical === canonical).map((filter) => [filter.api, filter.body(z)]),
    );
  return z
    .object({ ...fields(true), ...pagingFields, ...fields(false) } as FilterFields<Table> & typeof pagingFields)
    .strict();
}

/** The site's search body: the spec's {location, propertyType, priceRange, beds}, paging and the map area. */
export const searchBodySchema = searchBodySchemaOf(SEARCH_FILTER_RULES);
export type SearchBody = z.input<typeof searchBodySchema>;
export type SearchCriteria = z.output<typeof searchBodySchema>;
