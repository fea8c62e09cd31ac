// The live counts of homes for sale on the county guides: what is counted, and the words.
import { describe, expect, it } from 'vitest';
import { forSaleCounts } from '#src/features/listings/for-sale-counts.ts';
import { forSaleText } from '#src/features/listings/for-sale.ts';
import { filterProperties } from '#src/features/listings/search.ts';
import { searchBodySchema } from '#src/schemas/search-body.ts';
import { makeListing } from '#tests/helpers/listing.ts';

const listings = [
  makeListing(1, { city: 'Newport', status: 'Available' }),
  makeListing(2, { city: 'Newport', status: 'Available', address: '4 Bellevue Avenue' }),
  makeListing(3, { city: 'Newport', status: 'Under Contract' }),
  makeListing(4, { city: 'Jamestown', status: 'Coming Soon' }),
  makeListing(5, { city: 'Jamestown', status: 'Sold' }),
  makeListing(6, { city: 'Middletown', status: 'Available', address: '9 Newport Avenue' }),
  makeListing(7, { city: 'Warwick', status: 'Available' }),
];

describe('forSaleCounts', () => {
  it("counts the Available listings among those the location's search finds, and only those", () => {
    const counts = forSaleCounts(listings, ['Newport', 'Jamestown', 'Middletown', 'Newport County', 'Block Island']);
    expect(counts).toEqual({ Newport: 3, Jamestown: 0, Middletown: 1, 'Newport County': 3, 'Block Island': 0 });
    for (const [location, count] of Object.entries(counts)) {
      const found = filterProperties(listings, searchBodySchema.parse({ location }));
      expect(
        found.filter((listing) => listing.status === 'Available'),
        location,
      ).toHaveLength(count);
    }
  });

  it('answers each location once, as its own key, whatever its text', () => {
    const counts = forSaleCounts(listings, ['Warwick', 'Warwick', '__proto__', 'constructor']);
    expect(Object.keys(counts)).toEqual(['Warwick', '__proto__', 'constructor']);
    expect(Object.getPrototypeOf(counts)).toBe(Object.prototype);
    expect(counts['Warwick']).toBe(1);
  });
});

describe('forSaleText', () => {
  it.each([
    [0, 'No homes for sale right now'],
    [1, '1 home for sale'],
    [2, '2 homes for sale'],
    [14, '14 homes for sale'],
    [1204, '1,204 homes for sale'],
  ])('%i: "%s"', (count, text) => {
    expect(forSaleText(count)).toBe(text);
  });
});
