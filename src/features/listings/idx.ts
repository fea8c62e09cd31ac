/** The MLS's IDX display rules as text: the attribution, the last-updated line and the disclaimer. Pure. */
import { listingCourtesy } from '#src/schemas/property-fields.ts';
import type { Property } from '#src/schemas/property.ts';

/** Listings of the MLS feed carry their brokerage's name wherever they appear. */
export function courtesyLine(property: Pick<Property, 'source' | 'listOfficeName'>): string | null {
  return property.source === 'mls' && property.listOfficeName ? listingCourtesy(property.listOfficeName) : null;
}

const easternTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "November 25, 2026 at 10:15 AM EST": a moment as Rhode Island reads it. */
export function formatEasternDateTime(iso: string): string {
  return easternTime.format(new Date(iso));
}

/** "Information last updated {date and time}" for a feed listing's page, or null for an office listing. */
export function lastUpdatedLine(property: Pick<Property, 'source' | 'modifiedAt'>): string | null {
  return property.source === 'mls' && property.modifiedAt
    ? `Information last updated ${formatEasternDateTime(property.modifiedAt)}`
    : null;
}

/** The disclaimer's closing sentence with the time of the last successful sync, or null before any. */
export function syncedLine(template: string, syncedAt: string | null): string | null {
  return syncedAt ? template.replace('{syncedAt}', () => formatEasternDateTime(syncedAt)) : null;
}

/** Whether a list shows any listing of the MLS feed, and so needs the disclaimer. */
export const showsFeedListings = (properties: readonly Pick<Property, 'source'>[]): boolean =>
  properties.some((property) => property.source === 'mls');
