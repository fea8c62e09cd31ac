import type { Config, Context } from '@netlify/functions';
import { alertDeps } from '#src/features/alerts/alert-deps.server.ts';
import { handleAlertPage } from '#src/features/alerts/alert-routes.server.ts';

export default (request: Request, context?: Context): Promise<Response> => handleAlertPage(request, alertDeps(context));

// The pages alert and newsletter e-mails link to (each with a signed token), and the form without JavaScript,
// in every language (/pt/alerts/manage, /pt/newsletter/confirm).
export const config: Config = {
  path: [
    '/alerts/save',
    '/alerts/confirm',
    '/alerts/manage',
    '/alerts/unsubscribe',
    '/es/alerts/save',
    '/es/alerts/confirm',
    '/es/alerts/manage',
    '/es/alerts/unsubscribe',
    '/pt/alerts/save',
    '/pt/alerts/confirm',
    '/pt/alerts/manage',
    '/pt/alerts/unsubscribe',
    '/fr/alerts/save',
    '/fr/alerts/confirm',
    '/fr/alerts/manage',
    '/fr/alerts/unsubscribe',
    '/newsletter/confirm',
    '/es/newsletter/confirm',
    '/pt/newsletter/confirm',
    '/fr/newsletter/confirm',
  ],
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
