import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { pageCount } from '#src/features/listings/paging.ts';
import { formatBbox, type Bbox } from '#src/schemas/map-area.ts';
import {
  DEFAULT_RESULTS_QUERY,
  hasFilters,
  listingsSearchPath,
  readFilters,
  readResultsQuery,
  type ResultsFilters,
  type ResultsQuery,
} from '#src/schemas/results-query.ts';
import { ResultsView, type ResultsState } from '#src/features/listings/ResultsView.tsx';
import { SearchForm } from '#src/features/listings/SearchForm.tsx';
import { filterChips } from '#src/features/listings/results-header.ts';
import { SortControl } from '#src/features/listings/SortControl.tsx';
import { ViewSwitch } from '#src/features/listings/ViewSwitch.tsx';
import { fetchListingsPage, fetchRelaxations } from '#src/features/listings/api-client.ts';
import { useHydrated } from '#src/lib/useHydrated.ts';
// Leaflet and the map island load only in browsers, when the map is first shown.
import { LazyResultsMap } from '#results-map';
import type { IdxTexts } from '#src/features/listings/IdxDisclaimer.tsx';
import { SaveSearch } from '#src/features/alerts/SaveSearch.tsx';
import type { SaveSearchButtonText } from '#src/features/alerts/save-search-text.ts';
import {
  ENGLISH_SEARCH_TEXT,
  SearchTextContext,
  useSearchText,
  type SearchText,
} from '#src/features/listings/search-text.ts';
import { fillIn } from '#src/features/listings/card-words.ts';

const readLocation = (): ResultsQuery => readResultsQuery(new URLSearchParams(window.location.search));

interface Fetched {
  key: string;
  attempt: number;
  state: ResultsState;
  /** The results the page arrived with, whose cards are the page's static HTML. */
  arrived?: boolean;
}

/** What the server rendered the page with: the search in its URL and its first page of results. */
export interface InitialResults {
  query: ResultsQuery;
  state: ResultsState;
  /** The feed's last successful sync, for the disclaimer. */
  syncedAt: string | null;
}

/** The search form's fields as they stand in the page, read as a URL would be (the form has no map area). */
function formFilters(element: HTMLFormElement): ResultsFilters {
  const fields = [...new FormData(element)].flatMap(([key, value]) =>
    typeof value === 'string' ? [[key, value] as [string, string]] : [],
  );
  return readFilters(new URLSearchParams(fields));
}

/** One fetch per filters, order and page: the view alone never fetches. */
const fetchKey = (query: ResultsQuery): string => JSON.stringify([query.filters, query.sort, query.page]);

interface Props {
  /** The IDX disclaimer in the page's language, and the MLS's English beside a translation. */
  idx: IdxTexts;
  idxOriginal?: IdxTexts | undefined;
  /** The results the page arrived with; the island shows them without asking the API again. */
  initial?: InitialResults;
  /** Whether e-mail alerts are on (ALERTS_SECRET): "Save this search" is shown only then. */
  alerts?: boolean;
  /**
   * The cards of `initial`, as the server rendered them (ResultCards, an Astro slot): the island shows this
   * HTML as it is and never hydrates it, and renders cards itself only for the pages it fetches.
   */
  cards?: ReactNode;
  /** The words in the page's language: none in English, whose words the island holds itself. */
  text?: SearchText | undefined;
  /** "Save this search"'s button words, and where its dialog's are, outside English (its English is its own). */
  saveSearchButton?: SaveSearchButtonText | undefined;
}

/**
 * The /properties island: filters, order, page and view come from the URL, and one page of results at a
 * time from the list or the search endpoint. Searching, chips, sorting, paging and the view switch update
 * the URL with history.pushState, so Back works. It composes the catalogue's search parts (listings) with
 * "Save this search" (alerts), so it sits above both.
 */
export default function PropertySearch({
  idx,
  idxOriginal,
  initial,
  alerts = false,
  cards,
  text = ENGLISH_SEARCH_TEXT,
  saveSearchButton,
}: Props) {
  // Server render and first client render agree: both start from the search the server rendered.
  const hydrated = useHydrated();
  const [route, setRoute] = useState<ResultsQuery | null>(initial?.query ?? null);
  const [fetched, setFetched] = useState<Fetched | null>(
    initial ? { key: fetchKey(initial.query), attempt: 0, state: initial.state, arrived: true } : null,
  );
  const [attempt, setAttempt] = useState(0);
  const [hovered, setHovered] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const sync = () => setRoute(readLocation());
    sync();
    // The no-JavaScript form sends empty fields too; keep the address bar to the filters in use.
    const clean = listingsSearchPath(readLocation(), text.path);
    if (clean !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(null, '', clean);
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, [text.path]);

  const go = useCallback(
    (next: ResultsQuery, { focus = true, replace = false } = {}) => {
      const clean = { ...next, filters: { ...next.filters, location: next.filters.location.trim() } };
      window.history[replace ? 'replaceState' : 'pushState'](null, '', listingsSearchPath(clean, text.path));
      setRoute(clean);
      if (focus) {
        heading.current?.focus({ preventScroll: true });
        heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      }
    },
    [text.path],
  );

  // One fetch per filters, order and page; none for the results the page arrived with.
  const key = route ? fetchKey(route) : null;
  useEffect(() => {
    if (!route || key === null) return;
    if (fetched?.key === key && fetched.attempt === attempt) return;
    let live = true;
    const settle = (state: ResultsState) => {
      if (live) setFetched({ key, attempt, state });
    };
    fetchListingsPage(route)
      .then(async ({ items, total }) => {
        // A page past the end (the results changed since the link was made) shows the last page instead.
        const lastPage = pageCount(total);
        if (live && route.page > lastPage) {
          go({ ...route, page: lastPage }, { focus: false, replace: true });
          return;
        }
        // An empty search offers the nearest ones that find homes; without them it is still the empty state.
        const relaxations =
          total === 0 && hasFilters(route.filters)
            ? await fetchRelaxations(route.filters, text.locale).catch(() => [])
            : [];
        settle({ status: 'ready', properties: items, total, relaxations });
      })
      .catch(() => settle({ status: 'error' }));
    return () => {
      live = false;
    };
    // `key` stands for the route's filters, order and page; the view alone never fetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  // Until the answer for this route and this attempt arrives, the results show as loading.
  const shown = key !== null && fetched?.key === key && fetched.attempt === attempt ? fetched : null;
  const state: ResultsState = shown?.state ?? { status: 'loading' };

  const current = route ?? DEFAULT_RESULTS_QUERY;

  // The map needs the browser: server HTML and hydration show its placeholder.
  const mapShown = current.view === 'map';
  const empty = state.status === 'ready' && state.total === 0;
  const saveSearch = alerts && <SaveSearch filters={current.filters} text={saveSearchButton} />;
  const activeFilters = filterChips(current.filters, undefined, text).length;
  const syncedAt = initial && key === fetchKey(initial.query) ? initial.syncedAt : undefined;
  const results = (
    <ResultsView
      state={state}
      query={current}
      onNavigate={go}
      onRetry={() => setAttempt((n) => n + 1)}
      headingRef={heading}
      narrow={mapShown}
      {...(mapShown && { onCardHover: setHovered })}
      cards={shown?.arrived ? cards : undefined}
      idx={idx}
      idxOriginal={idxOriginal}
      syncedAt={syncedAt}
      emptyActions={saveSearch}
      controls={
        <div className="flex flex-wrap items-center gap-4">
          <SortControl
            query={current}
            idPrefix="search"
            onSort={(sort) => go({ ...current, sort, page: 1 }, { focus: false })}
          />
          <ViewSwitch query={current} onChange={(view) => go({ ...current, view }, { focus: false })} />
          {/* An empty search offers it in its empty state. */}
          {!empty && saveSearch}
        </div>
      }
    />
  );

  return (
    <SearchTextContext value={text}>
      <div data-island="property-search">
        {/* On phones the filters fold behind "Filters", so that results fill the first screen; wide screens
          always show them (global.css). A <details> opens without JavaScript too. */}
        <details className="filters-disclosure" data-filters>
          <summary className="flex min-h-11 w-full cursor-pointer list-none items-center justify-between rounded-sm border border-ink bg-white px-4 text-sm font-semibold tracking-wide text-ink uppercase [&::-webkit-details-marker]:hidden">
            <span>
              {text.form.disclosure}
              {activeFilters > 0 && (
                <span className="ml-2 text-stone">{fillIn(text.form.active, { count: String(activeFilters) })}</span>
              )}
            </span>
            <span aria-hidden="true">▾</span>
          </summary>
          <div className="mt-3 lg:mt-0">
            {/* Its fields are the browser's: a new search (a chip, Back) renders it afresh with that search. */}
            <SearchForm
              key={JSON.stringify(current.filters)}
              values={current.filters}
              idPrefix="search"
              onSubmit={(element) =>
                go({ ...current, filters: { ...formFilters(element), bbox: current.filters.bbox }, page: 1 })
              }
            />
          </div>
        </details>
        {mapShown ? (
          <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start lg:gap-10">
            <div className="lg:order-2 lg:sticky lg:top-4 lg:mt-10" data-js-only>
              {hydrated && LazyResultsMap ? (
                <Suspense fallback={<MapPlaceholder />}>
                  <LazyResultsMap
                    properties={state.status === 'ready' ? state.properties : null}
                    highlighted={hovered}
                    onSearchArea={(box: Bbox) =>
                      go({ ...current, filters: { ...current.filters, bbox: formatBbox(box) }, page: 1 })
                    }
                  />
                </Suspense>
              ) : (
                <MapPlaceholder />
              )}
            </div>
            <div className="lg:order-1">{results}</div>
          </div>
        ) : (
          results
        )}
      </div>
    </SearchTextContext>
  );
}

/** The map's box while its code loads, with the map's own size, so nothing moves when it appears. */
function MapPlaceholder() {
  const text = useSearchText();
  return (
    <div className="mt-8 flex h-[384px] items-center justify-center rounded-lg bg-sand text-sm text-stone shadow-lg lg:mt-0 lg:h-[calc(100vh-2rem)] lg:max-h-[720px]">
      {text.map.loading}
    </div>
  );
}
