import type { Config, Context } from '@netlify/functions';
import { getForSaleCounts, listingsDeps } from '#src/features/listings/api.server.ts';

export default (request: Request, context: Context): Promise<Response> =>
  getForSaleCounts(request, listingsDeps(context));

export const config: Config = { path: '/api/listings/for-sale-counts' };
