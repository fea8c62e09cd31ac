import type { Config, Context } from '@netlify/functions';
import { listingsDeps } from '#src/features/listings/api.server.ts';
import {
  readAdvisorNotFoundPage,
  readAdvisorTemplate,
  renderAdvisorPage,
} from '#src/features/advisor-page/advisor-page.server.ts';
import { configuredSiteUrl } from '#src/lib/server/site-url.ts';

export default (request: Request, context: Context): Promise<Response> =>
  renderAdvisorPage(request, {
    ...listingsDeps(context),
    template: readAdvisorTemplate,
    notFoundPage: readAdvisorNotFoundPage,
    // The build's canonical origin (astro.config.mjs `site`), never the local server's.
    siteUrl: configuredSiteUrl(),
  });

// Only where no file is built, in every language: the profiles of advisors the MLS names (their templates left
// dist/), the old numeric addresses and unknown slugs. Every other profile stays a static page. A literal list:
// Netlify reads the path statically.
export const config: Config = {
  path: ['/advisors/:slug', '/es/advisors/:slug', '/pt/advisors/:slug', '/fr/advisors/:slug'],
  preferStatic: true,
};
