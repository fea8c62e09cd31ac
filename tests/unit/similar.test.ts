import { describe, expect, it } from 'vitest';
import { riCounty, riTown } from '#src/schemas/rules/ri-towns.ts';
import { RI_COUNTY_TOWNS, RI_TOWNS } from '#src/schemas/rules/ri-towns.ts';
import { rankSimilar, type SimilarFields } from '#src/features/listings/similar.ts';

/** A fixture listing: Available, a Single Family home in Newport at $1,000,000 unless told otherwise. */
function home(id: number, overrides: Partial<SimilarFields> = {}): SimilarFields {
  return {
    id,
    city: 'Newport',
    state: 'RI',
    price: 1_000_000,
    propertyType: 'Single Family',
    status: 'Available',
    ...overrides,
  };
}

const ids = (homes: SimilarFields[]) => homes.map((h) => h.id);

describe('riCounty', () => {
  it("knows all 39 of Rhode Island's cities and towns, case-insensitively, and nothing outside the state", () => {
    expect(Object.values(RI_COUNTY_TOWNS).flat()).toHaveLength(39);
    expect(riCounty('little compton', 'RI')).toBe('newport');
    expect(riCounty(' New Shoreham ', 'ri')).toBe('washington');
    expect(riCounty('Newport', 'NH')).toBeNull();
    expect(riCounty('Atlantis', 'RI')).toBeNull();
  });

  it('reads a village as its town, wherever addresses name it in place of the town', () => {
    expect(RI_TOWNS).toHaveLength(39);
    expect(riTown('Wakefield', 'RI')).toBe('South Kingstown');
    expect(riTown(' block  island ', 'RI')).toBe('New Shoreham');
    expect(riCounty('Watch Hill', 'RI')).toBe('washington');
    expect(riTown('Newport', 'RI')).toBe('Newport');
    expect(riTown('Wakefield', 'MA')).toBeNull();
    expect(riTown('constructor', 'RI')).toBeNull();
    expect(riTown('north kingstown', 'RI')).toBe('North Kingstown');
    expect(riTown('Wickford', 'ri')).toBe('North Kingstown');
  });
});

describe('rankSimilar', () => {
  const listing = home(10);

  it('never returns the listing itself, and only Available homes', () => {
    const result = rankSimilar(listing, [
      listing,
      home(11, { status: 'Sold' }),
      home(12, { status: 'Under Contract' }),
      home(13, { status: 'Coming Soon' }),
      home(14),
    ]);
    expect(ids(result)).toEqual([14]);
  });

  it('keeps only prices within ±35%, bounds included', () => {
    const result = rankSimilar(listing, [
      home(1, { price: 650_000 }),
      home(2, { price: 649_999 }),
      home(3, { price: 1_350_000 }),
      home(4, { price: 1_350_001 }),
    ]);
    expect(ids(result)).toEqual([1, 3]);
  });

  it('ranks the same town or county first, then the same type, then the nearest price', () => {
    const result = rankSimilar(
      listing,
      [
        home(1, { city: 'Providence', price: 1_000_000 }), // other county, same type, same price
        home(2, { city: 'Tiverton', propertyType: 'Condo', price: 1_000_000 }), // same county, other type
        home(3, { city: 'Middletown', price: 1_300_000 }), // same county, same type, far price
        home(4, { price: 1_100_000 }), // same town, same type, near price
      ],
      4,
    );
    expect(ids(result)).toEqual([4, 3, 2, 1]);
  });

  it('treats the same town outside Rhode Island as the same area', () => {
    const boston = home(20, { city: 'Boston', state: 'MA' });
    const result = rankSimilar(boston, [
      home(21, { city: 'Cambridge', state: 'MA', price: 1_000_000 }),
      home(22, { city: 'Boston', state: 'MA', price: 1_300_000 }),
    ]);
    expect(ids(result)).toEqual([22, 21]);
  });

  it('breaks ties by id and returns three by default', () => {
    const result = rankSimilar(listing, [home(9), home(3), home(7), home(5), home(4, { price: 900_000 })]);
    expect(ids(result)).toEqual([3, 5, 7]);
  });

  it('returns nothing when nothing qualifies', () => {
    expect(rankSimilar(listing, [home(1, { price: 5_000_000 }), home(2, { status: 'Sold' })])).toEqual([]);
    expect(rankSimilar(listing, [])).toEqual([]);
  });
});
