/**
 * The listing search's filters (README, Listings: Search), each declared in two halves that one type ties
 * together. Here, what the search page and its island see of a filter: its name in the /properties URL and
 * in the search API's body, the values it takes, its chip and its choices in the search form. In
 * search-filter-rules.ts, what only servers do with it: its body type, how it matches a listing and its part
 * of a search's title. The URL reader and writer, saved searches, the form's options and the chips derive
 * from SEARCH_FILTERS; the API's body, the search index, the title and the alerts' matching from
 * SEARCH_FILTER_RULES. A new filter is an entry in each plus its control in SearchForm.tsx.
 *
 * No zod and no matching code at run time: the search island imports this, never the rules, so its bundle
 * holds neither.
 */
import type { z } from 'zod';
import type { Property } from './property.ts';
import { formatBbox, parseBbox } from './map-area.ts';
import {
  BATH_CHOICES,
  BED_CHOICES,
  LOCATION_MAX_LENGTH,
  PRICE_BANDS,
  PRICE_BAND_KEYS,
  PRICE_TIERS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  SIZE_CHOICES,
  findPriceBand,
  priceTierLabel,
} from './property-fields.ts';

/**
 * A filter as the search page sees it. Its value in the URL and in a saved search is text, '' meaning "no
 * filter"; in the API's body it is its criterion.
 */
export interface FilterView<
  Key extends string = string,
  Api extends string = string,
  Value extends string = string,
  Input = unknown,
> {
  /** The /properties query parameter, and the key in a search's filters and in a stored saved search. */
  key: Key;
  /** The field of the POST /api/properties/search body. */
  api: Api;
  /** The value of the URL's text: '' for none, and for anything the site could not have written. */
  read(text: string): Value | '';
  /** The body's value for a value of the URL; undefined leaves the field out. */
  criterion(value: Value | ''): Input | undefined;
  /** The chip of the active filter in the results header: "Price" and "$1M – $2M". */
  chip: { label: string; value(value: Value): string };
  /** The choices of its select in the search form; a filter of one choice is a checkbox. */
  options?: readonly { value: Value; label: string }[];
  /** The select's first choice, which clears the filter ("Any type"); it also names dropping the filter. */
  anyLabel?: string;
  /**
   * False for a filter that only narrows the view (the map area): a search's canonical URL and title leave it
   * out, a page with it is not indexed, and the API's body lists it after the paging fields.
   */
  canonical: boolean;
}

type Zod = typeof z;

/** What only servers do with a filter: check it in a body, match listings, name a search. */
export interface FilterRules<Value extends string = string, Body extends z.ZodType = z.ZodType, Needle = unknown> {
  /** The body field's type, with its message; absent or '' must mean no filter. */
  body(zod: Zod): Body;
  /**
   * What listings are tested against for the body's value at a moment (open houses this week), or null when
   * that value filters nothing. Values with equal needles match the same listings (a location in any case),
   * so the alerts' index shares them.
   */
  needle(criterion: z.output<Body>, now: Date): Needle | null;
  /** Whether a listing passes the filter, for a needle. */
  test(listing: Property, needle: Needle): boolean;
  /**
   * Its part of a search's name ("Sold waterfront condos with 3+ bedrooms under $2M in Newport, RI"): the
   * parts join in the order of `order`, each given the filter's value ('' included) and all the filters'
   * (the price's bounds read together); a `with` phrase ("3+ bedrooms") joins the others' in one "with"
   * clause at the first one's order. The name starts with a capital.
   */
  title: { order: number; text?(value: Value | '', filters: FilterValues): string; with?(value: Value): string };
  /** True when its matches change with the time, not only with the catalogue: its pages are cached briefly. */
  timely?: boolean;
}

/** One whole filter: its view and its rules. */
export interface SearchFilter<
  Key extends string = string,
  Api extends string = string,
  Value extends string = string,
  Body extends z.ZodType = z.ZodType,
  Needle = unknown,
>
  extends FilterView<Key, Api, Value, z.input<Body>>, FilterRules<Value, Body, Needle> {}

/** Any table of filters' views; the derived parts take one (the site's by default), so a test can add its own. */
export type FilterTable = readonly FilterView[];

/** Any table of whole filters, as the server's parts take it. */
export type RuleTable = readonly SearchFilter[];

/** Each filter of the table with its value, '' for none. */
export type FiltersOf<Table extends FilterTable> = {
  [Filter in Table[number] as Filter['key']]: ReturnType<Filter['read']>;
};

/** The filters of any table, as the generic parts read and write them. */
export type FilterValues = Readonly<Record<string, string>>;

/** Declares one filter's view, keeping its own types. */
export function filterView<Key extends string, Api extends string, Value extends string, Input>(
  view: FilterView<Key, Api, Value, Input>,
): FilterView<Key, Api, Value, Input> {
  return view;
}

/** Declares one whole filter, keeping its own types. */
export function searchFilter<
  Key extends string,
  Api extends string,
  Value extends string,
  Body extends z.ZodType,
  Needle,
>(filter: SearchFilter<Key, Api, Value, Body, Needle>): SearchFilter<Key, Api, Value, Body, Needle> {
  return filter;
}

/** The read of a filter whose values are a fixed list: anything else is none. */
const readChoice =
  <const Value extends string>(values: readonly Value[]) =>
  (text: string): Value | '' =>
    values.includes(text as Value) ? (text as Value) : '';

/** A criterion the body leaves out when it is none (the spec's four always send theirs, '' for none). */
const unlessNone = <Value extends string>(value: Value | '') => value || undefined;

/** Choices as text, as the URL and the form carry them. */
export const choiceTexts = (values: readonly number[]) => values.map(String) as [string, ...string[]];

/**
 * The prices a search allows, [min, max): its band's, narrowed by its min and max price (both apply, so a
 * band from an old URL still filters beside them).
 */
export function priceRange(filters: FilterValues): { min: number; max: number } {
  const band = findPriceBand(filters['price'] ?? '');
  const least = Number(filters['minPrice'] ?? '');
  const most = filters['maxPrice'] ? Number(filters['maxPrice']) : Number.POSITIVE_INFINITY;
  return { min: Math.max(band?.min ?? 0, least), max: Math.min(band?.max ?? Number.POSITIVE_INFINITY, most) };
}

const squareFeet = (value: string) => `${Number(value).toLocaleString('en-US')}+ sq ft`;

/**
 * The site's filters, in the order of the URL, the chips and the API's body: the spec's location, type, price
 * band (with the min and max price beside it) and beds, the search form's "More filters", then the map area.
 */
export const SEARCH_FILTERS = [
  filterView({
    key: 'location',
    api: 'location',
    read: (text) => text.trim().slice(0, LOCATION_MAX_LENGTH),
    criterion: (value) => value,
    chip: { label: 'Location', value: (value) => value },
    canonical: true,
  }),
  filterView({
    key: 'type',
    api: 'propertyType',
    read: readChoice(PROPERTY_TYPES),
    criterion: (value) => value,
    chip: { label: 'Type', value: (value) => value },
    options: PROPERTY_TYPES.map((type) => ({ value: type, label: type })),
    anyLabel: 'Any type',
    canonical: true,
  }),
  filterView({
    key: 'price',
    api: 'priceRange',
    read: readChoice(PRICE_BAND_KEYS),
    criterion: (value) => value,
    chip: { label: 'Price', value: (value) => findPriceBand(value)?.label ?? value },
    // The search form offers the min and max price in its place (a band's bounds are tiers).
    options: PRICE_BANDS.map((band) => ({ value: band.key, label: band.label })),
    canonical: true,
  }),
  filterView({
    key: 'minPrice',
    api: 'minPrice',
    read: readChoice(choiceTexts(PRICE_TIERS)),
    criterion: unlessNone,
    chip: { label: 'Min price', value: (value) => `${priceTierLabel(Number(value))}+` },
    options: PRICE_TIERS.map((price) => ({ value: String(price), label: `${priceTierLabel(price)}+` })),
    anyLabel: 'No min',
    canonical: true,
  }),
  filterView({
    key: 'maxPrice',
    api: 'maxPrice',
    read: readChoice(choiceTexts(PRICE_TIERS)),
    criterion: unlessNone,
    // Below it, as a band's upper bound.
    chip: { label: 'Max price', value: (value) => `under ${priceTierLabel(Number(value))}` },
    options: PRICE_TIERS.map((price) => ({ value: String(price), label: `Under ${priceTierLabel(price)}` })),
    anyLabel: 'No max',
    canonical: true,
  }),
  filterView({
    key: 'beds',
    api: 'beds',
    read: (text) => (/^\d{1,2}$/.test(text) ? String(Number(text)) : ''),
    criterion: (value) => value,
    chip: { label: 'Beds', value: (value) => `${value}+` },
    options: BED_CHOICES.map((beds) => ({ value: String(beds), label: `${beds}+ Beds` })),
    anyLabel: 'Any beds',
    canonical: true,
  }),
  filterView({
    key: 'baths',
    api: 'baths',
    read: readChoice(choiceTexts(BATH_CHOICES)),
    criterion: unlessNone,
    chip: { label: 'Baths', value: (value) => `${value}+` },
    options: BATH_CHOICES.map((baths) => ({ value: String(baths), label: `${baths}+ Baths` })),
    anyLabel: 'Any baths',
    canonical: true,
  }),
  filterView({
    key: 'sqft',
    api: 'squareFeet',
    read: readChoice(choiceTexts(SIZE_CHOICES)),
    criterion: unlessNone,
    chip: { label: 'Size', value: squareFeet },
    options: SIZE_CHOICES.map((feet) => ({ value: String(feet), label: squareFeet(String(feet)) })),
    anyLabel: 'Any size',
    canonical: true,
  }),
  filterView({
    key: 'status',
    api: 'status',
    read: readChoice(PROPERTY_STATUSES),
    criterion: unlessNone,
    chip: { label: 'Status', value: (value) => value },
    options: PROPERTY_STATUSES.map((status) => ({ value: status, label: status })),
    anyLabel: 'Any status',
    canonical: true,
  }),
  filterView({
    key: 'waterfront',
    api: 'waterfront',
    read: readChoice(['yes'] as const),
    criterion: unlessNone,
    chip: { label: 'Waterfront', value: () => '' },
    options: [{ value: 'yes', label: 'Waterfront' }],
    canonical: true,
  }),
  filterView({
    key: 'waterView',
    api: 'waterView',
    read: readChoice(['yes'] as const),
    criterion: unlessNone,
    chip: { label: 'Water view', value: () => '' },
    options: [{ value: 'yes', label: 'Water view' }],
    canonical: true,
  }),
  filterView({
    key: 'openHouse',
    api: 'openHouse',
    read: readChoice(['week'] as const),
    criterion: unlessNone,
    chip: { label: 'Open house this week', value: () => '' },
    options: [{ value: 'week', label: 'Open house this week' }],
    canonical: true,
  }),
  filterView({
    key: 'bbox',
    api: 'bbox',
    // "south,west,north,east" in the URL, {south, west, north, east} in the body.
    read: (text) => {
      const box = parseBbox(text);
      return box ? formatBbox(box) : '';
    },
    criterion: (value) => parseBbox(value) ?? undefined,
    // The area's numbers mean nothing to a reader: the chip is just "Map area".
    chip: { label: 'Map area', value: () => '' },
    canonical: false,
  }),
] as const;

export type SiteFilters = typeof SEARCH_FILTERS;
