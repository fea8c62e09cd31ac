// One table declares the search filters and every part of the search derives from it: a made-up filter
// (a minimum of photos) added to a copy of the table shows up in each part without touching any of them.
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
import { SEARCH_FILTER_RULES } from '#src/schemas/search-filter-rules.ts';
import { SEARCH_FILTERS, searchFilter } from '#src/schemas/search-filters.ts';
import { makeListing } from '#tests/helpers/listing.ts';
import { filtersArbitrary } from '#tests/helpers/search-filters.ts';

const PHOTOS = ['5', '10', '20'] as const;
const PHOTOS_MESSAGE = 'Photos must be empty or one of: 5, 10, 20';
const photos = searchFilter({
  key: 'photos',
  api: 'minPhotos',
  read: (text) => PHOTOS.find((choice) => choice === text) ?? '',
  body: (zod) => zod.union([zod.literal(''), zod.enum(PHOTOS)], { error: PHOTOS_MESSAGE }).default(''),
  criterion: (value) => value,
  needle: (least) => (least === '' ? null : Number(least)),
  test: (listing, least) => listing.images.length >= least,
  chip: { label: 'Photos', value: (value) => `${value}+` },
  title: { order: 1, with: (value) => `${value}+ photos` },
  options: PHOTOS.map((value) => ({ value, label: `${value}+ Photos` })),
  canonical: true,
});
const TABLE = [...SEARCH_FILTER_RULES, photos] as const;
const bodySchema = searchBodySchemaOf(TABLE);

const tenPhotos = { ...noFilters(TABLE), type: 'Condo', photos: '10' } as const;
const images = (count: number) => Array.from({ length: count }, (_, i) => `/images/listings/1/${i + 1}.webp`);
const fewPhotos = makeListing(1, { images: images(3), propertyType: 'Condo' });
const manyPhotos = makeListing(2, { images: images(12), propertyType: 'Condo' });

describe('a filter added to the table', () => {
  it('is read from and written to the URL, in the table order', () => {
    expect(noFilters(TABLE)).toEqual({ ...noFilters(), photos: '' });
    expect(hasFilters({ ...noFilters(TABLE), photos: '10' }, TABLE)).toBe(true);
    const params = writeFilters(tenPhotos, TABLE);
    expect(params.toString()).toBe('type=Condo&photos=10');
    expect(readFilters(params, TABLE)).toEqual(tenPhotos);
    expect(readFilters(new URLSearchParams('photos=9'), TABLE).photos).toBe('');
  });

  it('is a field of the search body, under its API name, with its message', () => {
    const keys = Object.keys(bodySchema.shape);
    expect(keys.slice(-5)).toEqual(['minPhotos', 'limit', 'offset', 'sort', 'bbox']);
    expect(keys).toEqual([
      ...SEARCH_FILTERS.filter((f) => f.canonical).map((f) => f.api),
      'minPhotos',
      'limit',
      'offset',
      'sort',
      'bbox',
    ]);
    expect(bodySchema.parse({}).minPhotos).toBe('');
    expect(bodySchema.parse({ minPhotos: '10' }).minPhotos).toBe('10');
    expect(bodySchema.safeParse({ minPhotos: '9' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['minPhotos'], message: PHOTOS_MESSAGE }),
    ]);
    expect(filterCriteria(tenPhotos, TABLE)).toMatchObject({ propertyType: 'Condo', minPhotos: '10' });
  });

  it('is kept by a saved search, and a search stored before it reads as none', () => {
    const schema = storedFiltersSchema(TABLE);
    const before = { location: 'Newport', type: 'Condo', price: '', beds: '', bbox: '' };
    expect(schema.parse(before)).toEqual({ ...noFilters(TABLE), ...before, photos: '' });
    expect(schema.parse({ ...before, photos: '20' }).photos).toBe('20');
    expect(schema.parse({ ...before, photos: 'lots' }).photos).toBe('');
  });

  it('has its chip, its part of the title and its choices in the form', () => {
    expect(filterChips(tenPhotos, TABLE)).toEqual([
      { key: 'type', label: 'Type', value: 'Condo' },
      { key: 'photos', label: 'Photos', value: '10+' },
    ]);
    expect(searchTitle({ ...tenPhotos, beds: '3' }, TABLE)).toBe(
      'Condos with 3+ bedrooms and 10+ photos in Rhode Island',
    );
    expect(searchTitle({ ...tenPhotos, beds: '3', baths: '2' }, TABLE)).toBe(
      'Condos with 3+ bedrooms, 2+ baths and 10+ photos in Rhode Island',
    );
    expect(searchTitle(tenPhotos, TABLE)).toBe('Condos with 10+ photos in Rhode Island');
    expect(searchTitle(noFilters(TABLE), TABLE)).toBe('Homes in Rhode Island');
    expect(filterOptions('photos', TABLE).map((option) => option.label)).toEqual([
      '5+ Photos',
      '10+ Photos',
      '20+ Photos',
    ]);
  });

  it('tells two saved searches apart that differ only in it', () => {
    expect(sameFilters(tenPhotos, { ...tenPhotos, photos: '20' }, TABLE)).toBe(false);
    expect(sameFilters(tenPhotos, { ...tenPhotos }, TABLE)).toBe(true);
  });

  it('is honoured by the search and by the alerts', () => {
    const criteria = bodySchema.parse(filterCriteria(tenPhotos, TABLE));
    expect(createSearchIndex([fewPhotos, manyPhotos], TABLE).search(criteria)).toEqual([manyPhotos]);
    const query = writeFilters(tenPhotos, TABLE).toString();
    const matcher = createSearchMatcher([{ owner: 'o', search: 's', query, frequency: 'instant' }], TABLE);
    expect(matcher.match(fewPhotos)).toEqual([]);
    expect(matcher.match(manyPhotos).map((found) => found.search)).toEqual(['s']);
  });

  it("is in the tests' generated searches, and the alerts match them as the search does", () => {
    const generated = fc.sample(filtersArbitrary(TABLE), 200);
    expect(new Set(generated.map((filters) => filters['photos']))).toEqual(new Set(['', '5', '10', '20']));
    const listings = [1, 5, 10, 20].map((n) => makeListing(10 + n, { images: images(n) }));
    const searches = generated.map((filters, i) => ({
      owner: 'o',
      search: String(i),
      query: writeFilters(readFilters(new URLSearchParams(filters), TABLE), TABLE).toString(),
      frequency: 'daily' as const,
    }));
    const now = new Date();
    const matcher = createSearchMatcher(searches, TABLE, now);
    for (const listing of listings) {
      const expected = searches.filter((s) => {
        const filters = readFilters(new URLSearchParams(s.query), TABLE);
        const criteria = bodySchema.parse(filterCriteria(filters, TABLE));
        return filterProperties([listing], criteria, TABLE, now).length === 1;
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
