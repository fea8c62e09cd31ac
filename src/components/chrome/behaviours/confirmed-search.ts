import { LOCAL_SEARCHES_KEY, parseLocalSearches, withConfirmedSearch } from '#src/features/alerts/local-searches.ts';

/**
 * A saved search's confirmation page marks it confirmed in this browser's list, so /saved stops saying it
 * waits for its e-mail (the server never tells a browser, which knows no address, whether it was confirmed).
 */
export function markConfirmedSearch(): void {
  const query = document.querySelector<HTMLElement>('[data-confirmed-search]')?.dataset['confirmedSearch'];
  if (query === undefined) return;
  try {
    const searches = parseLocalSearches(localStorage.getItem(LOCAL_SEARCHES_KEY));
    localStorage.setItem(LOCAL_SEARCHES_KEY, JSON.stringify(withConfirmedSearch(searches, query)));
  } catch {
    // Storage may be off in this browser: then it never held the search either.
  }
}
