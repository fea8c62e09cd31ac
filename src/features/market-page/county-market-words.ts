/**
 * The "Market now" block's words in a language, from the catalogue (CountyMarketText). Server and build only:
 * every message holds all four languages, so no module that ships to the browser may import this one.
 */
import { m } from '#src/paraglide/messages.js';
import { marketText } from '#src/features/market/market-words.ts';
import type { Locale } from '#src/schemas/locale.ts';
import type { CountyMarketText } from './county-market-text.ts';

export function countyMarketText(locale: Locale): CountyMarketText {
  const o = { locale };
  return {
    name: m.county_market_name({ county: '{county}' }, o),
    heading: m.county_market_heading({}, o),
    lead: m.county_market_lead({ name: '{name}' }, o),
    link: m.county_market_link({ name: '{name}' }, o),
    pending: m.county_market_pending({ name: '{name}' }, o),
    labels: {
      medianPrice: m.county_market_median_price({}, o),
      sales: m.county_market_sales({}, o),
      medianDaysOnMarket: m.county_market_days({}, o),
      monthsOfSupply: m.county_market_supply({}, o),
      luxuryMedianPrice: m.county_market_luxury_price({}, o),
      luxurySales: m.county_market_luxury_sales({}, o),
    },
    figures: marketText(locale),
  };
}
