import { useEffect, useState } from 'react';
import type { Property } from '#src/schemas/property.ts';
import { fetchAdvisorListings } from './api-client.ts';
import { IdxDisclaimer, type IdxTexts } from './IdxDisclaimer.tsx';
import { showsFeedListings } from './idx.ts';
import { PropertyCard } from './PropertyCard.tsx';

interface Props {
  advisorId: number;
  firstName: string;
  /** The listings known at build time (the office's files). */
  initial: Property[];
  idx: IdxTexts;
  /**
   * For an advisor the MLS names (an mlsId): the island then fetches their listings from the whole catalogue,
   * since the feed adds and removes theirs between deploys. Others keep the prebuilt list.
   */
  live?: boolean;
}

/** "Listings by {first name}" on an advisor's profile; nothing while they have none. */
export default function AdvisorListings({ advisorId, firstName, initial, idx, live = false }: Props) {
  const [listings, setListings] = useState(initial);
  useEffect(() => {
    if (!live) return;
    let current = true;
    fetchAdvisorListings(advisorId)
      .then((found) => {
        if (current) setListings(found);
      })
      // The prebuilt list stays through a network or server error.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [advisorId, live]);

  // An empty element keeps the island observable (client:visible) until listings arrive.
  if (listings.length === 0) return <div data-advisor-listings-empty />;
  return (
    <section className="container-page pb-16" aria-labelledby="listings-heading" data-advisor-listings>
      <h2 id="listings-heading" className="text-3xl">
        Listings by {firstName}
      </h2>
      <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {listings.map((listing) => (
          <li key={listing.id}>
            <PropertyCard property={listing} />
          </li>
        ))}
      </ul>
      {showsFeedListings(listings) && <IdxDisclaimer idx={idx} />}
    </section>
  );
}
