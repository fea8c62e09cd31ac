/**
 * One open house as an iCalendar file, made with the `ics` package on the server: "Add to calendar" is a
 * link to GET /api/properties/{id}/open-house.ics, so no page carries the package. Pure.
 */
import { createEvent } from 'ics';
import type { OpenHouse, Property } from '#src/schemas/property.ts';
import { fullAddress } from './seo.ts';

export type IcsListing = Pick<Property, 'id' | 'title' | 'address' | 'city' | 'state' | 'zipcode'>;

/** The event: DTSTART and DTEND in UTC, the listing's title as summary and its address as location. */
export function openHouseIcs(listing: IcsListing, openHouse: OpenHouse, pageUrl: string): string {
  const start = Date.parse(openHouse.start);
  const { error, value } = createEvent({
    uid: `open-house-${listing.id}-${start}@${new URL(pageUrl).host}`,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(openHouse.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Open House: ${listing.title}`,
    location: fullAddress(listing),
    description: `Open house at ${listing.title}. Details: ${pageUrl}`,
    url: pageUrl,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || value === null) throw error ?? new Error('The calendar file could not be made');
  return value;
}
