import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAGE_SIZE,
  clampPage,
  pageCount,
  pageNumbers,
  pageOffset,
  pageWindow,
  paginate,
} from '#src/features/listings/paging.ts';

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
});

describe('pageWindow', () => {
  it.each<[number | undefined, number | undefined, number[]]>([
    [undefined, undefined, [1, 2, 3, 4, 5]],
    [0, 2, [1, 2]],
    [2, 2, [3, 4]],
    [4, 2, [5]],
    [5, 2, []],
    [99, 6, []],
    [3, undefined, [4, 5]],
  ])('offset %s, limit %s → %j', (offset, limit, ids) => {
    expect(pageWindow([1, 2, 3, 4, 5], offset, limit)).toEqual(ids);
  });
});

describe('page arithmetic', () => {
  it.each([
    [0, 1],
    [1, 1],
    [6, 1],
    [7, 2],
    [13, 3],
  ])('%d results fill %d pages of six', (total, pages) => expect(pageCount(total)).toBe(pages));

  it.each([
    [1, 3, 1],
    [3, 3, 3],
    [9, 3, 3],
    [0, 3, 1],
    [-2, 3, 1],
    [Number.NaN, 3, 1],
    [2.7, 3, 2],
  ])('page %d of %d shows page %d', (page, count, shown) => expect(clampPage(page, count)).toBe(shown));

  it('a page starts after the pages before it', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(2 * PAGE_SIZE);
    expect(pageOffset(2, 10)).toBe(10);
  });
});
