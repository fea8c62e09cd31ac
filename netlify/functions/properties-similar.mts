import type { Config, Context } from '@netlify/functions';
import { getSimilarProperties, listingsDeps } from '../../src/lib/server/properties-api.ts';

export default (request: Request, context: Context): Promise<Response> =>
  getSimilarProperties(request, listingsDeps(context));

export const config: Config = { path: '/api/properties/:id/similar' };
