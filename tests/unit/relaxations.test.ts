// The empty state's way out: the nearest relaxations of a search, each one filter changed by the least that
// finds homes, with counts that are exactly what the search they link to finds.
import { describe, expect, it } from 'vitest';
import { nearestRelaxations } from '#src/features/listings/relaxations.ts';
import { relaxationText } from '#src/features/listings/results-header.ts';
import { toCriteria } from '#src/features/listings/search-criteria.ts';
import { createSearchIndex } from '#src/features/listings/search.ts';
import type { Property } from '#src/schemas/property.ts';
import { readFilters, writeFilters, type ResultsFilters } from '#src/schemas/results-query.ts';
import { makeListing } from '#tests/helpers/listing.ts';

let nextId = 1;
const homes = (count: number, overrides: Partial<Property>) =>
  Array.from({ length: count }, () => makeListing(nextId++, overrides));

const newport = { city: 'Newport', zipcode: '02840' } as const;
const catalogue = [
  ...homes(1, { ...newport, propertyType: 'Condo', price: 700_000, beds: 2 }),
  ...homes(4, { ...newport, propertyType: 'Condo', price: 2_500_000, beds: 2 }),
  ...homes(2, { city: 'Providence', propertyType: 'Condo', price: 1_500_000, beds: 2 }),
  ...homes(7, { ...newport, propertyType: 'Single Family', price: 1_500_000, beds: 3 }),
];
const index = createSearchIndex(catalogue);
const count = (filters: ResultsFilters) => index.search(toCriteria(filters)).length;
const filters = (query: string) => readFilters(new URLSearchParams(query));
const texts = (query: string, limit?: number) =>
  nearestRelaxations(filters(query), count, limit).map((relaxation) => relaxationText(relaxation));

describe('nearestRelaxations', () => {
  it('offers each filter relaxed by the least that finds homes, the fewest homes first', () => {
    const empty = 'location=Newport&type=Condo&price=1000000-2000000';
    expect(count(filters(empty))).toBe(0);
    expect(texts(empty)).toEqual([
      'Widen to $500K–$2M: 1 home',
      'Any location: 2 homes',
      'Widen to $1M–$3M: 4 homes',
      'Any type: 7 homes',
    ]);
  });

  it('links to searches that find exactly the homes it counts', () => {
    const found = nearestRelaxations(filters('location=Newport&type=Condo&price=1000000-2000000'), count);
    for (const relaxation of found) {
      expect(count(relaxation.filters)).toBe(relaxation.count);
      // Each is a search the URL can carry as it is.
      expect(filters(writeFilters(relaxation.filters).toString())).toEqual(relaxation.filters);
    }
    // A widened band becomes a min and max price.
    expect(found.find((r) => r.label === 'Widen to $1M–$3M')?.filters).toMatchObject({
      location: 'Newport',
      type: 'Condo',
      price: '',
      minPrice: '1000000',
      maxPrice: '3000000',
    });
  });

  it('widens a min or max price a tier at a time, as far as it takes', () => {
    expect(texts('location=Newport&type=Condo&maxPrice=500000')).toEqual(['Widen to under $750K: 1 home']);
    expect(texts('type=Condo&minPrice=3000000')).toEqual(['Widen to $2M+: 4 homes']);
    // From $25M down to the first tier with homes.
    expect(texts('type=Single+Family&minPrice=25000000')).toEqual(['Widen to $1.5M+: 7 homes']);
  });

  it('lowers a minimum a choice at a time, then drops it', () => {
    expect(texts('location=Newport&beds=5')).toEqual(['3+ Beds: 7 homes']);
    expect(texts('location=Newport&type=Condo&beds=3')).toEqual(['2+ Beds: 5 homes', 'Any type: 7 homes']);
    expect(texts('type=Condo&baths=3')).toEqual(['2+ Baths: 7 homes']);
    expect(texts('type=Land&beds=1')).toEqual(['Any type: 14 homes']);
  });

  it('changes one filter at a time: a search two changes away from any home offers none', () => {
    expect(texts('type=Condo&beds=4&baths=6')).toEqual([]);
  });

  it('drops any other filter, in words that say so', () => {
    expect(texts('location=Providence&waterfront=yes')).toEqual(['Not only waterfront: 2 homes']);
    expect(texts('location=Providence&waterView=yes')).toEqual(['Not only water views: 2 homes']);
    expect(texts('location=Providence&status=Sold')).toEqual(['Any status: 2 homes']);
    expect(texts('location=Providence&openHouse=week')).toEqual(['Not only open houses this week: 2 homes']);
    expect(texts('location=Boston')).toEqual(['Any location: 14 homes']);
    expect(texts('location=Newport&bbox=41.0%2C-71.0%2C41.1%2C-70.9')).toEqual(['Beyond the map area: 12 homes']);
  });

  it('gives at most `limit`, and nothing for a search without filters or a catalogue without homes', () => {
    expect(texts('location=Newport&type=Condo&price=1000000-2000000', 2)).toHaveLength(2);
    expect(nearestRelaxations(filters(''), count)).toEqual([]);
    expect(nearestRelaxations(filters('type=Condo&beds=3'), () => 0)).toEqual([]);
  });
});
