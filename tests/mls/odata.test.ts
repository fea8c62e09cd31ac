// The fixture MLS's $filter, $orderby, $select and $skiptoken handling, as pure functions over records.
import { describe, expect, it } from 'vitest';
import { PROPERTY_FIELDS, textOf, type ResoRecord } from '#scripts/mls-fixture/inventory.ts';
import {
  ODataError,
  compareKeys,
  decodeSkipToken,
  encodeSkipToken,
  matches,
  parseDateTimeOffset,
  parseFilter,
  parseOrderBy,
  parseSelect,
  type OrderTerm,
} from '#scripts/mls-fixture/odata.ts';

const records: ResoRecord[] = [
  {
    ListingKey: 'A',
    City: "O'Hare Point",
    ListPrice: 900_000,
    StandardStatus: 'Active',
    ModificationTimestamp: '2026-11-25T10:00:00.000Z',
    OnMarketDate: '2026-10-01',
    IDXParticipationYN: true,
    BedroomsTotal: 3,
  },
  {
    ListingKey: 'B',
    City: 'Newport',
    ListPrice: 2_500_000,
    StandardStatus: 'Pending',
    ModificationTimestamp: '2026-11-25T10:00:00.000Z',
    OnMarketDate: '2026-09-15',
    IDXParticipationYN: false,
    BedroomsTotal: null,
  },
  {
    ListingKey: 'C',
    City: 'Bristol',
    ListPrice: 'Call for price',
    StandardStatus: 'Active Under Contract',
    ModificationTimestamp: '2026-11-25T11:30:00.000Z',
    OnMarketDate: '2026-11-20',
    IDXParticipationYN: true,
    BedroomsTotal: 5,
  },
  {
    ListingKey: 'D',
    City: 'Newport',
    ListPrice: 1_200_000,
    StandardStatus: 'Closed',
    ModificationTimestamp: '2026-11-24T09:00:00.000Z',
    OnMarketDate: '2026-06-01',
    IDXParticipationYN: true,
    BedroomsTotal: 4,
  },
];

const keysMatching = (filter: string): string[] =>
  records
    .filter((record) => matches(parseFilter(filter, PROPERTY_FIELDS), record))
    .map((record) => textOf(record, 'ListingKey'));

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof ODataError && error.status === 400) return error.message;
    throw error;
  }
  throw new Error('expected a 400');
};

describe('$filter', () => {
  it('compares numbers, strings, booleans and null with every operator', () => {
    expect(keysMatching('ListPrice gt 1000000')).toEqual(['B', 'D']);
    expect(keysMatching('ListPrice ge 1200000')).toEqual(['B', 'D']);
    expect(keysMatching('ListPrice lt 1200000')).toEqual(['A']);
    expect(keysMatching('ListPrice le 1200000')).toEqual(['A', 'D']);
    expect(keysMatching("City eq 'Newport'")).toEqual(['B', 'D']);
    expect(keysMatching("City ne 'Newport'")).toEqual(['A', 'C']);
    expect(keysMatching('IDXParticipationYN eq false')).toEqual(['B']);
    expect(keysMatching('IDXParticipationYN')).toEqual(['A', 'C', 'D']);
    expect(keysMatching('BedroomsTotal eq null')).toEqual(['B']);
    expect(keysMatching('BedroomsTotal ne null')).toEqual(['A', 'C', 'D']);
  });

  it('puts a literal on either side', () => {
    expect(keysMatching('1000000 lt ListPrice')).toEqual(keysMatching('ListPrice gt 1000000'));
  });

  it("reads '' as a quote inside a string literal", () => {
    expect(keysMatching("City eq 'O''Hare Point'")).toEqual(['A']);
    expect(refusal(() => parseFilter("City eq 'open", PROPERTY_FIELDS))).toMatch(/Unterminated/);
  });

  it('compares DateTimeOffset literals as instants, with or without an offset', () => {
    expect(keysMatching('ModificationTimestamp gt 2026-11-25T10:00:00Z')).toEqual(['C']);
    expect(keysMatching('ModificationTimestamp ge 2026-11-25T10:00:00Z')).toEqual(['A', 'B', 'C']);
    // 06:30-05:00 is 11:30Z.
    expect(keysMatching('ModificationTimestamp eq 2026-11-25T06:30:00-05:00')).toEqual(['C']);
    expect(keysMatching('ModificationTimestamp lt 2026-11-25T10:00:00.001+00:00')).toEqual(['A', 'B', 'D']);
    expect(parseDateTimeOffset('2026-11-25T10:00Z')).toBe(Date.UTC(2026, 10, 25, 10));
    expect(refusal(() => parseFilter('ModificationTimestamp gt 2026-13-01T00:00:00Z', PROPERTY_FIELDS))).toMatch(
      /Invalid DateTimeOffset/,
    );
    expect(keysMatching('OnMarketDate ge 2026-10-01')).toEqual(['A', 'C']);
  });

  it('combines with and, or, not and parentheses, and binds and tighter than or', () => {
    expect(keysMatching("City eq 'Newport' and ListPrice gt 2000000 or City eq 'Bristol'")).toEqual(['B', 'C']);
    expect(keysMatching("City eq 'Newport' and (ListPrice gt 2000000 or StandardStatus eq 'Closed')")).toEqual([
      'B',
      'D',
    ]);
    expect(keysMatching("not (City eq 'Newport')")).toEqual(['A', 'C']);
    expect(keysMatching("not City eq 'Newport' and BedroomsTotal gt 4")).toEqual(['C']);
  });

  it('takes a keyset condition on ModificationTimestamp and ListingKey', () => {
    const filter =
      "ModificationTimestamp gt 2026-11-25T10:00:00Z or (ModificationTimestamp eq 2026-11-25T10:00:00Z and ListingKey gt 'A')";
    expect(keysMatching(filter)).toEqual(['B', 'C']);
  });

  it('reads in (…)', () => {
    expect(keysMatching("StandardStatus in ('Active', 'Active Under Contract', 'Coming Soon')")).toEqual(['A', 'C']);
  });

  it('never matches a malformed value, except through ne', () => {
    expect(keysMatching('ListPrice gt 0')).toEqual(['A', 'B', 'D']);
    expect(keysMatching('ListPrice ne 900000')).toEqual(['B', 'C', 'D']);
  });

  it('refuses unknown fields, type mismatches, functions and bad syntax', () => {
    expect(refusal(() => parseFilter("Town eq 'Newport'", PROPERTY_FIELDS))).toMatch(/Unknown field 'Town'/);
    expect(refusal(() => parseFilter("ListPrice eq '5'", PROPERTY_FIELDS))).toMatch(/cannot be compared/);
    expect(refusal(() => parseFilter("ModificationTimestamp gt '2026-11-25'", PROPERTY_FIELDS))).toMatch(
      /cannot be compared/,
    );
    expect(refusal(() => parseFilter('IDXParticipationYN gt true', PROPERTY_FIELDS))).toMatch(/Only eq and ne/);
    expect(refusal(() => parseFilter("contains(City, 'port')", PROPERTY_FIELDS))).toMatch(/Function 'contains'/);
    expect(refusal(() => parseFilter("Appliances eq 'Range'", PROPERTY_FIELDS))).toMatch(/collection/);
    expect(refusal(() => parseFilter('ListPrice gt ListPrice', PROPERTY_FIELDS))).toMatch(/two fields/);
    expect(refusal(() => parseFilter('(ListPrice gt 5', PROPERTY_FIELDS))).toMatch(/Expected '\)'/);
    expect(refusal(() => parseFilter('ListPrice gt 5 ListPrice', PROPERTY_FIELDS))).toMatch(/Unexpected token/);
    expect(refusal(() => parseFilter('ListPrice gt 5 & 6', PROPERTY_FIELDS))).toMatch(/Unexpected character/);
    expect(refusal(() => parseFilter('', PROPERTY_FIELDS))).toMatch(/empty/);
  });
});

const sortedKeys = (order: readonly OrderTerm[]): string[] =>
  [...records]
    .sort((a, b) =>
      compareKeys(
        order,
        PROPERTY_FIELDS,
        order.map((term) => a[term.field] ?? null),
        order.map((term) => b[term.field] ?? null),
      ),
    )
    .map((record) => textOf(record, 'ListingKey'));

describe('$orderby, $select and $skiptoken', () => {
  it('orders by several fields, breaks ties by ListingKey, puts null first', () => {
    const order = parseOrderBy('ModificationTimestamp desc, ListPrice asc', PROPERTY_FIELDS, 'ListingKey');
    expect(order.map((term) => term.field)).toEqual(['ModificationTimestamp', 'ListPrice', 'ListingKey']);
    // C (11:30) first; A and B share 10:00, A cheaper; the malformed price of C never matters here.
    expect(sortedKeys(order)).toEqual(['C', 'A', 'B', 'D']);
    expect(sortedKeys(parseOrderBy('BedroomsTotal', PROPERTY_FIELDS, 'ListingKey'))).toEqual(['B', 'A', 'D', 'C']);
    // Instants compare as instants whether a key holds text or milliseconds (the server caches the latter).
    const byTime = parseOrderBy('ModificationTimestamp', PROPERTY_FIELDS, 'ListingKey');
    expect(
      compareKeys(
        byTime,
        PROPERTY_FIELDS,
        [Date.parse('2026-11-25T10:00:00Z'), 'A'],
        ['2026-11-25T09:00:00-05:00', 'A'],
      ),
    ).toBe(-1);
  });

  it('refuses unknown, repeated and collection fields in $orderby', () => {
    expect(refusal(() => parseOrderBy('Price desc', PROPERTY_FIELDS, 'ListingKey'))).toMatch(/Unknown field 'Price'/);
    expect(refusal(() => parseOrderBy('City, City desc', PROPERTY_FIELDS, 'ListingKey'))).toMatch(/twice/);
    expect(refusal(() => parseOrderBy('View', PROPERTY_FIELDS, 'ListingKey'))).toMatch(/collection/);
    expect(refusal(() => parseOrderBy('City sideways', PROPERTY_FIELDS, 'ListingKey'))).toMatch(/Cannot parse/);
  });

  it('checks $select names', () => {
    expect(parseSelect('ListingKey, ListPrice,Media', PROPERTY_FIELDS, ['Media'])).toEqual([
      'ListingKey',
      'ListPrice',
      'Media',
    ]);
    expect(refusal(() => parseSelect('ListingKey,Price', PROPERTY_FIELDS, []))).toMatch(/Unknown field 'Price'/);
    expect(refusal(() => parseSelect('Media', PROPERTY_FIELDS, []))).toMatch(/Unknown field 'Media'/);
  });

  it('round-trips a skiptoken for the same order only', () => {
    const order = parseOrderBy('ModificationTimestamp asc', PROPERTY_FIELDS, 'ListingKey');
    const token = encodeSkipToken(order, ['2026-11-25T10:00:00.000Z', 'B']);
    const key = decodeSkipToken(token, order);
    expect(compareKeys(order, PROPERTY_FIELDS, ['2026-11-25T10:00:00.000Z', 'A'], key)).toBe(-1);
    expect(compareKeys(order, PROPERTY_FIELDS, ['2026-11-25T10:00:00.000Z', 'C'], key)).toBe(1);
    const other = parseOrderBy('ListPrice desc', PROPERTY_FIELDS, 'ListingKey');
    expect(refusal(() => decodeSkipToken(token, other))).toMatch(/skiptoken/);
    expect(refusal(() => decodeSkipToken('garbage', order))).toMatch(/skiptoken/);
  });
});
