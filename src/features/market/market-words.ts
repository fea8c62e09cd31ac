/**
 * The market figures' words in a language, from the catalogue (MarketText, market-text.ts). Server and build
 * only: every message holds all four languages, so no module that ships to the browser may import this one.
 */
import { m } from '#src/paraglide/messages.js';
import { pluralWords } from '#src/lib/plural-words.ts';
import type { Locale } from '#src/schemas/locale.ts';
import type { MarketText } from './market-text.ts';

export function marketText(locale: Locale): MarketText {
  const o = { locale };
  return {
    locale,
    tooFew: m.county_market_too_few({}, o),
    change: m.county_market_change({ change: '{change}' }, o),
    days: pluralWords((count) => m.county_market_days_count({ count }, o), locale),
    months: pluralWords((count) => m.county_market_months_count({ count }, o), locale),
    source: m.county_market_source({ from: '{from}', to: '{to}' }, o),
    computed: m.county_market_computed({ when: '{when}' }, o),
    method: m.county_market_method({}, o),
  };
}
