/**
 * The listing search's filters, each declared once (README, Listings: Search): its name in the /properties URL
 * and in the search API's body, the values it takes, its chip, its part of a search's title, its choices in
 * the search form and how it matches a listing. The URL reader and writer, the API's body, saved searches,
 * the search index, the form's options, the chips, the title and the alerts' matching all derive from
 * SEARCH_FILTERS, so a new filter is an entry here plus its control in SearchForm.tsx.
 *
 * No zod at run time: the search island imports this, and each filter builds its body type from the zod it
 * is given (src/schemas/search-body.ts), so the island's bundle never holds zod.
 */
import type { z } from 'zod';
import type { Property } from './property.ts';
import { formatBbox, inBbox, parseBbox } from './map-area.ts';
// Servers only: browsers get a stub (package.json "imports"), since they never match listings.
import { inCountyNamedBy } from '#ri-towns';
import {
  BED_CHOICES,
  LOCATION_MAX_LENGTH,
  PRICE_BANDS,
  PRICE_BAND_KEYS,
  PROPERTY_TYPES,
  findPriceBand,
  inPriceBand,
  isPropertyType,
  type PropertyType,
} from './property-fields.ts';

type Zod = typeof z;

/**
 * One filter. Its value in the URL and in a saved search is text, '' meaning "no filter"; in the API's body it
 * is whatever its body type gives.
 */
export interface SearchFilter<
  Key extends string = string,
  Api extends string = string,
  Value extends string = string,
  Body extends z.ZodType = z.ZodType,
  Needle = unknown,
> {
  /** The /properties query parameter, and the key in a search's filters and in a stored saved search. */
  key: Key;
  /** The field of the POST /api/properties/search body. */
  api: Api;
  /** The value of the URL's text: '' for none, and for anything the site could not have written. */
  read(text: string): Value | '';
  /** The body field's type, with its message; absent or '' must mean no filter. */
  body(zod: Zod): Body;
  /** The body's value for a value of the URL; undefined leaves the field out. */
  criterion(value: Value | ''): z.input<Body> | undefined;
  /**
   * What listings are tested against for the body's value, or null when that value filters nothing. Values
   * with equal needles match the same listings (a location in any case), so the alerts' index shares them.
   */
  needle(criterion: z.output<Body>): Needle | null;
  /** Whether a listing passes the filter, for a needle. */
  test(listing: Property, needle: Needle): boolean;
  /** The chip of the active filter in the results header: "Price" and "$1M – $2M". */
  chip: { label: string; value(value: Value): string };
  /**
   * Its part of a search's name ("Condos with 3+ bedrooms under $1M in Newport, RI"): the parts join in the
   * order of `order`, each given the filter's value, '' included.
   */
  title: { order: number; text(value: Value | ''): string };
  /** The choices of its select in the search form. */
  options?: readonly { value: Value; label: string }[];
  /**
   * False for a filter that only narrows the view (the map area): a search's canonical URL and title leave it
   * out, a page with it is not indexed, and the API's body lists it after the paging fields.
   */
  canonical: boolean;
}

/** Any table of filters; the derived parts take one (the site's by default), so a test can add its own. */
export type FilterTable = readonly SearchFilter[];

/** Each filter of the table with its value, '' for none. */
export type FiltersOf<Table extends FilterTable> = {
  [Filter in Table[number] as Filter['key']]: ReturnType<Filter['read']>;
};

/** The filters of any table, as the generic parts read and write them. */
export type FilterValues = Readonly<Record<string, string>>;

/** Declares one filter, keeping its own types. */
export function searchFilter<
  Key extends string,
  Api extends string,
  Value extends string,
  Body extends z.ZodType,
  Needle,
>(filter: SearchFilter<Key, Api, Value, Body, Needle>): SearchFilter<Key, Api, Value, Body, Needle> {
  return filter;
}

/** Each listing's location text, kept: a catalogue's listings are searched again and again. */
const locationTexts = new WeakMap<Property, string>();

/** Text the location filter is matched against: city, address, state and ZIP, lowercased. */
function locationText(listing: Property): string {
  let text = locationTexts.get(listing);
  if (text === undefined) {
    text = `${listing.city}\n${listing.address}\n${listing.state}\n${listing.zipcode}`.toLowerCase();
    locationTexts.set(listing, text);
  }
  return text;
}

/** "Newport, RI" for what a visitor typed (a town, an address or a ZIP), or "Rhode Island" without one. */
function place(location: string): string {
  const typed = location.trim().replace(/\s+/g, ' ');
  if (!typed) return 'Rhode Island';
  if (/^\d{5}$/.test(typed) || /,?\s*(RI|Rhode Island)$/i.test(typed)) return typed;
  const named = typed.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());
  return `${named}, RI`;
}

const TYPE_NOUNS: Record<PropertyType, string> = {
  'Single Family': 'Single-family homes',
  Estate: 'Estates',
  Condo: 'Condos',
  Townhouse: 'Townhouses',
  'Multi-Family': 'Multi-family homes',
  Land: 'Land',
};

/** " under $1M", " at $1M – $2M", " from $5M", or '' without a band. */
function pricePhrase(key: string): string {
  const band = findPriceBand(key);
  if (!band) return '';
  if (band.min === 0) return ` under ${band.label.replace(/^Under /, '')}`;
  if (band.max === Number.POSITIVE_INFINITY) return ` from ${band.label.replace(/\+$/, '')}`;
  return ` at ${band.label}`;
}

const BEDS_MESSAGE = 'Beds must be empty or a whole number from 0 to 99';
const BBOX_MESSAGE = 'Bbox must be {south, west, north, east} in degrees, with south ≤ north and west ≤ east';

/**
 * The site's filters, in the order of the URL, the chips and the API's body: the search form's four (the
 * spec's location, type, price and beds), then the map area.
 */
export const SEARCH_FILTERS = [
  searchFilter({
    key: 'location',
    api: 'location',
    read: (text) => text.trim().slice(0, LOCATION_MAX_LENGTH),
    body: (zod) =>
      zod
        .string('Location must be a string')
        .trim()
        .max(LOCATION_MAX_LENGTH, `Location must be at most ${String(LOCATION_MAX_LENGTH)} characters`)
        .default(''),
    criterion: (value) => value,
    // A case-insensitive substring of the city, the street address, the state or the ZIP; a Rhode Island
    // county's name ("Newport County") also finds every listing in its towns.
    needle: (location) => location.trim().toLowerCase() || null,
    test: (listing, needle) => locationText(listing).includes(needle) || inCountyNamedBy(listing, needle),
    chip: { label: 'Location', value: (value) => value },
    title: { order: 3, text: (value) => ` in ${place(value)}` },
    canonical: true,
  }),
  searchFilter({
    key: 'type',
    api: 'propertyType',
    read: (text) => (isPropertyType(text) ? text : ''),
    body: (zod) =>
      zod
        .union([zod.literal(''), zod.enum(PROPERTY_TYPES)], {
          error: `Property type must be empty or one of: ${PROPERTY_TYPES.join(', ')}`,
        })
        .default(''),
    criterion: (value) => value,
    needle: (type) => type || null,
    test: (listing, type) => listing.propertyType === type,
    chip: { label: 'Type', value: (value) => value },
    title: { order: 0, text: (value) => (value ? TYPE_NOUNS[value] : 'Homes') },
    options: PROPERTY_TYPES.map((type) => ({ value: type, label: type })),
    canonical: true,
  }),
  searchFilter({
    key: 'price',
    api: 'priceRange',
    read: (text) => findPriceBand(text)?.key ?? '',
    body: (zod) =>
      zod
        .union([zod.literal(''), zod.enum(PRICE_BAND_KEYS)], {
          error: `Price range must be empty or one of: ${PRICE_BAND_KEYS.join(', ')}`,
        })
        .default(''),
    criterion: (value) => value,
    needle: (key) => findPriceBand(key)?.key ?? null,
    test: (listing, key) => inPriceBand(listing.price, key),
    chip: { label: 'Price', value: (value) => findPriceBand(value)?.label ?? value },
    title: { order: 2, text: (value) => pricePhrase(value) },
    options: PRICE_BANDS.map((band) => ({ value: band.key, label: band.label })),
    canonical: true,
  }),
  searchFilter({
    key: 'beds',
    api: 'beds',
    read: (text) => (/^\d{1,2}$/.test(text) ? String(Number(text)) : ''),
    // A digit string (as it comes from a URL) or a number.
    body: (zod) =>
      zod
        .union(
          [
            zod.string().regex(/^(\d{1,2})?$/, BEDS_MESSAGE),
            zod.number(BEDS_MESSAGE).int(BEDS_MESSAGE).min(0, BEDS_MESSAGE).max(99, BEDS_MESSAGE),
          ],
          { error: BEDS_MESSAGE },
        )
        .default(''),
    criterion: (value) => value,
    needle: (beds) => (beds === '' ? null : Number(beds)),
    // A minimum.
    test: (listing, least) => listing.beds >= least,
    chip: { label: 'Beds', value: (value) => `${value}+` },
    title: { order: 1, text: (value) => (value ? ` with ${value}+ bedrooms` : '') },
    options: BED_CHOICES.map((beds) => ({ value: String(beds), label: `${beds}+ Beds` })),
    canonical: true,
  }),
  searchFilter({
    key: 'bbox',
    api: 'bbox',
    // "south,west,north,east" in the URL, {south, west, north, east} in the body.
    read: (text) => {
      const box = parseBbox(text);
      return box ? formatBbox(box) : '';
    },
    body: (zod) => {
      const latitude = zod.number(BBOX_MESSAGE).min(-90, BBOX_MESSAGE).max(90, BBOX_MESSAGE);
      const longitude = zod.number(BBOX_MESSAGE).min(-180, BBOX_MESSAGE).max(180, BBOX_MESSAGE);
      return zod
        .object({ south: latitude, west: longitude, north: latitude, east: longitude }, BBOX_MESSAGE)
        .strict()
        .refine((box) => box.south <= box.north && box.west <= box.east, BBOX_MESSAGE)
        .optional();
    },
    criterion: (value) => parseBbox(value) ?? undefined,
    needle: (box) => box ?? null,
    test: inBbox,
    // The area's numbers mean nothing to a reader: the chip is just "Map area".
    chip: { label: 'Map area', value: () => '' },
    title: { order: 4, text: (value) => (value ? ', in a map area' : '') },
    canonical: false,
  }),
] as const;

export type SiteFilters = typeof SEARCH_FILTERS;
