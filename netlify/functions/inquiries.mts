import type { Config } from '@netlify/functions';
import { handleInquiry } from '../../src/lib/server/inquiries.ts';
import { openStore } from '../../src/lib/server/stores.ts';

export default (request: Request): Promise<Response> =>
  handleInquiry(request, { openStore: () => openStore('inquiries') });

export const config: Config = {
  path: '/api/inquiries',
  // Netlify's platform rule, per client IP on this domain: 10 inquiries a minute is ample for people.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
