/** The cores of GET /api/properties, POST /api/properties/search and GET /api/properties/{id}. */
import type { Store } from '@netlify/blobs';
import { propertyIdSchema, searchBodySchema } from '../../schemas/property.ts';
import { propertyApiIdSegment } from '../paths.ts';
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

/** GET /api/properties/{id}: one listing; 400 for an id that is not a positive integer, 404 when unknown. */
export async function getProperty(request: Request, deps: ListingsDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET']);
  if (refused) return refused;
  const id = propertyIdSchema.safeParse(propertyApiIdSegment(new URL(request.url).pathname) ?? '');
  if (!id.success)
    return errorResponse(400, 'Invalid field: id: The property id must be a positive integer', {
      fields: { id: 'The property id must be a positive integer' },
    });
  return withCatalog(deps, (catalog) => {
    const property = catalog.byId.get(id.data);
    const headers = cdnCacheHeaders([CACHE_TAGS.listings, CACHE_TAGS.property(id.data)]);
    return property
      ? json(property, 200, headers)
      : errorResponse(404, `No property has the id ${id.data}.`, { headers });
  });
}
