// One table declares the search filters and every part of the search derives from it: a made-up filter
// (a minimum of baths) added to a copy of the table shows up in each part without touching any of them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearchMatcher } from '#src/features/alerts/matching.ts';
import { sameFilters } from '#src/features/alerts/save-rules.ts';
import { filterChips } from '#src/features/listings/results-header.ts';
import { filterCriteria } from '#src/features/listings/search-criteria.ts';
import { searchTitle } from '#src/features/listings/search-head.ts';
import { filterOptions } from '#src/features/listings/search-options.ts';
import { createSearchIndex, filterProperties } from '#src/features/listings/search.ts';
import { hasFilters, noFilters, readFilters, writeFilters } from '#src/schemas/results-query.ts';
import { storedFiltersSchema } from '#src/schemas/saved-search.ts';
import { searchBodySchemaOf } from '#src/schemas/search-body.ts';
import { SEARCH_FILTERS, searchFilter } from '#src/schemas/search-filters.ts';
import { makeListing } from '#tests/helpers/listing.ts';
import { filtersArbitrary } from '#tests/helpers/search-filters.ts';

const BATHS = ['1', '2', '3', '4'] as const;
const BATHS_MESSAGE = 'Baths must be empty or a whole number from 1 to 4';
const baths = searchFilter({
  key: 'baths',
  api: 'minBaths',
  read: (text) => BATHS.find((choice) => choice === text) ?? '',
  body: (zod) => zod.union([zod.literal(''), zod.enum(BATHS)], { error: BATHS_MESSAGE }).default(''),
  criterion: (value) => value,
  needle: (least) => (least === '' ? null : Number(least)),
  test: (listing, least) => listing.baths >= least,
  chip: { label: 'Baths', value: (value) => `${value}+` },
  title: { order: 1.5, text: (value) => (value ? ` and ${value}+ baths` : '') },
  options: BATHS.map((value) => ({ value, label: `${value}+ Baths` })),
  canonical: true,
});
const TABLE = [...SEARCH_FILTERS, baths] as const;
const bodySchema = searchBodySchemaOf(TABLE);

const twoBaths = { ...noFilters(TABLE), type: 'Condo', baths: '2' } as const;
const oneBath = makeListing(1, { baths: 1, propertyType: 'Condo' });
const threeBaths = makeListing(2, { baths: 3, propertyType: 'Condo' });

describe('a filter added to the table', () => {
  it('is read from and written to the URL, in the table order', () => {
    expect(noFilters(TABLE)).toEqual({ location: '', type: '', price: '', beds: '', bbox: '', baths: '' });
    expect(hasFilters({ ...noFilters(TABLE), baths: '2' }, TABLE)).toBe(true);
    const params = writeFilters(twoBaths, TABLE);
    expect(params.toString()).toBe('type=Condo&baths=2');
    expect(readFilters(params, TABLE)).toEqual(twoBaths);
    expect(readFilters(new URLSearchParams('baths=9'), TABLE).baths).toBe('');
  });

  it('is a field of the search body, under its API name, with its message', () => {
    expect(Object.keys(bodySchema.shape)).toEqual([
      'location',
      'propertyType',
      'priceRange',
      'beds',
      'minBaths',
      'limit',
      'offset',
      'sort',
      'bbox',
    ]);
    expect(bodySchema.parse({}).minBaths).toBe('');
    expect(bodySchema.parse({ minBaths: '2' }).minBaths).toBe('2');
    expect(bodySchema.safeParse({ minBaths: '9' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['minBaths'], message: BATHS_MESSAGE }),
    ]);
    expect(filterCriteria(twoBaths, TABLE)).toMatchObject({ propertyType: 'Condo', minBaths: '2' });
  });

  it('is kept by a saved search, and a search stored before it reads as none', () => {
    const schema = storedFiltersSchema(TABLE);
    const before = { location: 'Newport', type: 'Condo', price: '', beds: '', bbox: '' };
    expect(schema.parse(before)).toEqual({ ...before, baths: '' });
    expect(schema.parse({ ...before, baths: '3' }).baths).toBe('3');
    expect(schema.parse({ ...before, baths: 'lots' }).baths).toBe('');
  });

  it('has its chip, its part of the title and its choices in the form', () => {
    expect(filterChips(twoBaths, TABLE)).toEqual([
      { key: 'type', label: 'Type', value: 'Condo' },
      { key: 'baths', label: 'Baths', value: '2+' },
    ]);
    expect(searchTitle({ ...twoBaths, beds: '3' }, TABLE)).toBe('Condos with 3+ bedrooms and 2+ baths in Rhode Island');
    expect(searchTitle(noFilters(TABLE), TABLE)).toBe('Homes in Rhode Island');
    expect(filterOptions('baths', TABLE).map((option) => option.label)).toEqual([
      '1+ Baths',
      '2+ Baths',
      '3+ Baths',
      '4+ Baths',
    ]);
  });

  it('tells two saved searches apart that differ only in it', () => {
    expect(sameFilters(twoBaths, { ...twoBaths, baths: '3' }, TABLE)).toBe(false);
    expect(sameFilters(twoBaths, { ...twoBaths }, TABLE)).toBe(true);
  });

  it('is honoured by the search and by the alerts', () => {
    const criteria = bodySchema.parse(filterCriteria(twoBaths, TABLE));
    expect(createSearchIndex([oneBath, threeBaths], TABLE).search(criteria)).toEqual([threeBaths]);
    const query = writeFilters(twoBaths, TABLE).toString();
    const matcher = createSearchMatcher([{ owner: 'o', search: 's', query, frequency: 'instant' }], TABLE);
    expect(matcher.match(oneBath)).toEqual([]);
    expect(matcher.match(threeBaths).map((found) => found.search)).toEqual(['s']);
  });

  it("is in the tests' generated searches, and the alerts match them as the search does", () => {
    const generated = fc.sample(filtersArbitrary(TABLE), 200);
    expect(new Set(generated.map((filters) => filters['baths']))).toEqual(new Set(['', '1', '2', '3', '4']));
    const listings = [0, 1, 2, 3, 4].map((n) => makeListing(10 + n, { baths: n }));
    const searches = generated.map((filters, i) => ({
      owner: 'o',
      search: String(i),
      query: writeFilters(readFilters(new URLSearchParams(filters), TABLE), TABLE).toString(),
      frequency: 'daily' as const,
    }));
    const matcher = createSearchMatcher(searches, TABLE);
    for (const listing of listings) {
      const expected = searches.filter((s) => {
        const filters = readFilters(new URLSearchParams(s.query), TABLE);
        const criteria = bodySchema.parse(filterCriteria(filters, TABLE));
        return filterProperties([listing], criteria, TABLE).length === 1;
      });
      expect(
        matcher
          .match(listing)
          .map((s) => s.search)
          .sort(),
      ).toEqual(expected.map((s) => s.search).sort());
    }
  });
});
