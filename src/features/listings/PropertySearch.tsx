import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { pageCount } from './paging.ts';
import type { Bbox } from '#src/schemas/property.ts';
import {
  DEFAULT_RESULTS_QUERY,
  NO_FILTERS,
  formatBbox,
  listingsSearchPath,
  readResultsQuery,
  type ResultsFilters,
  type ResultsQuery,
} from '#src/schemas/results-query.ts';
import { ResultsView, type ResultsState } from './ResultsView.tsx';
import { SearchForm } from './SearchForm.tsx';
import { SortControl } from './SortControl.tsx';
import { ViewSwitch } from './ViewSwitch.tsx';
import { fetchListingsPage } from './api-client.ts';
import type { IdxTexts } from './IdxDisclaimer.tsx';

// Leaflet, the clustering code and the map island load only when the map is first shown.
const ResultsMap = lazy(() => import('./ResultsMap.tsx'));

const readLocation = (): ResultsQuery => readResultsQuery(new URLSearchParams(window.location.search));

interface Fetched {
  key: string;
  attempt: number;
  state: ResultsState;
}

/**
 * The /properties island: filters, order, page and view come from the URL, and one page of results at a
 * time from the list or the search endpoint. Searching, chips, sorting, paging and the view switch update
 * the URL with history.pushState, so Back works.
 */
export default function PropertySearch({ idx }: { idx: IdxTexts }) {
  // Server render and first client render agree (no URL on the server); the URL is read after hydration.
  const [route, setRoute] = useState<ResultsQuery | null>(null);
  const [draft, setDraft] = useState<ResultsFilters>(NO_FILTERS);
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [hovered, setHovered] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const sync = () => {
      const next = readLocation();
      setRoute(next);
      setDraft(next.filters);
    };
    sync();
    // The no-JavaScript form sends empty fields too; keep the address bar to the filters in use.
    const clean = listingsSearchPath(readLocation());
    if (clean !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(null, '', clean);
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  const go = useCallback((next: ResultsQuery, { focus = true, replace = false } = {}) => {
    const clean = { ...next, filters: { ...next.filters, location: next.filters.location.trim() } };
    window.history[replace ? 'replaceState' : 'pushState'](null, '', listingsSearchPath(clean));
    setRoute(clean);
    setDraft(clean.filters);
    if (focus) {
      heading.current?.focus({ preventScroll: true });
      heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    }
  }, []);

  // One fetch per filters, order and page (answers are kept, so Back and the view switch never refetch).
  const key = route ? JSON.stringify([route.filters, route.sort, route.page]) : null;
  useEffect(() => {
    if (!route || key === null) return;
    let live = true;
    const settle = (state: ResultsState) => {
      if (live) setFetched({ key, attempt, state });
    };
    fetchListingsPage(route).then(
      ({ items, total }) => {
        // A page past the end (the results changed since the link was made) shows the last page instead.
        const lastPage = pageCount(total);
        if (live && route.page > lastPage) go({ ...route, page: lastPage }, { focus: false, replace: true });
        else settle({ status: 'ready', properties: items, total });
      },
      () => settle({ status: 'error' }),
    );
    return () => {
      live = false;
    };
    // `key` stands for the route's filters, order and page; the view alone never fetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  // Until the answer for this route and this attempt arrives, the results show as loading.
  const state: ResultsState =
    key !== null && fetched?.key === key && fetched.attempt === attempt ? fetched.state : { status: 'loading' };

  const current = route ?? DEFAULT_RESULTS_QUERY;

  const mapShown = current.view === 'map';
  const results = (
    <ResultsView
      state={state}
      query={current}
      onNavigate={go}
      onRetry={() => setAttempt((n) => n + 1)}
      headingRef={heading}
      narrow={mapShown}
      {...(mapShown && { onCardHover: setHovered })}
      idx={idx}
      controls={
        <div className="flex flex-wrap items-center gap-4">
          <SortControl
            query={current}
            idPrefix="search"
            onSort={(sort) => go({ ...current, sort, page: 1 }, { focus: false })}
          />
          <ViewSwitch view={current.view} onChange={(view) => go({ ...current, view }, { focus: false })} />
        </div>
      }
    />
  );

  return (
    <div data-island="property-search">
      <SearchForm
        values={draft}
        idPrefix="search"
        onChange={setDraft}
        onSubmit={(filters) => go({ ...current, filters, page: 1 })}
      />
      {mapShown ? (
        <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start lg:gap-10">
          <div className="lg:order-2 lg:sticky lg:top-4 lg:mt-10">
            <Suspense fallback={<MapPlaceholder />}>
              <ResultsMap
                properties={state.status === 'ready' ? state.properties : null}
                highlighted={hovered}
                onSearchArea={(box: Bbox) =>
                  go({ ...current, filters: { ...current.filters, bbox: formatBbox(box) }, page: 1 })
                }
              />
            </Suspense>
          </div>
          <div className="lg:order-1">{results}</div>
        </div>
      ) : (
        results
      )}
    </div>
  );
}

/** The map's box while its code loads, with the map's own size, so nothing moves when it appears. */
function MapPlaceholder() {
  return (
    <div className="mt-8 flex h-[384px] items-center justify-center rounded-lg bg-sand text-sm text-stone shadow-lg lg:mt-0 lg:h-[calc(100vh-2rem)] lg:max-h-[720px]">
      Loading map…
    </div>
  );
}
