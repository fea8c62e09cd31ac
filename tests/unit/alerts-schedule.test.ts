import { describe, expect, it } from 'vitest';
import { alertDue, alertsLeftToday, lastDigestSlot, newYorkDay } from '#src/features/alerts/schedule.ts';

describe('the New York day', () => {
  it('follows New York, not UTC', () => {
    // 03:30 UTC on Nov 3 is still Nov 2 in New York (EST, UTC-5); 05:30 UTC is Nov 3.
    expect(newYorkDay(new Date('2026-11-03T03:30:00Z'))).toBe('2026-11-02');
    expect(newYorkDay(new Date('2026-11-03T05:30:00Z'))).toBe('2026-11-03');
    // In summer (EDT, UTC-4) the day turns at 04:00 UTC.
    expect(newYorkDay(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
    expect(newYorkDay(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
  });
});

describe('the 8:00 AM digest slot', () => {
  it('is 12:00 UTC in summer and 13:00 UTC in winter', () => {
    expect(lastDigestSlot('daily', new Date('2026-07-15T18:00:00Z')).toISOString()).toBe('2026-07-15T12:00:00.000Z');
    expect(lastDigestSlot('daily', new Date('2026-12-15T18:00:00Z')).toISOString()).toBe('2026-12-15T13:00:00.000Z');
  });

  it('before 8:00 is the day before', () => {
    expect(lastDigestSlot('daily', new Date('2026-12-15T12:59:00Z')).toISOString()).toBe('2026-12-14T13:00:00.000Z');
    expect(lastDigestSlot('daily', new Date('2026-12-15T13:00:00Z')).toISOString()).toBe('2026-12-15T13:00:00.000Z');
  });

  it('across the spring change (Sunday, March 8, 2026): EST before, EDT on the day', () => {
    expect(lastDigestSlot('daily', new Date('2026-03-07T20:00:00Z')).toISOString()).toBe('2026-03-07T13:00:00.000Z');
    expect(lastDigestSlot('daily', new Date('2026-03-08T12:00:00Z')).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    // 11:59 UTC on March 8 is 7:59 EDT (in EST it would have been 6:59): before the slot.
    expect(lastDigestSlot('daily', new Date('2026-03-08T11:59:00Z')).toISOString()).toBe('2026-03-07T13:00:00.000Z');
  });

  it('across the autumn change (Sunday, November 1, 2026): EDT before, EST on the day', () => {
    expect(lastDigestSlot('daily', new Date('2026-10-31T20:00:00Z')).toISOString()).toBe('2026-10-31T12:00:00.000Z');
    expect(lastDigestSlot('daily', new Date('2026-11-01T13:00:00Z')).toISOString()).toBe('2026-11-01T13:00:00.000Z');
    // 12:30 UTC on November 1 is 7:30 EST: the slot is still Saturday's.
    expect(lastDigestSlot('daily', new Date('2026-11-01T12:30:00Z')).toISOString()).toBe('2026-10-31T12:00:00.000Z');
  });

  it('weekly is the latest Monday at 8:00, whatever the day', () => {
    // Monday, November 2, 2026 at 8:00 EST is 13:00 UTC.
    for (const now of ['2026-11-02T13:00:00Z', '2026-11-04T10:00:00Z', '2026-11-09T12:59:00Z'])
      expect(lastDigestSlot('weekly', new Date(now)).toISOString()).toBe('2026-11-02T13:00:00.000Z');
    expect(lastDigestSlot('weekly', new Date('2026-11-02T12:59:00Z')).toISOString()).toBe('2026-10-26T12:00:00.000Z');
    expect(lastDigestSlot('weekly', new Date('2026-11-09T13:00:00Z')).toISOString()).toBe('2026-11-09T13:00:00.000Z');
  });
});

describe('when a search is due', () => {
  const confirmed = '2026-12-14T15:00:00Z';
  it('instant: whenever something is queued', () => {
    expect(alertDue('instant', [], null, confirmed, new Date('2026-12-14T16:00:00Z'))).toBe(false);
    expect(alertDue('instant', ['2026-12-14T15:30:00Z'], null, confirmed, new Date('2026-12-14T16:00:00Z'))).toBe(true);
  });

  it('daily: at the first 8:00 AM after the change, not before', () => {
    const queued = ['2026-12-14T16:00:00Z'];
    expect(alertDue('daily', queued, null, confirmed, new Date('2026-12-14T23:00:00Z'))).toBe(false);
    expect(alertDue('daily', queued, null, confirmed, new Date('2026-12-15T12:59:00Z'))).toBe(false);
    expect(alertDue('daily', queued, null, confirmed, new Date('2026-12-15T13:00:00Z'))).toBe(true);
    // Sent at 8:05: not again the same day.
    expect(alertDue('daily', queued, '2026-12-15T13:05:00Z', confirmed, new Date('2026-12-15T20:00:00Z'))).toBe(false);
  });

  it('daily: a change after this morning waits for tomorrow, even after a day without a digest', () => {
    expect(
      alertDue('daily', ['2026-12-15T15:00:00Z'], '2026-12-13T13:05:00Z', confirmed, new Date('2026-12-15T16:00:00Z')),
    ).toBe(false);
  });

  it('weekly: Monday at 8:00', () => {
    const queued = ['2026-12-15T16:00:00Z'];
    expect(alertDue('weekly', queued, null, confirmed, new Date('2026-12-20T23:00:00Z'))).toBe(false);
    expect(alertDue('weekly', queued, null, confirmed, new Date('2026-12-21T13:00:00Z'))).toBe(true);
  });
});

describe('the daily cap', () => {
  it('counts the New York day only', () => {
    expect(alertsLeftToday({ day: '2026-12-15', count: 7 }, new Date('2026-12-15T20:00:00Z'))).toBe(3);
    expect(alertsLeftToday({ day: '2026-12-15', count: 10 }, new Date('2026-12-16T04:59:00Z'))).toBe(0);
    expect(alertsLeftToday({ day: '2026-12-15', count: 10 }, new Date('2026-12-16T05:00:00Z'))).toBe(10);
  });
});
