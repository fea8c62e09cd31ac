/** The searches saved from this browser as a nanostore in localStorage (other tabs follow its `storage` event). */
import { persistentAtom } from '@nanostores/persistent';
import { LOCAL_SEARCHES_KEY } from './confirmed-search.ts';
import { parseLocalSearches, withLocalSearch, withoutLocalSearch, type LocalSearch } from './local-searches.ts';

export const $localSearches = persistentAtom<LocalSearch[]>(LOCAL_SEARCHES_KEY, [], {
  encode: JSON.stringify,
  decode: parseLocalSearches,
});

export const rememberSearch = (search: LocalSearch): void =>
  $localSearches.set(withLocalSearch($localSearches.get(), search));
export const forgetSearch = (query: string): void =>
  $localSearches.set(withoutLocalSearch($localSearches.get(), query));
