/**
 * "Open house this week" (README, Listings: Search): an open house not over yet that starts today or in the
 * six days after, by New York's calendar (the brokerage's time zone), whatever the server's zone. The
 * moment is the caller's: the search page and the API use the request's, an alert pass its own. No zod, no
 * I/O: the search island imports this through the filters' table.
 */
import type { OpenHouse } from './property.ts';

/** The days of "this week": today and the six after. */
export const OPEN_HOUSE_WEEK_DAYS = 7;

const newYorkParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "2026-12-05": the New York calendar day of a moment. */
export function newYorkDate(time: number): string {
  const parts = Object.fromEntries(newYorkParts.formatToParts(time).map((part) => [part.type, part.value]));
  return `${parts['year'] ?? ''}-${parts['month'] ?? ''}-${parts['day'] ?? ''}`;
}

/** This week from a moment: open houses ending after `from` and starting on a New York day before `before`. */
export interface OpenHouseWeek {
  from: number;
  /** The first New York day after the week, "2026-12-12". */
  before: string;
}

export function openHouseWeek(now: Date): OpenHouseWeek {
  const after = new Date(`${newYorkDate(now.getTime())}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + OPEN_HOUSE_WEEK_DAYS);
  return { from: now.getTime(), before: after.toISOString().slice(0, 10) };
}

/** Whether any of the open houses falls in the week. */
export const hasOpenHouseIn = (openHouses: readonly OpenHouse[] | undefined, week: OpenHouseWeek): boolean =>
  (openHouses ?? []).some(
    (openHouse) => Date.parse(openHouse.end) > week.from && newYorkDate(Date.parse(openHouse.start)) < week.before,
  );
