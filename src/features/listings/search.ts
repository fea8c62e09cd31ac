/**
 * Listing search: URL filters, the search body, filtering, price bands and paging. Pure; no I/O.
 * Shared by the /properties island, the no-JavaScript results page and the search function.
 */
import type { Bbox, Property, SearchBody, SearchCriteria } from '#src/schemas/property.ts';
import {
  BED_CHOICES,
  DEFAULT_SORT,
  PRICE_BANDS,
  PROPERTY_TYPES,
  SORT_KEYS,
  type PriceBandKey,
  type PropertyType,
  type SortKey,
} from '#src/schemas/property-fields.ts';

/** The spec's grid size and skeleton count. */
export const PAGE_SIZE = 6;

/**
 * Filters as the /properties URL carries them: ?location=&type=&price=&beds=&bbox= (empty = no filter).
 * bbox is the map area, "south,west,north,east" (see formatBbox).
 */
export interface Filters {
  location: string;
  type: PropertyType | '';
  price: PriceBandKey | '';
  beds: string;
  bbox: string;
}
export type FilterKey = keyof Filters;
/** The search form's fields, which the no-JavaScript form always sends. */
export const FORM_FILTER_KEYS = ['location', 'type', 'price', 'beds'] as const satisfies readonly FilterKey[];
export const FILTER_KEYS: readonly FilterKey[] = [...FORM_FILTER_KEYS, 'bbox'];
export const NO_FILTERS: Filters = { location: '', type: '', price: '', beds: '', bbox: '' };

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

/** True when the listing has coordinates inside the area (edges included). Listings without any are outside. */
export function inBbox(property: Pick<Property, 'latitude' | 'longitude'>, box: Bbox): boolean {
  const { latitude, longitude } = property;
  if (latitude === undefined || longitude === undefined) return false;
  return latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east;
}

const isSortKey = (value: string): value is SortKey => (SORT_KEYS as readonly string[]).includes(value);

/** The order from ?sort=, newest when absent or unknown. */
export function readSort(params: URLSearchParams): SortKey {
  const raw = params.get('sort') ?? '';
  return isSortKey(raw) ? raw : DEFAULT_SORT;
}

type Compare = (a: Property, b: Property) => number;
const byId: Compare = (a, b) => a.id - b.id;
const COMPARE: Record<SortKey, Compare> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  'price-desc': (a, b) => b.price - a.price,
  'price-asc': (a, b) => a.price - b.price,
  'beds-desc': (a, b) => b.beds - a.beds,
  'sqft-desc': (a, b) => b.squareFeet - a.squareFeet,
};

/** A sorted copy; ties go by ascending id, so the order is total and pages never overlap or skip. */
export function sortProperties(properties: readonly Property[], sort: SortKey): Property[] {
  const compare = COMPARE[sort];
  return [...properties].sort((a, b) => compare(a, b) || byId(a, b));
}

/** The window [offset, offset + limit) of a list; the whole list from offset when limit is undefined. */
export function pageWindow<T>(items: readonly T[], offset = 0, limit?: number): T[] {
  return items.slice(offset, limit === undefined ? undefined : offset + limit);
}

const isType = (value: string): value is PropertyType => (PROPERTY_TYPES as readonly string[]).includes(value);
const findBand = (key: string) => PRICE_BANDS.find((band) => band.key === key);

/** Reads the filters from a query string; values the form could not have produced are ignored. */
export function readFilters(params: URLSearchParams): Filters {
  const location = (params.get('location') ?? '').trim().slice(0, 100);
  const type = params.get('type') ?? '';
  const price = findBand(params.get('price') ?? '')?.key ?? '';
  const beds = params.get('beds') ?? '';
  const box = parseBbox(params.get('bbox') ?? '');
  return {
    location,
    type: isType(type) ? type : '',
    price,
    beds: /^\d{1,2}$/.test(beds) ? String(Number(beds)) : '',
    bbox: box ? formatBbox(box) : '',
  };
}

/** The page number from ?page=, 1 when absent or not a positive integer. */
export function readPage(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

export function hasFilters(filters: Filters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== '');
}

/** The filters part of a POST /api/properties/search body; bbox only when a map area is set. */
export function toSearchBody(filters: Filters): SearchBody {
  const body: SearchBody = {
    location: filters.location,
    propertyType: filters.type,
    priceRange: filters.price,
    beds: filters.beds,
  };
  const box = parseBbox(filters.bbox);
  if (box) body.bbox = box;
  return body;
}

export interface FilterChip {
  key: FilterKey;
  label: 'Location' | 'Type' | 'Price' | 'Beds' | 'Map area';
  value: string;
}

/** One chip per active filter, in the spec's order: Location, Type, Price, Beds; then the map area. */
export function filterChips(filters: Filters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.location) chips.push({ key: 'location', label: 'Location', value: filters.location });
  if (filters.type) chips.push({ key: 'type', label: 'Type', value: filters.type });
  if (filters.price)
    chips.push({ key: 'price', label: 'Price', value: findBand(filters.price)?.label ?? filters.price });
  if (filters.beds) chips.push({ key: 'beds', label: 'Beds', value: `${filters.beds}+` });
  // The area's numbers mean nothing to a reader: the chip is just "Map area".
  if (filters.bbox) chips.push({ key: 'bbox', label: 'Map area', value: '' });
  return chips;
}

export function withoutFilter(filters: Filters, key: FilterKey): Filters {
  return { ...filters, [key]: '' };
}

/** Options for the search form's selects. */
export const TYPE_OPTIONS = PROPERTY_TYPES.map((type) => ({ value: type, label: type }));
export const PRICE_OPTIONS = PRICE_BANDS.map((band) => ({ value: band.key, label: band.label }));
export const BED_OPTIONS = BED_CHOICES.map((beds) => ({ value: String(beds), label: `${beds}+ Beds` }));

/** True when the price lies in the named band (min inclusive, max exclusive). An unknown key matches nothing. */
export function inPriceBand(price: number, key: string): boolean {
  const band = findBand(key);
  return band !== undefined && price >= band.min && price < band.max;
}

/** Text the location filter is matched against: city, address, state and ZIP, lowercased. */
export function locationText(property: Pick<Property, 'city' | 'address' | 'state' | 'zipcode'>): string {
  return `${property.city}\n${property.address}\n${property.state}\n${property.zipcode}`.toLowerCase();
}

export interface SearchIndex {
  readonly size: number;
  search(criteria: SearchCriteria): Property[];
}

/**
 * Precomputes what a search needs (lowercased location text) once per snapshot, so that each search is
 * one pass over plain arrays. Results keep the order of `properties`.
 */
export function createSearchIndex(properties: readonly Property[]): SearchIndex {
  const haystacks = properties.map(locationText);
  return {
    size: properties.length,
    search(criteria) {
      const needle = criteria.location.trim().toLowerCase();
      const band = criteria.priceRange ? findBand(criteria.priceRange) : undefined;
      const minBeds = criteria.beds === '' ? null : Number(criteria.beds);
      const type = criteria.propertyType;
      const box = criteria.bbox;
      const results: Property[] = [];
      properties.forEach((property, i) => {
        if (type && property.propertyType !== type) return;
        if (box && !inBbox(property, box)) return;
        if (band && (property.price < band.min || property.price >= band.max)) return;
        if (minBeds !== null && property.beds < minBeds) return;
        if (needle && !haystacks[i]?.includes(needle)) return;
        results.push(property);
      });
      return results;
    },
  };
}

/**
 * Filters a list by search criteria: location matches city, address, state or ZIP case-insensitively, the type
 * exactly, the price band includes its lower bound, beds is a minimum, and an empty criterion matches all.
 */
export function filterProperties(properties: readonly Property[], criteria: SearchCriteria): Property[] {
  return createSearchIndex(properties).search(criteria);
}

/** Newest listing first; ties by id so the order is stable. */
export function sortNewestFirst(properties: readonly Property[]): Property[] {
  return sortProperties(properties, 'newest');
}

export interface Paged<T> {
  items: T[];
  /** The page shown, clamped to 1..pageCount. */
  page: number;
  pageCount: number;
  total: number;
}

export function paginate<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): Paged<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pageCount, total: items.length };
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

/** "1 property found", "12 properties found". */
export function resultCountText(total: number): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'property' : 'properties'} found`;
}

/** Gallery position after moving `step` from `index` in a list of `length`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}
