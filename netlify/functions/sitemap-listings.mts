import type { Config, Context } from '@netlify/functions';
import { serveListingsSitemap, sitemapDeps } from '#src/features/listings/sitemap.server.ts';

export default (request: Request, context: Context): Promise<Response> =>
  serveListingsSitemap(request, sitemapDeps(context));

// One file per language (listingsSitemapPath); Netlify reads the paths statically, so they are written out.
export const config: Config = {
  path: ['/sitemap-listings.xml', '/sitemap-listings-es.xml', '/sitemap-listings-pt.xml', '/sitemap-listings-fr.xml'],
};
