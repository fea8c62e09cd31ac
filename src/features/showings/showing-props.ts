/** The showing island's props for a listing: what a prebuilt page and the function's page both pass. Pure. */
import type { Property } from '#src/schemas/property.ts';
import type { Site } from '#src/schemas/site.ts';
import type ShowingRequest from './ShowingRequest.tsx';

type ShowingRequestProps = Parameters<typeof ShowingRequest>[0];

export function showingRequestProps(
  listing: Pick<Property, 'id' | 'status' | 'onMarketDate'>,
  site: Pick<Site, 'showings' | 'phone'>,
  renderedAt: string,
): ShowingRequestProps {
  const { id, status, onMarketDate } = listing;
  return {
    listing: onMarketDate === undefined ? { id, status } : { id, status, onMarketDate },
    // The island makes the slots on the visitor's clock: the holidays' dates, not their names.
    settings: { ...site.showings, blackoutDates: site.showings.blackoutDates.map(({ date }) => ({ date })) },
    renderedAt,
    phone: site.phone,
  };
}
