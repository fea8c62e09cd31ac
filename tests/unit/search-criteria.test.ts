import { describe, expect, it } from 'vitest';
import { toSearchCriteria } from '#src/features/listings/search-criteria.ts';
import { searchBodySchema } from '#src/schemas/search-body.ts';
import { DEFAULT_RESULTS_QUERY, NO_FILTERS, type ResultsQuery } from '#src/schemas/results-query.ts';

const query = (change: Partial<ResultsQuery>): ResultsQuery => ({ ...DEFAULT_RESULTS_QUERY, ...change });

describe('toSearchCriteria', () => {
  it('renames type and price', () => {
    expect(
      toSearchCriteria(
        query({ filters: { ...NO_FILTERS, location: 'x', type: 'Land', price: '5000000+', beds: '1' } }),
      ),
    ).toEqual({
      location: 'x',
      propertyType: 'Land',
      priceRange: '5000000+',
      beds: '1',
      limit: 6,
      offset: 0,
      sort: 'newest',
    });
  });

  it('gives the map area as numbers, and no bbox without one', () => {
    const around = toSearchCriteria(query({ filters: { ...NO_FILTERS, bbox: '41.4,-71.4,41.6,-71.2' } }));
    expect(around).toEqual({
      location: '',
      propertyType: '',
      priceRange: '',
      beds: '',
      bbox: { south: 41.4, west: -71.4, north: 41.6, east: -71.2 },
      limit: 6,
      offset: 0,
      sort: 'newest',
    });
    expect(toSearchCriteria(DEFAULT_RESULTS_QUERY)).not.toHaveProperty('bbox');
  });

  it('asks for the page of six in the order, whatever the view', () => {
    const criteria = toSearchCriteria(query({ sort: 'price-asc', page: 3, view: 'map' }));
    expect(criteria).toMatchObject({ limit: 6, offset: 12, sort: 'price-asc' });
  });

  it('writes the body fields in the order the API documents them', () => {
    const criteria = toSearchCriteria(query({ filters: { ...NO_FILTERS, bbox: '1,2,3,4' } }));
    expect(Object.keys(criteria)).toEqual([
      'location',
      'propertyType',
      'priceRange',
      'beds',
      'bbox',
      'limit',
      'offset',
      'sort',
    ]);
  });

  it('is a body the search endpoint accepts as it is', () => {
    const criteria = toSearchCriteria(
      query({
        filters: {
          ...NO_FILTERS,
          location: 'Newport',
          type: 'Estate',
          price: '1000000-2000000',
          beds: '3',
          minPrice: '1500000',
          status: 'Available',
          waterfront: 'yes',
          bbox: '1,2,3,4',
        },
      }),
    );
    // Parsed, it is the same search: the filters it leaves out are none ('').
    const parsed = searchBodySchema.parse(criteria);
    expect(parsed).toMatchObject(criteria);
    expect(parsed).toMatchObject({ maxPrice: '', baths: '', squareFeet: '', waterView: '', openHouse: '' });
  });
});
