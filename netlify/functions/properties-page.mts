import type { Config, Context } from '@netlify/functions';
import { listingsDeps } from '#src/features/listings/api.server.ts';
import { readSearchTemplate, renderSearchPage } from '#src/features/search-page/search-page.server.ts';
import { configuredSiteUrl } from '#src/lib/server/site-url.ts';
import { alertsSetting } from '#src/features/alerts/settings.ts';
import { isLocalInvocation } from '#src/features/listings/listing-files.server.ts';

export default (request: Request, context: Context): Promise<Response> =>
  renderSearchPage(request, {
    ...listingsDeps(context),
    template: readSearchTemplate,
    // The build's canonical origin (astro.config.mjs `site`), never the local server's.
    siteUrl: configuredSiteUrl(),
    alerts: alertsSetting(process.env, isLocalInvocation(context)).state === 'on',
  });

// Every /properties URL, in every language: the search's results arrive in the page's HTML (the built page is the template).
export const config: Config = { path: ['/properties', '/es/properties', '/pt/properties', '/fr/properties'] };
