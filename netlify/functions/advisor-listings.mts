import type { Config, Context } from '@netlify/functions';
import { getAdvisorListings, listingsDeps } from '#src/features/listings/api.server.ts';

export default (request: Request, context: Context): Promise<Response> =>
  getAdvisorListings(request, listingsDeps(context));

export const config: Config = { path: '/api/advisors/:id/listings' };
