import type { Config, Context } from '@netlify/functions';
import { listingsDeps, searchProperties } from '#src/features/listings/api.server.ts';

export default (request: Request, context: Context): Promise<Response> =>
  searchProperties(request, listingsDeps(context));

// No method filter here: a GET gets this function's 405, not the {id} function's 400.
export const config: Config = { path: '/api/properties/search' };
