import { useEffect, useState, type ReactNode } from 'react';
import { ApiError } from '#src/lib/api.ts';
import type { Property } from '#src/schemas/property.ts';
import type { Advisor } from '#src/schemas/team.ts';
import { PropertyDetailView, PropertyNotFound } from './PropertyDetailView.tsx';
import { fetchAdvisor, fetchProperty } from './api-client.ts';
import { SaveButton } from './SaveButton.tsx';
import { recordListingView } from './saved-homes-store.ts';

type View = { status: 'missing' } | { status: 'ready'; property: Property; advisor: Advisor | null };

interface Props {
  /** The listing as the page was rendered with it (at build time, or by the property-page function). */
  initial: { property: Property; advisor: Advisor | null };
  /** Astro named slot: the sidebar's inquiry block. */
  inquiry?: ReactNode;
  /** Astro named slot: the Share button. */
  share?: ReactNode;
  /** Astro named slot: the mortgage estimate island. */
  mortgage?: ReactNode;
}

/**
 * /properties/{id}: shows the listing the page was rendered with at once, and refreshes it from the API
 * (price and status may have changed since a prebuilt page was built).
 */
export default function PropertyDetail({ initial, inquiry, share, mortgage }: Props) {
  const [view, setView] = useState<View>({ status: 'ready', ...initial });

  useEffect(() => {
    let live = true;
    const id = initial.property.id;
    fetchProperty(id)
      .then(async (property) => {
        const advisor = property.advisorId ? await fetchAdvisor(property.advisorId).catch(() => initial.advisor) : null;
        if (live) setView({ status: 'ready', property, advisor });
      })
      .catch((error: unknown) => {
        // The listing stays on screen through a network or server error; only a 404 removes it.
        if (live && error instanceof ApiError && error.status === 404) setView({ status: 'missing' });
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

  if (view.status === 'missing') return <PropertyNotFound />;
  return (
    <PropertyDetailView
      property={view.property}
      advisor={view.advisor}
      inquiry={inquiry}
      share={share}
      mortgage={mortgage}
      save={<SaveButton home={{ id: view.property.id, title: view.property.title }} variant="detail" />}
    />
  );
}
