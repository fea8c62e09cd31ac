/**
 * Saved homes and recently viewed listings, kept in the visitor's localStorage only. Pure: parsing what
 * storage holds (anything at all: another site's value, a hand edit, an old format) and the list rules.
 * Zod-free on purpose: the header script on every page and the card islands use it, and zod would cost
 * them about 6 KB. tests/unit/saved-homes.test.ts proves isHomeRef accepts exactly what the zod schema
 * in src/schemas/saved-home.ts accepts.
 */

/** A listing as the browser remembers it: its id, and its title for when the listing is gone. */
export interface HomeRef {
  id: number;
  title: string;
}

export const SAVED_HOMES_KEY = 'saved-homes';
export const RECENTLY_VIEWED_KEY = 'recently-viewed';
/** Dispatched on window after this tab changes either list (other tabs get the browser's `storage` event). */
export const SAVED_CHANGE_EVENT = 'saved-homes-change';

export const RECENTLY_VIEWED_LIMIT = 12;
/** A bound on what a page parses and fetches; saving more drops the oldest. */
export const SAVED_HOMES_LIMIT = 100;
/** The property schema's bounds on a title. */
export const TITLE_MIN = 3;
export const TITLE_MAX = 120;

/** The list stored under each key, with its length limit. */
export const HOME_LISTS = {
  [SAVED_HOMES_KEY]: SAVED_HOMES_LIMIT,
  [RECENTLY_VIEWED_KEY]: RECENTLY_VIEWED_LIMIT,
} as const;
export type HomeListKey = keyof typeof HOME_LISTS;

export const NO_HOMES: readonly HomeRef[] = Object.freeze([]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One well-formed entry: exactly `id` (a positive safe integer) and `title` (3-120 characters). */
export function isHomeRef(value: unknown): value is HomeRef {
  if (!isRecord(value)) return false;
  const keys = Object.keys(value);
  if (keys.length !== 2 || !keys.includes('id') || !keys.includes('title')) return false;
  const { id, title } = value;
  return (
    typeof id === 'number' &&
    Number.isSafeInteger(id) &&
    id > 0 &&
    typeof title === 'string' &&
    title.length >= TITLE_MIN &&
    title.length <= TITLE_MAX
  );
}

/**
 * What a stored string holds: its well-formed entries, first occurrence of each id, at most `limit`.
 * Anything that is not a JSON array (null, malformed JSON, another format) is an empty list.
 */
export function parseHomes(raw: string | null | undefined, limit: number): HomeRef[] {
  if (raw === null || raw === undefined) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const homes: HomeRef[] = [];
  for (const entry of value) {
    if (homes.length >= limit) break;
    if (isHomeRef(entry) && !homes.some((home) => home.id === entry.id))
      homes.push({ id: entry.id, title: entry.title });
  }
  return homes;
}

/** The one stored form of a list. */
export function encodeHomes(homes: readonly HomeRef[]): string {
  return JSON.stringify(homes.map(({ id, title }) => ({ id, title })));
}

/**
 * The string to write back when storage holds something other than the stored form of what it parses to
 * (corrupt, foreign, duplicated, too long); null when it is fine as it is or absent.
 */
export function repairedValue(raw: string | null, limit: number): string | null {
  if (raw === null) return null;
  const clean = encodeHomes(parseHomes(raw, limit));
  return clean === raw ? null : clean;
}

export const isSaved = (homes: readonly HomeRef[], id: number): boolean => homes.some((home) => home.id === id);

/** The list without that listing. */
export const withoutHome = (homes: readonly HomeRef[], id: number): HomeRef[] => homes.filter((home) => home.id !== id);

/** `home` first, with no other entry for its id, at most `limit` long (the oldest fall off the end). */
export function withHomeFirst(homes: readonly HomeRef[], home: HomeRef, limit: number): HomeRef[] {
  return [{ id: home.id, title: home.title }, ...withoutHome(homes, home.id)].slice(0, limit);
}

/** Save or unsave: a saved listing is removed; another is added first (newest saved first). */
export function toggleSaved(homes: readonly HomeRef[], home: HomeRef): HomeRef[] {
  return isSaved(homes, home.id) ? withoutHome(homes, home.id) : withHomeFirst(homes, home, SAVED_HOMES_LIMIT);
}

/** A visit to a listing's page: it moves to the front; the last 12, newest first, each once. */
export const recordView = (homes: readonly HomeRef[], home: HomeRef): HomeRef[] =>
  withHomeFirst(homes, home, RECENTLY_VIEWED_LIMIT);
