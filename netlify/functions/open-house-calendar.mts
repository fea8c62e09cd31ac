import type { Config, Context } from '@netlify/functions';
import { getOpenHouseCalendar, listingsDeps } from '#src/features/listings/api.server.ts';

export default (request: Request, context: Context): Promise<Response> =>
  getOpenHouseCalendar(request, listingsDeps(context));

export const config: Config = { path: '/api/properties/:id/open-house.ics' };
