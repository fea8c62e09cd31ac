import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  createSearchIndex,
  filterChips,
  filterProperties,
  hasFilters,
  inPriceBand,
  pageNumbers,
  paginate,
  readFilters,
  readPage,
  resultCountText,
  sortNewestFirst,
  toSearchBody,
  withoutFilter,
  wrapIndex,
  type Filters,
} from '#src/features/listings/search.ts';
import {
  PRICE_BANDS,
  PROPERTY_TYPES,
  propertyIdSchema,
  searchBodySchema,
  type Property,
} from '#src/schemas/property.ts';
import { makeListing } from '#tests/helpers/listing.ts';

let nextId = 1;
function listing(overrides: Partial<Property>): Property {
  return makeListing(nextId++, { title: 'A house', price: 1_500_000, address: '1 Main Street', ...overrides });
}

const homes = {
  newportCondo: listing({
    city: 'Newport',
    address: '25 Thames Wharf',
    zipcode: '02840',
    propertyType: 'Condo',
    price: 999_999,
    beds: 2,
  }),
  newportEstate: listing({
    city: 'Newport',
    address: '412 Seaview Bluff Road',
    zipcode: '02840',
    propertyType: 'Estate',
    price: 12_500_000,
    beds: 7,
  }),
  bristol: listing({ city: 'Bristol', address: '101 Hope Harbor Street', zipcode: '02809', price: 1_000_000, beds: 4 }),
  warwick: listing({ city: 'Warwick', address: '90 Newport Avenue', zipcode: '02889', price: 2_000_000, beds: 5 }),
  land: listing({
    city: 'Exeter',
    address: 'Lot 3 River Road',
    zipcode: '02822',
    propertyType: 'Land',
    price: 425_000,
    beds: 0,
    baths: 0,
    squareFeet: 0,
  }),
};
const all = Object.values(homes);
const ids = (list: Property[]) => list.map((p) => p.id).sort((a, b) => a - b);
const idsOf = (...names: (keyof typeof homes)[]) => names.map((name) => homes[name].id).sort((a, b) => a - b);
const criteria = (body: object) => searchBodySchema.parse(body);

describe('filterProperties (search semantics)', () => {
  it.each<[string, object, (keyof typeof homes)[]]>([
    ['no filter', {}, ['newportCondo', 'newportEstate', 'bristol', 'warwick', 'land']],
    [
      'all empty strings',
      { location: '', propertyType: '', priceRange: '', beds: '' },
      ['newportCondo', 'newportEstate', 'bristol', 'warwick', 'land'],
    ],
    ['location matches the city, any case', { location: 'NEWPORT' }, ['newportCondo', 'newportEstate', 'warwick']],
    ['location matches the street address', { location: 'thames' }, ['newportCondo']],
    ['location matches the ZIP', { location: '02809' }, ['bristol']],
    ['location matches the state', { location: 'ri' }, ['newportCondo', 'newportEstate', 'bristol', 'warwick', 'land']],
    ['location is trimmed', { location: '  bristol ' }, ['bristol']],
    ['an unknown location matches nothing', { location: 'Atlantis' }, []],
    ['property type is exact', { propertyType: 'Condo' }, ['newportCondo']],
    ['under $1M excludes exactly 1,000,000', { priceRange: '0-1000000' }, ['newportCondo', 'land']],
    ['$1M-$2M includes 1,000,000 and excludes 2,000,000', { priceRange: '1000000-2000000' }, ['bristol']],
    ['$2M-$3M includes 2,000,000', { priceRange: '2000000-3000000' }, ['warwick']],
    ['$5M+ has no upper bound', { priceRange: '5000000+' }, ['newportEstate']],
    ['beds is a minimum (string)', { beds: '5' }, ['newportEstate', 'warwick']],
    ['beds is a minimum (number)', { beds: 4 }, ['newportEstate', 'bristol', 'warwick']],
    ['beds 0 keeps land', { beds: '0' }, ['newportCondo', 'newportEstate', 'bristol', 'warwick', 'land']],
    ['filters combine with AND', { location: 'newport', beds: '3' }, ['newportEstate', 'warwick']],
    [
      'all four together',
      { location: 'newport', propertyType: 'Estate', priceRange: '5000000+', beds: '7' },
      ['newportEstate'],
    ],
  ])('%s', (_name, body, expected) => {
    expect(ids(filterProperties(all, criteria(body)))).toEqual(idsOf(...expected));
  });

  it('keeps the order of the list it searches', () => {
    const sorted = sortNewestFirst(all);
    expect(createSearchIndex(sorted).search(criteria({ location: 'ri' }))).toEqual(sorted);
  });

  it('every result satisfies every filter, and nothing that does is left out (property-based)', () => {
    const property = fc.record({
      price: fc.integer({ min: 0, max: 20_000_000 }),
      beds: fc.integer({ min: 0, max: 9 }),
      propertyType: fc.constantFrom(...PROPERTY_TYPES),
      city: fc.constantFrom('Newport', 'Bristol', 'Providence', 'Jamestown'),
    });
    const body = fc.record({
      location: fc.constantFrom('', 'new', 'BRISTOL', 'town'),
      propertyType: fc.constantFrom('', ...PROPERTY_TYPES),
      priceRange: fc.constantFrom('', ...PRICE_BANDS.map((band) => band.key)),
      beds: fc.constantFrom('', '0', '2', '5'),
    });
    fc.assert(
      fc.property(fc.array(property, { maxLength: 30 }), body, (fields, search) => {
        const list = fields.map((f) => listing(f));
        const found = new Set(filterProperties(list, criteria(search)));
        for (const p of list) {
          const matches =
            (!search.location ||
              p.city.toLowerCase().includes(search.location.toLowerCase()) ||
              'ri'.includes(search.location.toLowerCase())) &&
            (!search.propertyType || p.propertyType === search.propertyType) &&
            (!search.priceRange || inPriceBand(p.price, search.priceRange)) &&
            (!search.beds || p.beds >= Number(search.beds));
          expect(found.has(p)).toBe(matches);
        }
      }),
    );
  });
});

describe('price bands', () => {
  it.each([
    [0, '0-1000000', true],
    [999_999, '0-1000000', true],
    [1_000_000, '0-1000000', false],
    [1_000_000, '1000000-2000000', true],
    [2_999_999, '2000000-3000000', true],
    [4_999_999, '3000000-5000000', true],
    [5_000_000, '3000000-5000000', false],
    [5_000_000, '5000000+', true],
    [90_000_000, '5000000+', true],
    [1_500_000, 'cheap', false],
  ])('%d in %s → %s', (price, band, inside) => expect(inPriceBand(price, band)).toBe(inside));

  it('the bands cover every price exactly once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        (price) => PRICE_BANDS.filter((b) => inPriceBand(price, b.key)).length === 1,
      ),
    );
  });
});

describe('URL filters', () => {
  it.each<[string, Filters]>([
    ['', NO_FILTERS],
    [
      'location=Newport&type=Condo&price=5000000%2B&beds=3',
      { location: 'Newport', type: 'Condo', price: '5000000+', beds: '3', bbox: '' },
    ],
    ['location=%20%20Bristol%20', { ...NO_FILTERS, location: 'Bristol' }],
    ['type=Castle&price=cheap&beds=many', NO_FILTERS],
    ['beds=03', { ...NO_FILTERS, beds: '3' }],
    ['location=&type=&price=&beds=', NO_FILTERS],
  ])('?%s', (query, filters) => expect(readFilters(new URLSearchParams(query))).toEqual(filters));

  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=abc', 1],
    ['page=2.5', 1],
  ])('page from ?%s is %d', (query, page) => expect(readPage(new URLSearchParams(query))).toBe(page));

  it('hasFilters is true when any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, beds: '2' })).toBe(true);
  });

  it('the search body renames type and price', () => {
    expect(toSearchBody({ location: 'x', type: 'Land', price: '5000000+', beds: '1', bbox: '' })).toEqual({
      location: 'x',
      propertyType: 'Land',
      priceRange: '5000000+',
      beds: '1',
    });
  });

  it('chips come in the order Location, Type, Price, Beds with readable values', () => {
    expect(filterChips({ location: 'Newport', type: 'Condo', price: '1000000-2000000', beds: '3', bbox: '' })).toEqual([
      { key: 'location', label: 'Location', value: 'Newport' },
      { key: 'type', label: 'Type', value: 'Condo' },
      { key: 'price', label: 'Price', value: '$1M – $2M' },
      { key: 'beds', label: 'Beds', value: '3+' },
    ]);
    expect(filterChips(NO_FILTERS)).toEqual([]);
    expect(withoutFilter({ ...NO_FILTERS, type: 'Condo', beds: '2' }, 'type')).toEqual({ ...NO_FILTERS, beds: '2' });
  });
});

describe('paging', () => {
  const items = Array.from({ length: 13 }, (_, i) => i + 1);
  it.each([
    [1, [1, 2, 3, 4, 5, 6], 1],
    [2, [7, 8, 9, 10, 11, 12], 2],
    [3, [13], 3],
    [9, [13], 3],
    [0, [1, 2, 3, 4, 5, 6], 1],
  ])('page %d shows %j (page %d of 3)', (page, shown, current) => {
    expect(paginate(items, page)).toEqual({ items: shown, page: current, pageCount: 3, total: 13 });
  });

  it('six or fewer results are one page; seven are two', () => {
    expect(paginate(items.slice(0, 6), 1).pageCount).toBe(1);
    expect(paginate(items.slice(0, 7), 1).pageCount).toBe(2);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it('the pages together show every item once (property-based)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 60 }), (list) => {
        const { pageCount } = paginate(list, 1);
        const shown = Array.from({ length: pageCount }, (_, i) => paginate(list, i + 1).items).flat();
        expect(shown).toEqual(list);
      }),
    );
  });

  it.each<[number, number, (number | 'gap')[]]>([
    [1, 1, [1]],
    [2, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 20, [1, 2, 3, 4, 'gap', 20]],
    [4, 20, [1, 2, 3, 4, 5, 'gap', 20]],
    [10, 20, [1, 'gap', 9, 10, 11, 'gap', 20]],
    [20, 20, [1, 'gap', 17, 18, 19, 20]],
  ])('page %d of %d shows %j', (page, count, expected) => expect(pageNumbers(page, count)).toEqual(expected));

  it.each([
    [1, '1 property found'],
    [0, '0 properties found'],
    [10000, '10,000 properties found'],
  ])('%d → %s', (n, text) => expect(resultCountText(n)).toBe(text));
});

describe('gallery and detail ids', () => {
  it.each([
    [0, -1, 5, 4],
    [4, 1, 5, 0],
    [2, 1, 5, 3],
    [0, 1, 1, 0],
    [0, -1, 1, 0],
  ])('from %d step %d of %d → %d (wraps at both ends)', (index, step, length, expected) =>
    expect(wrapIndex(index, step, length)).toBe(expected),
  );

  it.each([
    ['12', 12],
    ['1', 1],
    ['999999', 999999],
    ['0', null],
    ['-1', null],
    ['abc', null],
    ['1.5', null],
    ['12abc', null],
    ['012', null],
    [' 1', null],
    ['', null],
  ])('id "%s" → %s', (raw, expected) => {
    const parsed = propertyIdSchema.safeParse(raw);
    expect(parsed.success ? parsed.data : null).toBe(expected);
  });
});

describe('search body schema', () => {
  it('treats missing fields as empty', () => {
    expect(searchBodySchema.parse({})).toEqual({ location: '', propertyType: '', priceRange: '', beds: '' });
  });

  it.each([
    [{ propertyType: 'Castle' }, 'propertyType'],
    [{ priceRange: '1-2' }, 'priceRange'],
    [{ beds: 'two' }, 'beds'],
    [{ beds: -1 }, 'beds'],
    [{ beds: 2.5 }, 'beds'],
    [{ location: 7 }, 'location'],
    [{ location: 'x'.repeat(101) }, 'location'],
    [{ colour: 'red' }, ''],
  ])('%j is refused, naming %s', (body, field) => {
    const result = searchBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(field);
  });
});
