/** Display formatting shared by pages and islands. Pure; no I/O. */
// Only the type: a value import would join the chrome script's modules into a chunk every page preloads.
import type { Locale } from '#src/schemas/locale.ts';

/** The language tag Intl formats numbers and dates with: US English for English, the language itself otherwise. */
export const intlLocale = (locale: Locale): string => (locale === 'en' ? 'en-US' : locale);

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Detail-page price: whole US dollars, "$1,250,000". */
export function formatPriceFull(price: number): string {
  return wholeDollars.format(price);
}

/**
 * Listing-card price: from 1,000,000 up as "$xM" or "$x.xM" (one decimal, dropped when zero);
 * below that, whole dollars.
 */
export function formatPriceShort(price: number): string {
  if (price < 1_000_000) return wholeDollars.format(price);
  const millions = Math.round(price / 100_000) / 10;
  return `$${Number.isInteger(millions) ? millions.toFixed(0) : millions.toFixed(1)}M`;
}

const fullPrices = new Map<string, Intl.NumberFormat>();

/** formatPriceFull in a language, still in whole US dollars ("1.250.000 US$" in Spanish); English is its own. */
export function formatPriceFullIn(price: number, locale: Locale): string {
  if (locale === 'en') return formatPriceFull(price);
  const tag = intlLocale(locale);
  let format = fullPrices.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    fullPrices.set(tag, format);
  }
  return format.format(price);
}

/** A figure as the page's language writes it ("3,5" in Portuguese); English writes it as JavaScript does ("3.5"). */
export function formatNumberIn(value: number, locale: Locale): string {
  return locale === 'en'
    ? String(value)
    : new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 3 }).format(value);
}

const shortPrices = new Map<string, { whole: Intl.NumberFormat; millions: Intl.NumberFormat }>();

/**
 * formatPriceShort in a language, still in US dollars: the same rule (whole dollars below 1,000,000, millions
 * with one decimal from there) as Intl writes it, "1,9 M US$" or "850.000 US$" in Spanish. English is
 * formatPriceShort's own text. A function apart, so the islands that show English cards carry none of it.
 */
export function formatPriceShortIn(price: number, locale: Locale): string {
  if (locale === 'en') return formatPriceShort(price);
  const tag = intlLocale(locale);
  let formats = shortPrices.get(tag);
  if (!formats) {
    const dollars = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const;
    formats = {
      whole: new Intl.NumberFormat(tag, dollars),
      millions: new Intl.NumberFormat(tag, { ...dollars, notation: 'compact', maximumFractionDigits: 1 }),
    };
    shortPrices.set(tag, formats);
  }
  return (price < 1_000_000 ? formats.whole : formats.millions).format(price);
}

const longDates = new Map<string, Intl.DateTimeFormat>();
const longDate = (locale: Locale) => {
  const tag = intlLocale(locale);
  let format = longDates.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    longDates.set(tag, format);
  }
  return format;
};

/**
 * "September 8, 2025" (or "8 de setembro de 2025" in Portuguese) from "2025-09-08" or an ISO timestamp, read as
 * UTC so the day never shifts.
 */
export function formatLongDate(value: string | Date, locale: Locale = 'en'): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return longDate(locale).format(date);
}

/** "tel:" link for a US number shown as "(401) 555-0100" or "1-800-669-9777". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
