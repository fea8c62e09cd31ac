/**
 * The county guides' for-sale lines in a language, from the catalogue (ForSaleText, for-sale.ts). Server and
 * build only: every message holds all four languages, so no module that ships to the browser may import this one.
 */
import { m } from '#src/paraglide/messages.js';
import { intlLocale } from '#src/lib/format.ts';
import { pluralWords } from '#src/lib/plural-words.ts';
import type { Locale } from '#src/schemas/locale.ts';
import type { ForSaleText } from './for-sale.ts';

export function forSaleWords(locale: Locale): ForSaleText {
  const o = { locale };
  return {
    intl: intlLocale(locale),
    counted: pluralWords((count) => m.county_for_sale({ count }, o), locale),
    none: m.county_for_sale_none({}, o),
  };
}
