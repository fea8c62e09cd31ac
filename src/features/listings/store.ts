/**
 * The listing islands' data client, with the spec's semantics: no automatic retries, no refetch on
 * focus, no polling, and cached answers never go stale within a page view. Retry forgets one answer.
 */
import { getJson, postJson } from '../../lib/api.ts';
import { hasFilters, toSearchBody, type Filters } from '../../lib/listings.ts';
import { advisorApiPath, propertyApiPath, similarApiPath } from '../../lib/paths.ts';
import type { Property } from '../../schemas/property.ts';
import type { Advisor } from '../../schemas/team.ts';

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

function listingsKey(filters: Filters): string {
  return hasFilters(filters) ? `search:${JSON.stringify(toSearchBody(filters))}` : 'list';
}

/** The search call when any filter is set, otherwise the full list. */
export function fetchListings(filters: Filters): Promise<Property[]> {
  return cached(listingsKey(filters), () =>
    hasFilters(filters)
      ? postJson<Property[]>('/api/properties/search', toSearchBody(filters))
      : getJson<Property[]>('/api/properties'),
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
