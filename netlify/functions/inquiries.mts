import type { Config, Context } from '@netlify/functions';
import { outboxHooks, type DeliveryDeps } from '#src/features/leads/delivery.server.ts';
import { handleInquiry } from '#src/features/leads/inquiries.server.ts';
import { deliveryDeps } from '#src/features/leads/leads.server.ts';
import { openStore } from '#src/lib/server/stores.ts';

export default (request: Request, context?: Context): Promise<Response> => {
  let deps: DeliveryDeps | undefined;
  const delivery = () => (deps ??= deliveryDeps(context));
  return handleInquiry(request, {
    openStore: () => openStore('inquiries'),
    outbox: outboxHooks('inquiry', delivery, context && ((promise) => context.waitUntil(promise))),
  });
};

export const config: Config = {
  path: '/api/inquiries',
  // Netlify's platform rule, per client IP on this domain: 10 inquiries a minute is ample for people.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
