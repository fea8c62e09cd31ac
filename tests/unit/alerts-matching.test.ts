// The index of saved searches must answer as the site's search does: compared with filterProperties on
// generated listings and searches (fast-check), and on a few examples.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearchMatcher, matchesSearch } from '#src/features/alerts/matching.ts';
import type { IndexedSearch } from '#src/features/alerts/owners.server.ts';
import { toCriteria } from '#src/features/listings/search-criteria.ts';
import { filterProperties } from '#src/features/listings/search.ts';
import { PROPERTY_STATUSES, PROPERTY_TYPES } from '#src/schemas/property-fields.ts';
import type { Property } from '#src/schemas/property.ts';
import { savedFilters, savedQuery } from '#src/schemas/saved-search.ts';
import { SEARCH_FILTER_RULES } from '#src/schemas/search-filter-rules.ts';
import { SEARCH_FILTERS } from '#src/schemas/search-filters.ts';
import { makeListing } from '#tests/helpers/listing.ts';
import { filtersArbitrary } from '#tests/helpers/search-filters.ts';

const CITIES = ['Newport', 'New Shoreham', 'Providence', 'Westerly', 'Narragansett', 'East Greenwich'];
const STREETS = ['Ocean Drive', 'Bellevue Avenue', 'Harbor Road', 'Main Street'];

/** The moment the generated searches are matched at. */
const NOW = new Date('2026-12-01T15:00:00Z');

/** An open house of two hours starting `hours` after NOW. */
function openHouseAt(hours: number) {
  const start = NOW.getTime() + hours * 3_600_000;
  return { start: new Date(start).toISOString(), end: new Date(start + 7_200_000).toISOString() };
}

const property = (id: number) =>
  fc
    .record({
      city: fc.constantFrom(...CITIES),
      street: fc.constantFrom(...STREETS),
      number: fc.integer({ min: 1, max: 400 }),
      zipcode: fc.constantFrom('02840', '02807', '02903', '02891', '02882'),
      // Around the band edges as well as inside them.
      price: fc.oneof(
        fc.constantFrom(999_999, 1_000_000, 1_999_999, 2_000_000, 3_000_000, 5_000_000),
        fc.integer({ min: 0, max: 9_000_000 }),
      ),
      beds: fc.integer({ min: 0, max: 8 }),
      baths: fc.integer({ min: 0, max: 14 }).map((halves) => halves / 2),
      squareFeet: fc.constantFrom(0, 999, 1000, 2500, 4000, 12_000),
      status: fc.constantFrom(...PROPERTY_STATUSES),
      features: fc.subarray(['Ocean Front', 'Harbor views', 'Frontage on two roads', 'Wine cellar']),
      // Open houses around the test's moment: over, under way, later this week, next week.
      openHouses: fc.subarray([-26, -1, 30, 200].map((hours) => openHouseAt(hours))),
      propertyType: fc.constantFrom(...PROPERTY_TYPES),
      point: fc.option(
        fc.record({
          latitude: fc.double({ min: 41.1, max: 42, noNaN: true }),
          longitude: fc.double({ min: -71.9, max: -71.1, noNaN: true }),
        }),
      ),
    })
    .map(({ city, street, number, zipcode, point, ...facts }): Property =>
      makeListing(id, { city, address: `${number} ${street}`, zipcode, ...facts, ...(point ?? {}) }),
    );

/**
 * A /properties query as a visitor could save it, every filter of the table empty or set: the location typed
 * in any case, with spaces around, beds from 0, and map areas over the listings' towns.
 */
const query = filtersArbitrary(SEARCH_FILTERS, {
  location: fc.constantFrom(...CITIES, ...STREETS, 'new', 'NEWPORT', ' ri ', '028', 'road', 'nowhere'),
  beds: fc.integer({ min: 0, max: 6 }).map(String),
  bbox: fc
    .tuple(
      fc.double({ min: 41.1, max: 42, noNaN: true }),
      fc.double({ min: 41.1, max: 42, noNaN: true }),
      fc.double({ min: -71.9, max: -71.1, noNaN: true }),
      fc.double({ min: -71.9, max: -71.1, noNaN: true }),
    )
    .map(([a, b, c, d]) =>
      [Math.min(a, b), Math.min(c, d), Math.max(a, b), Math.max(c, d)].map((n) => n.toFixed(5)).join(','),
    ),
}).map((filters) => savedQuery(savedFilters(new URLSearchParams(filters).toString())));

describe('the saved-search index', () => {
  it('matches exactly the searches for which the site search finds the listing (generated)', () => {
    fc.assert(
      fc.property(
        fc.array(query, { minLength: 1, maxLength: 60 }),
        fc
          .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 20 })
          .chain((ids) => fc.tuple(...ids.map((id) => property(id)))),
        (queries, listings) => {
          const searches: IndexedSearch[] = queries.map((q, i) => ({
            owner: `o${i % 7}`,
            search: `s${i}`,
            query: q,
            frequency: 'instant',
          }));
          const matcher = createSearchMatcher(searches, SEARCH_FILTER_RULES, NOW);
          for (const listing of listings) {
            const expected = searches
              .filter(
                (s) =>
                  filterProperties([listing], toCriteria(savedFilters(s.query)), SEARCH_FILTER_RULES, NOW).length === 1,
              )
              .map((s) => s.search)
              .sort();
            expect(
              matcher
                .match(listing)
                .map((s) => s.search)
                .sort(),
            ).toEqual(expected);
            for (const s of searches)
              expect(matchesSearch(savedFilters(s.query), listing, NOW)).toBe(expected.includes(s.search));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('on examples: location as a substring in any case, type, band edges, beds minimum, the map area', () => {
    const home = makeListing(7, {
      city: 'Newport',
      address: '12 Ocean Drive',
      zipcode: '02840',
      price: 2_000_000,
      beds: 4,
      propertyType: 'Estate',
      latitude: 41.45,
      longitude: -71.33,
    });
    const searches: IndexedSearch[] = [
      'location=NEWPORT',
      'location=ocean+dr',
      'location=02840&type=Estate',
      'type=Condo',
      'price=2000000-3000000',
      'price=1000000-2000000',
      'beds=4',
      'beds=5',
      'bbox=41.4,-71.4,41.5,-71.3',
      'bbox=41.0,-71.4,41.2,-71.3',
      '',
    ].map((q, i) => ({ owner: 'a', search: String(i), query: q, frequency: 'daily' }));
    expect(
      createSearchMatcher(searches)
        .match(home)
        .map((s) => s.query)
        .sort(),
    ).toEqual(
      [
        '',
        'beds=4',
        'bbox=41.4,-71.4,41.5,-71.3',
        'location=NEWPORT',
        'location=ocean+dr',
        'location=02840&type=Estate',
        'price=2000000-3000000',
      ].sort(),
    );
  });

  it('a listing without coordinates is outside every map area', () => {
    const matcher = createSearchMatcher([
      { owner: 'a', search: '1', query: 'bbox=-90,-180,90,180', frequency: 'instant' },
    ]);
    expect(matcher.match(makeListing(1))).toEqual([]);
  });
});
