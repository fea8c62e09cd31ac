/** Paging a list of results: six to a page, the page links to show, and the API's window. Pure. */

/** The spec's grid size and skeleton count. */
export const PAGE_SIZE = 6;

/** How many pages `total` results fill: at least one, so that "no results" is page 1 of 1. */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page to show for a requested one: a whole number from 1 to pageCount (1 for nonsense). */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
}

/** The index of the first result of a page (from 1). */
export function pageOffset(page: number, pageSize = PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/** The window [offset, offset + limit) of a list; the whole list from offset when limit is undefined. */
export function pageWindow<T>(items: readonly T[], offset = 0, limit?: number): T[] {
  return items.slice(offset, limit === undefined ? undefined : offset + limit);
}

export interface Paged<T> {
  items: T[];
  /** The page shown, clamped to 1..pageCount. */
  page: number;
  pageCount: number;
  total: number;
}

export function paginate<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): Paged<T> {
  const count = pageCount(items.length, pageSize);
  const current = clampPage(page, count);
  return {
    items: pageWindow(items, pageOffset(current, pageSize), pageSize),
    page: current,
    pageCount: count,
    total: items.length,
  };
}

/**
 * The numbered pages to show: every page when there are at most seven, otherwise the first, the last
 * and the current page with its neighbours, with "gap" where pages are left out.
 */
export function pageNumbers(page: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  if (page <= 3) [2, 3, 4].forEach((n) => wanted.add(n));
  if (page >= pageCount - 2) [pageCount - 3, pageCount - 2, pageCount - 1].forEach((n) => wanted.add(n));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    // A gap of exactly one page shows that page instead of an ellipsis.
    if (previous !== undefined && n - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) out.push('gap');
    out.push(n);
  });
  return out;
}
