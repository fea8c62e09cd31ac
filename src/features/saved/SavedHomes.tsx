import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '#src/lib/api.ts';
import { NO_HOMES, type HomeRef } from '#src/features/listings/saved-homes.ts';
import type { Property } from '#src/schemas/property.ts';
import { PropertyCard } from '#src/features/listings/PropertyCard.tsx';
import { PropertyCardSkeleton } from '#src/features/listings/PropertyCardSkeleton.tsx';
import { IdxDisclaimer, type IdxTexts } from '#src/features/listings/IdxDisclaimer.tsx';
import { showsFeedListings } from '#src/features/listings/idx.ts';
import { fetchProperty } from '#src/features/listings/listing-client.ts';
import { useHydrated } from '#src/lib/useHydrated.ts';
import {
  $recentlyViewed,
  $savedHomes,
  clearRecentlyViewed,
  dropRecentlyViewed,
  dropSavedHome,
} from '#src/features/listings/saved-homes-store.ts';
import { LocalSearches } from '#src/features/alerts/LocalSearches.tsx';
import { cardTextWith } from '#src/features/listings/card-words.ts';
import { DEFAULT_LOCALE } from '#src/schemas/locale.ts';
import { ENGLISH_SAVED_HOMES_TEXT, type HomesListText, type SavedHomesText } from './saved-homes-text.ts';

type Answer = { status: 'ready'; property: Property } | { status: 'removed' } | { status: 'error' };

/** Each listing's current state from GET /api/properties/{id}; a 404 means it was removed. */
function useListings(ids: readonly number[]): { answers: ReadonlyMap<number, Answer>; retry: (id: number) => void } {
  const [answers, setAnswers] = useState<ReadonlyMap<number, Answer>>(new Map());
  const [attempt, setAttempt] = useState(0);
  const key = ids.join(',');
  useEffect(() => {
    let live = true;
    for (const id of key ? key.split(',').map(Number) : []) {
      void fetchProperty(id)
        .then((property): Answer => ({ status: 'ready', property }))
        .catch((error: unknown): Answer =>
          error instanceof ApiError && (error.status === 404 || error.status === 400)
            ? { status: 'removed' }
            : { status: 'error' },
        )
        .then((answer) => {
          if (live) setAnswers((previous) => new Map(previous).set(id, answer));
        });
    }
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const retry = (id: number) => {
    setAnswers((previous) => {
      const next = new Map(previous);
      next.delete(id);
      return next;
    });
    setAttempt((n) => n + 1);
  };
  return { answers, retry };
}

function GoneCard({
  home,
  note,
  action,
  onAction,
  titleLang,
}: {
  home: HomeRef;
  note: string;
  action: string;
  onAction: () => void;
  /** The listing's title keeps the MLS's English words: marked so on a page in another language. */
  titleLang: 'en' | undefined;
}) {
  return (
    <article
      className="flex h-full flex-col justify-between gap-6 border border-dashed border-black/20 bg-sand/40 p-6"
      data-removed-listing={home.id}
    >
      <div>
        <h3 className="text-lg leading-snug" lang={titleLang}>
          {home.title}
        </h3>
        <p className="mt-2 text-sm text-stone">{note}</p>
      </div>
      <button type="button" className="btn-outline self-start" onClick={onAction}>
        {action}
        <span className="sr-only" lang={titleLang}>
          {' '}
          {home.title}
        </span>
      </button>
    </article>
  );
}

/**
 * The section's empty state. Until the island has read localStorage it holds the same box with its content
 * hidden, so an empty list (a first visit) shifts nothing when it appears.
 */
function EmptyState({
  text,
  pending,
  words,
}: {
  text: string;
  pending: boolean;
  words: Pick<SavedHomesText, 'loading' | 'browse'>;
}) {
  return (
    <div className="mt-6 border border-black/10 bg-white p-8" data-empty={pending ? undefined : ''}>
      {pending && (
        <p className="sr-only" role="status">
          {words.loading}
        </p>
      )}
      <div className={pending ? 'invisible' : undefined}>
        <p className="text-lg text-stone">{text}</p>
        <a href={words.browse.href} className="btn-primary mt-6">
          {words.browse.label}
        </a>
      </div>
    </div>
  );
}

interface SectionProps {
  id: string;
  homes: readonly HomeRef[];
  hydrated: boolean;
  /** The list's heading, empty state and drop button. */
  list: HomesListText;
  text: SavedHomesText;
  /** Drops a removed listing from this list. */
  onDrop: (id: number) => void;
  /** Extra controls beside the heading (Clear). */
  actions?: ReactNode;
  /** Tells the page whether this list shows MLS listings (the page shows the IDX disclaimer once). */
  onFeedListings: (id: string, shown: boolean) => void;
}

function HomesSection(props: SectionProps) {
  const { id, homes, hydrated, list, text, onDrop, actions, onFeedListings } = props;
  const titleLang = text.locale === DEFAULT_LOCALE ? undefined : 'en';
  const { answers, retry } = useListings(homes.map((home) => home.id));
  const shown = [...answers.values()].flatMap((answer) =>
    answer.status === 'ready' && homes.some((home) => home.id === answer.property.id) ? [answer.property] : [],
  );
  const feed = showsFeedListings(shown);
  useEffect(() => {
    onFeedListings(id, feed);
  }, [id, feed, onFeedListings]);
  const heading = useRef<HTMLHeadingElement>(null);
  const count = useRef(homes.length);
  // When the focused card leaves the list (unsaved, dropped, cleared), focus goes to the heading.
  useEffect(() => {
    if (homes.length < count.current && document.activeElement === document.body) heading.current?.focus();
    count.current = homes.length;
  }, [homes.length]);

  return (
    <section aria-labelledby={`${id}-heading`} className="py-10" data-saved-section={id}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-3xl outline-none">
          {list.heading}
        </h2>
        {hydrated && homes.length > 0 && actions}
      </div>
      {!hydrated || homes.length === 0 ? (
        <EmptyState text={list.empty} pending={!hydrated} words={text} />
      ) : (
        <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {homes.map((home) => {
            const answer = answers.get(home.id);
            return (
              <li key={home.id}>
                {!answer ? (
                  <PropertyCardSkeleton />
                ) : answer.status === 'ready' ? (
                  <PropertyCard
                    property={answer.property}
                    text={text.cards ? cardTextWith(text.cards, answer.property) : undefined}
                  />
                ) : answer.status === 'removed' ? (
                  <GoneCard
                    home={home}
                    note={text.removed}
                    action={list.drop}
                    onAction={() => {
                      onDrop(home.id);
                    }}
                    titleLang={titleLang}
                  />
                ) : (
                  <GoneCard
                    home={home}
                    note={text.failed}
                    action={text.retry}
                    onAction={() => {
                      retry(home.id);
                    }}
                    titleLang={titleLang}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const noHomes = () => NO_HOMES as HomeRef[];

/**
 * /saved: the visitor's saved homes, saved searches and recently viewed listings, refreshed from the API. Its
 * words are English's own unless the page gives them in its language (`text`), with the MLS's English
 * disclaimer beside a translated one (`idxOriginal`).
 */
export default function SavedHomes({
  idx,
  idxOriginal,
  text = ENGLISH_SAVED_HOMES_TEXT,
}: {
  idx: IdxTexts;
  idxOriginal?: IdxTexts | undefined;
  text?: SavedHomesText | undefined;
}) {
  const hydrated = useHydrated();
  const saved = useStore($savedHomes, { ssr: noHomes });
  const recent = useStore($recentlyViewed, { ssr: noHomes });
  const [feedLists, setFeedLists] = useState<ReadonlySet<string>>(new Set());
  const onFeedListings = useCallback((id: string, shown: boolean) => {
    setFeedLists((lists) => {
      if (lists.has(id) === shown) return lists;
      const next = new Set(lists);
      if (shown) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  return (
    <div className="container-page divide-y divide-black/10 py-6">
      <HomesSection
        id="saved"
        homes={saved}
        hydrated={hydrated}
        list={text.saved}
        text={text}
        onDrop={dropSavedHome}
        onFeedListings={onFeedListings}
      />
      <LocalSearches hydrated={hydrated} text={text.searches} />
      <HomesSection
        id="recent"
        homes={recent}
        hydrated={hydrated}
        list={text.recent}
        text={text}
        onDrop={dropRecentlyViewed}
        onFeedListings={onFeedListings}
        actions={
          <button type="button" className="btn-outline" onClick={clearRecentlyViewed}>
            {text.recent.clear}
            <span className="sr-only"> {text.recent.clearFor}</span>
          </button>
        }
      />
      {hydrated && feedLists.size > 0 && <IdxDisclaimer idx={idx} locale={text.locale} original={idxOriginal} />}
    </div>
  );
}
