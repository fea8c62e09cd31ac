import type { Config } from '@netlify/functions';
import {
  readNotFoundPage,
  readValuationPage,
  renderValuationTownPage,
} from '#src/features/leads/valuation-town-page.server.ts';

export default (request: Request): Promise<Response> =>
  renderValuationTownPage(request, { page: readValuationPage, notFoundPage: readNotFoundPage });

// The thank-you page is valuation-thank-you's.
export const config: Config = { path: '/home-valuation/:town', excludedPath: '/home-valuation/thank-you' };
