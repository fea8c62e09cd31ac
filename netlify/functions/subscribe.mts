import type { Config, Context } from '@netlify/functions';
import { outboxHooks, type DeliveryDeps } from '../../src/lib/server/delivery.ts';
import { deliveryDeps } from '../../src/lib/server/leads.ts';
import { handleSubscribe } from '../../src/lib/server/subscribers.ts';
import { openStore } from '../../src/lib/server/stores.ts';

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
