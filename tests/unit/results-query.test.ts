import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterChips } from '#src/features/listings/results-header.ts';
import { formatBbox, parseBbox } from '#src/schemas/map-area.ts';
import type { SortKey } from '#src/schemas/property-fields.ts';
import {
  DEFAULT_RESULTS_QUERY,
  NO_FILTERS,
  RESULTS_QUERY_KEYS,
  hasFilters,
  listingsSearchPath,
  readFilters,
  readResultsQuery,
  writeFilters,
  writeResultsQuery,
  type ResultsFilters,
  type ResultsQuery,
} from '#src/schemas/results-query.ts';
import { SEARCH_FILTERS } from '#src/schemas/search-filters.ts';
import { filtersArbitrary } from '#tests/helpers/search-filters.ts';

const read = (query: string) => readResultsQuery(new URLSearchParams(query));

describe('URL filters', () => {
  it.each<[string, ResultsFilters]>([
    ['', NO_FILTERS],
    [
      'location=Newport&type=Condo&price=5000000%2B&beds=3',
      { ...NO_FILTERS, location: 'Newport', type: 'Condo', price: '5000000+', beds: '3' },
    ],
    ['location=%20%20Bristol%20', { ...NO_FILTERS, location: 'Bristol' }],
    ['type=Castle&price=cheap&beds=many', NO_FILTERS],
    ['beds=03', { ...NO_FILTERS, beds: '3' }],
    ['location=&type=&price=&beds=', NO_FILTERS],
  ])('?%s', (query, filters) => expect(read(query).filters).toEqual(filters));

  it('a location is cut to 100 characters', () => {
    expect(read(`location=${'x'.repeat(120)}`).filters.location).toBe('x'.repeat(100));
  });

  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=abc', 1],
    ['page=2.5', 1],
  ])('page from ?%s is %d', (query, page) => expect(read(query).page).toBe(page));

  it.each([
    ['', 'list'],
    ['view=map', 'map'],
    ['view=grid', 'list'],
  ])('view from ?%s is %s', (query, view) => expect(read(query).view).toBe(view));

  it('an empty query string is the default search', () => {
    expect(read('')).toEqual(DEFAULT_RESULTS_QUERY);
  });

  it('hasFilters is true when any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, beds: '2' })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, bbox: '1,2,3,4' })).toBe(true);
  });
});

describe('map area (bbox) in the URL', () => {
  it.each([
    ['41.4,-71.4,41.6,-71.2', { south: 41.4, west: -71.4, north: 41.6, east: -71.2 }],
    ['-10,-180,10,180', { south: -10, west: -180, north: 10, east: 180 }],
    ['41.6,-71.4,41.4,-71.2', null],
    ['41.4,-71.2,41.6,-71.4', null],
    ['91,0,92,1', null],
    ['1,2,3', null],
    ['1,2,3,4,5', null],
    ['a,b,c,d', null],
    ['1e1,2,3,4', null],
    ['', null],
  ])('parseBbox(%j) → %j', (text, box) => {
    expect(parseBbox(text)).toEqual(box);
  });

  it('formatBbox rounds outwards and reads back as an area holding the original', () => {
    const coordinate = (min: number, max: number) => fc.double({ min, max, noNaN: true });
    fc.assert(
      fc.property(coordinate(-89, 89), coordinate(0, 1), coordinate(-179, 179), coordinate(0, 1), (s, h, w, wd) => {
        const box = { south: s, west: w, north: s + h, east: w + wd };
        const read = parseBbox(formatBbox(box));
        expect(read).not.toBeNull();
        if (!read) return;
        // Outwards, to within a centimetre (floating-point noise below that is ignored).
        const slack = 1e-7;
        expect(read.south).toBeLessThanOrEqual(box.south + slack);
        expect(read.west).toBeLessThanOrEqual(box.west + slack);
        expect(read.north).toBeGreaterThanOrEqual(box.north - slack);
        expect(read.east).toBeGreaterThanOrEqual(box.east - slack);
      }),
    );
  });

  it('the URL carries it as a filter with a "Map area" chip', () => {
    const { filters } = read('bbox=41.4,-71.4,41.6,-71.2&sort=price-asc');
    expect(filters).toEqual({ ...NO_FILTERS, bbox: '41.4,-71.4,41.6,-71.2' });
    expect(filterChips(filters)).toEqual([{ key: 'bbox', label: 'Map area', value: '' }]);
    expect(read('bbox=nonsense').filters.bbox).toBe('');
  });
});

describe('sort in the URL', () => {
  it.each([
    ['', 'newest'],
    ['sort=price-desc', 'price-desc'],
    ['sort=sqft-desc', 'sqft-desc'],
    ['sort=cheapest', 'newest'],
  ])('sort from ?%s is %s', (query, sort) => expect(read(query).sort).toBe(sort));

  it.each<[SortKey, 'list' | 'map', number, string]>([
    ['newest', 'list', 1, '/properties?location=Newport'],
    ['price-asc', 'list', 2, '/properties?location=Newport&sort=price-asc&page=2'],
    ['newest', 'map', 1, '/properties?location=Newport&view=map'],
  ])('listingsSearchPath keeps sort %s and view %s', (sort, view, page, path) => {
    const query: ResultsQuery = { filters: { ...NO_FILTERS, location: 'Newport' }, sort, view, page };
    expect(listingsSearchPath(query)).toBe(path);
  });
});

describe('writeResultsQuery', () => {
  it('writes the keys in the order of RESULTS_QUERY_KEYS', () => {
    const query: ResultsQuery = {
      filters: {
        location: 'Newport',
        type: 'Estate',
        price: '5000000+',
        minPrice: '1000000',
        maxPrice: '25000000',
        beds: '3',
        baths: '2',
        sqft: '3000',
        status: 'Available',
        waterfront: 'yes',
        waterView: 'yes',
        openHouse: 'week',
        bbox: '1,2,3,4',
      },
      sort: 'price-asc',
      page: 2,
      view: 'map',
    };
    expect([...writeResultsQuery(query).keys()]).toEqual(RESULTS_QUERY_KEYS);
  });

  it('writes nothing for the default search', () => {
    expect(writeResultsQuery(DEFAULT_RESULTS_QUERY).toString()).toBe('');
  });

  it('reads back as the same search (property-based)', () => {
    const query = fc.record({
      // Every filter of the table, as the URL reader leaves it.
      filters: filtersArbitrary(SEARCH_FILTERS, {
        location: fc.string({ maxLength: 20 }),
        bbox: fc.constantFrom('41.4,-71.4,41.6,-71.2'),
      }).map((filters) => readFilters(new URLSearchParams(filters))),
      sort: fc.constantFrom<SortKey>('newest', 'price-asc', 'sqft-desc'),
      page: fc.integer({ min: 1, max: 999 }),
      view: fc.constantFrom<'list' | 'map'>('list', 'map'),
    });
    fc.assert(
      fc.property(query, (query) => {
        expect(readResultsQuery(writeResultsQuery(query))).toEqual(query);
      }),
    );
  });
});

describe('writeFilters', () => {
  it('writes only the filters in use, the map area last', () => {
    expect(writeFilters({ ...NO_FILTERS, type: 'Condo' }).toString()).toBe('type=Condo');
    expect([...writeFilters({ ...NO_FILTERS, bbox: '1,2,3,4', beds: '2' }).keys()]).toEqual(['beds', 'bbox']);
  });
});
