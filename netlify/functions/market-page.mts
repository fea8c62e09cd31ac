import type { Config } from '@netlify/functions';
import {
  readMarketTemplate,
  readNotFoundPage,
  renderMarketPage,
} from '#src/features/market-page/market-page.server.ts';
import { readSoldDisplay } from '#src/features/mls/reso-settings.ts';
import { configuredSiteUrl } from '#src/lib/server/site-url.ts';
import { openStore } from '#src/lib/server/stores.ts';

export default (request: Request): Promise<Response> =>
  renderMarketPage(request, {
    market: openStore('market'),
    template: readMarketTemplate,
    notFoundPage: readNotFoundPage,
    // The build's canonical origin (astro.config.mjs `site`), never the local server's.
    siteUrl: configuredSiteUrl(),
    soldDisplay: readSoldDisplay(process.env),
  });

// /market, /market/method, /market/{town or county} and /market/{area}.csv: every one from the figures; the
// pages in every language too (/pt/market/{town}), the CSV only at its English path.
export const config: Config = {
  path: [
    '/market',
    '/market/:slug',
    '/es/market',
    '/es/market/:slug',
    '/pt/market',
    '/pt/market/:slug',
    '/fr/market',
    '/fr/market/:slug',
  ],
};
