/**
 * The mortgage estimate's words, as templates the island fills in, and its figures as the page's language
 * writes them (Intl, prices in US dollars): English here, in another language from the catalogue
 * (listing-words.ts, on the server) given as a prop. English's figures are written as they always were. Pure.
 */
import { fillIn } from '#src/lib/fill-in.ts';
import { formatLongDate, formatNumberIn, formatPriceFullIn, intlLocale } from '#src/lib/format.ts';
import { countedIn, type PluralWords } from '#src/lib/plural-words.ts';
import type { Locale } from '#src/schemas/locale.ts';
import { decimalCommaNumber, MORTGAGE_FIELDS, NUMBER_MESSAGES } from './mortgage.ts';

export interface MortgageText {
  locale: Locale;
  heading: string;
  price: string;
  downPayment: string;
  rate: string;
  term: string;
  /** "{count} years" by plural category. */
  years: PluralWords;
  totalWithoutTax: string;
  total: string;
  correct: string;
  principal: string;
  /** "{term}-year fixed at {rate}% on a loan of {amount}". */
  principalNote: string;
  tax: string;
  notIncluded: string;
  /** "No {year} rate on file for {place}". */
  noRate: string;
  /** "{place} residential rate, {rate} ({year})". */
  taxRate: string;
  /** "{amount} per {thousand}". */
  perThousand: string;
  insurance: string;
  /** "Estimate: {rate}% of the price a year". */
  insuranceNote: string;
  hoa: string;
  hoaNone: string;
  hoaListed: string;
  /** "Default rate {rate}% as of {date}." */
  rateAsOf: string;
  disclaimer: string;
  /** The field rules' English messages (MORTGAGE_FIELDS, parseField's), each in the page's language. */
  messages: Readonly<Record<string, string>>;
}

export const ENGLISH_MORTGAGE_TEXT: MortgageText = {
  locale: 'en',
  heading: 'Mortgage Estimate',
  price: 'Home price',
  downPayment: 'Down payment (%)',
  rate: 'Interest rate (%)',
  term: 'Loan term',
  years: { one: '{count} years', other: '{count} years' },
  totalWithoutTax: 'Total per month, without property tax',
  total: 'Total per month',
  correct: 'Correct the fields above to see the estimate.',
  principal: 'Principal and interest',
  principalNote: '{term}-year fixed at {rate}% on a loan of {amount}',
  tax: 'Property tax',
  notIncluded: 'Not included',
  noRate: 'No {year} rate on file for {place}',
  taxRate: '{place} residential rate, {rate} ({year})',
  perThousand: '{amount} per {thousand}',
  insurance: 'Home insurance',
  insuranceNote: 'Estimate: {rate}% of the price a year',
  hoa: 'HOA fee',
  hoaNone: 'None listed for this home',
  hoaListed: "The listing's monthly fee",
  rateAsOf: 'Default rate {rate}% as of {date}.',
  disclaimer:
    'This is an estimate for illustration only, not an offer of credit. Property tax takes the price as the assessed value; actual taxes, insurance and fees will differ.',
  messages: {},
};

/** Every English message the calculator's fields can show. */
export const MORTGAGE_MESSAGES: readonly string[] = [
  MORTGAGE_FIELDS.price.required,
  MORTGAGE_FIELDS.downPayment.required,
  MORTGAGE_FIELDS.downPayment.max.message,
  MORTGAGE_FIELDS.rate.required,
  MORTGAGE_FIELDS.rate.max.message,
  ...Object.values(NUMBER_MESSAGES),
];

/** The figures of the estimate in the text's language. */
export function mortgageFigures(text: MortgageText) {
  const { locale } = text;
  const english = locale === 'en';
  return {
    price: (price: number) => formatPriceFullIn(price, locale),
    /** A rate or a percentage: "6.25", "6,25". */
    number: (value: number) => formatNumberIn(value, locale),
    /** What the price field shows at first: "1,250,000", "1.250.000". */
    priceField: (price: number) => price.toLocaleString(intlLocale(locale)),
    /** A typed number in the form parseField reads. */
    typed: (raw: string) => (english ? raw : decimalCommaNumber(raw)),
    years: (years: number) => countedIn(text.years, years, locale),
    date: (date: string) => formatLongDate(date, locale),
    /** A town's tax rate: "$12.50 per $1,000". */
    perThousand: (rate: number) =>
      fillIn(text.perThousand, {
        amount: english
          ? `$${rate.toFixed(2)}`
          : new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'USD' }).format(rate),
        thousand: english ? '$1,000' : formatPriceFullIn(1000, locale),
      }),
    message: (message: string) => text.messages[message] ?? message,
  };
}
