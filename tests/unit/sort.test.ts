import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageWindow } from '#src/features/listings/paging.ts';
import { sortNewestFirst, sortProperties } from '#src/features/listings/sort.ts';
import { SORT_KEYS, type SortKey } from '#src/schemas/property-fields.ts';
import type { Property } from '#src/schemas/property.ts';
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

describe('sortNewestFirst', () => {
  it('is the newest order', () => {
    expect(sortNewestFirst(homes).map((p) => p.id)).toEqual([3, 2, 4, 1]);
  });
});
