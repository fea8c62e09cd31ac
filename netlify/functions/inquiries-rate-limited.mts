import type { Config } from '@netlify/functions';
import { rateLimited } from '#src/features/leads/inquiry-form.server.ts';

// Where Netlify's rate limiter of /api/inquiries rewrites a request past the limit (inquiries.mts): a 429
// for every method, as a page for a form sent without JavaScript, as JSON for the islands.
export default (request: Request): Promise<Response> | Response => rateLimited(request);

export const config: Config = { path: '/api/inquiries/rate-limited' };
