import type { Config } from '@netlify/functions';
import { readThankYouPage, renderValuationThankYou } from '#src/features/leads/valuation-thank-you.server.ts';
import { readSoldDisplay } from '#src/features/mls/reso-settings.ts';
import { openStore } from '#src/lib/server/stores.ts';

export default (request: Request): Promise<Response> =>
  renderValuationThankYou(request, {
    page: readThankYouPage,
    market: openStore('market'),
    soldDisplay: readSoldDisplay(process.env),
  });

// The exact path in every language, which valuation-town-page leaves out: the page as built is this function's
// template.
export const config: Config = {
  path: [
    '/home-valuation/thank-you',
    '/es/home-valuation/thank-you',
    '/pt/home-valuation/thank-you',
    '/fr/home-valuation/thank-you',
  ],
};
