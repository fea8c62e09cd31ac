/**
 * The market figures as text in a page's language: each figure ("—" with "too few sales" where it is TOO_FEW),
 * its change on the year before, the source line and the sync's time. The words come in a MarketText:
 * ENGLISH_MARKET_TEXT here, another language's from the catalogue (market-words.ts, server only). Numbers,
 * dates and prices through Intl in that language, prices in US dollars. Pure.
 */
import { formatEasternDateTime } from '#src/features/listings/idx.ts';
import { formatLongDate, intlLocale } from '#src/lib/format.ts';
import { countedAs, type PluralWords } from '#src/lib/plural-words.ts';
import { fillTemplate } from '#src/lib/template.ts';
import type { Locale } from '#src/schemas/locale.ts';
import { TOO_FEW, type Figure, type MarketFigures } from '#src/schemas/market-figures.ts';

export type FigureKind = 'count' | 'price' | 'pricePerSqft' | 'days' | 'percent' | 'months';

/** The words around the market figures, in one language. */
export interface MarketText {
  locale: Locale;
  /** Beside "—" for a figure of fewer than 5 sales. */
  tooFew: string;
  /** "{change} on the year before". */
  change: string;
  /** "{count} days" by plural category. */
  days: PluralWords;
  /** "{count} months" by plural category, the count written with one decimal. */
  months: PluralWords;
  /** The source line: "… from {from} to {to}. …". */
  source: string;
  /** "Figures computed by the MLS sync on {when}." */
  computed: string;
  /** The link to the method page. */
  method: string;
}

export const ENGLISH_MARKET_TEXT: MarketText = {
  locale: 'en',
  tooFew: TOO_FEW,
  change: '{change} on the year before',
  days: { one: '{count} day', other: '{count} days' },
  months: { one: '{count} month', other: '{count} months' },
  source:
    'Based on information from the State-Wide Multiple Listing Service for sales closed from {from} to {to}. ' +
    'Deemed reliable but not guaranteed.',
  computed: 'Figures computed by the MLS sync on {when}.',
  method: 'How these figures are computed',
};

const formats = new Map<string, Intl.NumberFormat>();
/** One Intl formatter per language and options, made once. */
function format(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(intlLocale(locale), options);
    formats.set(key, found);
  }
  return found;
}

const WHOLE = { maximumFractionDigits: 0 } as const;
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;
// The value is the percentage itself ("98.3%", "98,3 %"): no division by 100 to round differently.
const PERCENT = { style: 'unit', unit: 'percent', ...ONE_DECIMAL } as const;
const DOLLARS = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const;

/** A figure as the pages show it, rounded; null for TOO_FEW (shown as "—" with the tooFew words). */
export function figureTextIn(kind: FigureKind, value: Figure, text: MarketText): string | null {
  if (value === TOO_FEW) return null;
  const { locale } = text;
  switch (kind) {
    case 'count':
      return format(locale, WHOLE).format(value);
    case 'price':
    case 'pricePerSqft':
      return format(locale, DOLLARS).format(Math.round(value));
    case 'days': {
      const days = Math.round(value);
      return countedAs(text.days, days, format(locale, WHOLE).format(days), locale);
    }
    case 'percent':
      return format(locale, PERCENT).format(value);
    case 'months':
      return countedAs(text.months, value, format(locale, ONE_DECIMAL).format(value), locale);
  }
}

/** "+5.2%", "−3.1%" or "0.0%" against the year before; null when there is no change to show. */
export function changeTextIn(change: number | null, text: Pick<MarketText, 'locale'>): string | null {
  if (change === null) return null;
  const size = format(text.locale, PERCENT).format(Math.abs(change));
  return change > 0 ? `+${size}` : change < 0 ? `−${size}` : size;
}

/** The source line every figure's page carries, with the figures' period. */
export const sourceLineIn = (period: MarketFigures['period'], text: MarketText): string =>
  fillTemplate(text.source, {
    from: formatLongDate(period.from, text.locale),
    to: formatLongDate(period.to, text.locale),
  });

/** When the sync computed the figures, as Rhode Island reads it. */
export const computedLineIn = (computedAt: string, text: MarketText): string =>
  fillTemplate(text.computed, { when: formatEasternDateTime(computedAt, text.locale) });
