import type { Config, Context } from '@netlify/functions';
import { handleInquiry } from '#src/features/leads/inquiries.server.ts';
import { invocationOutbox } from '#src/features/leads/leads.server.ts';
import { openStore } from '#src/lib/server/stores.ts';

export default (request: Request, context?: Context): Promise<Response> =>
  handleInquiry(request, {
    // Outside production, the deploy context's own store (see storeName).
    openStore: () => openStore('inquiries', context),
    outbox: invocationOutbox('inquiry', context),
  });

export const config: Config = {
  path: '/api/inquiries',
  // Netlify's platform rule, per client IP on this domain: 10 inquiries a minute is ample for people.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
