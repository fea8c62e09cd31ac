import type { Config, Context } from '@netlify/functions';
import { getSimilarProperties, listingsDeps } from '#src/features/listings/api.server.ts';

export default (request: Request, context: Context): Promise<Response> =>
  getSimilarProperties(request, listingsDeps(context));

export const config: Config = { path: '/api/properties/:id/similar' };
