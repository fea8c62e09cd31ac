import { describe, expect, it } from 'vitest';
import {
  MASS_APPEARANCE_MIN,
  catalogueChanges,
  sentKey,
  takeSnapshot,
  type CatalogueSnapshot,
} from '#src/features/alerts/catalogue-changes.ts';
import { FEED_ID_START, type Property } from '#src/schemas/property.ts';
import { makeListing } from '#tests/helpers/listing.ts';

/** The changes alone. */
const changesFrom = (snapshot: CatalogueSnapshot, properties: readonly Property[]) =>
  catalogueChanges(snapshot, properties).changes;

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
      changesFrom(before, [
        makeListing(1, { price: 2_000_000 }),
        makeListing(2, { price: 1_500_000, status: 'Coming Soon' }),
      ]),
    ).toEqual([]);
  });
});

describe('catalogue changes', () => {
  it('a new listing, unless it is sold', () => {
    expect(changesFrom(before, [makeListing(9), makeListing(10, { status: 'Sold' })])).toEqual([
      { id: 9, reason: 'new', key: 'new', oldPrice: null, oldStatus: null },
    ]);
  });

  it('a lower price with the old one, keyed by the new price; a higher price says nothing', () => {
    const changes = changesFrom(before, [makeListing(1, { price: 1_850_000 }), makeListing(3, { price: 950_000 })]);
    expect(changes).toEqual([
      { id: 1, reason: 'price-drop', key: 'price-drop:1850000', oldPrice: 2_000_000, oldStatus: null },
    ]);
    expect(changes.map(sentKey)).toEqual(['1:price-drop:1850000']);
  });

  it('Coming Soon to Available, and anything to Under Contract; not back to Available, not Sold', () => {
    const changes = changesFrom(before, [
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
    expect(changesFrom(before, [makeListing(2, { price: 1_400_000, status: 'Available' })]).map((c) => c.key)).toEqual([
      'price-drop:1400000',
      'status:Available',
    ]);
  });
});

describe('listings that appear without being new', () => {
  const feed = (n: number, over: Partial<Property> = {}) => makeListing(FEED_ID_START + n, over);

  it('a feed listing that left and returns is not new, however long it was gone', () => {
    const withFeed = takeSnapshot('v1', [makeListing(1), feed(1), feed(2), feed(3)]);
    const emptied = takeSnapshot('v2', [makeListing(1)], withFeed);
    expect(emptied.highestFeedId).toBe(FEED_ID_START + 3);
    const later = takeSnapshot('v3', [makeListing(1)], emptied);
    expect(catalogueChanges(later, [makeListing(1), feed(1), feed(2), feed(3), feed(4), makeListing(5)])).toEqual({
      changes: [
        { id: FEED_ID_START + 4, reason: 'new', key: 'new', oldPrice: null, oldStatus: null },
        { id: 5, reason: 'new', key: 'new', oldPrice: null, oldStatus: null },
      ],
      unannounced: 3,
    });
  });

  it('reads the highest feed id from the listings of a snapshot that predates highestFeedId', () => {
    const old: CatalogueSnapshot = { version: 'v1', listings: { '1': [1, 0], [String(FEED_ID_START + 7)]: [1, 0] } };
    expect(catalogueChanges(old, [feed(3), feed(8)]).changes.map((change) => change.id)).toEqual([FEED_ID_START + 8]);
  });

  it(`more than ${MASS_APPEARANCE_MIN} appearing at once, and over a tenth of the catalogue, are no news; price drops still are`, () => {
    const appearing = Array.from({ length: MASS_APPEARANCE_MIN + 1 }, (_, i) => feed(100 + i));
    const dropped = makeListing(1, { price: 1_000_000 });
    expect(catalogueChanges(before, [dropped, ...appearing])).toEqual({
      changes: [{ id: 1, reason: 'price-drop', key: 'price-drop:1000000', oldPrice: 2_000_000, oldStatus: null }],
      unannounced: MASS_APPEARANCE_MIN + 1,
    });
    // As many appearing at once are news in a catalogue ten times their number (a day's catch-up of a big feed).
    const big = takeSnapshot(
      'v1',
      Array.from({ length: (MASS_APPEARANCE_MIN + 1) * 10 }, (_, i) => feed(i)),
    );
    const more = Array.from({ length: MASS_APPEARANCE_MIN + 1 }, (_, i) => feed(10_000 + i));
    expect(catalogueChanges(big, more)).toMatchObject({ unannounced: 0 });
    expect(catalogueChanges(big, more).changes).toHaveLength(MASS_APPEARANCE_MIN + 1);
    // Up to the minimum, appearances are news whatever the catalogue's size.
    expect(changesFrom(before, appearing.slice(0, MASS_APPEARANCE_MIN))).toHaveLength(MASS_APPEARANCE_MIN);
  });
});
