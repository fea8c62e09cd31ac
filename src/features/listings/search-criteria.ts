/** A search from the URL (ResultsQuery) as the API's search criteria. Pure. */
import type { SortKey } from '#src/schemas/property-fields.ts';
import type { SearchCriteria } from '#src/schemas/property.ts';
import { parseBbox, type ResultsQuery } from '#src/schemas/results-query.ts';
import { PAGE_SIZE, pageOffset } from './paging.ts';

/** Criteria for one page of results in an order. */
export type PageCriteria = SearchCriteria & { limit: number; offset: number; sort: SortKey };

/**
 * The body of POST /api/properties/search for the query's page: the filters under the API's names (bbox only
 * when a map area is set), then limit, offset and sort. The view is not part of a search.
 */
export function toSearchCriteria({ filters, sort, page }: ResultsQuery): PageCriteria {
  const criteria: SearchCriteria = {
    location: filters.location,
    propertyType: filters.type,
    priceRange: filters.price,
    beds: filters.beds,
  };
  const box = parseBbox(filters.bbox);
  if (box) criteria.bbox = box;
  return { ...criteria, limit: PAGE_SIZE, offset: pageOffset(page), sort };
}
