/**
 * Display formatting for the community and guide figures, in a page's language (Intl; English keeps the guides'
 * own spelling). Pure; no I/O. Free of the catalogue: the content checks load it before it is compiled.
 */
import type { Locale } from '#src/schemas/locale.ts';
import { intlLocale } from './format.ts';

const formats = new Map<string, Intl.NumberFormat>();
/** One Intl formatter per language and options, made once. */
function formatter(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
    formats.set(key, format);
  }
  return format;
}

/** "85,643"; "85.643" in Portuguese. */
export function formatCount(value: number, locale: Locale = 'en'): string {
  return formatter(locale, { maximumFractionDigits: 0 }).format(value);
}

/**
 * Median prices as the guides print them: "$675K", "$1.1M", "$1.05M"; in another language as Intl writes a
 * compact price in US dollars ("US$ 675 mil", "1,05 M US$").
 */
export function formatPriceCompact(price: number, locale: Locale = 'en'): string {
  if (locale !== 'en') {
    const options = { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 2 } as const;
    return formatter(locale, options).format(price);
  }
  if (price < 1_000_000) return `$${Math.round(price / 1000)}K`;
  const millions = Math.round(price / 10_000) / 100;
  return `$${String(millions)}M`;
}

/** Population in millions with one decimal: 11.6 → "11.6M", 1 → "1.0M"; "11,6 M" in Portuguese. */
export function formatMillions(value: number, locale: Locale = 'en'): string {
  if (locale === 'en') return `${value.toFixed(1)}M`;
  return `${formatter(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)}\u00a0M`;
}

/** Step numbers as the guides show them: 0 → "01", 9 → "10". */
export function stepNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}
