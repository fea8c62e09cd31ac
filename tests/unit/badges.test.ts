import { describe, expect, it } from 'vitest';
import { isBadgeShown, listingBadges } from '#src/features/listings/badges.ts';
import { makeListing } from '#tests/helpers/listing.ts';
import type { Property } from '#src/schemas/property.ts';

const NOW = Date.parse('2026-12-01T15:00:00Z');
const LONG_AGO = '2026-09-01T12:00:00Z';

/** The labels a visitor sees at NOW. */
function shownLabels(overrides: Partial<Property>): string[] {
  return listingBadges(makeListing(1, { createdAt: LONG_AGO, ...overrides }))
    .filter((badge) => isBadgeShown(badge, NOW))
    .map((badge) => badge.label);
}

describe('listing badges', () => {
  it.each<[string, Partial<Property>, string[]]>([
    ['an Available listing listed long ago shows none', {}, []],
    ['Under Contract', { status: 'Under Contract' }, ['Under Contract']],
    ['Sold', { status: 'Sold' }, ['Sold']],
    ['Coming Soon without a date', { status: 'Coming Soon' }, ['Coming Soon']],
    [
      'Coming Soon with a date',
      { status: 'Coming Soon', onMarketDate: '2026-12-03' },
      ['Coming Soon · On market Dec 3'],
    ],
    ['Featured stays, first', { isFeatured: true, status: 'Sold' }, ['Featured', 'Sold']],
    ['a price below the original', { price: 900_000, originalPrice: 1_000_000 }, ['Price reduced']],
    ['a price at the original', { price: 1_000_000, originalPrice: 1_000_000 }, []],
    ['a price above the original', { price: 1_100_000, originalPrice: 1_000_000 }, []],
    ['a cut on a home under contract', { status: 'Under Contract', price: 9, originalPrice: 10 }, ['Under Contract']],
    ['listed six days ago', { createdAt: '2026-11-25T15:00:00Z' }, ['New']],
    ['listed exactly seven days ago, to the minute after', { createdAt: '2026-11-24T15:01:00Z' }, ['New']],
    ['listed seven days and a minute ago', { createdAt: '2026-11-24T14:59:00Z' }, []],
    ['new and reduced', { createdAt: '2026-11-30T12:00:00Z', price: 1, originalPrice: 2 }, ['Price reduced', 'New']],
    ['a new Sold listing is only Sold', { status: 'Sold', createdAt: '2026-11-30T12:00:00Z' }, ['Sold']],
    [
      'a Coming Soon listing is never New',
      { status: 'Coming Soon', createdAt: '2026-11-30T12:00:00Z' },
      ['Coming Soon'],
    ],
  ])('%s', (_case, overrides, labels) => {
    expect(shownLabels(overrides)).toEqual(labels);
  });

  it('leaves New to the visitor’s clock: hidden until the page knows the time', () => {
    const [badge] = listingBadges(makeListing(1, { createdAt: '2026-11-30T12:00:00Z' }));
    expect(badge).toEqual({ kind: 'new', label: 'New', until: '2026-12-07T12:00:00.000Z' });
    expect(badge && isBadgeShown(badge, null)).toBe(false);
    expect(isBadgeShown({ kind: 'sold', label: 'Sold' }, null)).toBe(true);
  });
});
