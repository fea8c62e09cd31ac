import type { Config, Context } from '@netlify/functions';
import { handleInquiry } from '#src/features/leads/inquiries.server.ts';
import { handleInquiryForm } from '#src/features/leads/inquiry-form.server.ts';
import { inquiryOutbox } from '#src/features/leads/lead-delivery.server.ts';
import { valuationConfirmation } from '#src/features/leads/valuation-confirmation.server.ts';
import { isFormPost } from '#src/lib/server/body.ts';
import { openStore } from '#src/lib/server/stores.ts';

export default (request: Request, context?: Context): Promise<Response> => {
  const deps = {
    // Outside production, the deploy context's own store (see storeName).
    openStore: () => openStore('inquiries', context),
    outbox: inquiryOutbox(context),
    // The visitor's confirmation of a valuation request, queued after the inquiry is stored.
    afterStore: valuationConfirmation(context),
  };
  // A form sent without JavaScript is answered with pages; the islands' JSON with JSON.
  return isFormPost(request) ? handleInquiryForm(request, deps) : handleInquiry(request, deps);
};

export const config: Config = {
  path: '/api/inquiries',
  // Netlify's platform rule, per client IP on this domain: 10 inquiries a minute is ample for people. Past
  // it the request goes to inquiries-rate-limited, which answers 429 as a page for a form without JavaScript.
  rateLimit: {
    action: 'rewrite',
    to: '/api/inquiries/rate-limited',
    windowLimit: 10,
    windowSize: 60,
    aggregateBy: ['ip', 'domain'],
  },
};
