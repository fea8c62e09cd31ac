/**
 * When alerts go out, on New York's clock: the day the 10-a-day cap counts in, and the 8:00 AM digests
 * (daily; weekly on Mondays). Daylight saving time comes from Intl with the time zone, never a fixed offset. Pure.
 */
import type { AlertFrequency } from '#src/schemas/saved-search.ts';

export const ALERT_TIME_ZONE = 'America/New_York';
/** The digests' hour, New York time. */
export const DIGEST_HOUR = 8;
/** At most this many alert e-mails reach one address in one New York day. */
export const DAILY_ALERT_CAP = 10;

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: ALERT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function zoned(date: Date): ZonedParts {
  const values = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  const number = (type: string) => Number(values[type]);
  return {
    year: number('year'),
    month: number('month'),
    day: number('day'),
    hour: number('hour'),
    minute: number('minute'),
    second: number('second'),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-02": the New York calendar day of a moment. */
export function newYorkDay(date: Date): string {
  const { year, month, day } = zoned(date);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** New York's offset from UTC at a moment, in milliseconds (-4 h in summer, -5 h in winter). */
function offsetAt(date: Date): number {
  const p = zoned(date);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** The moment it is `hour`:00 in New York on a calendar day (year, month 1–12, day). */
function newYorkTime(year: number, month: number, day: number, hour: number): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  // The offset at the wall time read as UTC is at most a few hours off; checked once more at the answer,
  // which settles it on either side of a change (8:00 never falls in the skipped or repeated hour).
  const first = wall - offsetAt(new Date(wall));
  return new Date(wall - offsetAt(new Date(first)));
}

/** The latest 8:00 AM New York time at or before `now`; for weekly, the latest such Monday. */
export function lastDigestSlot(frequency: Exclude<AlertFrequency, 'instant'>, now: Date): Date {
  const { year, month, day } = zoned(now);
  // Calendar arithmetic on the New York date, in UTC so no offset gets in the way.
  const date = new Date(Date.UTC(year, month - 1, day));
  const slotOn = (d: Date) => newYorkTime(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), DIGEST_HOUR);
  if (slotOn(date) > now) date.setUTCDate(date.getUTCDate() - 1);
  // Monday is 1; step back to the latest Monday on or before the date.
  if (frequency === 'weekly') date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return slotOn(date);
}

/**
 * Whether a search's queued changes go out now. Instant: whenever something waits. A digest: when the latest
 * 8:00 AM slot came after its last digest (or, before the first, after it was confirmed) and something was
 * queued before that slot; what arrives after 8:00 waits for the next one.
 */
export function alertDue(
  frequency: AlertFrequency,
  queuedAt: readonly string[],
  lastDigestAt: string | null,
  since: string,
  now: Date,
): boolean {
  if (queuedAt.length === 0) return false;
  if (frequency === 'instant') return true;
  const slot = lastDigestSlot(frequency, now).getTime();
  if (Date.parse(lastDigestAt ?? since) >= slot) return false;
  return queuedAt.some((at) => Date.parse(at) <= slot);
}

/** How many alert e-mails an address may still get today (New York day), from its `alertsToday`. */
export function alertsLeftToday(alertsToday: { day: string; count: number }, now: Date): number {
  const sent = alertsToday.day === newYorkDay(now) ? alertsToday.count : 0;
  return Math.max(0, DAILY_ALERT_CAP - sent);
}
