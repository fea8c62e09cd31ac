/**
 * The listing islands' data client, with the spec's semantics: no automatic retries, no refetch on
 * focus, no polling, and cached answers never go stale within a page view. Retry forgets one answer.
 */
import { TOTAL_COUNT_HEADER, apiRequest, getJson } from '#src/lib/api.ts';
import { PAGE_SIZE, hasFilters, toSearchBody, type Filters } from './search.ts';
import { advisorApiPath, propertiesApiPagePath, propertyApiPath, similarApiPath } from '#src/lib/paths.ts';
import type { SortKey } from '#src/schemas/property-fields.ts';
import type { Property } from '#src/schemas/property.ts';
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

async function readPage(response: Response): Promise<ListingsPage> {
  const items = (await response.json()) as Property[];
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  return { items, total: Number.isInteger(total) && total >= 0 ? total : items.length };
}

/**
 * One page of six results in an order: the search call when any filter is set, otherwise the list
 * (a GET, which the CDN and the browser can cache). Never the whole catalogue.
 */
export function fetchListingsPage(filters: Filters, sort: SortKey, page: number): Promise<ListingsPage> {
  const window = { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, sort };
  const body = { ...toSearchBody(filters), ...window };
  return cached(hasFilters(filters) ? `search:${JSON.stringify(body)}` : `list:${JSON.stringify(window)}`, () =>
    (hasFilters(filters)
      ? apiRequest('POST', '/api/properties/search', body)
      : apiRequest('GET', propertiesApiPagePath(window))
    ).then(readPage),
  );
}

export function fetchProperty(id: number): Promise<Property> {
  return cached(`property:${id}`, () => getJson<Property>(propertyApiPath(id)));
}

/** The listing's similar homes, ranked by the server (GET /api/properties/{id}/similar). */
export function fetchSimilar(id: number): Promise<Property[]> {
  return cached(`similar:${id}`, () => getJson<Property[]>(similarApiPath(id)));
}

export function fetchAdvisor(id: number): Promise<Advisor> {
  return cached(`advisor:${id}`, () => getJson<Advisor>(advisorApiPath(id)));
}
