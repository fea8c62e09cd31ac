import type { Config } from '@netlify/functions';
import {
  readNotFoundPage,
  readValuationPage,
  renderValuationTownPage,
} from '#src/features/leads/valuation-town-page.server.ts';

export default (request: Request): Promise<Response> =>
  renderValuationTownPage(request, { page: readValuationPage, notFoundPage: readNotFoundPage });

// Only where no file is built: /home-valuation/thank-you stays the static page.
export const config: Config = { path: '/home-valuation/:town', preferStatic: true };
