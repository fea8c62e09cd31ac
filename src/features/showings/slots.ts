/**
 * The private showing times a listing offers: the office's showing hours on each of the next 14 days in the
 * brokerage's time zone (daylight saving included), in slots of the set length, none sooner than the lead
 * time, none on a blackout date. Pure: the page, the island and the submit check all call it with their
 * own clock, so a slot that has passed since the page was built is refused when it is sent.
 */
// The subpath: the package's index also loads TZDate, whose module patches Date's prototype (a side effect
// a bundler must keep), which the island does not need.
import { tzOffset } from '@date-fns/tz/tzOffset';
import { WEEKDAYS } from '#src/schemas/showing-fields.ts';
// Types only: the island computes slots too, and must not load zod.
import type { ShowingSettings } from '#src/schemas/showing-settings.ts';
import type { Property } from '#src/schemas/property.ts';
import type { Locale } from '#src/schemas/locale.ts';
import { fillIn } from '#src/lib/fill-in.ts';
import { intlLocale } from '#src/lib/format.ts';

export const SHOWING_TIME_ZONE = 'America/New_York';
/** A visitor picks a day within the next 14 days, today included. */
export const SHOWING_DAYS_AHEAD = 14;

export interface ShowingSlot {
  /** The start and end as UTC instants (ISO 8601). */
  start: string;
  end: string;
  /** "10:00 AM", in the brokerage's time zone. */
  time: string;
}

export interface ShowingDay {
  /** yyyy-mm-dd in the brokerage's time zone. */
  date: string;
  /** "Saturday, December 5". */
  label: string;
  /** "Sat, Dec 5", for the day picker. */
  shortLabel: string;
  slots: ShowingSlot[];
}

export type ShowingListing = Pick<Property, 'status' | 'onMarketDate'>;

/** Under Contract and Sold homes offer no showing. */
export function offersShowings(listing: ShowingListing): boolean {
  return listing.status === 'Available' || listing.status === 'Coming Soon';
}

/**
 * The language slots are named in, and how a day and a time are joined ("{day} at {time}"): English here, the
 * page's language's from the catalogue (showing-words.ts, on the server).
 */
export interface SlotWords {
  locale: Locale;
  at: string;
}

export const ENGLISH_SLOT_WORDS: SlotWords = { locale: 'en', at: '{day} at {time}' };

// ICU puts a narrow no-break space before AM/PM in Node and a plain one in some browsers: the server's HTML
// and the island's must read the same.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

const formats = new Map<
  Locale,
  { day: Intl.DateTimeFormat; shortDay: Intl.DateTimeFormat; time: Intl.DateTimeFormat }
>();
/** The day, short day and time formats of a language in the brokerage's time zone, made once. */
function formatsIn(locale: Locale) {
  let made = formats.get(locale);
  if (!made) {
    const tag = intlLocale(locale);
    const timeZone = SHOWING_TIME_ZONE;
    made = {
      day: new Intl.DateTimeFormat(tag, { weekday: 'long', month: 'long', day: 'numeric', timeZone }),
      shortDay: new Intl.DateTimeFormat(tag, { weekday: 'short', month: 'short', day: 'numeric', timeZone }),
      time: new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone }),
    };
    formats.set(locale, made);
  }
  return made;
}

/** "Saturday, December 5" for an instant. */
export const formatShowingDay = (instant: Date, locale: Locale = 'en') =>
  plainSpaces(formatsIn(locale).day.format(instant));
/** "Sat, Dec 5" for an instant. */
export const formatShowingShortDay = (instant: Date, locale: Locale = 'en') =>
  plainSpaces(formatsIn(locale).shortDay.format(instant));
/** "10:00 AM" for an instant. */
export const formatShowingTime = (instant: Date, locale: Locale = 'en') =>
  plainSpaces(formatsIn(locale).time.format(instant));

/** "Saturday, December 5 at 10:00 AM": a slot as the visitor and the office read it. */
export function formatShowingStart(start: string | Date, words: SlotWords = ENGLISH_SLOT_WORDS): string {
  const instant = new Date(start);
  return fillIn(words.at, {
    day: formatShowingDay(instant, words.locale),
    time: formatShowingTime(instant, words.locale),
  });
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const MINUTE = 60_000;

/**
 * The instant of a wall-clock time in the office's time zone: `minute` minutes after midnight of a calendar
 * day given as UTC midnight (Date.UTC). Its offset is read at the guess and again at the result, so a time
 * after a change of daylight saving time that day gets that time's offset.
 */
function officeInstant(dayUtc: number, minute: number): number {
  const wall = dayUtc + minute * MINUTE;
  const guess = wall - tzOffset(SHOWING_TIME_ZONE, new Date(wall)) * MINUTE;
  return wall - tzOffset(SHOWING_TIME_ZONE, new Date(guess)) * MINUTE;
}

/** The office's calendar day of an instant, as the UTC midnight of that date. */
function officeDay(instant: number): number {
  const wall = new Date(instant + tzOffset(SHOWING_TIME_ZONE, new Date(instant)) * MINUTE);
  return Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
}

/** The office's calendar day (yyyy-mm-dd) of an instant. */
export const showingDateOf = (instant: Date | string): string =>
  new Date(officeDay(new Date(instant).getTime())).toISOString().slice(0, 10);

/** What the slots are made of: the showing settings, whose blackout dates need no name. */
export type ShowingCalendar = Omit<ShowingSettings, 'blackoutDates'> & {
  blackoutDates: readonly Pick<ShowingSettings['blackoutDates'][number], 'date'>[];
};

/** The days of the next two weeks that have at least one slot, earliest first, named in a language. */
export function showingDays(
  listing: ShowingListing,
  settings: ShowingCalendar,
  now: Date,
  locale: Locale = 'en',
): ShowingDay[] {
  if (!offersShowings(listing)) return [];
  const earliest = now.getTime() + settings.leadHours * 3_600_000;
  const blackout = new Set(settings.blackoutDates.map((day) => day.date));
  // A Coming Soon home can be seen from the day it comes on the market, when that is known.
  const firstDate = listing.status === 'Coming Soon' ? (listing.onMarketDate?.slice(0, 10) ?? null) : '';
  if (firstDate === null) return [];

  const today = officeDay(now.getTime());
  const days: ShowingDay[] = [];
  for (let offset = 0; offset < SHOWING_DAYS_AHEAD; offset++) {
    // Calendar arithmetic in UTC, where every day has 24 hours; the time zone comes in per slot.
    const day = today + offset * 24 * 60 * MINUTE;
    const date = new Date(day).toISOString().slice(0, 10);
    const weekday = WEEKDAYS[new Date(day).getUTCDay()];
    const hours = settings.hours.find((entry) => entry.day === weekday);
    if (!hours || blackout.has(date) || date < firstDate) continue;
    const slots: ShowingSlot[] = [];
    const close = minutesOf(hours.close);
    for (let minute = minutesOf(hours.open); minute + settings.slotMinutes <= close; minute += settings.slotMinutes) {
      // Built from the wall clock, so each start is the office's local time whatever the UTC offset that day.
      const start = new Date(officeInstant(day, minute));
      if (start.getTime() < earliest) continue;
      slots.push({
        start: start.toISOString(),
        end: new Date(officeInstant(day, minute + settings.slotMinutes)).toISOString(),
        time: formatShowingTime(start, locale),
      });
    }
    const [first] = slots;
    if (first) {
      const instant = new Date(first.start);
      days.push({
        date,
        label: formatShowingDay(instant, locale),
        shortLabel: formatShowingShortDay(instant, locale),
        slots,
      });
    }
  }
  return days;
}

/** The slot starting at `start` (an ISO instant) among the days, or null when it is not offered (now). */
export function findShowingSlot(days: readonly ShowingDay[], start: string): ShowingSlot | null {
  const instant = Date.parse(start);
  if (Number.isNaN(instant)) return null;
  for (const day of days) for (const slot of day.slots) if (Date.parse(slot.start) === instant) return slot;
  return null;
}
