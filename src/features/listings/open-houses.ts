/**
 * Open houses of a listing (RESO OpenHouse: a start and an end with their UTC offset). Pages are prebuilt,
 * so whether one is still upcoming is decided in the browser with its clock. Pure.
 */
import type { OpenHouse, Property } from '#src/schemas/property.ts';
import type { Locale } from '#src/schemas/locale.ts';
import { intlLocale } from '#src/lib/format.ts';

/** The brokerage's time zone: open-house times are shown in it, wherever the visitor is. */
export const BROKERAGE_TIME_ZONE = 'America/New_York';

/** Upcoming means not yet over: an open house under way still shows. */
export function isUpcoming(openHouse: Pick<OpenHouse, 'end'>, now: number): boolean {
  return Date.parse(openHouse.end) > now;
}

/** The open houses by start time. */
export function sortOpenHouses(openHouses: readonly OpenHouse[] | undefined): OpenHouse[] {
  return [...(openHouses ?? [])].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** When the last open house ends (what a prebuilt "Open House" badge waits for), or null without any. */
export function lastOpenHouseEnd(openHouses: readonly OpenHouse[] | undefined): string | null {
  let last: OpenHouse | null = null;
  for (const openHouse of openHouses ?? [])
    if (!last || Date.parse(openHouse.end) > Date.parse(last.end)) last = openHouse;
  return last?.end ?? null;
}

const formats = new Map<Locale, Intl.DateTimeFormat>();
/** The open houses' format in a language, in the brokerage's time zone, made once. */
function whenIn(locale: Locale): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: BROKERAGE_TIME_ZONE,
      timeZoneName: 'short',
    });
    formats.set(locale, format);
  }
  return format;
}

/**
 * "Sunday, December 6, 2026, 1:00 – 3:00 PM EST", in the brokerage's time zone, in a language. ICU versions
 * differ in the spaces they put around the dash and before PM (thin and narrow no-break spaces in Node, plain
 * ones in some browsers), so they are plain spaces here: the prebuilt text and the hydrated island must match.
 */
export function formatOpenHouse(openHouse: OpenHouse, locale: Locale = 'en'): string {
  return whenIn(locale)
    .formatRange(new Date(openHouse.start), new Date(openHouse.end))
    .replace(/[\u00a0\u2009\u202f]/g, ' ');
}

/** "open-house-1-2026-12-06.ics" (the day as the start writes it, in the brokerage's time zone). */
export function icsFileName(listing: Pick<Property, 'id'>, openHouse: Pick<OpenHouse, 'start'>): string {
  return `open-house-${listing.id}-${openHouse.start.slice(0, 10)}.ics`;
}
