import type { Config, Context } from '@netlify/functions';
import { listingsDeps } from '#src/features/listings/api.server.ts';
import { readListingTemplate, renderListingPage } from '#src/features/listings/listing-page.server.ts';
import { buildSiteUrl } from '#src/lib/server/page-template.ts';

export default (request: Request, context: Context): Promise<Response> =>
  renderListingPage(request, { ...listingsDeps(context), template: readListingTemplate, siteUrl: buildSiteUrl() });

// preferStatic: the prebuilt pages of the office's listing files win; every other id is rendered here.
export const config: Config = { path: '/properties/:id', preferStatic: true };
