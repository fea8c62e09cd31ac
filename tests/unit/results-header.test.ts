import { describe, expect, it } from 'vitest';
import { filterChips, resultCountText, withoutFilter } from '#src/features/listings/results-header.ts';
import { NO_FILTERS } from '#src/schemas/results-query.ts';

describe('results header', () => {
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

  it.each([
    [1, '1 property found'],
    [0, '0 properties found'],
    [10000, '10,000 properties found'],
  ])('%d → %s', (n, text) => expect(resultCountText(n)).toBe(text));
});
