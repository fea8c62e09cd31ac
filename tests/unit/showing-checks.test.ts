import { describe, expect, it } from 'vitest';
import { checkShowingForm, checkSlot, readShowingForm } from '#src/features/showings/showing-checks.ts';
import { formatShowingStart, showingDateOf } from '#src/features/showings/slots.ts';
import { showingSettingsSchema } from '#src/schemas/showing-settings.ts';

const settings = showingSettingsSchema.parse({
  hours: [
    { day: 'Friday', open: '10:00', close: '12:00' },
    { day: 'Saturday', open: '10:00', close: '12:00' },
  ],
  blackoutDates: [{ date: '2026-12-12', name: 'A day off' }],
});
const available = { status: 'Available', onMarketDate: undefined } as const;
const THURSDAY = new Date('2026-12-03T13:00:00Z');
const SATURDAY_10 = '2026-12-05T15:00:00.000Z';

describe('the showing form without JavaScript', () => {
  it('reads its fields, the ticked consent and the listing; anything else is left out', () => {
    const post = readShowingForm(
      new URLSearchParams({
        listingId: '7',
        day: '2026-12-05',
        start: SATURDAY_10,
        name: 'Ann Lee',
        consent: 'on',
        admin: 'true',
        sourcePage: '/properties/7',
      }),
    );
    expect(post).toEqual({
      values: {
        day: '2026-12-05',
        start: SATURDAY_10,
        mode: 'in-person',
        name: 'Ann Lee',
        email: '',
        phone: '',
        note: '',
        consent: true,
      },
      listingId: 7,
      honeypot: '',
      sourcePage: '/properties/7',
    });
    expect(readShowingForm(new URLSearchParams({ listingId: '7abc' })).listingId).toBeNull();
    expect(readShowingForm(new URLSearchParams()).values.consent).toBe(false);
  });

  it("checks it with the island's schema, then makes the API's payload (without day and consent)", () => {
    const post = readShowingForm(
      new URLSearchParams({
        day: '2026-12-05',
        start: SATURDAY_10,
        mode: 'video',
        name: ' Ann Lee ',
        email: 'ann@example.com',
        phone: '(401) 555-0100',
        consent: 'on',
      }),
    );
    expect(checkShowingForm(post, 7)).toEqual({
      ok: true,
      payload: {
        listingId: 7,
        start: SATURDAY_10,
        mode: 'video',
        name: 'Ann Lee',
        email: 'ann@example.com',
        phone: '(401) 555-0100',
        note: '',
      },
    });
    const empty = checkShowingForm(readShowingForm(new URLSearchParams({ mode: 'car' })), 7);
    expect(empty.ok ? [] : Object.keys(empty.errors)).toEqual(['start', 'mode', 'name', 'email', 'phone', 'consent']);
  });
});

describe('the slot at arrival', () => {
  it('is the one offered now', () => {
    expect(checkSlot(available, settings, THURSDAY, '2026-12-05T10:00:00-05:00')).toMatchObject({
      ok: true,
      slot: { start: SATURDAY_10, end: '2026-12-05T15:45:00.000Z', time: '10:00 AM' },
    });
  });

  it('is refused, naming it, once it has passed or come inside the lead time', () => {
    expect(checkSlot(available, settings, new Date('2026-12-04T16:00:00Z'), SATURDAY_10)).toEqual({
      ok: false,
      reason: 'slot',
      message: 'Saturday, December 5 at 10:00 AM is no longer available. Please choose another time.',
    });
  });

  it('is refused on a blackout date', () => {
    expect(checkSlot(available, settings, THURSDAY, '2026-12-12T15:00:00.000Z')).toMatchObject({ reason: 'slot' });
  });

  it('is refused for a listing under contract, sold or unknown', () => {
    expect(checkSlot({ status: 'Under Contract', onMarketDate: undefined }, settings, THURSDAY, SATURDAY_10)).toEqual({
      ok: false,
      reason: 'status',
      message: 'This home is no longer offered for showings',
    });
    expect(checkSlot(null, settings, THURSDAY, SATURDAY_10)).toMatchObject({ reason: 'listing' });
  });

  it('must lie on the day the form showed picked', () => {
    expect(checkSlot(available, settings, THURSDAY, SATURDAY_10, '2026-12-04')).toEqual({
      ok: false,
      reason: 'slot',
      message: 'Please choose a time on Friday, December 4',
    });
    // A day no longer offered is no constraint: the slot itself is checked.
    expect(checkSlot(available, settings, THURSDAY, SATURDAY_10, '2026-12-01')).toMatchObject({ ok: true });
  });
});

describe('slot texts', () => {
  it('name a start in the office time zone, and its calendar day', () => {
    expect(formatShowingStart(SATURDAY_10)).toBe('Saturday, December 5 at 10:00 AM');
    // 11:30 PM on Saturday in Rhode Island is Sunday in UTC.
    expect(showingDateOf('2026-12-06T04:30:00Z')).toBe('2026-12-05');
  });
});
