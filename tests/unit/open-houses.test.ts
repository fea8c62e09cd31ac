import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { openHouseIcs } from '#src/features/listings/open-house-ics.ts';
import {
  formatOpenHouse,
  icsFileName,
  isUpcoming,
  lastOpenHouseEnd,
  sortOpenHouses,
} from '#src/features/listings/open-houses.ts';
import { openHouseSchema, propertySchema } from '#src/schemas/property.ts';

const winter = { start: '2026-12-06T13:00:00-05:00', end: '2026-12-06T15:00:00-05:00' };
const spring = { start: '2027-04-18T12:00:00-04:00', end: '2027-04-18T14:00:00-04:00' };
const autumn = { start: '2026-10-18T13:00:00-04:00', end: '2026-10-18T15:00:00-04:00' };

describe('open houses', () => {
  it('are upcoming until they end, so one under way still shows', () => {
    const during = Date.parse('2026-12-06T19:00:00Z');
    expect(isUpcoming(winter, during)).toBe(true);
    expect(isUpcoming(winter, Date.parse(winter.end))).toBe(false);
    expect([spring, autumn, winter].filter((openHouse) => isUpcoming(openHouse, during))).toEqual([spring, winter]);
  });

  it('sort by start and report when the last one ends', () => {
    expect(sortOpenHouses([spring, autumn, winter])).toEqual([autumn, winter, spring]);
    expect(lastOpenHouseEnd([winter, spring, autumn])).toBe(spring.end);
    expect(lastOpenHouseEnd([])).toBeNull();
  });

  it("show in the brokerage's time zone, whatever offset the data uses, with plain spaces whatever the ICU", () => {
    expect(formatOpenHouse(winter)).toBe('Sunday, December 6, 2026, 1:00 – 3:00 PM EST');
    expect(formatOpenHouse({ start: '2027-04-18T16:00:00Z', end: '2027-04-18T18:30:00Z' })).toBe(
      'Sunday, April 18, 2027, 12:00 – 2:30 PM EDT',
    );
  });

  it('need an offset and an end after the start', () => {
    expect(openHouseSchema.safeParse(winter).success).toBe(true);
    expect(openHouseSchema.safeParse({ start: '2026-12-06T13:00:00', end: '2026-12-06T15:00:00' }).success).toBe(false);
    expect(openHouseSchema.safeParse({ start: winter.end, end: winter.start }).success).toBe(false);
    expect(propertySchema.shape.openHouses.safeParse(undefined).success).toBe(true);
  });
});

describe('openHouseIcs', () => {
  const listing = {
    id: 7,
    title: 'Harbor View, Brick Townhouse',
    address: '14 Harbor Light Lane',
    city: 'Newport',
    state: 'RI',
    zipcode: '02840',
  };
  const text = openHouseIcs(listing, winter, 'https://www.example.com/properties/7');
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);

  it('writes DTSTART and DTEND in UTC', () => {
    expect(text).toMatch(/^DTSTART:20261206T180000Z\r?$/m);
    expect(text).toMatch(/^DTEND:20261206T200000Z\r?$/m);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-06T18:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-06T20:00:00.000Z');
  });

  it("parses, with the listing's title as summary and its address as location", () => {
    expect(event.summary).toBe('Open House: Harbor View, Brick Townhouse');
    expect(event.location).toBe('14 Harbor Light Lane, Newport, RI 02840');
    expect(event.uid).toBe(`open-house-7-${Date.parse(winter.start)}@www.example.com`);
    expect(event.description).toContain('https://www.example.com/properties/7');
  });

  it('names the file after the listing and the day', () => {
    expect(icsFileName(listing, winter)).toBe('open-house-7-2026-12-06.ics');
  });
});
