/**
 * The rules of the search's filters (README, Listings: Search): for each filter of SEARCH_FILTERS, in its
 * order, its type in the API's body (with its 400 message), how it matches a listing, and its part of a
 * search's title. The API's body, the search index, the title and the alerts' matching derive from
 * SEARCH_FILTER_RULES. Servers only: the search island never imports this (its bundle holds no matching
 * code), and each filter builds its body type from the zod it is given (src/schemas/search-body.ts).
 */
import type { z } from 'zod';
import { inCountyNamedBy } from './rules/ri-towns.ts';
import { inBbox } from './map-area.ts';
import { hasOpenHouseIn, openHouseWeek } from './open-house-week.ts';
import type { Property } from './property.ts';
import {
  BATH_CHOICES,
  LOCATION_MAX_LENGTH,
  PRICE_BAND_KEYS,
  PRICE_TIERS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  SIZE_CHOICES,
  inPriceBand,
  priceTierLabel,
  type PropertyStatus,
  type PropertyType,
} from './property-fields.ts';
import {
  SEARCH_FILTERS,
  choiceTexts,
  priceRange,
  type FilterRules,
  type FilterValues,
  type FilterView,
  type SearchFilter,
  type SiteFilters,
} from './search-filters.ts';
import { searchWaterView, searchWaterfront } from './water-features.ts';

type Zod = typeof z;

/** A filter's view with its rules: one whole filter (its criterion must be what its body takes). */
function withRules<Key extends string, Api extends string, Value extends string, Body extends z.ZodType, Needle>(
  view: FilterView<Key, Api, Value, NoInfer<z.input<Body>>>,
  rules: FilterRules<Value, Body, Needle>,
): SearchFilter<Key, Api, Value, Body, Needle> {
  return { ...view, ...rules };
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
  'Single Family': 'single-family homes',
  Estate: 'estates',
  Condo: 'condos',
  Townhouse: 'townhouses',
  'Multi-Family': 'multi-family homes',
  Land: 'land',
};

const STATUS_WORDS: Record<PropertyStatus, string> = {
  Available: 'available ',
  'Coming Soon': 'coming-soon ',
  'Under Contract': 'under-contract ',
  Sold: 'sold ',
};

/** " under $1M", " at $1M – $2M", " from $5M", or '' for any price: the search's prices, in its name. */
function pricePhrase(filters: FilterValues): string {
  const { min, max } = priceRange(filters);
  if (max === Number.POSITIVE_INFINITY) return min > 0 ? ` from ${priceTierLabel(min)}` : '';
  return min > 0 ? ` at ${priceTierLabel(min)} – ${priceTierLabel(max)}` : ` under ${priceTierLabel(max)}`;
}

/** The body type of a filter whose values are a fixed list: "{name} must be empty or one of: …" otherwise. */
const choiceBody = <const Value extends string>(zod: Zod, name: string, values: readonly [Value, ...Value[]]) =>
  zod
    .union([zod.literal(''), zod.enum(values)], { error: `${name} must be empty or one of: ${values.join(', ')}` })
    .default('');

/** The needle of a minimum ("3" or more), or of a maximum. */
const numberNeedle = (value: string) => (value ? Number(value) : null);

/** The needle of a checkbox: set or not. */
const checked = (value: string) => (value ? true : null);

const BEDS_MESSAGE = 'Beds must be empty or a whole number from 0 to 99';
const BBOX_MESSAGE = 'Bbox must be {south, west, north, east} in degrees, with south ≤ north and west ≤ east';

/** A table naming the keys of another, in its order. */
type SameKeys<Table> = { [I in keyof Table]: Table[I] extends { key: infer Key } ? { key: Key } : Table[I] };

const [location, type, price, minPrice, maxPrice, beds, baths, sqft, status, waterfront, waterView, openHouse, bbox] =
  SEARCH_FILTERS;

/** The site's filters, whole: each of SEARCH_FILTERS, in its order, with its rules. */
export const SEARCH_FILTER_RULES = [
  withRules(location, {
    body: (zod) =>
      zod
        .string('Location must be a string')
        .trim()
        .max(LOCATION_MAX_LENGTH, `Location must be at most ${String(LOCATION_MAX_LENGTH)} characters`)
        .default(''),
    // A case-insensitive substring of the city, the street address, the state or the ZIP; a Rhode Island
    // county's name ("Newport County") also finds every listing in its towns.
    needle: (text) => text.trim().toLowerCase() || null,
    test: (listing, needle) => locationText(listing).includes(needle) || inCountyNamedBy(listing, needle),
    title: { order: 3, text: (value) => ` in ${place(value)}` },
  }),
  withRules(type, {
    body: (zod) => choiceBody(zod, 'Property type', PROPERTY_TYPES),
    needle: (value) => value || null,
    test: (listing, value) => listing.propertyType === value,
    title: { order: 0, text: (value) => (value ? TYPE_NOUNS[value] : 'homes') },
  }),
  withRules(price, {
    body: (zod) => choiceBody(zod, 'Price range', PRICE_BAND_KEYS),
    needle: (key) => key || null,
    test: (listing, key) => inPriceBand(listing.price, key),
    // The search's prices: its band's with its min and max price, which say nothing of their own.
    title: { order: 2, text: (_value, filters) => pricePhrase(filters) },
  }),
  withRules(minPrice, {
    body: (zod) => choiceBody(zod, 'Min price', choiceTexts(PRICE_TIERS)),
    needle: numberNeedle,
    test: (listing, least) => listing.price >= least,
    title: { order: 2 },
  }),
  withRules(maxPrice, {
    body: (zod) => choiceBody(zod, 'Max price', choiceTexts(PRICE_TIERS)),
    needle: numberNeedle,
    // Below it, as a band's upper bound.
    test: (listing, most) => listing.price < most,
    title: { order: 2 },
  }),
  withRules(beds, {
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
    needle: (value) => (value === '' ? null : Number(value)),
    // A minimum.
    test: (listing, least) => listing.beds >= least,
    title: { order: 1, with: (value) => `${value}+ bedrooms` },
  }),
  withRules(baths, {
    body: (zod) => choiceBody(zod, 'Baths', choiceTexts(BATH_CHOICES)),
    needle: numberNeedle,
    // A minimum; a half bath counts 0.5.
    test: (listing, least) => listing.baths >= least,
    title: { order: 1, with: (value) => `${value}+ baths` },
  }),
  withRules(sqft, {
    body: (zod) => choiceBody(zod, 'Square feet', choiceTexts(SIZE_CHOICES)),
    needle: numberNeedle,
    // A minimum of living area.
    test: (listing, least) => listing.squareFeet >= least,
    title: { order: 1, with: (value) => `${Number(value).toLocaleString('en-US')}+ sq ft` },
  }),
  withRules(status, {
    body: (zod) => choiceBody(zod, 'Status', PROPERTY_STATUSES),
    needle: (value) => value || null,
    test: (listing, value) => listing.status === value,
    title: { order: -2, text: (value) => (value ? STATUS_WORDS[value] : '') },
  }),
  withRules(waterfront, {
    body: (zod) => choiceBody(zod, 'Waterfront', ['yes']),
    needle: checked,
    test: (listing) => searchWaterfront(listing.features),
    title: { order: -1, text: (value) => (value ? 'waterfront ' : '') },
  }),
  withRules(waterView, {
    body: (zod) => choiceBody(zod, 'Water view', ['yes']),
    needle: checked,
    test: (listing) => searchWaterView(listing.features),
    // Waterfront says it already: a home on the water has a view of it.
    title: { order: -1, text: (value, filters) => (value && !filters['waterfront'] ? 'water-view ' : '') },
  }),
  withRules(openHouse, {
    body: (zod) => choiceBody(zod, 'Open house', ['week']),
    needle: (value, now) => (value ? openHouseWeek(now) : null),
    test: (listing, week) => hasOpenHouseIn(listing.openHouses, week),
    title: { order: 3.5, text: (value) => (value ? ' with an open house this week' : '') },
    timely: true,
  }),
  withRules(bbox, {
    body: (zod) => {
      const latitude = zod.number(BBOX_MESSAGE).min(-90, BBOX_MESSAGE).max(90, BBOX_MESSAGE);
      const longitude = zod.number(BBOX_MESSAGE).min(-180, BBOX_MESSAGE).max(180, BBOX_MESSAGE);
      return zod
        .object({ south: latitude, west: longitude, north: latitude, east: longitude }, BBOX_MESSAGE)
        .strict()
        .refine((box) => box.south <= box.north && box.west <= box.east, BBOX_MESSAGE)
        .optional();
    },
    needle: (box) => box ?? null,
    test: inBbox,
    title: { order: 4, text: (value) => (value ? ', in a map area' : '') },
  }),
] as const satisfies SameKeys<SiteFilters>;

export type SiteFilterRules = typeof SEARCH_FILTER_RULES;
