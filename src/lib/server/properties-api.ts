/**
 * The cores of GET /api/properties, POST /api/properties/search, GET /api/properties/{id} and
 * GET /api/properties/{id}/similar.
 */
import type { Store } from '@netlify/blobs';
import { propertyIdSchema, searchBodySchema, type Property } from '../../schemas/property.ts';
import { propertyApiIdSegment, similarApiIdSegment } from '../paths.ts';
import { rankSimilar } from '../similar.ts';
import { readJsonBody, validationResponse } from './body.ts';
import { CACHE_TAGS, cdnCacheHeaders } from './cache.ts';
import { errorResponse, guardMethod, json, jsonText } from './http.ts';
import { loadCatalog, type Catalog, type SeedSource } from './listings-store.ts';
import { fileSeedSource, isLocalInvocation } from './listing-files.ts';
import { openStore } from './stores.ts';

export interface ListingsDeps {
  store: Store;
  seed?: SeedSource;
}

/** The real wiring; call it inside the request (Netlify provides the Blobs context per invocation). */
export function listingsDeps(context?: { deploy?: { id?: string } }): ListingsDeps {
  return { store: openStore('listings'), seed: fileSeedSource(isLocalInvocation(context)) };
}

async function withCatalog(deps: ListingsDeps, answer: (catalog: Catalog) => Response): Promise<Response> {
  let catalog: Catalog;
  try {
    catalog = await loadCatalog(deps.store, deps.seed);
  } catch (error) {
    console.error('Listings could not be loaded:', error);
    return errorResponse(503, 'Listings are unavailable. Please try again shortly.');
  }
  return answer(catalog);
}

/** GET /api/properties: every listing, newest first. */
export async function listProperties(request: Request, deps: ListingsDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET']);
  if (refused) return refused;
  return withCatalog(deps, (catalog) => jsonText(catalog.listJson, 200, cdnCacheHeaders([CACHE_TAGS.listings])));
}

/** POST /api/properties/search: the listings matching {location, propertyType, priceRange, beds}. */
export async function searchProperties(request: Request, deps: ListingsDeps): Promise<Response> {
  const refused = guardMethod(request, ['POST']);
  if (refused) return refused;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const criteria = searchBodySchema.safeParse(body.value);
  if (!criteria.success) return validationResponse(criteria.error);
  return withCatalog(deps, (catalog) => json(catalog.index.search(criteria.data)));
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
  return withProperty(request, deps, propertyApiIdSegment, (property, _catalog, headers) =>
    json(property, 200, headers),
  );
}

/**
 * GET /api/properties/{id}/similar: the listing's similar homes, ranked as the prebuilt pages rank them
 * (src/lib/similar.ts), so that a listing added after the build never needs the whole catalogue in the
 * browser. An empty array when nothing qualifies.
 */
export function getSimilarProperties(request: Request, deps: ListingsDeps): Promise<Response> {
  return withProperty(request, deps, similarApiIdSegment, (property, catalog, headers) =>
    json(rankSimilar(property, catalog.properties), 200, headers),
  );
}
