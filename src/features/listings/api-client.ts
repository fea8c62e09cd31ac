/**
 * The listing islands' data client, with the spec's semantics: no automatic retries, no refetch on
 * focus, no polling, and cached answers never go stale within a page view. Retry forgets one answer.
 */
import { TOTAL_COUNT_HEADER, apiRequest, getJson } from '#src/lib/api.ts';
import { toSearchCriteria } from './search-criteria.ts';
import {
  LISTINGS_SEARCH_API_PATH,
  advisorApiPath,
  listingApiPath,
  listingsApiPagePath,
  similarListingsApiPath,
} from '#src/lib/paths.ts';
import type { Property } from '#src/schemas/property.ts';
import { hasFilters, type ResultsQuery } from '#src/schemas/results-query.ts';
import type { Advisor } from '#src/schemas/team.ts';

const answers = new Map<string, Promise<unknown>>();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  let answer = answers.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = load();
    answers.set(key, answer);
    // A failure is not kept, so the next attempt (Retry) asks again.
    answer.catch(() => answers.delete(key));
  }
  return answer;
}

/** One page of results and the number of all of them. */
export interface ListingsPage {
  items: Property[];
  total: number;
}

async function readListingsPage(response: Response): Promise<ListingsPage> {
  const items = (await response.json()) as Property[];
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

export function fetchProperty(id: number): Promise<Property> {
  return cached(`property:${id}`, () => getJson<Property>(listingApiPath(id)));
}

/** The listing's similar homes, ranked by the server (GET /api/properties/{id}/similar). */
export function fetchSimilar(id: number): Promise<Property[]> {
  return cached(`similar:${id}`, () => getJson<Property[]>(similarListingsApiPath(id)));
}

export function fetchAdvisor(id: number): Promise<Advisor> {
  return cached(`advisor:${id}`, () => getJson<Advisor>(advisorApiPath(id)));
}
