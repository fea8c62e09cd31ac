/**
 * Every internal URL the site builds, and the parsers for the ones its code reads back. Pure.
 * Names use the code's words: a listing's page is listingPath and its API address listingApiPath (the URLs
 * say "properties", as the spec does); a page's builder is xPath, the API's xApiPath. The search page's URL,
 * listingsSearchPath, stands beside the search's shape in src/schemas/results-query.ts: importing this file never
 * loads the search code (islands such as the testimonials take their endpoint from here).
 */
import type { SortKey } from '#src/schemas/property-fields.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#src/schemas/locale.ts';

/** A listing's page. */
export const listingPath = (id: number): string => `/properties/${String(id)}`;

/**
 * Every listing page in one language, with its last change and its other languages (served by a function:
 * the catalogue changes between builds). English's keeps the sitemap's first address.
 */
export const listingsSitemapPath = (locale: Locale): string =>
  locale === DEFAULT_LOCALE ? '/sitemap-listings.xml' : `/sitemap-listings-${locale}.xml`;

/** The listings sitemaps of every language. */
export const LISTINGS_SITEMAP_PATHS: readonly string[] = LOCALES.map(listingsSitemapPath);

/** Where a feed photo is served from: the site's own origin, never the MLS's media host (IDX rules forbid hot-linking). */
export const PHOTO_PATH_PREFIX = '/listing-photos/';

/** The listing photo shown for a listing without photos, and for a feed photo that cannot be had. */
export const LISTING_PHOTO_PLACEHOLDER = '/images/listings/placeholder.webp';

/** An advisor's profile. */
export const advisorPath = (slug: string): string => `/advisors/${slug}`;

/** The old numeric address of an advisor's profile, kept as a redirect to advisorPath. */
export const legacyAdvisorPath = (id: number): string => `/advisors/${String(id)}`;

/** A county guide. */
export const countyPath = (slug: string): string => `/counties/${slug}`;

/** The home valuation form's own page ("What is my home worth?"). */
export const HOME_VALUATION_PATH = '/home-valuation';

/** The market figures (issue 35): the overview, the method, and a town's or county's page and CSV by its key. */
export const MARKET_PATH = '/market';
export const MARKET_METHOD_PATH = '/market/method';
export const marketAreaPath = (key: string): string => `${MARKET_PATH}/${key}`;
export const marketCsvPath = (key: string): string => `${MARKET_PATH}/${key}.csv`;

/** A market-update article. */
export const articlePath = (slug: string): string => `/market-updates/${slug}`;

/** Every listing from the API (GET), or one page of them (see listingsApiPagePath). */
export const LISTINGS_API_PATH = '/api/properties';

/** The API's search (POST). */
export const LISTINGS_SEARCH_API_PATH = '/api/properties/search';

/** The nearest searches with homes, for an empty search: GET with the search's /properties filters. */
export const LISTINGS_RELAXATIONS_API_PATH = '/api/properties/relaxations';

/** One listing from the API. */
export const listingApiPath = (id: number): string => `${LISTINGS_API_PATH}/${String(id)}`;

/** A listing's similar homes from the API. */
export const similarListingsApiPath = (id: number): string => `${listingApiPath(id)}/similar`;

/** One open house of a listing as a calendar file (a link with a download name, so it needs no script). */
export const openHouseCalendarApiPath = (id: number, start: string): string =>
  `${listingApiPath(id)}/open-house.ics?${new URLSearchParams({ start }).toString()}`;

/** An advisor's available listings, from the whole catalogue. */
export const advisorListingsApiPath = (id: number): string => `/api/advisors/${String(id)}/listings`;

/** GET: how many homes are for sale at each location (see forSaleCountsApiPath). */
export const FOR_SALE_COUNTS_API_PATH = '/api/listings/for-sale-counts';

/** GET the number of homes for sale at each of these locations: ?location=…&location=…, in their order. */
export function forSaleCountsApiPath(locations: readonly string[]): string {
  const params = new URLSearchParams(locations.map((location) => ['location', location]));
  return `${FOR_SALE_COUNTS_API_PATH}?${params.toString()}`;
}

/** One advisor from the API. */
export const advisorApiPath = (id: number): string => `/api/advisors/${String(id)}`;

/** POST: an inquiry (contact, valuation and listing forms). */
export const INQUIRIES_API_PATH = '/api/inquiries';

/** POST: a private showing request (the listing page's showing form). */
export const SHOWINGS_API_PATH = '/api/showings';

/** Where a showing form sent without JavaScript lands: a page that names the requested slot. */
export const SHOWING_REQUESTED_PATH = '/showings/requested';
export const showingRequestedPath = (listingId: number, start: string): string =>
  `${SHOWING_REQUESTED_PATH}?${new URLSearchParams({ listing: String(listingId), start }).toString()}`;

/** The showing section of a listing page, which "Request a private showing" links to. */
export const SHOWING_SECTION_ID = 'request-showing';

/** POST: a newsletter subscription. */
export const SUBSCRIBE_API_PATH = '/api/subscribe';

/** GET: the client testimonials. */
export const TESTIMONIALS_API_PATH = '/api/testimonials';

/** GET /api/properties for one page in an order: ?limit=&offset=&sort=. */
export function listingsApiPagePath(page: { limit: number; offset: number; sort: SortKey }): string {
  const params = new URLSearchParams({ limit: String(page.limit), offset: String(page.offset), sort: page.sort });
  return `${LISTINGS_API_PATH}?${params.toString()}`;
}

/** The decoded {segment} of a path `prefix/{segment}` (one trailing slash allowed), or null for any other shape. */
function segmentAfter(prefix: string, pathname: string): string | null {
  if (!pathname.startsWith(`${prefix}/`)) return null;
  const match = /^([^/]+)\/?$/.exec(pathname.slice(prefix.length + 1));
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null; // A malformed escape such as "%E0" is not an id.
  }
}

/** The id segment of a listing page path ("/properties/12" → "12"), unvalidated; null for any other shape. */
export const listingIdSegment = (pathname: string): string | null => segmentAfter('/properties', pathname);

/** The segment of an advisor's profile path (a slug, or an old numeric id), unvalidated; null for any other shape. */
export const advisorSegment = (pathname: string): string | null => segmentAfter('/advisors', pathname);

/** The id segment of /api/properties/{id}, unvalidated; null for any other shape. */
export const listingApiIdSegment = (pathname: string): string | null => segmentAfter(LISTINGS_API_PATH, pathname);

/** The id segment of /api/properties/{id}/{part}, unvalidated; null for any other shape. */
function listingApiPartIdSegment(pathname: string, part: string): string | null {
  const [, idPath, rest] = /^(\/api\/properties\/[^/]+)(\/.*)$/.exec(pathname) ?? [];
  return idPath && (rest === `/${part}` || rest === `/${part}/`) ? listingApiIdSegment(idPath) : null;
}

/** The id segment of /api/properties/{id}/similar, unvalidated; null for any other shape. */
export const similarListingsApiIdSegment = (pathname: string): string | null =>
  listingApiPartIdSegment(pathname, 'similar');

/** The id segment of /api/properties/{id}/open-house.ics, unvalidated; null for any other shape. */
export const openHouseCalendarApiIdSegment = (pathname: string): string | null =>
  listingApiPartIdSegment(pathname, 'open-house.ics');

/** The id segment of /api/advisors/{id}, unvalidated; null for any other shape. */
export const advisorApiIdSegment = (pathname: string): string | null => segmentAfter('/api/advisors', pathname);

/** The id segment of /api/advisors/{id}/listings, unvalidated; null for any other shape. */
export function advisorListingsApiIdSegment(pathname: string): string | null {
  const match = /^(\/api\/advisors\/[^/]+)\/listings\/?$/.exec(pathname);
  return match?.[1] ? advisorApiIdSegment(match[1]) : null;
}

/** Saving a search for e-mail alerts (POST), and the one-click unsubscribe of RFC 8058 (POST). */
export const SAVED_SEARCHES_API_PATH = '/api/saved-searches';
export const UNSUBSCRIBE_API_PATH = '/api/alerts/unsubscribe';
/** The pages a link in an alert e-mail opens, each with its signed token (?token=). */
export const ALERT_PAGES = {
  confirm: '/alerts/confirm',
  manage: '/alerts/manage',
  unsubscribe: '/alerts/unsubscribe',
  newsletter: '/newsletter/confirm',
} as const;

/** Where "Save this search" leads without JavaScript: the form, for the search in its query. */
export const SAVE_SEARCH_PAGE = '/alerts/save';

/** The legal pages, each built from its part of data/legal/legal.en.json. */
export const LEGAL_PAGE_PATHS = {
  privacy: '/privacy',
  terms: '/terms',
  accessibility: '/accessibility',
} as const;
export const PRIVACY_PATH = LEGAL_PAGE_PATHS.privacy;
