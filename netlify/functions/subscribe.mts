import type { Config } from '@netlify/functions';
import { handleSubscribe } from '../../src/lib/server/subscribers.ts';
import { openStore } from '../../src/lib/server/stores.ts';

export default (request: Request): Promise<Response> =>
  handleSubscribe(request, { openStore: () => openStore('subscribers') });

export const config: Config = {
  path: '/api/subscribe',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
