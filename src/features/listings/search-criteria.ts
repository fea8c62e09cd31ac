/** A search from the URL (ResultsQuery) as the API's search criteria. Pure. */
import type { SortKey } from '#src/schemas/property-fields.ts';
import type { ResultsFilters, ResultsQuery } from '#src/schemas/results-query.ts';
import type { SearchCriteria } from '#src/schemas/search-body.ts';
import { SEARCH_FILTERS, type FilterTable, type FilterValues } from '#src/schemas/search-filters.ts';
import { PAGE_SIZE, pageOffset } from './paging.ts';

/** Criteria for one page of results in an order. */
export type PageCriteria = SearchCriteria & { limit: number; offset: number; sort: SortKey };

/**
 * The filters under the API's names, in the table's order: a filter with nothing to send (the map area when
 * none is set) is left out.
 */
export function filterCriteria(filters: FilterValues, table: FilterTable = SEARCH_FILTERS): Record<string, unknown> {
  const criteria: Record<string, unknown> = {};
  for (const filter of table) {
    const value = filter.criterion(filters[filter.key] ?? '');
    if (value !== undefined) criteria[filter.api] = value;
  }
  return criteria;
}

/** The search criteria of the site's filters, exactly as /properties searches with them. */
export function toCriteria(filters: ResultsFilters): SearchCriteria {
  return filterCriteria(filters) as SearchCriteria;
}

/**
 * The body of POST /api/properties/search for the query's page: the filters under the API's names (bbox only
 * when a map area is set), then limit, offset and sort. The view is not part of a search.
 */
export function toSearchCriteria({ filters, sort, page }: ResultsQuery): PageCriteria {
  return { ...toCriteria(filters), limit: PAGE_SIZE, offset: pageOffset(page), sort };
}
