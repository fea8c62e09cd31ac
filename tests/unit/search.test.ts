import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearchIndex, filterProperties } from '#src/features/listings/search.ts';
import { sortNewestFirst } from '#src/features/listings/sort.ts';
import { inBbox } from '#src/schemas/map-area.ts';
import { PRICE_BANDS, PROPERTY_TYPES, inPriceBand, type Property } from '#src/schemas/property.ts';
import { searchBodySchema } from '#src/schemas/search-body.ts';
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
    ["a county's name matches its towns' listings", { location: 'Newport County' }, ['newportCondo', 'newportEstate']],
    ['a county in any case, and with ", RI"', { location: 'kent county, ri' }, ['warwick']],
    ['a county of several towns', { location: 'Washington County' }, ['land']],
    ['a town named as its county matches only the town', { location: 'Bristol' }, ['bristol']],
    ['"County" alone names no county', { location: 'County' }, []],
    ['a county Rhode Island does not have matches nothing', { location: 'Essex County' }, []],
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

describe('map area (bbox)', () => {
  const newport = makeListing(10, { city: 'Newport', latitude: 41.49, longitude: -71.31 });
  const providence = makeListing(11, { latitude: 41.83, longitude: -71.4 });
  const nowhere = makeListing(12);
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
});
