/**
 * The shape of one listing search, ResultsQuery (filters, map area, sort, page and view), and the pair that
 * reads it from the /properties URL and writes it back. No zod here: the search island imports this.
 */
import type { Bbox } from './property.ts';
import {
  DEFAULT_SORT,
  LOCATION_MAX_LENGTH,
  findPriceBand,
  isPropertyType,
  isSortKey,
  type PriceBandKey,
  type PropertyType,
  type SortKey,
} from './property-fields.ts';

/** A search as /properties?location=&type=&price=&beds=&bbox=&sort=&view=&page= carries it. */
export interface ResultsQuery {
  /** Empty means no filter. */
  filters: {
    location: string;
    type: PropertyType | '';
    price: PriceBandKey | '';
    beds: string;
    /** The map area, "south,west,north,east" (see formatBbox). */
    bbox: string;
  };
  /** Left out of the URL when it is the default (newest). */
  sort: SortKey;
  /** From 1. */
  page: number;
  /** "map" shows the map beside the list; the list alone is the default. */
  view: 'list' | 'map';
}
export type ResultsFilters = ResultsQuery['filters'];
export type FilterKey = keyof ResultsFilters;

/** The search form's fields, then the map area. */
const FILTER_KEYS = ['location', 'type', 'price', 'beds', 'bbox'] as const satisfies readonly FilterKey[];
/** Every key of the /properties query, in the order the URL writes them. */
export const RESULTS_QUERY_KEYS = [...FILTER_KEYS, 'sort', 'view', 'page'] as const;

export const NO_FILTERS: ResultsFilters = { location: '', type: '', price: '', beds: '', bbox: '' };
export const DEFAULT_RESULTS_QUERY: ResultsQuery = { filters: NO_FILTERS, sort: DEFAULT_SORT, page: 1, view: 'list' };

export function hasFilters(filters: ResultsFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== '');
}

/** Decimal places kept for a map area in the URL: about a metre. */
const BBOX_DECIMALS = 5;

/** "south,west,north,east", rounded outwards to five decimals, so that the area never shrinks. */
export function formatBbox(box: Bbox): string {
  const scale = 10 ** BBOX_DECIMALS;
  // toPrecision first, so that -71.4 (which scales to -7140000.000000001) stays -71.4.
  const scaled = (n: number) => Number((n * scale).toPrecision(12));
  const down = (n: number) => (Math.floor(scaled(n)) / scale).toFixed(BBOX_DECIMALS);
  const up = (n: number) => (Math.ceil(scaled(n)) / scale).toFixed(BBOX_DECIMALS);
  return [down(box.south), down(box.west), up(box.north), up(box.east)].map((n) => String(Number(n))).join(',');
}

/** The map area of "south,west,north,east", or null when it is not four numbers of a valid area. */
export function parseBbox(text: string): Bbox | null {
  const parts = text.split(',');
  if (parts.length !== 4 || !parts.every((part) => /^-?\d{1,3}(\.\d{1,10})?$/.test(part))) return null;
  const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
  const valid = south >= -90 && north <= 90 && west >= -180 && east <= 180 && south <= north && west <= east;
  return valid ? { south, west, north, east } : null;
}

/** The filters of a query string; values the form could not have produced are ignored. */
function readFilters(params: URLSearchParams): ResultsFilters {
  const location = (params.get('location') ?? '').trim().slice(0, LOCATION_MAX_LENGTH);
  const type = params.get('type') ?? '';
  const price = findPriceBand(params.get('price') ?? '')?.key ?? '';
  const beds = params.get('beds') ?? '';
  const box = parseBbox(params.get('bbox') ?? '');
  return {
    location,
    type: isPropertyType(type) ? type : '',
    price,
    beds: /^\d{1,2}$/.test(beds) ? String(Number(beds)) : '',
    bbox: box ? formatBbox(box) : '',
  };
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

/** The filters part of the query string: the form fields in use, then the map area when set. */
export function writeFilters(filters: ResultsFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key] !== '') params.set(key, filters[key]);
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
export function listingsSearchPath(query: ResultsQuery): string {
  const search = writeResultsQuery(query).toString();
  return search ? `/properties?${search}` : '/properties';
}
