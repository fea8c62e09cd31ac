import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '#src/lib/api.ts';
import { NO_HOMES, type HomeRef } from '#src/features/listings/saved-homes.ts';
import type { Property } from '#src/schemas/property.ts';
import { PropertyCard } from '#src/features/listings/PropertyCard.tsx';
import { PropertyCardSkeleton } from '#src/features/listings/PropertyCardSkeleton.tsx';
import { IdxDisclaimer, type IdxTexts } from '#src/features/listings/IdxDisclaimer.tsx';
import { showsFeedListings } from '#src/features/listings/idx.ts';
import { fetchProperty } from '#src/features/listings/api-client.ts';
import { useHydrated } from '#src/lib/useHydrated.ts';
import {
  $recentlyViewed,
  $savedHomes,
  clearRecentlyViewed,
  dropRecentlyViewed,
  dropSavedHome,
} from '#src/features/listings/saved-homes-store.ts';
import { LocalSearches } from '#src/features/alerts/LocalSearches.tsx';

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
}: {
  home: HomeRef;
  note: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <article
      className="flex h-full flex-col justify-between gap-6 border border-dashed border-black/20 bg-sand/40 p-6"
      data-removed-listing={home.id}
    >
      <div>
        <h3 className="text-lg leading-snug">{home.title}</h3>
        <p className="mt-2 text-sm text-stone">{note}</p>
      </div>
      <button type="button" className="btn-outline self-start" onClick={onAction}>
        {action}
        <span className="sr-only"> {home.title}</span>
      </button>
    </article>
  );
}

/**
 * The section's empty state. Until the island has read localStorage it holds the same box with its content
 * hidden, so an empty list (a first visit) shifts nothing when it appears.
 */
function EmptyState({ text, pending }: { text: string; pending: boolean }) {
  return (
    <div className="mt-6 border border-black/10 bg-white p-8" data-empty={pending ? undefined : ''}>
      {pending && (
        <p className="sr-only" role="status">
          Loading…
        </p>
      )}
      <div className={pending ? 'invisible' : undefined}>
        <p className="text-lg text-stone">{text}</p>
        <a href="/properties" className="btn-primary mt-6">
          Browse Properties
        </a>
      </div>
    </div>
  );
}

interface SectionProps {
  id: string;
  title: string;
  homes: readonly HomeRef[];
  hydrated: boolean;
  emptyText: string;
  /** Drops a removed listing from this list. */
  onDrop: (id: number) => void;
  dropLabel: string;
  /** Extra controls beside the heading (Clear). */
  actions?: ReactNode;
  /** Tells the page whether this list shows MLS listings (the page shows the IDX disclaimer once). */
  onFeedListings: (id: string, shown: boolean) => void;
}

function HomesSection(props: SectionProps) {
  const { id, title, homes, hydrated, emptyText, onDrop, dropLabel, actions, onFeedListings } = props;
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
          {title}
        </h2>
        {hydrated && homes.length > 0 && actions}
      </div>
      {!hydrated || homes.length === 0 ? (
        <EmptyState text={emptyText} pending={!hydrated} />
      ) : (
        <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {homes.map((home) => {
            const answer = answers.get(home.id);
            return (
              <li key={home.id}>
                {!answer ? (
                  <PropertyCardSkeleton />
                ) : answer.status === 'ready' ? (
                  <PropertyCard property={answer.property} />
                ) : answer.status === 'removed' ? (
                  <GoneCard
                    home={home}
                    note="This listing has been removed and is no longer available."
                    action={dropLabel}
                    onAction={() => {
                      onDrop(home.id);
                    }}
                  />
                ) : (
                  <GoneCard
                    home={home}
                    note="This listing could not be loaded just now."
                    action="Try again"
                    onAction={() => {
                      retry(home.id);
                    }}
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

/** /saved: the visitor's saved homes, saved searches and recently viewed listings, refreshed from the API. */
export default function SavedHomes({ idx }: { idx: IdxTexts }) {
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
        title="Saved Homes"
        homes={saved}
        hydrated={hydrated}
        emptyText="You have not saved any homes yet. Press the heart on a listing to keep it here."
        onDrop={dropSavedHome}
        dropLabel="Remove from saved homes"
        onFeedListings={onFeedListings}
      />
      <LocalSearches hydrated={hydrated} />
      <HomesSection
        id="recent"
        title="Recently Viewed"
        homes={recent}
        hydrated={hydrated}
        emptyText="Listings you open appear here, the most recent first."
        onDrop={dropRecentlyViewed}
        dropLabel="Remove from recently viewed"
        onFeedListings={onFeedListings}
        actions={
          <button type="button" className="btn-outline" onClick={clearRecentlyViewed}>
            Clear<span className="sr-only"> recently viewed</span>
          </button>
        }
      />
      {hydrated && feedLists.size > 0 && <IdxDisclaimer idx={idx} />}
    </div>
  );
}
