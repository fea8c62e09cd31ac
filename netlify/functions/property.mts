import type { Config, Context } from '@netlify/functions';
import { getProperty, listingsDeps } from '#src/features/listings/api.server.ts';

export default (request: Request, context: Context): Promise<Response> => getProperty(request, listingsDeps(context));

// "search" and "relaxations" are excluded so that the route order of the platform never decides who answers them.
export const config: Config = {
  path: '/api/properties/:id',
  excludedPath: ['/api/properties/search', '/api/properties/relaxations'],
};
