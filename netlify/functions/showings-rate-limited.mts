import type { Config } from '@netlify/functions';
import { showingPageDeps } from '#src/features/showings/showing-deps.server.ts';
import { showingRateLimited } from '#src/features/showings/showing-form.server.ts';

// Where Netlify's rate limiter of /api/showings rewrites a request past the limit (showings.mts): a 429 for
// every method, as a page for a form sent without JavaScript, as JSON for the island.
export default (request: Request): Promise<Response> | Response => showingRateLimited(request, showingPageDeps());

export const config: Config = { path: '/api/showings/rate-limited' };
