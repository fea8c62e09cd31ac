/** The fixed choices of a listing and of the search form. No zod here: the browser imports this. */

/** Property types a listing can have; the search form offers exactly these. */
export const PROPERTY_TYPES = ['Single Family', 'Estate', 'Condo', 'Townhouse', 'Multi-Family', 'Land'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const isPropertyType = (value: string): value is PropertyType =>
  (PROPERTY_TYPES as readonly string[]).includes(value);

/** Display statuses. "Available" gets the default badge style, every other one the secondary style. */
export const PROPERTY_STATUSES = ['Available', 'Coming Soon', 'Under Contract', 'Sold'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

/**
 * Named price bands for search (README, Listings: Search). A band "min-max" holds prices with
 * min <= price < max; "min+" has no upper bound. The key is what the URL and the search body carry.
 */
export const PRICE_BANDS = [
  { key: '0-1000000', label: 'Under $1M', min: 0, max: 1_000_000 },
  { key: '1000000-2000000', label: '$1M – $2M', min: 1_000_000, max: 2_000_000 },
  { key: '2000000-3000000', label: '$2M – $3M', min: 2_000_000, max: 3_000_000 },
  { key: '3000000-5000000', label: '$3M – $5M', min: 3_000_000, max: 5_000_000 },
  { key: '5000000+', label: '$5M+', min: 5_000_000, max: Number.POSITIVE_INFINITY },
] as const;
export type PriceBandKey = (typeof PRICE_BANDS)[number]['key'];
export const PRICE_BAND_KEYS = PRICE_BANDS.map((band) => band.key) as [PriceBandKey, ...PriceBandKey[]];
/** The band a key names, or undefined for any other text. */
export const findPriceBand = (key: string) => PRICE_BANDS.find((band) => band.key === key);
/** True when the price lies in the named band (min inclusive, max exclusive). An unknown key matches nothing. */
export function inPriceBand(price: number, key: string): boolean {
  const band = findPriceBand(key);
  return band !== undefined && price >= band.min && price < band.max;
}

/**
 * The price tiers of the search's min and max price (README, Listings: Search), up to $25M: a minimum includes
 * its tier, a maximum excludes it, as a band's bounds do. Every band's bounds are tiers.
 */
export const PRICE_TIERS = [
  500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000, 7_500_000, 10_000_000, 15_000_000,
  20_000_000, 25_000_000,
] as const;

/** A tier as the search shows it: "$750K", "$1.5M", "$25M". */
export const priceTierLabel = (price: number): string =>
  price >= 1_000_000 ? `$${price / 1_000_000}M` : `$${price / 1000}K`;

/** Minimum-bedroom choices the search form offers ("3" means 3 or more). */
export const BED_CHOICES = [1, 2, 3, 4, 5] as const;

/** Minimum-bathroom choices ("2" means 2 or more; a half bath counts 0.5). */
export const BATH_CHOICES = [1, 2, 3, 4, 5, 6] as const;

/** Minimum living-area choices, in square feet. */
export const SIZE_CHOICES = [1000, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10_000] as const;

/**
 * Result orders ("Sort by"). The key is what the URL (?sort=) and the API (sort) carry; newest is the
 * default and the order of the unsorted list. Every order breaks ties by id, so pages never overlap.
 */
export const SORT_OPTIONS = [
  { key: 'newest', label: 'Newest' },
  { key: 'price-desc', label: 'Price (high to low)' },
  { key: 'price-asc', label: 'Price (low to high)' },
  { key: 'beds-desc', label: 'Bedrooms' },
  { key: 'sqft-desc', label: 'Square feet' },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]['key'];
export const SORT_KEYS = SORT_OPTIONS.map((option) => option.key) as [SortKey, ...SortKey[]];
export const DEFAULT_SORT: SortKey = 'newest';
export const isSortKey = (value: string): value is SortKey => (SORT_KEYS as readonly string[]).includes(value);

/** The longest location a search takes (the form's field, the URL and the API alike). */
export const LOCATION_MAX_LENGTH = 100;

/**
 * The most locations GET /api/listings/for-sale-counts counts in one request: a county page asks for each of
 * its communities and for the county itself.
 */
export const MAX_COUNTED_LOCATIONS = 48;

/** The largest page the API gives (limit). */
export const MAX_PAGE_LIMIT = 48;

/** Where a listing comes from: an office file in data/listings, or the State-Wide MLS feed. */
export const LISTING_SOURCES = ['office', 'mls'] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];

/**
 * Listing ids from this number upward belong to the MLS feed; office files in data/listings stay below it,
 * so the two never take the same /properties/{id}.
 */
export const FEED_ID_START = 1_000_000;

/**
 * What `address` says when the MLS forbids showing the street (InternetAddressDisplayYN false): the
 * listing then has `addressHidden: true` and no coordinates.
 */
export const ADDRESS_ON_REQUEST = 'Address available upon request';

/** The IDX attribution of a listing from the MLS, with these exact words: "Listing courtesy of {ListOfficeName}". */
export const listingCourtesy = (listOfficeName: string) => `Listing courtesy of ${listOfficeName}`;
