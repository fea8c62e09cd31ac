import type { Config, Context } from '@netlify/functions';
import { listingsDeps } from '#src/features/listings/api.server.ts';
import { readListingTemplate, renderListingPage } from '#src/features/listings/listing-page.server.ts';
import { configuredSiteUrl } from '#src/lib/server/site-url.ts';

export default (request: Request, context: Context): Promise<Response> =>
  renderListingPage(request, {
    ...listingsDeps(context),
    template: readListingTemplate,
    // The build's canonical origin (astro.config.mjs `site`), never the local server's.
    siteUrl: configuredSiteUrl(),
  });

// preferStatic: the prebuilt pages of the office's listing files win; every other id is rendered here.
export const config: Config = { path: '/properties/:id', preferStatic: true };
