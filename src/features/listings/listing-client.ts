/**
 * The listing islands' data client, with the spec's semantics: no automatic retries, no refetch on
 * focus, no polling, and cached answers never go stale within a page view. Retry forgets one answer. The
 * search's own calls are in ./api-client.ts, so the pages that show listings without searching (/saved, the
 * IDX disclaimer's) load none of the search's code.
 */
import { atom } from 'nanostores';
import { LISTINGS_SYNCED_AT_HEADER, apiRequest, getJson } from '#src/lib/api.ts';
import { advisorApiPath, listingApiPath } from '#src/lib/paths.ts';
import type { Property } from '#src/schemas/property.ts';
import type { Advisor } from '#src/schemas/team.ts';

const answers = new Map<string, Promise<unknown>>();

/** The MLS feed's last successful sync, as the latest listings answer told it (for the IDX disclaimer). */
export const $feedSyncedAt = atom<string | null>(null);

/** A listings answer's JSON, noting the feed's sync time it carries. */
export async function readListingsJson<T>(response: Response): Promise<T> {
  const syncedAt = response.headers.get(LISTINGS_SYNCED_AT_HEADER);
  if (syncedAt) $feedSyncedAt.set(syncedAt);
  return (await response.json()) as T;
}

/** One answer per key for the page view: asked once, shared by every island that asks. */
export function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  let answer = answers.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = load();
    answers.set(key, answer);
    // A failure is not kept, so the next attempt (Retry) asks again.
    answer.catch(() => answers.delete(key));
  }
  return answer;
}

/** GET a listings path and parse its JSON, noting the feed's sync time the answer carries. */
async function getListingsJson<T>(path: string): Promise<T> {
  return readListingsJson<T>(await apiRequest('GET', path));
}

export function fetchProperty(id: number): Promise<Property> {
  return cached(`property:${id}`, () => getListingsJson<Property>(listingApiPath(id)));
}

export function fetchAdvisor(id: number): Promise<Advisor> {
  return cached(`advisor:${id}`, () => getJson<Advisor>(advisorApiPath(id)));
}
