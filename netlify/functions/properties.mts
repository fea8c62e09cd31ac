import type { Config, Context } from '@netlify/functions';
import { listingsDeps, listProperties } from '../../src/lib/server/properties-api.ts';

export default (request: Request, context: Context): Promise<Response> =>
  listProperties(request, listingsDeps(context));

export const config: Config = { path: '/api/properties' };
