import { describe, expect, it } from 'vitest';
import { findShowingSlot, showingDateOf, showingDays, SHOWING_DAYS_AHEAD } from '#src/features/showings/slots.ts';
import { showingSettingsSchema } from '#src/schemas/showing-settings.ts';

const weekdays = { open: '09:00', close: '16:00' };
const settings = showingSettingsSchema.parse({
  hours: [
    ...(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const).map((day) => ({ day, ...weekdays })),
    { day: 'Saturday', open: '10:00', close: '14:00' },
  ],
  blackoutDates: [{ date: '2026-12-25', name: 'Christmas Day' }],
});
const available = { status: 'Available', onMarketDate: undefined } as const;

describe('showing slots', () => {
  it('defaults to a 24-hour lead time and 45-minute slots', () => {
    expect(settings.leadHours).toBe(24);
    expect(settings.slotMinutes).toBe(45);
  });

  it('offers slots of the set length within the hours, the last ending by closing time', () => {
    // Thursday, December 3, 2026, 8:00 AM EST.
    const days = showingDays(available, settings, new Date('2026-12-03T13:00:00Z'));
    const friday = days.find((day) => day.date === '2026-12-04')!;
    expect(friday.label).toBe('Friday, December 4');
    expect(friday.slots.map((slot) => slot.time)).toEqual([
      '9:00 AM',
      '9:45 AM',
      '10:30 AM',
      '11:15 AM',
      '12:00 PM',
      '12:45 PM',
      '1:30 PM',
      '2:15 PM',
      '3:00 PM',
    ]);
    expect(friday.slots[0]).toMatchObject({ start: '2026-12-04T14:00:00.000Z', end: '2026-12-04T14:45:00.000Z' });
    const saturday = days.find((day) => day.date === '2026-12-05')!;
    expect(saturday.label).toBe('Saturday, December 5');
    expect(saturday.slots[0]!.time).toBe('10:00 AM');
    // Sundays have no hours.
    expect(days.some((day) => day.date === '2026-12-06')).toBe(false);
  });

  it('offers nothing sooner than the lead time', () => {
    // Monday, December 7, 2026, 9:30 AM EST: Monday is gone, Tuesday starts at 9:45.
    const days = showingDays(available, settings, new Date('2026-12-07T14:30:00Z'));
    expect(days[0]!.date).toBe('2026-12-08');
    expect(days[0]!.slots[0]!.time).toBe('9:45 AM');
    const soonest = Date.parse(days[0]!.slots[0]!.start) - Date.parse('2026-12-07T14:30:00Z');
    expect(soonest).toBeGreaterThanOrEqual(24 * 3_600_000);
    const noLead = showingDays(available, { ...settings, leadHours: 0 }, new Date('2026-12-07T14:30:00Z'));
    expect(noLead[0]!.date).toBe('2026-12-07');
    expect(noLead[0]!.slots[0]!.time).toBe('9:45 AM');
  });

  it('keeps to the next 14 days, today included', () => {
    const now = new Date('2026-12-07T05:00:00Z'); // Monday 00:00 EST
    const days = showingDays(available, { ...settings, leadHours: 0 }, now);
    expect(days[0]!.date).toBe('2026-12-07');
    expect(days.at(-1)!.date).toBe('2026-12-19'); // Saturday, day 13; day 14 (Sunday the 20th) is beyond
    expect(SHOWING_DAYS_AHEAD).toBe(14);
  });

  it('skips a blackout date', () => {
    const days = showingDays(available, settings, new Date('2026-12-21T15:00:00Z'));
    expect(days.map((day) => day.date)).not.toContain('2026-12-25');
    expect(days.map((day) => day.date)).toContain('2026-12-24');
  });

  it('follows the office clock across the change to daylight saving time', () => {
    // Wednesday, March 10, 2027, noon EST; clocks go forward on Sunday, March 14.
    const days = showingDays(available, settings, new Date('2027-03-10T17:00:00Z'));
    const saturday = days.find((day) => day.date === '2027-03-13')!;
    const monday = days.find((day) => day.date === '2027-03-15')!;
    expect(saturday.slots[0]).toMatchObject({ time: '10:00 AM', start: '2027-03-13T15:00:00.000Z' });
    expect(monday.slots[0]).toMatchObject({ time: '9:00 AM', start: '2027-03-15T13:00:00.000Z' });
  });

  it('follows the office clock across the change back to standard time', () => {
    // Thursday, October 29, 2026; clocks go back on Sunday, November 1.
    const days = showingDays(available, settings, new Date('2026-10-29T12:00:00Z'));
    expect(days.find((day) => day.date === '2026-10-30')!.slots[0]!.start).toBe('2026-10-30T13:00:00.000Z');
    expect(days.find((day) => day.date === '2026-11-02')!.slots[0]!.start).toBe('2026-11-02T14:00:00.000Z');
  });

  it('gives the day of a change its own offset after the change', () => {
    const sundays = { ...settings, hours: [{ day: 'Sunday' as const, open: '12:00', close: '16:00' }], leadHours: 0 };
    // Clocks go forward at 2:00 AM on Sunday, March 14, 2027, and back at 2:00 AM on Sunday, November 1, 2026.
    const spring = showingDays(available, sundays, new Date('2027-03-14T05:00:00Z'));
    expect(spring[0]!.slots[0]).toMatchObject({ time: '12:00 PM', start: '2027-03-14T16:00:00.000Z' });
    const fall = showingDays(available, sundays, new Date('2026-11-01T04:00:00Z'));
    expect(fall[0]!.slots[0]).toMatchObject({ time: '12:00 PM', start: '2026-11-01T17:00:00.000Z' });
    // The days are the office's: 11:30 PM on Saturday in Rhode Island is already Sunday in UTC, and the 14
    // days start on that Saturday, so the second Sunday after is the last.
    expect(showingDateOf('2026-11-01T03:30:00Z')).toBe('2026-10-31');
    const fromSaturday = showingDays(available, sundays, new Date('2026-11-01T03:30:00Z'));
    expect(fromSaturday.map((day) => day.date)).toEqual(['2026-11-01', '2026-11-08']);
  });

  it('offers no showing of a home under contract or sold', () => {
    const now = new Date('2026-12-03T13:00:00Z');
    expect(showingDays({ status: 'Under Contract', onMarketDate: undefined }, settings, now)).toEqual([]);
    expect(showingDays({ status: 'Sold', onMarketDate: undefined }, settings, now)).toEqual([]);
  });

  it('offers a Coming Soon home from the day it comes on the market, and none without that day', () => {
    const now = new Date('2026-12-03T13:00:00Z');
    const days = showingDays({ status: 'Coming Soon', onMarketDate: '2026-12-09' }, settings, now);
    expect(days[0]!.date).toBe('2026-12-09');
    expect(showingDays({ status: 'Coming Soon', onMarketDate: undefined }, settings, now)).toEqual([]);
  });

  it('finds an offered slot by its start, and refuses one that has passed', () => {
    const built = showingDays(available, settings, new Date('2026-12-03T13:00:00Z'));
    const friday = built.find((day) => day.date === '2026-12-04')!.slots[0]!;
    expect(findShowingSlot(built, friday.start)).toEqual(friday);
    expect(findShowingSlot(built, '2026-12-04T14:10:00.000Z')).toBeNull();
    expect(findShowingSlot(built, 'not a time')).toBeNull();
    // Sent the next day: that slot is now inside the lead time.
    const later = showingDays(available, settings, new Date('2026-12-04T13:00:00Z'));
    expect(findShowingSlot(later, friday.start)).toBeNull();
  });
});

describe('showing settings', () => {
  it('refuses a weekday listed twice, a close before the open and a time that is not 24-hour', () => {
    const issues = (hours: unknown) =>
      showingSettingsSchema.safeParse({ hours }).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues([weekdaysOf('Monday'), weekdaysOf('Monday')])).toEqual(['List each weekday once']);
    expect(issues([{ day: 'Monday', open: '17:00', close: '10:00' }])).toEqual(['Close must be after open']);
    expect(issues([{ day: 'Monday', open: '9:00', close: '16:00' }])).toEqual([
      'Use 24-hour time, e.g. 09:00 or 16:30',
    ]);
    expect(issues([])).toEqual([]);
  });

  it('refuses a blackout date that is not a calendar day', () => {
    const parsed = showingSettingsSchema.safeParse({ hours: [], blackoutDates: [{ date: '2026-02-30', name: 'x' }] });
    expect(parsed.success).toBe(false);
  });
});

function weekdaysOf(day: string) {
  return { day, ...weekdays };
}
