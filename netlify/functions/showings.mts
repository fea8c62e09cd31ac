import type { Config, Context } from '@netlify/functions';
import { showingDeps } from '#src/features/showings/showing-deps.server.ts';
import { handleShowingForm } from '#src/features/showings/showing-form.server.ts';
import { handleShowingRequest } from '#src/features/showings/showing-requests.server.ts';
import { isFormPost } from '#src/lib/server/body.ts';

export default (request: Request, context?: Context): Promise<Response> => {
  const deps = showingDeps(context);
  // A form sent without JavaScript is answered with pages; the island's JSON with JSON.
  return isFormPost(request) ? handleShowingForm(request, deps) : handleShowingRequest(request, deps);
};

export const config: Config = {
  path: '/api/showings',
  // The inquiries' rule (inquiries.mts), per client IP on this domain: 10 requests a minute. Past it the
  // request goes to showings-rate-limited, which answers 429 as a page for a form without JavaScript.
  rateLimit: {
    action: 'rewrite',
    to: '/api/showings/rate-limited',
    windowLimit: 10,
    windowSize: 60,
    aggregateBy: ['ip', 'domain'],
  },
};
