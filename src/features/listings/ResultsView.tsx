import { lazy, Suspense, useId, type FocusEvent, type MouseEvent, type ReactNode, type Ref } from 'react';
import { PAGE_SIZE, clampPage, pageCount, pageNumbers } from './paging.ts';
import { filterChips, relaxationText, resultCountText, withoutFilter, type Relaxation } from './results-header.ts';
import { useSearchText } from './search-text.ts';
import { fillIn } from './card-words.ts';
import type { ListingSummary } from './listing-summary.ts';
import { NO_FILTERS, listingsSearchPath, type ResultsQuery } from '#src/schemas/results-query.ts';
import { PropertyCardSkeleton } from './PropertyCardSkeleton.tsx';
import { IdxDisclaimer, type IdxTexts } from './IdxDisclaimer.tsx';
import { showsFeedListings } from './idx.ts';

/**
 * When ready: the listings of the page shown, how many results there are in all, and for an empty search the
 * nearest searches that find homes.
 */
export type ResultsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; properties: readonly ListingSummary[]; total: number; relaxations?: readonly Relaxation[] };

// The cards' code (the card, its photo, badges and save button) loads with the first page the island fetches:
// the page's own results arrive as static server HTML (`cards`).
const ResultCards = lazy(async () => ({ default: (await import('./ResultCards.tsx')).ResultCards }));

interface Props {
  state: ResultsState;
  /** The search shown; every link keeps its sort and view. */
  query: ResultsQuery;
  /** The island handles links itself (history.pushState); without it links simply navigate. */
  onNavigate?: (query: ResultsQuery) => void;
  onRetry?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Controls shown in the results header (sort, list or map). */
  controls?: ReactNode;
  /** What the empty state offers beside its relaxations ("Save this search"). */
  emptyActions?: ReactNode;
  /** Two columns at most, for the split map view. */
  narrow?: boolean;
  /** A card is hovered or focused (its id), or left (null). */
  onCardHover?: (id: number | null) => void;
  /** The cards of the results the page arrived with, as static server HTML (an Astro slot), shown in their stead. */
  cards?: ReactNode;
  /** The IDX disclaimer's texts, shown under a page with MLS listings, in the page's language. */
  idx: IdxTexts;
  /** The MLS's English disclaimer, beside a translation. */
  idxOriginal?: IdxTexts | undefined;
  /** The feed's last successful sync, where the server knows it. */
  syncedAt?: string | null | undefined;
}

/** A plain left click the island may handle; modified clicks keep the browser's behaviour (new tab...). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The page of ready results shown for a requested page (the last one when it is past the end). */
function shownPage({ properties, total }: Extract<ResultsState, { status: 'ready' }>, page: number) {
  const count = pageCount(total);
  return { items: properties, total, pageCount: count, page: clampPage(page, count) };
}

/** Results header (count and filter chips), then the grid with paging, or the loading, error or empty state. */
export function ResultsView({
  state,
  query,
  onNavigate,
  onRetry,
  headingRef,
  controls,
  emptyActions,
  narrow = false,
  onCardHover,
  cards,
  idx,
  idxOriginal,
  syncedAt,
}: Props) {
  const text = useSearchText();
  const words = text.results;
  const headingId = useId();
  const widerId = useId();
  const { filters } = query;
  /** A link to the query's filters (by default) on another page; the sort and view stay. */
  const link = (page: number, target = filters) => {
    const next: ResultsQuery = { ...query, filters: target, page };
    return {
      href: listingsSearchPath(next, text.path),
      onClick: onNavigate
        ? (event: MouseEvent) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onNavigate(next);
          }
        : undefined,
    };
  };
  const paged = state.status === 'ready' ? shownPage(state, query.page) : null;
  const chips = filterChips(filters, undefined, text);
  const grid = narrow ? 'grid gap-8 sm:grid-cols-2' : 'grid gap-8 sm:grid-cols-2 lg:grid-cols-3';
  const skeletons = (
    <div className={`mt-8 ${grid}`} role="status">
      <span className="sr-only">{words.loadingCards}</span>
      {Array.from({ length: PAGE_SIZE }, (_, i) => (
        <PropertyCardSkeleton key={i} />
      ))}
    </div>
  );
  // Read from the card under the pointer or the focus, so that static cards report it as rendered ones do.
  const cardAt = (target: EventTarget) =>
    target instanceof Element
      ? Number(target.closest('[data-property-card]')?.getAttribute('data-property-card')) || null
      : null;
  const heading =
    state.status === 'ready'
      ? resultCountText(state.total, text)
      : state.status === 'loading'
        ? words.loading
        : words.heading;

  return (
    <section aria-labelledby={headingId} className="mt-10" data-results={state.status}>
      <div className="flex flex-col gap-4 border-b border-black/10 pb-5 md:flex-row md:flex-wrap md:items-center md:justify-between">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl outline-none sm:text-3xl"
          aria-live="polite"
        >
          {heading}
        </h2>
        {chips.length > 0 && (
          <ul className="flex flex-wrap items-center gap-2" aria-label={words.activeFilters}>
            {chips.map((chip) => (
              <li key={chip.key}>
                <a
                  {...link(1, withoutFilter(filters, chip.key))}
                  data-chip={chip.key}
                  aria-label={fillIn(chip.value ? words.removeFilterValue : words.removeFilter, {
                    label: chip.label,
                    value: chip.value,
                  })}
                  className="inline-flex min-h-9 items-center gap-2 rounded-full border border-ink/30 bg-sand px-4 text-sm text-ink hover:border-ink"
                >
                  {chip.value ? (
                    <span>
                      <span className="font-semibold">{chip.label}:</span> {chip.value}
                    </span>
                  ) : (
                    <span className="font-semibold">{chip.label}</span>
                  )}
                  <span aria-hidden="true" className="text-base leading-none">
                    ×
                  </span>
                </a>
              </li>
            ))}
            {chips.length > 1 && (
              <li>
                <a
                  {...link(1, NO_FILTERS)}
                  className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-bronze underline-offset-4 hover:underline"
                >
                  {words.clearAll}
                </a>
              </li>
            )}
          </ul>
        )}
        {controls}
      </div>

      {state.status === 'loading' && skeletons}

      {state.status === 'error' && (
        <div
          role="alert"
          className="mt-10 flex flex-col items-center border border-black/10 bg-sand px-6 py-14 text-center"
        >
          <p className="max-w-md text-lg text-ink">{words.error}</p>
          {/* A link, so that Retry works before the island hydrates too. */}
          <a
            href={listingsSearchPath(query, text.path)}
            onClick={
              onRetry &&
              ((event: MouseEvent) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onRetry();
              })
            }
            className="btn-primary mt-6"
          >
            {words.retry}
          </a>
        </div>
      )}

      {paged?.total === 0 && (
        <div className="mt-10 flex flex-col items-center border border-black/10 bg-sand px-6 py-14 text-center">
          <p className="max-w-md text-lg text-ink">{words.none}</p>
          {state.status === 'ready' && state.relaxations?.length ? (
            <>
              <p id={widerId} className="mt-6 text-sm font-semibold text-stone">
                {words.wider}
              </p>
              <ul aria-labelledby={widerId} className="mt-3 flex flex-wrap justify-center gap-2" data-relaxations>
                {state.relaxations.map((relaxation) => (
                  <li key={relaxation.label}>
                    <a
                      {...link(1, relaxation.filters)}
                      className="inline-flex min-h-11 items-center rounded-full border border-ink/30 bg-white px-4 text-sm text-ink hover:border-ink"
                    >
                      {relaxationText(relaxation, text)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <div className="mt-6 flex flex-wrap items-center justify-center gap-4">
            <a {...(onNavigate ? link(1, NO_FILTERS) : { href: text.path })} className="btn-primary">
              {words.viewAll}
            </a>
            {emptyActions}
          </div>
        </div>
      )}

      {paged && paged.total > 0 && (
        <>
          <div
            className={narrow ? '[--results-cols:2]' : undefined}
            {...(onCardHover && {
              onMouseOver: (event: MouseEvent) => onCardHover(cardAt(event.target)),
              onMouseLeave: () => onCardHover(null),
              onFocus: (event: FocusEvent) => onCardHover(cardAt(event.target)),
              onBlur: () => onCardHover(null),
            })}
          >
            {cards ?? (
              <Suspense fallback={skeletons}>
                <ResultCards
                  properties={paged.items}
                  page={paged.page}
                  pageCount={paged.pageCount}
                  pageOf={words.pageOf}
                  cards={text.cards}
                />
              </Suspense>
            )}
          </div>
          {paged.pageCount > 1 && (
            <nav aria-label={words.pagination} className="mt-12">
              <ul className="flex flex-wrap items-center justify-center gap-2 text-sm">
                <li>
                  {paged.page > 1 ? (
                    <a {...link(paged.page - 1)} rel="prev" className="btn-outline px-4">
                      {words.previous}
                    </a>
                  ) : (
                    <span aria-disabled="true" className="btn border border-black/15 px-4 text-stone">
                      {words.previous}
                    </span>
                  )}
                </li>
                {pageNumbers(paged.page, paged.pageCount).map((item, i) =>
                  item === 'gap' ? (
                    <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-stone">
                      …
                    </li>
                  ) : (
                    <li key={item}>
                      <a
                        {...link(item)}
                        aria-label={fillIn(words.page, { page: String(item) })}
                        aria-current={item === paged.page ? 'page' : undefined}
                        className={`inline-flex size-11 items-center justify-center rounded-sm border ${item === paged.page ? 'border-ink bg-ink text-paper' : 'border-black/15 hover:border-ink'}`}
                      >
                        {item}
                      </a>
                    </li>
                  ),
                )}
                <li>
                  {paged.page < paged.pageCount ? (
                    <a {...link(paged.page + 1)} rel="next" className="btn-outline px-4">
                      {words.next}
                    </a>
                  ) : (
                    <span aria-disabled="true" className="btn border border-black/15 px-4 text-stone">
                      {words.next}
                    </span>
                  )}
                </li>
              </ul>
            </nav>
          )}
          {showsFeedListings(paged.items) && (
            <IdxDisclaimer idx={idx} syncedAt={syncedAt} locale={text.locale} original={idxOriginal} />
          )}
        </>
      )}
    </section>
  );
}
