/**
 * The listing islands' data client, with the spec's semantics: no automatic retries, no refetch on
 * focus, no polling, and cached answers never go stale within a page view. Retry forgets one answer.
 */
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { atom } from 'nanostores';
import { LISTINGS_SYNCED_AT_HEADER, TOTAL_COUNT_HEADER, apiRequest, getJson } from '#src/lib/api.ts';
import { toSearchCriteria } from './search-criteria.ts';
import {
  LISTINGS_RELAXATIONS_API_PATH,
  LISTINGS_SEARCH_API_PATH,
  advisorApiPath,
  listingApiPath,
  listingsApiPagePath,
} from '#src/lib/paths.ts';
import type { Property } from '#src/schemas/property.ts';
import { hasFilters, writeFilters, type ResultsFilters, type ResultsQuery } from '#src/schemas/results-query.ts';
import type { Relaxation } from './results-header.ts';
import type { Advisor } from '#src/schemas/team.ts';

const answers = new Map<string, Promise<unknown>>();

/** The MLS feed's last successful sync, as the latest listings answer told it (for the IDX disclaimer). */
export const $feedSyncedAt = atom<string | null>(null);

/** GET a listings path and parse its JSON, noting the feed's sync time the answer carries. */
async function getListingsJson<T>(path: string): Promise<T> {
  return readListingsJson<T>(await apiRequest('GET', path));
}

async function readListingsJson<T>(response: Response): Promise<T> {
  const syncedAt = response.headers.get(LISTINGS_SYNCED_AT_HEADER);
  if (syncedAt) $feedSyncedAt.set(syncedAt);
  return (await response.json()) as T;
}

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

export function fetchProperty(id: number): Promise<Property> {
  return cached(`property:${id}`, () => getListingsJson<Property>(listingApiPath(id)));
}

export function fetchAdvisor(id: number): Promise<Advisor> {
  return cached(`advisor:${id}`, () => getJson<Advisor>(advisorApiPath(id)));
}
