import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  createSearchIndex,
  filterChips,
  formatBbox,
  inBbox,
  pageWindow,
  parseBbox,
  readFilters,
  readSort,
  sortProperties,
  toSearchBody,
} from '#src/features/listings/search.ts';
import { propertiesSearchPath } from '#src/lib/paths.ts';
import { clusterLabel, mapPoints, markerLabel, pointsBounds } from '#src/features/listings/results-map.ts';
import { SORT_KEYS, type SortKey } from '#src/schemas/property-fields.ts';
import { bboxSchema, listQuerySchema, searchBodySchema, type Property } from '#src/schemas/property.ts';
import { makeListing as listing } from '#tests/helpers/listing.ts';

// Ties on purpose: ids 3 and 1 share a price, 2 and 4 share a date, bedrooms and area.
const homes = [
  listing(3, { price: 2_000_000, beds: 4, squareFeet: 3000, createdAt: '2025-09-03T00:00:00Z' }),
  listing(1, { price: 2_000_000, beds: 2, squareFeet: 1500, createdAt: '2025-09-01T00:00:00Z' }),
  listing(4, { price: 500_000, beds: 5, squareFeet: 4000, createdAt: '2025-09-02T00:00:00Z' }),
  listing(2, { price: 9_000_000, beds: 5, squareFeet: 4000, createdAt: '2025-09-02T00:00:00Z' }),
];

describe('sortProperties', () => {
  it.each<[SortKey, number[]]>([
    ['newest', [3, 2, 4, 1]],
    ['price-desc', [2, 1, 3, 4]],
    ['price-asc', [4, 1, 3, 2]],
    ['beds-desc', [2, 4, 3, 1]],
    ['sqft-desc', [2, 4, 3, 1]],
  ])('%s orders the ids %j (ties by ascending id)', (sort, ids) => {
    expect(sortProperties(homes, sort).map((p) => p.id)).toEqual(ids);
  });

  it('does not change its input', () => {
    const before = homes.map((p) => p.id);
    sortProperties(homes, 'price-asc');
    expect(homes.map((p) => p.id)).toEqual(before);
  });

  it('gives the same order whatever the input order, so pages of it never overlap or skip', () => {
    const arbitraryHomes = fc
      .uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 0, maxLength: 40 })
      .chain((ids) =>
        fc.tuple(
          fc.constant(ids),
          fc.array(
            fc.record({
              price: fc.constantFrom(1, 2, 3),
              beds: fc.constantFrom(1, 2),
              squareFeet: fc.constantFrom(0, 100),
              day: fc.constantFrom('01', '02'),
            }),
            { minLength: ids.length, maxLength: ids.length },
          ),
        ),
      )
      .map(([ids, fields]) =>
        ids.map((id, i) => {
          const f = fields[i] ?? { price: 1, beds: 1, squareFeet: 0, day: '01' };
          return listing(id, { ...f, createdAt: `2025-09-${f.day}T00:00:00Z` });
        }),
      );
    fc.assert(
      fc.property(
        arbitraryHomes,
        fc.constantFrom(...SORT_KEYS),
        fc.integer({ min: 1, max: 7 }),
        (list, sort, limit) => {
          const sorted = sortProperties(list, sort);
          expect(sortProperties([...list].reverse(), sort)).toEqual(sorted);
          const pages: Property[] = [];
          for (let offset = 0; offset < list.length; offset += limit) {
            pages.push(...pageWindow(sortProperties([...list].reverse(), sort), offset, limit));
          }
          expect(pages.map((p) => p.id)).toEqual(sorted.map((p) => p.id));
        },
      ),
    );
  });
});

describe('pageWindow', () => {
  it.each<[number | undefined, number | undefined, number[]]>([
    [undefined, undefined, [1, 2, 3, 4, 5]],
    [0, 2, [1, 2]],
    [2, 2, [3, 4]],
    [4, 2, [5]],
    [5, 2, []],
    [99, 6, []],
    [3, undefined, [4, 5]],
  ])('offset %s, limit %s → %j', (offset, limit, ids) => {
    expect(pageWindow([1, 2, 3, 4, 5], offset, limit)).toEqual(ids);
  });
});

describe('map area (bbox)', () => {
  const newport = listing(10, { city: 'Newport', latitude: 41.49, longitude: -71.31 });
  const providence = listing(11, { latitude: 41.83, longitude: -71.4 });
  const nowhere = listing(12);
  const list = [newport, providence, nowhere];
  const aroundNewport = { south: 41.4, west: -71.4, north: 41.6, east: -71.2 };

  it.each([
    [aroundNewport, [10]],
    [{ south: 41, west: -72, north: 42, east: -71 }, [10, 11]],
    // Bounds that cross no listing.
    [{ south: 40, west: -70, north: 40.5, east: -69.5 }, []],
    // Edges count as inside.
    [{ south: 41.49, west: -71.31, north: 41.49, east: -71.31 }, [10]],
  ])('%j holds %j; a listing without coordinates is never inside', (box, ids) => {
    expect(list.filter((p) => inBbox(p, box)).map((p) => p.id)).toEqual(ids);
    const criteria = searchBodySchema.parse({ bbox: box });
    expect(
      createSearchIndex(list)
        .search(criteria)
        .map((p) => p.id),
    ).toEqual(ids);
  });

  it('combines with the other filters', () => {
    const index = createSearchIndex(list);
    expect(index.search(searchBodySchema.parse({ bbox: aroundNewport, location: 'newport' })).map((p) => p.id)).toEqual(
      [10],
    );
    expect(index.search(searchBodySchema.parse({ bbox: aroundNewport, location: 'providence' }))).toEqual([]);
  });

  it('without bbox, listings without coordinates are still found', () => {
    expect(
      createSearchIndex(list)
        .search(searchBodySchema.parse({}))
        .map((p) => p.id),
    ).toEqual([10, 11, 12]);
  });

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

  it('the URL carries it as a filter with a "Map area" chip, and the search body as numbers', () => {
    const filters = readFilters(new URLSearchParams('bbox=41.4,-71.4,41.6,-71.2&sort=price-asc'));
    expect(filters).toEqual({ ...NO_FILTERS, bbox: '41.4,-71.4,41.6,-71.2' });
    expect(filterChips(filters)).toEqual([{ key: 'bbox', label: 'Map area', value: '' }]);
    expect(toSearchBody(filters)).toEqual({
      location: '',
      propertyType: '',
      priceRange: '',
      beds: '',
      bbox: aroundNewport,
    });
    expect(toSearchBody(NO_FILTERS)).not.toHaveProperty('bbox');
    expect(readFilters(new URLSearchParams('bbox=nonsense')).bbox).toBe('');
  });
});

describe('sort in the URL', () => {
  it.each([
    ['', 'newest'],
    ['sort=price-desc', 'price-desc'],
    ['sort=sqft-desc', 'sqft-desc'],
    ['sort=cheapest', 'newest'],
  ])('readSort(%j) → %s', (query, sort) => expect(readSort(new URLSearchParams(query))).toBe(sort));

  it.each<[SortKey, 'list' | 'map', number, string]>([
    ['newest', 'list', 1, '/properties?location=Newport'],
    ['price-asc', 'list', 2, '/properties?location=Newport&sort=price-asc&page=2'],
    ['newest', 'map', 1, '/properties?location=Newport&view=map'],
  ])('propertiesSearchPath keeps sort %s and view %s', (sort, view, page, path) => {
    expect(propertiesSearchPath({ ...NO_FILTERS, location: 'Newport' }, page, false, { sort, view })).toBe(path);
  });

  it('the no-JavaScript links write the four form fields, then the map area when set', () => {
    expect(propertiesSearchPath({ ...NO_FILTERS, bbox: '1,2,3,4' }, 1, true, { sort: 'beds-desc' })).toBe(
      '/properties?location=&type=&price=&beds=&bbox=1%2C2%2C3%2C4&sort=beds-desc',
    );
  });
});

describe('API parameters', () => {
  it.each([
    [{}, {}],
    [
      { limit: '6', offset: '12', sort: 'price-asc' },
      { limit: 6, offset: 12, sort: 'price-asc' },
    ],
    [{ limit: '48' }, { limit: 48 }],
    [{ offset: '0' }, { offset: 0 }],
  ])('the GET query %j parses as %j', (query, parsed) => {
    expect(listQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each([
    [{ limit: '0' }, 'limit'],
    [{ limit: '49' }, 'limit'],
    [{ limit: '1.5' }, 'limit'],
    [{ limit: '' }, 'limit'],
    [{ limit: ' 6' }, 'limit'],
    [{ offset: '-1' }, 'offset'],
    [{ offset: 'x' }, 'offset'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ page: '2' }, 'page'],
  ])('the GET query %j is refused, naming %s', (query, field) => {
    const result = listQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain(field);
  });

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 49 }, 'limit'],
    [{ limit: '6' }, 'limit'],
    [{ offset: -6 }, 'offset'],
    [{ offset: 1.5 }, 'offset'],
    [{ sort: 'price' }, 'sort'],
    [{ bbox: [1, 2, 3, 4] }, 'bbox'],
    [{ bbox: { south: 42, west: -71, north: 41, east: -70 } }, 'bbox'],
    [{ bbox: { south: '41', west: -71, north: 42, east: -70 } }, 'bbox'],
  ])('the search body %j is refused, naming %s', (body, field) => {
    const result = searchBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0] ?? '')).toContain(field);
  });

  it('a bbox is four numbers with south ≤ north and west ≤ east', () => {
    expect(bboxSchema.safeParse({ south: 41, west: -72, north: 42, east: -71 }).success).toBe(true);
    expect(bboxSchema.safeParse({ south: 41, west: -72, north: 42 }).success).toBe(false);
  });
});

describe('results map helpers', () => {
  it('maps only the listings with coordinates and bounds them', () => {
    const list = [
      listing(1, { latitude: 41.5, longitude: -71.3 }),
      listing(2),
      listing(3, { latitude: 41.8, longitude: -71.4 }),
    ];
    expect(mapPoints(list)).toEqual([
      { id: 1, lat: 41.5, lng: -71.3 },
      { id: 3, lat: 41.8, lng: -71.4 },
    ]);
    expect(pointsBounds(mapPoints(list))).toEqual({ south: 41.5, west: -71.4, north: 41.8, east: -71.3 });
    expect(pointsBounds([])).toBeNull();
    expect(markerLabel({ title: 'A Home', price: 2_890_000 })).toBe('A Home, $2.9M');
    expect(clusterLabel(3)).toBe('3 properties here: zoom in');
  });
});
