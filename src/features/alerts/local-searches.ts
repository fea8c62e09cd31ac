/**
 * The searches saved from this browser, kept in its localStorage for /saved: what the dialog's save
 * answered (name, query string), how often, and when. Pure and zod-free (islands import it); whatever
 * storage holds is parsed defensively.
 */
import {
  ALERT_FREQUENCIES,
  SAVED_NAME_MAX_LENGTH,
  SAVED_QUERY_MAX_LENGTH,
  type AlertFrequency,
} from '#src/schemas/saved-search-fields.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#src/schemas/locale.ts';
import { localePath } from '#src/lib/i18n.ts';

export interface LocalSearch {
  name: string;
  /** The /properties query string of its filters ('' for every listing). */
  query: string;
  frequency: AlertFrequency;
  savedAt: string;
  /**
   * The address its confirmation e-mail went to, until this browser sees the search confirmed (its
   * confirmation page marks it): /saved says it waits, and can send the e-mail again.
   */
  confirmationTo?: string;
  /** The language of the page it was saved from, when not English: its link and its e-mails speak it. */
  locale?: Locale;
}

/** As many as an address may keep (MAX_SEARCHES). */
export const LOCAL_SEARCHES_LIMIT = 20;

function isLocalSearch(value: unknown): value is LocalSearch {
  if (typeof value !== 'object' || value === null) return false;
  const { name, query, frequency, savedAt, confirmationTo, locale } = value as Record<string, unknown>;
  return (
    (locale === undefined || (typeof locale === 'string' && isLocale(locale))) &&
    (confirmationTo === undefined ||
      (typeof confirmationTo === 'string' && confirmationTo.includes('@') && confirmationTo.length <= 254)) &&
    typeof name === 'string' &&
    name.length > 0 &&
    name.length <= SAVED_NAME_MAX_LENGTH &&
    typeof query === 'string' &&
    query.length <= SAVED_QUERY_MAX_LENGTH &&
    !query.startsWith('?') &&
    ALERT_FREQUENCIES.includes(frequency as AlertFrequency) &&
    typeof savedAt === 'string' &&
    !Number.isNaN(Date.parse(savedAt))
  );
}

/** The well-formed entries of a stored string, one per query, at most the limit; anything else is none. */
export function parseLocalSearches(raw: string | undefined | null): LocalSearch[] {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value
    .filter(isLocalSearch)
    .filter((search) => !seen.has(search.query) && seen.add(search.query))
    .slice(0, LOCAL_SEARCHES_LIMIT);
}

/** The list with `search` first (replacing one with the same query). */
export const withLocalSearch = (list: readonly LocalSearch[], search: LocalSearch): LocalSearch[] =>
  [search, ...list.filter((entry) => entry.query !== search.query)].slice(0, LOCAL_SEARCHES_LIMIT);

export const withoutLocalSearch = (list: readonly LocalSearch[], query: string): LocalSearch[] =>
  list.filter((entry) => entry.query !== query);

/** The search's link on /properties, in the language it was saved in. */
export const localSearchHref = (search: Pick<LocalSearch, 'query' | 'locale'>): string =>
  localePath(search.query ? `/properties?${search.query}` : '/properties', search.locale ?? DEFAULT_LOCALE);
