/**
 * The cores of GET /api/properties, POST /api/properties/search, GET /api/properties/relaxations,
 * GET /api/properties/{id}, GET /api/properties/{id}/similar and GET /api/properties/{id}/open-house.ics.
 */
import {
  forSaleCountsQuerySchema,
  listQuerySchema,
  openHouseCalendarQuerySchema,
  propertyIdSchema,
  type Property,
} from '#src/schemas/property.ts';
import { searchBodySchema, type SearchCriteria } from '#src/schemas/search-body.ts';
import { DEFAULT_SORT } from '#src/schemas/property-fields.ts';
import { pageWindow } from './paging.ts';
import { nearestRelaxations, type RelaxationWords } from './relaxations.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#src/schemas/locale.ts';
import type { Relaxation } from './results-header.ts';
import { toCriteria } from './search-criteria.ts';
import { dependsOnTime } from './search.ts';
import { sortProperties } from './sort.ts';
import { hasFilters, readFilters, type ResultsFilters } from '#src/schemas/results-query.ts';
import { SEARCH_FILTERS } from '#src/schemas/search-filters.ts';
import { LISTINGS_SYNCED_AT_HEADER, TOTAL_COUNT_HEADER } from '#src/lib/api.ts';
import {
  advisorListingsApiIdSegment,
  listingApiIdSegment,
  listingPath,
  openHouseCalendarApiIdSegment,
  similarListingsApiIdSegment,
} from '#src/lib/paths.ts';
import { openHouseIcs } from './open-house-ics.ts';
import { icsFileName } from './open-houses.ts';
import { rankSimilar } from './similar.ts';
import { advisorListings } from './advisor-listings.ts';
import { forSaleCounts } from './for-sale-counts.ts';
import { teamMembers } from '#src/features/team/team-data.server.ts';
import { positiveIntParam } from '#src/schemas/params.ts';
import { readJsonBody, validationResponse } from '#src/lib/server/body.ts';
import { CACHE_TAGS, cdnCacheHeaders } from '#src/lib/server/cache.ts';
import { errorResponse, guardMethod, json, jsonText } from '#src/lib/server/http.ts';
import { loadCatalog, type Catalog, type CatalogSources } from './catalog.server.ts';
import { isLocalInvocation, officeSource } from './listing-files.server.ts';
import { openStore } from '#src/lib/server/stores.ts';

export interface ListingsDeps extends CatalogSources {
  /** The platform's answer limits (tests make them small). */
  answerLimits?: AnswerLimits;
}

/** The real wiring; call it inside the request (Netlify provides the Blobs context per invocation). */
export function listingsDeps(context?: { deploy?: { id?: string } }): ListingsDeps {
  return { office: officeSource(isLocalInvocation(context)), feed: openStore('listings') };
}

async function withCatalog(deps: ListingsDeps, answer: (catalog: Catalog) => Response): Promise<Response> {
  let catalog: Catalog;
  try {
    catalog = await loadCatalog(deps);
  } catch (error) {
    console.error('Listings could not be loaded:', error);
    return errorResponse(503, 'Listings are unavailable. Please try again shortly.');
  }
  const response = answer(catalog);
  if (catalog.syncedAt) response.headers.set(LISTINGS_SYNCED_AT_HEADER, catalog.syncedAt);
  return response;
}

/** The paging both endpoints take (the whole GET query; part of the search body). */
type PageQuery = Pick<SearchCriteria, 'limit' | 'offset' | 'sort'>;

/** True when the request asks for a page or an order (any of limit, offset, sort). */
const isPaged = (query: PageQuery): boolean =>
  query.limit !== undefined || query.offset !== undefined || query.sort !== undefined;

/** The page of `ordered` the query names; without limit, offset or sort, null (the spec's full array). */
function pageOf(ordered: readonly Property[], query: PageQuery): { items: Property[]; total: number } | null {
  if (!isPaged(query)) return null;
  return { items: pageWindow(ordered, query.offset, query.limit), total: ordered.length };
}

/** The entity tags an If-None-Match header lists ("*" matches any); weak tags compare as strong ones. */
function matchesEtag(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match');
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** The same answer without its body, for HEAD. */
function withoutBody(response: Response): Response {
  return new Response(null, { status: response.status, headers: response.headers });
}

/** Netlify buffers at most 6 MB of a function's answer; a streamed answer may reach 20 MB. */
export interface AnswerLimits {
  buffered: number;
  streamed: number;
}
export const NETLIFY_ANSWER_LIMITS: AnswerLimits = { buffered: 6_000_000, streamed: 20_000_000 };

/** The text in chunks of a megabyte, so the platform streams it instead of buffering it. */
export function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      controller.enqueue(bytes.subarray(offset, offset + 1_000_000));
      offset += 1_000_000;
      if (offset >= bytes.byteLength) controller.close();
    },
  });
}

/**
 * The spec's unpaged answer: every listing. Past what a buffered answer holds it is streamed; past what
 * even a stream holds, a 400 says to ask for pages, since the platform would cut the answer off midway
 * (README, Listings: how large the answers get).
 */
function fullList(catalog: Catalog, headers: Record<string, string>, limits: AnswerLimits): Response {
  const total = { [TOTAL_COUNT_HEADER]: String(catalog.properties.length) };
  if (catalog.listBytes > limits.streamed)
    return errorResponse(
      400,
      `The full list of ${catalog.properties.length} listings is larger than one answer can carry; ask for pages with limit and offset.`,
      { headers: { ...headers, ...total } },
    );
  const body = catalog.listBytes > limits.buffered ? streamed(catalog.listJson) : catalog.listJson;
  return jsonText(body, 200, headers);
}

/**
 * GET (and HEAD) /api/properties: every listing, newest first (the spec's answer), or with limit, offset
 * or sort in the query one page of them in that order, with the total in X-Total-Count. The ETag is the
 * catalogue's content hash plus the query, and If-None-Match with it gets 304.
 */
export async function listProperties(request: Request, deps: ListingsDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET', 'HEAD']);
  if (refused) return refused;
  const query = listQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return validationResponse(query.error);
  const answer = await withCatalog(deps, (catalog) => {
    const { limit, offset, sort } = query.data;
    const paged = isPaged(query.data);
    const etag = paged
      ? `"${catalog.version}-l${limit ?? 'all'}-o${offset ?? 0}-${sort ?? DEFAULT_SORT}"`
      : `"${catalog.version}"`;
    const headers: Record<string, string> = {
      ...cdnCacheHeaders([CACHE_TAGS.listings]),
      'netlify-vary': `query=${Object.keys(listQuerySchema.shape).join('|')}`,
      etag,
    };
    if (matchesEtag(request, etag)) return new Response(null, { status: 304, headers });
    const page = pageOf(catalog.sorted(sort ?? DEFAULT_SORT), query.data);
    if (!page) return fullList(catalog, headers, deps.answerLimits ?? NETLIFY_ANSWER_LIMITS);
    return json(page.items, 200, { ...headers, [TOTAL_COUNT_HEADER]: String(page.total) });
  });
  return request.method === 'HEAD' ? withoutBody(answer) : answer;
}

/**
 * POST /api/properties/search: the listings matching {location, propertyType, priceRange, beds} and the
 * optional map area {bbox}, newest first; with limit, offset or sort, one page of them in that order, with
 * the total in X-Total-Count.
 */
export async function searchProperties(request: Request, deps: ListingsDeps): Promise<Response> {
  const refused = guardMethod(request, ['POST']);
  if (refused) return refused;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const criteria = searchBodySchema.safeParse(body.value);
  if (!criteria.success) return validationResponse(criteria.error);
  return withCatalog(deps, (catalog) => {
    const { limit, offset, sort } = criteria.data;
    const found = catalog.index.search(criteria.data);
    // The index keeps the snapshot's order, which is newest first.
    const ordered = sort && sort !== DEFAULT_SORT ? sortProperties(found, sort) : found;
    const page = pageOf(ordered, { limit, offset, sort });
    return page ? json(page.items, 200, { [TOTAL_COUNT_HEADER]: String(page.total) }) : json(found);
  });
}

/**
 * The CDN caching of a search's answer or page, tagged `listings` (the sync purges it): 5 minutes, and never
 * stale when its results change with the time alone (open houses this week), so that "this week" is at most
 * 5 minutes behind the clock.
 */
export function searchCacheHeaders(filters: ResultsFilters): Record<string, string> {
  return cdnCacheHeaders([CACHE_TAGS.listings], 300, dependsOnTime(filters) ? 0 : undefined);
}

/** The nearest relaxations of a search over the catalogue, with counts as the search finds them then. */
export function catalogRelaxations(
  catalog: Catalog,
  filters: ResultsFilters,
  now: Date,
  words?: RelaxationWords,
): Relaxation[] {
  return nearestRelaxations(
    filters,
    (relaxed) => catalog.index.search(toCriteria(relaxed), now).length,
    undefined,
    undefined,
    words,
  );
}

/**
 * GET /api/properties/relaxations?{the /properties filters}[&lang=pt]: the nearest searches that find homes,
 * for the search page's empty state (src/features/listings/relaxations.ts), as [{label, filters, count}], the
 * labels in the language `lang` names (English without it); [] without a filter. The filters are read as the
 * /properties URL reads them; a language the site does not speak is a 400.
 */
export async function getRelaxations(
  request: Request,
  deps: ListingsDeps & { relaxationWords: (locale: Locale) => RelaxationWords },
): Promise<Response> {
  const refused = guardMethod(request, ['GET']);
  if (refused) return refused;
  const params = new URL(request.url).searchParams;
  const lang = params.get('lang') ?? DEFAULT_LOCALE;
  if (!isLocale(lang)) return json({ error: 'Unknown language' }, 400);
  const filters = readFilters(params);
  return withCatalog(deps, (catalog) =>
    json(hasFilters(filters) ? catalogRelaxations(catalog, filters, new Date(), deps.relaxationWords(lang)) : [], 200, {
      ...searchCacheHeaders(filters),
      'netlify-vary': `query=${[...SEARCH_FILTERS.map((filter) => filter.key), 'lang'].join('|')}`,
    }),
  );
}

/**
 * The listing an {id} path names (read from the URL because rewrites drop route params): 400 for an id
 * that is not a positive integer, 404 when unknown.
 */
async function withProperty(
  request: Request,
  deps: ListingsDeps,
  idSegment: (pathname: string) => string | null,
  answer: (property: Property, catalog: Catalog, headers: Record<string, string>) => Response,
): Promise<Response> {
  const refused = guardMethod(request, ['GET']);
  if (refused) return refused;
  const id = propertyIdSchema.safeParse(idSegment(new URL(request.url).pathname) ?? '');
  if (!id.success)
    return errorResponse(400, 'Invalid field: id: The property id must be a positive integer', {
      fields: { id: 'The property id must be a positive integer' },
    });
  return withCatalog(deps, (catalog) => {
    const property = catalog.byId.get(id.data);
    const headers = cdnCacheHeaders([CACHE_TAGS.listings, CACHE_TAGS.property(id.data)]);
    return property
      ? answer(property, catalog, headers)
      : errorResponse(404, `No property has the id ${id.data}.`, { headers });
  });
}

/** GET /api/properties/{id}: one listing. */
export function getProperty(request: Request, deps: ListingsDeps): Promise<Response> {
  return withProperty(request, deps, listingApiIdSegment, (property, _catalog, headers) =>
    json(property, 200, headers),
  );
}

/**
 * GET /api/properties/{id}/similar: the listing's similar homes, ranked as the prebuilt pages rank them
 * (src/features/listings/similar.ts), so that a listing added after the build never needs the whole catalogue in the
 * browser. An empty array when nothing qualifies.
 */
export function getSimilarProperties(request: Request, deps: ListingsDeps): Promise<Response> {
  return withProperty(request, deps, similarListingsApiIdSegment, (property, catalog, headers) =>
    json(rankSimilar(property, catalog.properties), 200, headers),
  );
}

/**
 * GET /api/properties/{id}/open-house.ics?start=…: the open house of the listing starting then, as a
 * calendar file to download ("Add to calendar" links here, so it works without a script). 404 once the
 * listing no longer has it.
 */
export function getOpenHouseCalendar(request: Request, deps: ListingsDeps): Promise<Response> {
  const url = new URL(request.url);
  const query = openHouseCalendarQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return Promise.resolve(validationResponse(query.error));
  const start = Date.parse(query.data.start);
  return withProperty(request, deps, openHouseCalendarApiIdSegment, (property, _catalog, headers) => {
    const openHouse = property.openHouses?.find((candidate) => Date.parse(candidate.start) === start);
    if (!openHouse) return errorResponse(404, 'This listing has no open house at that time.', { headers });
    const body = openHouseIcs(property, openHouse, new URL(listingPath(property.id), url).href);
    return new Response(body, {
      headers: {
        ...headers,
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${icsFileName(property, openHouse)}"`,
      },
    });
  });
}

/**
 * GET /api/advisors/{id}/listings: the advisor's available listings from the whole catalogue (the office's
 * files and the MLS listings the feed links to them), newest first. 404 for an id that is no advisor's.
 */
export async function getAdvisorListings(request: Request, deps: ListingsDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET']);
  if (refused) return refused;
  const id = positiveIntParam.safeParse(advisorListingsApiIdSegment(new URL(request.url).pathname) ?? '');
  if (!id.success)
    return errorResponse(400, 'Invalid field: id: The advisor id must be a positive integer', {
      fields: { id: 'The advisor id must be a positive integer' },
    });
  if (!teamMembers().some((member) => member.id === id.data && member.role === 'advisor'))
    return errorResponse(404, `No advisor has the id ${id.data}.`);
  return withCatalog(deps, (catalog) =>
    json(advisorListings(catalog.properties, id.data), 200, cdnCacheHeaders([CACHE_TAGS.listings])),
  );
}

/**
 * GET /api/listings/for-sale-counts?location=…: for each location (given 1 to 48 times), how many homes are
 * for sale there in the whole catalogue (office files and MLS feed): {"counts": {"Jamestown": 4}}. A county
 * page fills its town cards with it; the CDN keeps each answer under the listings tag, which the sync purges.
 */
export async function getForSaleCounts(request: Request, deps: ListingsDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET']);
  if (refused) return refused;
  const params = new URL(request.url).searchParams;
  const query = forSaleCountsQuerySchema.safeParse({
    ...Object.fromEntries(params),
    location: params.getAll('location'),
  });
  if (!query.success) return validationResponse(query.error);
  return withCatalog(deps, (catalog) =>
    json({ counts: forSaleCounts(catalog.properties, query.data.location) }, 200, {
      ...cdnCacheHeaders([CACHE_TAGS.listings]),
      'netlify-vary': 'query=location',
    }),
  );
}
