import type { Config, Context } from '@netlify/functions';
import { listingsDeps } from '#src/features/listings/api.server.ts';
import { buildSiteUrl, readListingTemplate, renderListingPage } from '#src/features/listings/listing-page.server.ts';

export default (request: Request, context: Context): Promise<Response> =>
  renderListingPage(request, { ...listingsDeps(context), template: readListingTemplate, siteUrl: buildSiteUrl() });

// preferStatic: the prebuilt pages of the office's listing files win; every other id is rendered here.
export const config: Config = { path: '/properties/:id', preferStatic: true };
