import type { Config } from '@netlify/functions';
import { readCountyTemplate, renderCountyPage } from '#src/features/market-page/county-market.server.ts';
import { readNotFoundPage } from '#src/features/market-page/market-page.server.ts';
import { readSoldDisplay } from '#src/features/mls/reso-settings.ts';
import { openStore } from '#src/lib/server/stores.ts';

export default (request: Request): Promise<Response> =>
  renderCountyPage(request, {
    market: openStore('market'),
    template: readCountyTemplate,
    notFoundPage: readNotFoundPage,
    soldDisplay: readSoldDisplay(process.env),
  });

// Every county page in every language, over its built file: the guide with its "Market now" block from the
// market figures. A literal list: Netlify reads the path statically.
export const config: Config = {
  path: ['/counties/:slug', '/es/counties/:slug', '/pt/counties/:slug', '/fr/counties/:slug'],
};
