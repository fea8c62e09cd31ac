import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INQUIRIES_API_PATH,
  LISTINGS_API_PATH,
  LISTINGS_SEARCH_API_PATH,
  SUBSCRIBE_API_PATH,
  TESTIMONIALS_API_PATH,
  advisorApiIdSegment,
  advisorApiPath,
  advisorPath,
  articlePath,
  countyPath,
  legacyAdvisorPath,
  listingApiIdSegment,
  listingApiPath,
  listingIdSegment,
  listingPath,
  listingsApiPagePath,
  similarListingsApiIdSegment,
  openHouseCalendarApiIdSegment,
  openHouseCalendarApiPath,
  similarListingsApiPath,
} from '#src/lib/paths.ts';
import { PRICE_BANDS, PROPERTY_TYPES } from '#src/schemas/property-fields.ts';
import {
  DEFAULT_RESULTS_QUERY,
  NO_FILTERS,
  listingsSearchPath,
  readResultsQuery,
  type ResultsFilters,
} from '#src/schemas/results-query.ts';

describe('builders', () => {
  it('build the page and API paths', () => {
    expect(listingPath(12)).toBe('/properties/12');
    expect(advisorPath('ann-lee')).toBe('/advisors/ann-lee');
    expect(legacyAdvisorPath(7)).toBe('/advisors/7');
    expect(countyPath('newport')).toBe('/counties/newport');
    expect(articlePath('spring-market')).toBe('/market-updates/spring-market');
    expect(listingApiPath(3)).toBe('/api/properties/3');
    expect(similarListingsApiPath(3)).toBe('/api/properties/3/similar');
    expect(advisorApiPath(4)).toBe('/api/advisors/4');
    expect(listingsApiPagePath({ limit: 6, offset: 12, sort: 'price-asc' })).toBe(
      '/api/properties?limit=6&offset=12&sort=price-asc',
    );
  });

  it('name the fixed API endpoints', () => {
    expect(LISTINGS_API_PATH).toBe('/api/properties');
    expect(LISTINGS_SEARCH_API_PATH).toBe('/api/properties/search');
    expect(INQUIRIES_API_PATH).toBe('/api/inquiries');
    expect(SUBSCRIBE_API_PATH).toBe('/api/subscribe');
    expect(TESTIMONIALS_API_PATH).toBe('/api/testimonials');
  });

  it.each<[ResultsFilters, number, string]>([
    [NO_FILTERS, 1, '/properties'],
    [NO_FILTERS, 2, '/properties?page=2'],
    [{ ...NO_FILTERS, location: 'East Side', type: 'Condo' }, 1, '/properties?location=East+Side&type=Condo'],
    [{ ...NO_FILTERS, price: '5000000+' }, 3, '/properties?price=5000000%2B&page=3'],
  ])('listingsSearchPath(%j, page %d) → %s', (filters, page, href) =>
    expect(listingsSearchPath({ ...DEFAULT_RESULTS_QUERY, filters, page })).toBe(href),
  );

  it('a search path reads back as the same filters and page', () => {
    const filters = fc
      .record({
        location: fc.string({ maxLength: 20 }).map((text) => text.trim()),
        type: fc.constantFrom('', ...PROPERTY_TYPES),
        price: fc.constantFrom('', ...PRICE_BANDS.map((band) => band.key)),
        beds: fc.constantFrom('', '1', '2', '5'),
        bbox: fc.constantFrom('', '41.4,-71.4,41.6,-71.2'),
      })
      .map((spec) => ({ ...NO_FILTERS, ...spec }));
    fc.assert(
      fc.property(filters, fc.integer({ min: 1, max: 999 }), (filters, page) => {
        const params = new URL(listingsSearchPath({ ...DEFAULT_RESULTS_QUERY, filters, page }), 'https://x')
          .searchParams;
        expect(readResultsQuery(params).filters).toEqual(filters);
        expect(readResultsQuery(params).page).toBe(page);
      }),
    );
  });
});

describe('parsers', () => {
  it.each([
    ['/properties/12', '12'],
    ['/properties/12/', '12'],
    ['/properties/abc', 'abc'],
    ['/properties/-1', '-1'],
    ['/properties/a%20b', 'a b'],
    ['/properties/%E0', null],
    ['/properties', null],
    ['/properties/', null],
    ['/properties/1/photos', null],
    ['/propertiesX/1', null],
  ])('listingIdSegment(%s) is %s', (path, segment) => expect(listingIdSegment(path)).toBe(segment));

  it('read back the id of an API path they build', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1 }), (id) => {
        expect(listingApiIdSegment(listingApiPath(id))).toBe(String(id));
        expect(similarListingsApiIdSegment(similarListingsApiPath(id))).toBe(String(id));
        const calendar = new URL(openHouseCalendarApiPath(id, '2026-12-06T18:00:00Z'), 'https://site.invalid');
        expect(openHouseCalendarApiIdSegment(calendar.pathname)).toBe(String(id));
        expect(calendar.searchParams.get('start')).toBe('2026-12-06T18:00:00Z');
        expect(advisorApiIdSegment(advisorApiPath(id))).toBe(String(id));
        expect(listingIdSegment(listingPath(id))).toBe(String(id));
      }),
    );
  });

  it('return null for another route', () => {
    expect(listingApiIdSegment('/api/advisors/1')).toBeNull();
    expect(advisorApiIdSegment('/api/properties/1')).toBeNull();
    expect(listingApiIdSegment('/.netlify/functions/property')).toBeNull();
    expect(similarListingsApiIdSegment('/api/properties/1')).toBeNull();
    expect(similarListingsApiIdSegment('/api/properties/1/similar/more')).toBeNull();
    expect(openHouseCalendarApiIdSegment('/api/properties/1/similar')).toBeNull();
  });
});
