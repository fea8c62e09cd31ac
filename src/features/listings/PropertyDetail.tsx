import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '#src/lib/api.ts';
import { listingIdSegment } from '#src/lib/paths.ts';
import type { Property } from '#src/schemas/property.ts';
import type { Advisor } from '#src/schemas/team.ts';
import {
  NOT_FOUND_TITLE,
  PropertyDetailSkeleton,
  PropertyDetailView,
  PropertyNotFound,
} from './PropertyDetailView.tsx';
import { fetchAdvisor, fetchProperty } from './api-client.ts';
import { SaveButton } from './SaveButton.tsx';
import { recordListingView } from './saved-homes-store.ts';

// Only the fallback page renders these itself, from the API (prebuilt pages pass the calculator in as its
// own island and carry their similar homes as HTML), so they load only there.
const MortgageCalculator = lazy(() => import('./MortgageCalculator.tsx'));
const RemoteSimilarHomes = lazy(() => import('./RemoteSimilarHomes.tsx'));

type View =
  { status: 'loading' } | { status: 'missing' } | { status: 'ready'; property: Property; advisor: Advisor | null };

interface Props {
  /** The listing as it was at build time (prerendered pages); absent on the fallback page. */
  initial?: { property: Property; advisor: Advisor | null };
  /** Brand name for the document title of the fallback page. */
  siteName: string;
  /** Astro named slot: the sidebar's inquiry block. */
  inquiry?: ReactNode;
  /** Astro named slot: the Share button. */
  share?: ReactNode;
  /** Astro named slot on prebuilt pages: the mortgage estimate island. */
  mortgage?: ReactNode;
  /** On the fallback page: data/site.json's default rate and its date, for the calculator rendered here. */
  mortgageDefaults?: { defaultRate: number; rateAsOf: string };
}

/**
 * The listing's id: the prerendered one, or on the fallback page the one in the address, checked by the
 * shared schema (loaded only there, so prerendered pages do not load zod).
 */
async function listingId(initial: Props['initial']): Promise<number | null> {
  if (initial) return initial.property.id;
  const { positiveIntParam } = await import('#src/schemas/params.ts');
  const parsed = positiveIntParam.safeParse(listingIdSegment(window.location.pathname) ?? '');
  return parsed.success ? parsed.data : null;
}

/**
 * /properties/{id}: shows the prerendered listing at once and refreshes it from the API; on the fallback
 * page (ids unknown at build time) it reads the id from the address, with a skeleton until the answer.
 */
export default function PropertyDetail({ initial, siteName, inquiry, share, mortgage, mortgageDefaults }: Props) {
  const [view, setView] = useState<View>(initial ? { status: 'ready', ...initial } : { status: 'loading' });

  useEffect(() => {
    let live = true;
    listingId(initial)
      .then(async (id) => {
        if (id === null) {
          if (live) setView({ status: 'missing' });
          return;
        }
        const property = await fetchProperty(id);
        const advisor = property.advisorId
          ? await fetchAdvisor(property.advisorId).catch(() => initial?.advisor ?? null)
          : null;
        if (live) setView({ status: 'ready', property, advisor });
      })
      .catch((error: unknown) => {
        // A prerendered listing stays on screen through a network or server error; only a 404 removes it.
        if (!live || (initial && !(error instanceof ApiError && error.status === 404))) return;
        setView({ status: 'missing' });
      });
    return () => {
      live = false;
    };
  }, [initial]);

  // Recently viewed: this visit, once the listing is on screen (a missing one is not recorded).
  const viewedId = view.status === 'ready' ? view.property.id : null;
  const viewedTitle = view.status === 'ready' ? view.property.title : null;
  useEffect(() => {
    if (viewedId !== null && viewedTitle !== null) recordListingView({ id: viewedId, title: viewedTitle });
  }, [viewedId, viewedTitle]);

  useEffect(() => {
    if (initial) return;
    if (view.status === 'ready') document.title = `${view.property.title} | ${siteName}`;
    if (view.status === 'missing') document.title = `${NOT_FOUND_TITLE} | ${siteName}`;
  }, [view, initial, siteName]);

  if (view.status === 'loading') return <PropertyDetailSkeleton />;
  if (view.status === 'missing') return <PropertyNotFound />;
  const calculator =
    mortgage ??
    (mortgageDefaults && (
      <Suspense>
        <MortgageCalculator price={view.property.price} {...mortgageDefaults} />
      </Suspense>
    ));
  return (
    <>
      <PropertyDetailView
        property={view.property}
        advisor={view.advisor}
        inquiry={inquiry}
        share={share}
        mortgage={calculator}
        save={<SaveButton home={{ id: view.property.id, title: view.property.title }} variant="detail" />}
      />
      {!initial && (
        <Suspense>
          <RemoteSimilarHomes id={view.property.id} />
        </Suspense>
      )}
    </>
  );
}
