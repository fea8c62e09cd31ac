/**
 * The search island's data client (./listing-client.ts holds what every listing island shares): one page of
 * results, and the relaxations of an empty search. Cached answers never go stale within a page view.
 */
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { TOTAL_COUNT_HEADER, apiRequest, getJson } from '#src/lib/api.ts';
import { toSearchCriteria } from './search-criteria.ts';
import { LISTINGS_RELAXATIONS_API_PATH, LISTINGS_SEARCH_API_PATH, listingsApiPagePath } from '#src/lib/paths.ts';
import type { Property } from '#src/schemas/property.ts';
import { hasFilters, writeFilters, type ResultsFilters, type ResultsQuery } from '#src/schemas/results-query.ts';
import type { Relaxation } from './results-header.ts';
import { cached, readListingsJson } from './listing-client.ts';

/** One page of results and the number of all of them. */
export interface ListingsPage {
  items: Property[];
  total: number;
}

async function readListingsPage(response: Response): Promise<ListingsPage> {
  const items = await readListingsJson<Property[]>(response);
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  return { items, total: Number.isInteger(total) && total >= 0 ? total : items.length };
}

/**
 * The query's page of six results in its order: the search call when any filter is set, otherwise the list
 * (a GET, which the CDN and the browser can cache). Never the whole catalogue.
 */
export function fetchListingsPage(query: ResultsQuery): Promise<ListingsPage> {
  const body = toSearchCriteria(query);
  const window = { limit: body.limit, offset: body.offset, sort: body.sort };
  const search = hasFilters(query.filters);
  return cached(search ? `search:${JSON.stringify(body)}` : `list:${JSON.stringify(window)}`, () =>
    (search ? apiRequest('POST', LISTINGS_SEARCH_API_PATH, body) : apiRequest('GET', listingsApiPagePath(window))).then(
      readListingsPage,
    ),
  );
}

/** The nearest searches that find homes, for an empty search (GET /api/properties/relaxations). */
/** The relaxations' labels in a language other than English name it (`lang`). */
export function fetchRelaxations(filters: ResultsFilters, locale: Locale = DEFAULT_LOCALE): Promise<Relaxation[]> {
  const params = writeFilters(filters);
  if (locale !== DEFAULT_LOCALE) params.set('lang', locale);
  const path = `${LISTINGS_RELAXATIONS_API_PATH}?${params.toString()}`;
  return cached(path, () => getJson<Relaxation[]>(path));
}
