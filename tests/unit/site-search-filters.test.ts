// The site's filters (issue 38): the spec's URLs mean what they meant, and each new filter (min and max price,
// baths, size, status, waterfront, water view, open house this week) is read, written, sent, matched, named
// and chipped as its entry in the table says.
import { describe, expect, it } from 'vitest';
import { createSearchMatcher, matchesSearch } from '#src/features/alerts/matching.ts';
import { filterChips } from '#src/features/listings/results-header.ts';
import { toCriteria } from '#src/features/listings/search-criteria.ts';
import { searchPageHead, searchTitle } from '#src/features/listings/search-head.ts';
import { filterAnyLabel, filterOptions, priceBandAsRange } from '#src/features/listings/search-options.ts';
import { dependsOnTime, filterProperties } from '#src/features/listings/search.ts';
import type { Property } from '#src/schemas/property.ts';
import { NO_FILTERS, readFilters, writeFilters, type ResultsFilters } from '#src/schemas/results-query.ts';
import { LOCATION_MAX_LENGTH } from '#src/schemas/property-fields.ts';
import { parseLocalSearches } from '#src/features/alerts/local-searches.ts';
import {
  SAVED_NAME_MAX_LENGTH,
  SAVED_QUERY_MAX_LENGTH,
  saveSearchPayloadSchema,
  savedFilters,
  savedQuery,
} from '#src/schemas/saved-search.ts';
import { searchBodySchema } from '#src/schemas/search-body.ts';
import { SEARCH_FILTER_RULES } from '#src/schemas/search-filter-rules.ts';
import { SEARCH_FILTERS, priceRange } from '#src/schemas/search-filters.ts';
import { makeListing } from '#tests/helpers/listing.ts';

const filters = (query: string): ResultsFilters => readFilters(new URLSearchParams(query));
const found = (query: string, listings: readonly Property[], now = new Date()) =>
  filterProperties(listings, searchBodySchema.parse(toCriteria(filters(query))), SEARCH_FILTER_RULES, now).map(
    (listing) => listing.id,
  );

describe("the spec's URLs", () => {
  it.each([
    'location=Newport&type=Condo&price=5000000%2B&beds=3',
    'price=0-1000000',
    'price=1000000-2000000&beds=5',
    'type=Single+Family&price=3000000-5000000',
  ])('?%s reads, writes and searches as before', (query) => {
    const read = filters(query);
    expect(writeFilters(read).toString()).toBe(query);
    // The body keeps the spec's four fields and nothing else: the new filters are left out when none.
    expect(Object.keys(toCriteria(read))).toEqual(['location', 'propertyType', 'priceRange', 'beds']);
  });

  it('a band is [min, max): $2,000,000 is in $2M – $3M, not in $1M – $2M', () => {
    const homes = [999_999, 1_000_000, 1_999_999, 2_000_000, 5_000_000].map((price, i) =>
      makeListing(i + 1, { price }),
    );
    expect(found('price=0-1000000', homes)).toEqual([1]);
    expect(found('price=1000000-2000000', homes)).toEqual([2, 3]);
    expect(found('price=2000000-3000000', homes)).toEqual([4]);
    expect(found('price=5000000%2B', homes)).toEqual([5]);
  });

  it('the table keeps the spec’s four first, in its order, with their API names', () => {
    expect(SEARCH_FILTERS.slice(0, 3).map((filter) => filter.api)).toEqual(['location', 'propertyType', 'priceRange']);
    expect(SEARCH_FILTER_RULES.map((filter) => filter.key)).toEqual(SEARCH_FILTERS.map((filter) => filter.key));
    // Each whole filter is its view (the same functions) with its rules.
    SEARCH_FILTER_RULES.forEach((rule, i) => expect(rule).toEqual(expect.objectContaining(SEARCH_FILTERS[i])));
  });
});

describe('min and max price', () => {
  const homes = [499_999, 500_000, 1_500_000, 1_999_999, 2_000_000, 24_999_999, 25_000_000, 60_000_000].map(
    (price, i) => makeListing(i + 1, { price }),
  );

  it('a minimum includes its tier, a maximum excludes it, as a band does', () => {
    expect(found('minPrice=500000', homes)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(found('maxPrice=2000000', homes)).toEqual([1, 2, 3, 4]);
    expect(found('minPrice=1500000&maxPrice=2000000', homes)).toEqual([3, 4]);
    expect(found('minPrice=25000000', homes)).toEqual([7, 8]);
  });

  it('beside a band, both apply', () => {
    expect(found('price=1000000-2000000&minPrice=1500000', homes)).toEqual([3, 4]);
    expect(found('price=5000000%2B&maxPrice=25000000', homes)).toEqual([6]);
    expect(priceRange(filters('price=5000000%2B&minPrice=10000000'))).toEqual({
      min: 10_000_000,
      max: Number.POSITIVE_INFINITY,
    });
  });

  it('only the tiers are read from a URL', () => {
    expect(filters('minPrice=1500000&maxPrice=25000000')).toMatchObject({ minPrice: '1500000', maxPrice: '25000000' });
    expect(filters('minPrice=1234567&maxPrice=lots')).toMatchObject({ minPrice: '', maxPrice: '' });
    expect(filterOptions('minPrice').map((option) => option.label)).toEqual([
      '$500K+',
      '$750K+',
      '$1M+',
      '$1.5M+',
      '$2M+',
      '$3M+',
      '$4M+',
      '$5M+',
      '$7.5M+',
      '$10M+',
      '$15M+',
      '$20M+',
      '$25M+',
    ]);
    expect(filterOptions('maxPrice').at(-1)).toEqual({ value: '25000000', label: 'Under $25M' });
    expect([filterAnyLabel('minPrice'), filterAnyLabel('maxPrice')]).toEqual(['No min', 'No max']);
  });

  it('are fields of the body, refused off the tiers', () => {
    expect(searchBodySchema.parse({ minPrice: '750000', maxPrice: '' })).toMatchObject({
      minPrice: '750000',
      maxPrice: '',
    });
    expect(searchBodySchema.safeParse({ maxPrice: '1999999' }).error?.issues).toEqual([
      expect.objectContaining({
        path: ['maxPrice'],
        message: expect.stringMatching(/^Max price must be empty or one of: 500000, 750000, .*, 25000000$/),
      }),
    ]);
  });

  it('"Newport condos under $2M" is one search, with its chips and its name', () => {
    const search = filters('location=Newport&type=Condo&maxPrice=2000000');
    expect(searchTitle(search)).toBe('Condos under $2M in Newport, RI');
    expect(filterChips(search)).toEqual([
      { key: 'location', label: 'Location', value: 'Newport' },
      { key: 'type', label: 'Type', value: 'Condo' },
      { key: 'maxPrice', label: 'Max price', value: 'under $2M' },
    ]);
    expect(searchTitle(filters('minPrice=7500000'))).toBe('Homes from $7.5M in Rhode Island');
    expect(searchTitle(filters('minPrice=750000&maxPrice=1500000'))).toBe('Homes at $750K – $1.5M in Rhode Island');
    // A band names the search as it did.
    expect(searchTitle(filters('type=Condo&price=1000000-2000000'))).toBe('Condos at $1M – $2M in Rhode Island');
    expect(searchTitle(filters('price=0-1000000'))).toBe('Homes under $1M in Rhode Island');
    expect(searchTitle(filters('price=5000000%2B'))).toBe('Homes from $5M in Rhode Island');
  });

  it('the form shows a band as the min and max price it allows, so sending it finds the same homes', () => {
    expect(priceBandAsRange(filters('price=1000000-2000000&beds=3'))).toEqual({
      ...NO_FILTERS,
      minPrice: '1000000',
      maxPrice: '2000000',
      beds: '3',
    });
    expect(priceBandAsRange(filters('price=5000000%2B&maxPrice=25000000'))).toMatchObject({
      price: '',
      minPrice: '5000000',
      maxPrice: '25000000',
    });
    expect(priceBandAsRange(filters('price=0-1000000'))).toMatchObject({ minPrice: '', maxPrice: '1000000' });
    const search = filters('minPrice=1500000');
    expect(priceBandAsRange(search)).toBe(search);
    for (const band of ['0-1000000', '1000000-2000000', '2000000-3000000', '3000000-5000000', '5000000%2B']) {
      const shown = writeFilters(priceBandAsRange(filters(`price=${band}`))).toString();
      expect(found(shown, homes)).toEqual(found(`price=${band}`, homes));
    }
  });
});

describe('baths, size and status', () => {
  const homes = [
    makeListing(1, { baths: 1.5, squareFeet: 1400, status: 'Available' }),
    makeListing(2, { baths: 2, squareFeet: 2000, status: 'Coming Soon' }),
    makeListing(3, { baths: 4.5, squareFeet: 9800, status: 'Under Contract' }),
    makeListing(4, { baths: 0, squareFeet: 0, status: 'Sold', propertyType: 'Land' }),
  ];

  it('baths and size are minimums; status is exact; none of them means every status shown today', () => {
    expect(found('baths=2', homes)).toEqual([2, 3]);
    expect(found('baths=1', homes)).toEqual([1, 2, 3]);
    expect(found('sqft=2000', homes)).toEqual([2, 3]);
    expect(found('sqft=10000', homes)).toEqual([]);
    expect(found('status=Coming+Soon', homes)).toEqual([2]);
    expect(found('status=Sold', homes)).toEqual([4]);
    expect(found('', homes)).toEqual([1, 2, 3, 4]);
  });

  it('read only their choices, and have their chips, names and choices', () => {
    expect(filters('baths=7&sqft=1234&status=Pending')).toMatchObject({ baths: '', sqft: '', status: '' });
    const search = filters('type=Condo&beds=3&baths=2&sqft=3000&status=Sold');
    expect(filterChips(search).slice(1)).toEqual([
      { key: 'beds', label: 'Beds', value: '3+' },
      { key: 'baths', label: 'Baths', value: '2+' },
      { key: 'sqft', label: 'Size', value: '3,000+ sq ft' },
      { key: 'status', label: 'Status', value: 'Sold' },
    ]);
    expect(searchTitle(search)).toBe('Sold condos with 3+ bedrooms, 2+ baths and 3,000+ sq ft in Rhode Island');
    expect(searchTitle(filters('baths=2&status=Coming+Soon'))).toBe('Coming-soon homes with 2+ baths in Rhode Island');
    expect(filterOptions('status').map((option) => option.value)).toEqual([
      'Available',
      'Coming Soon',
      'Under Contract',
      'Sold',
    ]);
    expect(filterOptions('sqft')[0]).toEqual({ value: '1000', label: '1,000+ sq ft' });
  });
});

describe('waterfront and water view', () => {
  const homes = [
    makeListing(1, { features: ['Direct ocean frontage', 'Wine cellar'] }),
    makeListing(2, { features: ['Private roof deck with harbor views'] }),
    makeListing(3, { features: ['Waterfront', 'Bay Access'] }),
    makeListing(4, { features: ['Frontage on two roads', 'Orchard views'] }),
  ];

  it('read the features: a home on the water has a view of it too', () => {
    expect(found('waterfront=yes', homes)).toEqual([1, 3]);
    expect(found('waterView=yes', homes)).toEqual([1, 2, 3]);
    expect(found('waterfront=yes&waterView=yes', homes)).toEqual([1, 3]);
  });

  it('are checkboxes of one choice, with their chips and names', () => {
    expect(filters('waterfront=1&waterView=true')).toMatchObject({ waterfront: '', waterView: '' });
    expect(filterOptions('waterfront')).toEqual([{ value: 'yes', label: 'Waterfront' }]);
    expect(filterOptions('waterView')).toEqual([{ value: 'yes', label: 'Water view' }]);
    const search = filters('location=Jamestown&waterfront=yes&waterView=yes');
    expect(filterChips(search).map((chip) => `${chip.label}${chip.value}`)).toEqual([
      'LocationJamestown',
      'Waterfront',
      'Water view',
    ]);
    expect(searchTitle(search)).toBe('Waterfront homes in Jamestown, RI');
    expect(searchTitle(filters('type=Estate&waterView=yes&status=Available'))).toBe(
      'Available water-view estates in Rhode Island',
    );
  });
});

describe('open house this week', () => {
  // Tuesday 1 December 2026, 10:00 in New York (15:00 UTC).
  const now = new Date('2026-12-01T15:00:00Z');
  const at = (start: string, end: string) => ({ start, end });
  const homes = [
    makeListing(1, { openHouses: [at('2026-12-01T09:00:00-05:00', '2026-12-01T11:00:00-05:00')] }),
    makeListing(2, { openHouses: [at('2026-12-01T08:00:00-05:00', '2026-12-01T09:30:00-05:00')] }),
    makeListing(3, { openHouses: [at('2026-12-07T23:00:00-05:00', '2026-12-07T23:30:00-05:00')] }),
    makeListing(4, { openHouses: [at('2026-12-08T00:00:00-05:00', '2026-12-08T01:00:00-05:00')] }),
    makeListing(5, { openHouses: [at('2026-12-08T04:30:00Z', '2026-12-08T05:30:00Z')] }),
    makeListing(6),
  ];

  it('an open house not over yet that starts today or in the six days after, on New York’s calendar', () => {
    // 1 is under way; 2 is over; 3 starts on the 7th (the week's last day); 4 on the 8th, New York time; 5 at
    // 23:30 on the 7th in New York, though the 8th in UTC.
    expect(found('openHouse=week', homes, now)).toEqual([1, 3, 5]);
    expect(found('openHouse=week', homes, new Date('2026-12-02T05:00:00Z'))).toEqual([3, 4, 5]);
  });

  it('is a checkbox, and its results change with the time alone', () => {
    expect(filterOptions('openHouse')).toEqual([{ value: 'week', label: 'Open house this week' }]);
    expect(filters('openHouse=yes').openHouse).toBe('');
    expect(dependsOnTime(filters('openHouse=week'))).toBe(true);
    expect(dependsOnTime(filters('location=Newport&waterfront=yes'))).toBe(false);
    expect(searchTitle(filters('location=Newport&openHouse=week'))).toBe(
      'Homes in Newport, RI with an open house this week',
    );
  });

  it('alerts match it at the moment of the pass', () => {
    const query = 'openHouse=week';
    const matcher = (moment: Date) =>
      createSearchMatcher([{ owner: 'o', search: 's', query, frequency: 'daily' }], SEARCH_FILTER_RULES, moment);
    expect(matcher(now).match(homes[2]!)).toHaveLength(1);
    // A week later the same open house is over: a digest checks each change again in its own week.
    const later = new Date('2026-12-09T15:00:00Z');
    expect(matcher(later).match(homes[2]!)).toEqual([]);
    expect(matchesSearch(savedFilters(query), homes[2]!, now)).toBe(true);
    expect(matchesSearch(savedFilters(query), homes[2]!, later)).toBe(false);
  });
});

describe('saved searches keep every filter', () => {
  it('any search the site can write fits a saved search', () => {
    const longest: ResultsFilters = {
      ...NO_FILTERS,
      ...Object.fromEntries(
        SEARCH_FILTERS.flatMap((filter) =>
          filter.options
            ? [[filter.key, filter.options.map((option) => option.value).sort((a, b) => b.length - a.length)[0]]]
            : [],
        ),
      ),
      location: '€'.repeat(LOCATION_MAX_LENGTH),
      beds: '99',
      bbox: '-89.12345,-179.12345,-89.12345,-179.12345',
    };
    const query = savedQuery(longest);
    expect(query.length).toBeLessThanOrEqual(SAVED_QUERY_MAX_LENGTH);
    // Its name fits what /saved keeps of it.
    expect(searchTitle(longest).length).toBeLessThanOrEqual(SAVED_NAME_MAX_LENGTH);
    expect(
      parseLocalSearches(
        JSON.stringify([{ name: searchTitle(longest), query, frequency: 'daily', savedAt: new Date().toISOString() }]),
      ),
    ).toHaveLength(1);
    expect(
      saveSearchPayloadSchema.parse({ email: 'a@example.com', frequency: 'daily', consent: true, search: query })
        .search,
    ).toEqual(longest);
  });

  it('a query with all of them survives the saved form', () => {
    const query =
      'location=Newport&type=Condo&price=1000000-2000000&minPrice=1500000&maxPrice=2000000&beds=2&baths=2&sqft=1500&status=Available&waterfront=yes&waterView=yes&openHouse=week&bbox=41.4%2C-71.4%2C41.6%2C-71.2';
    expect(savedQuery(savedFilters(query))).toBe(query);
  });

  it('a page with an open-house search or a new filter is named and canonical like any other', () => {
    const head = searchPageHead(
      { filters: filters('type=Condo&maxPrice=2000000&waterfront=yes'), sort: 'newest', page: 1, view: 'list' },
      3,
      'Brand',
    );
    expect(head).toMatchObject({
      title: 'Waterfront condos under $2M in Rhode Island',
      canonicalPath: '/properties?type=Condo&maxPrice=2000000&waterfront=yes',
      noindex: false,
    });
  });
});
