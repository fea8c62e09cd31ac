import type { Config, Context } from '@netlify/functions';
import { serveListingsSitemap, sitemapDeps } from '#src/features/listings/sitemap.server.ts';

export default (request: Request, context: Context): Promise<Response> =>
  serveListingsSitemap(request, sitemapDeps(context));

export const config: Config = { path: '/sitemap-listings.xml' };
