// The search's own readings of a listing: waterfront and water view from its features (marketing's words and
// the MLS's values as the mapping words them), and "this week" for open houses on New York's calendar.
import { describe, expect, it } from 'vitest';
import { hasOpenHouseIn, newYorkDate, openHouseWeek } from '#src/schemas/open-house-week.ts';
import {
  isWaterViewFeature,
  isWaterfrontFeature,
  searchWaterView,
  searchWaterfront,
} from '#src/schemas/water-features.ts';

describe('waterfront features', () => {
  it.each([
    'Direct ocean frontage',
    'Open-ocean frontage',
    'Direct beachfront',
    'Harbor frontage with mooring',
    'Gated waterfront estate',
    'Riverfront with kayak launch',
    'Lake frontage with dock',
    "Frontage on the Queen's River",
    'Private deep-water dock',
    'Private dock on Ninigret Pond',
    'Water on three sides',
    'Private sandy beach',
    // The MLS's WaterfrontFeatures and WaterfrontYN, as the mapping words them.
    'Ocean Front',
    'Beach Front',
    'Waterfront',
  ])('%s is on the water', (feature) => expect(isWaterfrontFeature(feature)).toBe(true));

  it.each([
    'Frontage on two roads',
    'Deeded beach rights',
    'Boat slip available',
    'Walk to Second Beach',
    'Bay Access',
    'Beach Access',
    'Ocean View',
    'Harbor views',
  ])('%s is not', (feature) => expect(isWaterfrontFeature(feature)).toBe(false));
});

describe('water-view features', () => {
  it.each([
    'Private roof deck with harbor views',
    'Sunset river views',
    'Distant water views',
    'Views of the bay and ocean',
    'Ocean views to Montauk',
    'Harbor glimpses',
    'Bay View',
    'Ocean View',
    'Water View',
    'Lake View',
  ])('%s looks out on water', (feature) => expect(isWaterViewFeature(feature)).toBe(true));

  it.each([
    'Views of the Newport Bridge',
    'Views of the State House',
    'Orchard views',
    'Panoramic View',
    'Garden View',
    'Primary suite with ocean balcony',
    'Walk to Narragansett Town Beach',
  ])('%s does not', (feature) => expect(isWaterViewFeature(feature)).toBe(false));

  it('a listing on the water has a view of it; a view alone is not waterfront', () => {
    expect(searchWaterView(['Direct beachfront'])).toBe(true);
    expect(searchWaterfront(['Bay views'])).toBe(false);
    expect(searchWaterfront([])).toBe(false);
    expect(searchWaterView([])).toBe(false);
  });
});

describe('open house this week', () => {
  it('is today and the six days after, by the New York date', () => {
    // 23:30 in New York on 31 December is already 1 January in UTC.
    expect(newYorkDate(Date.parse('2027-01-01T04:30:00Z'))).toBe('2026-12-31');
    expect(openHouseWeek(new Date('2027-01-01T04:30:00Z')).before).toBe('2027-01-07');
  });

  it('counts calendar days across the change from daylight time', () => {
    // Daylight time ends at 2:00 on 1 November 2026: 23:30 EDT on 31 October, then 00:30 EDT on 1 November.
    expect(openHouseWeek(new Date('2026-11-01T03:30:00Z')).before).toBe('2026-11-07');
    expect(openHouseWeek(new Date('2026-11-01T04:30:00Z')).before).toBe('2026-11-08');
  });

  it('takes an open house under way, and none over or after the week', () => {
    const now = new Date('2026-11-02T17:00:00Z');
    const week = openHouseWeek(now);
    const at = (start: string, end: string) => [{ start, end }];
    expect(hasOpenHouseIn(at('2026-11-02T11:00:00-05:00', '2026-11-02T13:00:00-05:00'), week)).toBe(true);
    expect(hasOpenHouseIn(at('2026-11-02T09:00:00-05:00', '2026-11-02T11:00:00-05:00'), week)).toBe(false);
    expect(hasOpenHouseIn(at('2026-11-08T13:00:00-05:00', '2026-11-08T15:00:00-05:00'), week)).toBe(true);
    expect(hasOpenHouseIn(at('2026-11-09T13:00:00-05:00', '2026-11-09T15:00:00-05:00'), week)).toBe(false);
    expect(hasOpenHouseIn(undefined, week)).toBe(false);
  });
});
