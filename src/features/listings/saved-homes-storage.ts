/**
 * The browser side of saved homes, shared by the header script (chrome.ts, no framework) and the islands'
 * stores: read a list from localStorage (repairing a corrupt or foreign value in place), write one, and
 * tell the rest of this tab. Storage that is blocked or full behaves as empty and keeps nothing.
 */
import {
  HOME_LISTS,
  SAVED_CHANGE_EVENT,
  encodeHomes,
  parseHomes,
  repairedValue,
  type HomeListKey,
  type HomeRef,
} from './saved-homes.ts';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked (privacy settings)
  }
}

/** The raw stored string, or null when absent or storage is unavailable. */
export function readRaw(key: HomeListKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The list under `key`; a malformed or foreign value is ignored and replaced by its clean form. */
export function readHomes(key: HomeListKey): HomeRef[] {
  const raw = readRaw(key);
  const repaired = repairedValue(raw, HOME_LISTS[key]);
  if (repaired !== null) writeRaw(key, repaired);
  return parseHomes(raw, HOME_LISTS[key]);
}

function writeRaw(key: HomeListKey, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // full or blocked: the change lasts for this page only
  }
}

/** Stores the list and tells this tab's other scripts (the header link, islands, prebuilt cards). */
export function writeHomes(key: HomeListKey, homes: readonly HomeRef[]): void {
  writeRaw(key, encodeHomes(homes));
  announce(key);
}

export function announce(key: HomeListKey): void {
  window.dispatchEvent(new CustomEvent(SAVED_CHANGE_EVENT, { detail: key }));
}

/** Calls back when `key` changes in this tab or another one. */
export function onHomesChange(key: HomeListKey, callback: () => void): void {
  window.addEventListener(SAVED_CHANGE_EVENT, (event) => {
    if (event instanceof CustomEvent && event.detail === key) callback();
  });
  window.addEventListener('storage', (event) => {
    // A null key: another tab cleared all of storage.
    if (event.key === key || event.key === null) callback();
  });
}
