import type { Config, Context } from '@netlify/functions';
import { alertDeps } from '#src/features/alerts/alert-deps.server.ts';
import { handleSubscribe } from '#src/features/alerts/newsletter.server.ts';

export default (request: Request, context?: Context): Promise<Response> => handleSubscribe(request, alertDeps(context));

export const config: Config = {
  path: '/api/subscribe',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
