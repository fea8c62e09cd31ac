import type { Config, Context } from '@netlify/functions';
import { listingsDeps } from '#src/features/listings/api.server.ts';
import { readListingTemplate, renderListingPage } from '#src/features/listing-page/listing-page.server.ts';
import { configuredSiteUrl } from '#src/lib/server/site-url.ts';

export default (request: Request, context: Context): Promise<Response> =>
  renderListingPage(request, {
    ...listingsDeps(context),
    template: readListingTemplate,
    // The build's canonical origin (astro.config.mjs `site`), never the local server's.
    siteUrl: configuredSiteUrl(),
  });

// Every listing's page, the office's too (whose prebuilt pages it renders identically), so that similar
// homes always come from the whole catalogue, the MLS feed's included; in every language.
export const config: Config = {
  path: ['/properties/:id', '/es/properties/:id', '/pt/properties/:id', '/fr/properties/:id'],
};
