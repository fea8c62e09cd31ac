import type { Config } from '@netlify/functions';
import {
  readNotFoundPage,
  readValuationPage,
  renderValuationTownPage,
} from '#src/features/leads/valuation-town-page.server.ts';

export default (request: Request): Promise<Response> =>
  renderValuationTownPage(request, { page: readValuationPage, notFoundPage: readNotFoundPage });

// In every language; the thank-you page is valuation-thank-you's.
export const config: Config = {
  path: ['/home-valuation/:town', '/es/home-valuation/:town', '/pt/home-valuation/:town', '/fr/home-valuation/:town'],
  excludedPath: [
    '/home-valuation/thank-you',
    '/es/home-valuation/thank-you',
    '/pt/home-valuation/thank-you',
    '/fr/home-valuation/thank-you',
  ],
};
