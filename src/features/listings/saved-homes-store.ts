/**
 * Saved homes and recently viewed as nanostores, persisted in localStorage with @nanostores/persistent:
 * every island on the page shares them, and the `storage` event keeps other tabs in step. Every change
 * goes through the functions below, which start from what storage holds now (a prebuilt card or another
 * tab may have written since) and announce it to this tab's header link and prebuilt cards.
 */
import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import {
  HOME_LISTS,
  RECENTLY_VIEWED_KEY,
  SAVED_HOMES_KEY,
  encodeHomes,
  parseHomes,
  recordView,
  toggleSaved,
  withoutHome,
  type HomeListKey,
  type HomeRef,
} from './saved-homes.ts';
import { announce, onHomesChange, readHomes, readRaw } from './saved-homes-storage.ts';

function homesAtom(key: HomeListKey): WritableAtom<HomeRef[]> {
  const $homes = persistentAtom<HomeRef[]>(key, [], {
    encode: encodeHomes,
    decode: (raw) => parseHomes(raw, HOME_LISTS[key]),
  });
  if (typeof window !== 'undefined') {
    readHomes(key); // replaces a corrupt or foreign stored value
    // Writes by the header script's prebuilt cards in this tab (other tabs arrive through the library).
    onHomesChange(key, () => {
      const raw = readRaw(key);
      if (raw !== encodeHomes($homes.get())) $homes.set(parseHomes(raw, HOME_LISTS[key]));
    });
  }
  return $homes;
}

export const $savedHomes = homesAtom(SAVED_HOMES_KEY);
export const $recentlyViewed = homesAtom(RECENTLY_VIEWED_KEY);

function update(key: HomeListKey, $homes: WritableAtom<HomeRef[]>, change: (homes: HomeRef[]) => HomeRef[]): void {
  $homes.set(change(readHomes(key)));
  announce(key);
}

export const toggleSavedHome = (home: HomeRef): void => {
  update(SAVED_HOMES_KEY, $savedHomes, (homes) => toggleSaved(homes, home));
};
export const dropSavedHome = (id: number): void => {
  update(SAVED_HOMES_KEY, $savedHomes, (homes) => withoutHome(homes, id));
};
export const recordListingView = (home: HomeRef): void => {
  update(RECENTLY_VIEWED_KEY, $recentlyViewed, (homes) => recordView(homes, home));
};
export const dropRecentlyViewed = (id: number): void => {
  update(RECENTLY_VIEWED_KEY, $recentlyViewed, (homes) => withoutHome(homes, id));
};
export const clearRecentlyViewed = (): void => {
  update(RECENTLY_VIEWED_KEY, $recentlyViewed, () => []);
};
