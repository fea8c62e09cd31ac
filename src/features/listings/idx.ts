/** The MLS's IDX display rules as text: the attribution, the last-updated line and the disclaimer. Pure. */
import { intlLocale } from '#src/lib/format.ts';
// Only the type: the islands that show the disclaimer carry no more than they did.
import type { Locale } from '#src/schemas/locale.ts';
import { listingCourtesy } from '#src/schemas/property-fields.ts';
import type { Property } from '#src/schemas/property.ts';

/** Listings of the MLS feed carry their brokerage's name wherever they appear. */
export function courtesyLine(property: Pick<Property, 'source' | 'listOfficeName'>): string | null {
  return property.source === 'mls' && property.listOfficeName ? listingCourtesy(property.listOfficeName) : null;
}

const easternTimes = new Map<Locale, Intl.DateTimeFormat>();
const easternTime = (locale: Locale): Intl.DateTimeFormat => {
  let format = easternTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: 'America/New_York',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    easternTimes.set(locale, format);
  }
  return format;
};

/**
 * "November 25, 2026 at 10:15 AM EST": a moment as Rhode Island reads it, written in a language ("20 de
 * novembro de 2026 às 12:05 GMT-5").
 */
export function formatEasternDateTime(iso: string, locale: Locale = 'en'): string {
  return easternTime(locale).format(new Date(iso));
}

/** "Information last updated {date and time}" for a feed listing's page, or null for an office listing. */
export function lastUpdatedLine(property: Pick<Property, 'source' | 'modifiedAt'>): string | null {
  return property.source === 'mls' && property.modifiedAt
    ? `Information last updated ${formatEasternDateTime(property.modifiedAt)}`
    : null;
}

/**
 * The disclaimer's closing sentence (site.json's, in the page's language) with the time of the last successful
 * sync, or null before any.
 */
export function syncedLine(template: string, syncedAt: string | null, locale: Locale = 'en'): string | null {
  return syncedAt ? template.replace('{syncedAt}', () => formatEasternDateTime(syncedAt, locale)) : null;
}

/** Whether a list shows any listing of the MLS feed, and so needs the disclaimer. */
export const showsFeedListings = (properties: readonly Pick<Property, 'source'>[]): boolean =>
  properties.some((property) => property.source === 'mls');
