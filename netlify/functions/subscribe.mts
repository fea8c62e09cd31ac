import type { Config, Context } from '@netlify/functions';
import { invocationOutbox } from '#src/features/leads/leads.server.ts';
import { handleSubscribe } from '#src/features/leads/subscribers.server.ts';
import { openStore } from '#src/lib/server/stores.ts';

export default (request: Request, context?: Context): Promise<Response> =>
  handleSubscribe(request, {
    openStore: () => openStore('subscribers', context),
    outbox: invocationOutbox('subscriber', context),
  });

export const config: Config = {
  path: '/api/subscribe',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
