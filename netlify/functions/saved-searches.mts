import type { Config, Context } from '@netlify/functions';
import { alertDeps } from '#src/features/alerts/alert-deps.server.ts';
import { handleSaveSearch } from '#src/features/alerts/saved-searches.server.ts';

export default (request: Request, context?: Context): Promise<Response> =>
  handleSaveSearch(request, alertDeps(context));

export const config: Config = {
  path: '/api/saved-searches',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
