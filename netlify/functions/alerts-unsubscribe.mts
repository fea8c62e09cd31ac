import type { Config, Context } from '@netlify/functions';
import { alertDeps } from '#src/features/alerts/alert-deps.server.ts';
import { handleUnsubscribe } from '#src/features/alerts/alert-routes.server.ts';

export default (request: Request, context?: Context): Promise<Response> =>
  handleUnsubscribe(request, alertDeps(context));

// RFC 8058 one-click unsubscribe: mail providers POST here from anywhere.
export const config: Config = { path: '/api/alerts/unsubscribe' };
