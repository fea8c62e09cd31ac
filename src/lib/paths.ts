/** Every internal URL the site builds, and the parsers for the ones its code reads back. Pure. */
import { FILTER_KEYS, FORM_FILTER_KEYS, type Filters } from '#src/features/listings/search.ts';
import { DEFAULT_SORT, type SortKey } from '#src/schemas/property-fields.ts';

/** A listing's page. */
export const listingPath = (id: number): string => `/properties/${String(id)}`;

/** An advisor's profile. */
export const advisorPath = (slug: string): string => `/advisors/${slug}`;

/** The old numeric address of an advisor's profile, kept as a redirect to advisorPath. */
export const legacyAdvisorPath = (id: number): string => `/advisors/${String(id)}`;

/** A county guide. */
export const countyPath = (slug: string): string => `/counties/${slug}`;

/** A market-update article. */
export const articlePath = (slug: string): string => `/market-updates/${slug}`;

/** One listing from the API. */
export const propertyApiPath = (id: number): string => `/api/properties/${String(id)}`;

/** A listing's similar homes from the API. */
export const similarApiPath = (id: number): string => `/api/properties/${String(id)}/similar`;

/** One advisor from the API. */
export const advisorApiPath = (id: number): string => `/api/advisors/${String(id)}`;

/** What the /properties URL carries besides filters and page. */
export interface ResultsOptions {
  /** Left out when it is the default (newest). */
  sort?: SortKey;
  /** "map" shows the map; the list is the default. */
  view?: 'list' | 'map';
}

/**
 * The /properties URL for filters and a page. By default only non-empty filters appear; `complete`
 * writes all four form fields, which is what the no-JavaScript form produces and what routes to the
 * server render.
 */
export function propertiesSearchPath(
  filters: Filters,
  page = 1,
  complete = false,
  { sort = DEFAULT_SORT, view = 'list' }: ResultsOptions = {},
): string {
  const params = new URLSearchParams();
  const always: readonly string[] = complete ? FORM_FILTER_KEYS : [];
  for (const key of FILTER_KEYS) if (always.includes(key) || filters[key] !== '') params.set(key, filters[key]);
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  if (view === 'map') params.set('view', 'map');
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/properties?${query}` : '/properties';
}

/** GET /api/properties for one page in an order: ?limit=&offset=&sort=. */
export function propertiesApiPagePath(page: { limit: number; offset: number; sort: SortKey }): string {
  const params = new URLSearchParams({ limit: String(page.limit), offset: String(page.offset), sort: page.sort });
  return `/api/properties?${params.toString()}`;
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

/** The id segment of /api/properties/{id}, unvalidated; null for any other shape. */
export const propertyApiIdSegment = (pathname: string): string | null => segmentAfter('/api/properties', pathname);

/** The id segment of /api/properties/{id}/similar, unvalidated; null for any other shape. */
export function similarApiIdSegment(pathname: string): string | null {
  const match = /^(\/api\/properties\/[^/]+)\/similar\/?$/.exec(pathname);
  return match?.[1] ? propertyApiIdSegment(match[1]) : null;
}

/** The id segment of /api/advisors/{id}, unvalidated; null for any other shape. */
export const advisorApiIdSegment = (pathname: string): string | null => segmentAfter('/api/advisors', pathname);
