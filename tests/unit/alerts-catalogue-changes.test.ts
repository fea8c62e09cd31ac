import { describe, expect, it } from 'vitest';
import { catalogueChanges, sentKey, takeSnapshot } from '#src/features/alerts/catalogue-changes.ts';
import { makeListing } from '#tests/helpers/listing.ts';

const before = takeSnapshot('v1', [
  makeListing(1, { price: 2_000_000, status: 'Available' }),
  makeListing(2, { price: 1_500_000, status: 'Coming Soon' }),
  makeListing(3, { price: 900_000, status: 'Available' }),
  makeListing(4, { price: 700_000, status: 'Under Contract' }),
]);

describe('the catalogue snapshot', () => {
  it('keeps only price and status per id, compactly', () => {
    expect(before).toEqual({
      version: 'v1',
      listings: { '1': [2_000_000, 0], '2': [1_500_000, 1], '3': [900_000, 0], '4': [700_000, 2] },
    });
  });

  it('finds nothing when nothing changed', () => {
    expect(
      catalogueChanges(before, [
        makeListing(1, { price: 2_000_000 }),
        makeListing(2, { price: 1_500_000, status: 'Coming Soon' }),
      ]),
    ).toEqual([]);
  });
});

describe('catalogue changes', () => {
  it('a new listing, unless it is sold', () => {
    expect(catalogueChanges(before, [makeListing(9), makeListing(10, { status: 'Sold' })])).toEqual([
      { id: 9, reason: 'new', key: 'new', oldPrice: null, oldStatus: null },
    ]);
  });

  it('a lower price with the old one, keyed by the new price; a higher price says nothing', () => {
    const changes = catalogueChanges(before, [
      makeListing(1, { price: 1_850_000 }),
      makeListing(3, { price: 950_000 }),
    ]);
    expect(changes).toEqual([
      { id: 1, reason: 'price-drop', key: 'price-drop:1850000', oldPrice: 2_000_000, oldStatus: null },
    ]);
    expect(changes.map(sentKey)).toEqual(['1:price-drop:1850000']);
  });

  it('Coming Soon to Available, and anything to Under Contract; not back to Available, not Sold', () => {
    const changes = catalogueChanges(before, [
      makeListing(2, { price: 1_500_000, status: 'Available' }),
      makeListing(1, { price: 2_000_000, status: 'Under Contract' }),
      makeListing(4, { price: 700_000, status: 'Available' }),
      makeListing(3, { price: 800_000, status: 'Sold' }),
    ]);
    expect(changes).toEqual([
      { id: 2, reason: 'status', key: 'status:Available', oldPrice: null, oldStatus: 'Coming Soon' },
      { id: 1, reason: 'status', key: 'status:Under Contract', oldPrice: null, oldStatus: 'Available' },
    ]);
  });

  it('a price drop and a status change of one listing are two changes', () => {
    expect(
      catalogueChanges(before, [makeListing(2, { price: 1_400_000, status: 'Available' })]).map((c) => c.key),
    ).toEqual(['price-drop:1400000', 'status:Available']);
  });
});
