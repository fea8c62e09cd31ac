import { describe, expect, it } from 'vitest';
import { ADDRESS_ON_REQUEST, listQuerySchema, propertyIdSchema, propertySchema } from '#src/schemas/property.ts';
import { searchBodySchema } from '#src/schemas/search-body.ts';
import { makeListing } from '#tests/helpers/listing.ts';

describe('property ids', () => {
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
    expect(searchBodySchema.parse({})).toEqual({
      location: '',
      propertyType: '',
      priceRange: '',
      minPrice: '',
      maxPrice: '',
      beds: '',
      baths: '',
      squareFeet: '',
      status: '',
      waterfront: '',
      waterView: '',
      openHouse: '',
    });
  });

  it.each([
    [{ propertyType: 'Castle' }, 'propertyType'],
    [{ priceRange: '1-2' }, 'priceRange'],
    [{ beds: 'two' }, 'beds'],
    [{ beds: -1 }, 'beds'],
    [{ beds: 2.5 }, 'beds'],
    [{ location: 7 }, 'location'],
    [{ location: 'x'.repeat(101) }, 'location'],
    [{ minPrice: 1_000_000 }, 'minPrice'],
    [{ maxPrice: '2000001' }, 'maxPrice'],
    [{ baths: '2.5' }, 'baths'],
    [{ squareFeet: '1234' }, 'squareFeet'],
    [{ status: 'Pending' }, 'status'],
    [{ waterfront: true }, 'waterfront'],
    [{ waterView: 'no' }, 'waterView'],
    [{ openHouse: 'today' }, 'openHouse'],
    [{ colour: 'red' }, ''],
  ])('%j is refused, naming %s', (body, field) => {
    const result = searchBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(field);
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
    const bbox = (box: object) => searchBodySchema.safeParse({ bbox: box }).success;
    expect(bbox({ south: 41, west: -72, north: 42, east: -71 })).toBe(true);
    expect(bbox({ south: 41, west: -72, north: 42 })).toBe(false);
  });
});

describe('MLS fields of a property', () => {
  const hidden = { ...makeListing(1_000_001), address: ADDRESS_ON_REQUEST, addressHidden: true };

  it('accepts a feed listing with a withheld address', () => {
    const listing = { ...hidden, source: 'mls', listingKey: 'SW-1', modifiedAt: '2026-11-20T15:04:05.000Z' };
    expect(propertySchema.safeParse(listing).error).toBeUndefined();
  });

  it.each([
    [{ address: '12 Harbor View Lane' }, 'addressHidden'],
    [{ latitude: 41.5, longitude: -71.3 }, 'addressHidden'],
    [{ addressHidden: false }, 'addressHidden'],
    [{ source: 'feed' }, 'source'],
    [{ modifiedAt: 'yesterday' }, 'modifiedAt'],
  ])('refuses %j, naming %s', (change, field) => {
    const result = propertySchema.safeParse({ ...hidden, ...change });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});
