import type { Config, Context } from '@netlify/functions';
import { listingsDeps, listProperties } from '#src/features/listings/api.server.ts';

export default (request: Request, context: Context): Promise<Response> =>
  listProperties(request, listingsDeps(context));

export const config: Config = { path: '/api/properties' };
