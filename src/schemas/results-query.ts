/**
 * The shape of one listing search, ResultsQuery (filters, sort, page and view), and the pair that reads it from
 * the /properties URL and writes it back. The filters are those of search-filters.ts; each function that
 * handles them takes a table of filters, the site's by default. No zod here: the search island imports this.
 */
import { DEFAULT_SORT, isSortKey, type SortKey } from './property-fields.ts';
import {
  SEARCH_FILTERS,
  type FilterTable,
  type FilterValues,
  type FiltersOf,
  type SiteFilters,
} from './search-filters.ts';

/** Each filter's value, '' for none: the search form's fields, then the map area ("south,west,north,east"). */
export type ResultsFilters = FiltersOf<SiteFilters>;
export type FilterKey = keyof ResultsFilters;

/** A search as /properties?location=&type=&price=&beds=&bbox=&sort=&view=&page= carries it. */
export interface ResultsQuery {
  filters: ResultsFilters;
  /** Left out of the URL when it is the default (newest). */
  sort: SortKey;
  /** From 1. */
  page: number;
  /** "map" shows the map beside the list; the list alone is the default. */
  view: 'list' | 'map';
}

/** Every key of the /properties query, in the order the URL writes them. */
export const RESULTS_QUERY_KEYS = [...SEARCH_FILTERS.map((filter) => filter.key), 'sort', 'view', 'page'];

/** The filters of a table, each '' (no filter). */
export function noFilters<Table extends FilterTable = SiteFilters>(table?: Table): FiltersOf<Table> {
  return Object.fromEntries((table ?? SEARCH_FILTERS).map((filter) => [filter.key, ''])) as FiltersOf<Table>;
}

export const NO_FILTERS: ResultsFilters = noFilters();
export const DEFAULT_RESULTS_QUERY: ResultsQuery = { filters: NO_FILTERS, sort: DEFAULT_SORT, page: 1, view: 'list' };

export function hasFilters(filters: FilterValues, table: FilterTable = SEARCH_FILTERS): boolean {
  return table.some((filter) => (filters[filter.key] ?? '') !== '');
}

/** The filters of a query string; values the form could not have produced are ignored. */
export function readFilters<Table extends FilterTable = SiteFilters>(
  params: URLSearchParams,
  table?: Table,
): FiltersOf<Table> {
  const filters = (table ?? SEARCH_FILTERS).map((filter) => [filter.key, filter.read(params.get(filter.key) ?? '')]);
  return Object.fromEntries(filters) as FiltersOf<Table>;
}

/**
 * Reads a search from a /properties query string. Anything the site could not have written falls back to
 * its default: no filter, newest first, page 1 (unless a positive integer), the list view.
 */
export function readResultsQuery(params: URLSearchParams): ResultsQuery {
  const sort = params.get('sort') ?? '';
  const page = params.get('page') ?? '';
  return {
    filters: readFilters(params),
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
    page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

/** The filters part of the query string: the filters in use, in the table's order (the map area last). */
export function writeFilters(filters: FilterValues, table: FilterTable = SEARCH_FILTERS): URLSearchParams {
  const params = new URLSearchParams();
  for (const { key } of table) {
    const value = filters[key] ?? '';
    if (value !== '') params.set(key, value);
  }
  return params;
}

/** The query string of a search: its filters (see writeFilters), then sort, view and page unless the defaults. */
export function writeResultsQuery({ filters, sort, page, view }: ResultsQuery): URLSearchParams {
  const params = writeFilters(filters);
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  if (view === 'map') params.set('view', 'map');
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The search page, /properties, for a search. */
export function listingsSearchPath(query: ResultsQuery, page = '/properties'): string {
  const search = writeResultsQuery(query).toString();
  return search ? `${page}?${search}` : page;
}
