import { useCallback, useEffect, useRef, useState } from 'react';
import { NO_FILTERS, readFilters, readPage, type Filters } from '../../lib/listings.ts';
import { propertiesSearchPath } from '../../lib/paths.ts';
import { ResultsView, type ResultsState } from './ResultsView.tsx';
import { SearchForm } from './SearchForm.tsx';
import { fetchListings } from './store.ts';

interface Route {
  filters: Filters;
  page: number;
}

function readRoute(): Route {
  const params = new URLSearchParams(window.location.search);
  return { filters: readFilters(params), page: readPage(params) };
}

/** The next route, keeping the previous filters object when they are equal, so that paging never fetches again. */
function nextRoute(previous: Route | null, next: Route): Route {
  const same = previous && JSON.stringify(previous.filters) === JSON.stringify(next.filters);
  return same ? { filters: previous.filters, page: next.page } : next;
}

interface Fetched {
  filters: Filters;
  attempt: number;
  state: ResultsState;
}

/**
 * The /properties island: filters and page come from the URL, results from the list or the search
 * endpoint. Searching, chips and paging update the URL with history.pushState, so Back works.
 */
export default function PropertySearch() {
  // Server render and first client render agree (no URL on the server); the URL is read after hydration.
  const [route, setRoute] = useState<Route | null>(null);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const sync = () => {
      const next = readRoute();
      setRoute((previous) => nextRoute(previous, next));
      setDraft(next.filters);
    };
    sync();
    // The no-JavaScript form sends empty fields too; keep the address bar to the filters in use.
    const current = readRoute();
    const clean = propertiesSearchPath(current.filters, current.page);
    if (clean !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(null, '', clean);
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  // Paging re-slices the same answer; only new filters (or Retry) fetch again.
  const filters = route?.filters;
  useEffect(() => {
    if (!filters) return;
    let live = true;
    const settle = (state: ResultsState) => {
      if (live) setFetched({ filters, attempt, state });
    };
    fetchListings(filters).then(
      (properties) => settle({ status: 'ready', properties }),
      () => settle({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [filters, attempt]);
  // Until the answer for these filters and this attempt arrives, the results show as loading.
  const state: ResultsState =
    filters && fetched?.filters === filters && fetched.attempt === attempt ? fetched.state : { status: 'loading' };

  const navigate = useCallback((filters: Filters, page: number) => {
    const next = { filters: { ...filters, location: filters.location.trim() }, page };
    window.history.pushState(null, '', propertiesSearchPath(next.filters, next.page));
    setRoute((previous) => nextRoute(previous, next));
    setDraft(next.filters);
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);

  return (
    <div data-island="property-search">
      <SearchForm values={draft} idPrefix="search" onChange={setDraft} onSubmit={(filters) => navigate(filters, 1)} />
      <ResultsView
        state={state}
        filters={route?.filters ?? NO_FILTERS}
        page={route?.page ?? 1}
        onNavigate={navigate}
        onRetry={() => setAttempt((n) => n + 1)}
        headingRef={heading}
      />
    </div>
  );
}
