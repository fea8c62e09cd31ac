import type { Config, Context } from '@netlify/functions';
import { outboxHooks, type DeliveryDeps } from '#src/features/leads/delivery.server.ts';
import { deliveryDeps } from '#src/features/leads/leads.server.ts';
import { handleSubscribe } from '#src/features/leads/subscribers.server.ts';
import { openStore } from '#src/lib/server/stores.ts';

export default (request: Request, context?: Context): Promise<Response> => {
  let deps: DeliveryDeps | undefined;
  const delivery = () => (deps ??= deliveryDeps(context));
  return handleSubscribe(request, {
    openStore: () => openStore('subscribers'),
    outbox: outboxHooks('subscriber', delivery, context && ((promise) => context.waitUntil(promise))),
  });
};

export const config: Config = {
  path: '/api/subscribe',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
