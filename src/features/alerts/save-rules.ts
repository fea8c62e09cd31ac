/**
 * What saving a search does to an address's record (README, Saved searches and alerts). Pure. The answer
 * to the visitor is the same whatever this decides, so it reveals nothing about the address.
 */
import { CONFIRM_TTL_MS } from './tokens.ts';
import type { AlertFrequency, AlertOwner, SavedSearch } from '#src/schemas/saved-search.ts';
import type { ResultsFilters } from '#src/schemas/results-query.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { SEARCH_FILTERS, type FilterTable, type FilterValues } from '#src/schemas/search-filters.ts';

/** Past this many unconfirmed searches an address gets no further confirmation e-mails. */
export const MAX_UNCONFIRMED = 3;
/** Searches kept per address; a save past this stores nothing. */
export const MAX_SEARCHES = 20;
/** A search saved again while it waits gets its confirmation again, at most this often. */
export const CONFIRM_RESEND_MS = 60 * 60 * 1000;

export interface SaveRequest {
  email: string;
  filters: ResultsFilters;
  frequency: AlertFrequency;
  /** The language of the page it was saved from (English when not given). */
  locale?: Locale;
}

export interface SaveOutcome {
  /** The record to write, or undefined to leave the store as it is. */
  record: AlertOwner | undefined;
  /** The search whose confirmation e-mail to send now, if any. */
  confirm: SavedSearch | null;
}

/** Whether two searches have every filter of the table alike (then saving one again adds nothing). */
export const sameFilters = (a: FilterValues, b: FilterValues, table: FilterTable = SEARCH_FILTERS): boolean =>
  table.every(({ key }) => (a[key] ?? '') === (b[key] ?? ''));

/** The search in a language: English is a record without one, as every record stored before languages. */
function inLanguage(search: SavedSearch, locale: Locale = DEFAULT_LOCALE): SavedSearch {
  const english = { ...search };
  delete english.locale;
  return locale === DEFAULT_LOCALE ? english : { ...english, locale };
}

/** A pending search whose link, if it ever had one, has lapsed: nothing can confirm it any more. */
function lapsed(search: SavedSearch, now: Date): boolean {
  const since = Date.parse(search.confirmationSentAt ?? search.createdAt);
  return search.state === 'pending' && since + CONFIRM_TTL_MS < now.getTime();
}

/** The record without its lapsed pending searches (the same record when none lapsed). */
export function dropLapsed(record: AlertOwner, now: Date): AlertOwner {
  const searches = record.searches.filter((search) => !lapsed(search, now));
  return searches.length === record.searches.length ? record : { ...record, searches };
}

/**
 * The record after a save: the same filters already saved add no search (a waiting one is sent its
 * confirmation again, at most hourly, a new link when the old one lapsed); a new search is stored pending,
 * with a confirmation e-mail while the address has fewer than 3 unconfirmed searches, and not at all past
 * 20. Pending searches whose links lapsed are dropped first.
 */
export function applySave(
  current: AlertOwner | null,
  request: SaveRequest,
  now: Date,
  newId: () => string,
): SaveOutcome {
  const at = now.toISOString();
  const owner: AlertOwner = current
    ? { ...current, searches: current.searches.filter((search) => !lapsed(search, now)) }
    : { email: request.email, createdAt: at, searches: [], alertsToday: { day: '', count: 0 } };
  const pruned = current !== null && owner.searches.length !== current.searches.length;
  const unconfirmed = (except?: string) =>
    owner.searches.filter((search) => search.state === 'pending' && search.id !== except).length;

  const existing = owner.searches.find((search) => sameFilters(search.filters, request.filters));
  if (existing) {
    const resend =
      existing.state === 'pending' &&
      unconfirmed(existing.id) < MAX_UNCONFIRMED &&
      (existing.confirmationSentAt === null ||
        Date.parse(existing.confirmationSentAt) + CONFIRM_RESEND_MS <= now.getTime());
    if (!resend) return { record: pruned ? owner : undefined, confirm: null };
    // Its confirmation goes out again in the language of the page it was saved from this time.
    const again = inLanguage({ ...existing, frequency: request.frequency, confirmationSentAt: at }, request.locale);
    return {
      record: { ...owner, searches: owner.searches.map((search) => (search.id === existing.id ? again : search)) },
      confirm: again,
    };
  }
  if (owner.searches.length >= MAX_SEARCHES) return { record: pruned ? owner : undefined, confirm: null };
  const send = unconfirmed() < MAX_UNCONFIRMED;
  const search = inLanguage(
    {
      id: newId(),
      filters: request.filters,
      frequency: request.frequency,
      state: 'pending',
      createdAt: at,
      confirmedAt: null,
      confirmationSentAt: send ? at : null,
      queue: [],
      sent: [],
      lastDigestAt: null,
    },
    request.locale,
  );
  return { record: { ...owner, searches: [...owner.searches, search] }, confirm: send ? search : null };
}

/** An address masked for its own manage page: "j•••@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0] ?? ''}•••${email.slice(at)}`;
}
