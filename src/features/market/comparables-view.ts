/**
 * What the thank-you page and the lead e-mails say of the comparables after a valuation request: a table
 * of the sales (RESO_SOLD_DISPLAY=listings, the listing brokerage named) or of the town's figures
 * (aggregate), with the source line and a link to the town's market page. Pure.
 */
import { formatLongDate, intlLocale } from '#src/lib/format.ts';
import { marketAreaPath } from '#src/lib/paths.ts';
import { MARKET_TYPE_LABELS, type ComparableSale, type MarketType } from '#src/schemas/closed-sale.ts';
import { TOO_FEW, type AreaFigures, type Figure, type MarketFigures } from '#src/schemas/market-figures.ts';
import type { Locale } from '#src/schemas/locale.ts';
import type { RiTown } from '#src/schemas/rules/ri-towns.ts';
import { slugify } from '#src/schemas/rules/slug.ts';
import { NO_FIGURE, sourceLine, TOO_FEW_TEXT } from './market-view.ts';
import { MIN_SALES } from './figures.ts';
import { localePath } from '#src/lib/i18n.ts';

export type ValuationComparables =
  | { kind: 'sales'; town: RiTown; type: MarketType; sales: readonly ComparableSale[]; period: MarketFigures['period'] }
  | { kind: 'figures'; town: RiTown; type: MarketType | null; area: AreaFigures; period: MarketFigures['period'] };

export interface ComparablesSummary {
  /** The language of its words; the source line is the MLS's own, in English, whatever the language. */
  locale: Locale;
  heading: string;
  lead: string;
  /** A caption for the table, which has a header row. */
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  source: string;
  /** The town's market page. */
  link: { href: string; label: string };
}

/**
 * What the summary says, in a language: English here (the office's e-mails, the English thank-you page), any
 * other from the message catalogue (src/features/leads/valuation-comparables-words.ts).
 */
export interface ComparablesWords {
  locale: Locale;
  /** Each home type as the table names it ("Single family"). */
  types: Readonly<Record<MarketType, string>>;
  salesHeading: string;
  /** `type` in lower case; the sentence's first letter is made a capital. */
  salesLead: (parts: { type: string; town: string; nearby: boolean }) => string;
  salesCaption: (town: string) => string;
  salesColumns: readonly string[];
  /** How the sales table names the brokerage's own sales. */
  ourSale: string;
  figuresHeading: (town: string) => string;
  figuresLead: (parts: { homes: string; town: string; date: string }) => string;
  allHomes: string;
  /** `type` in lower case. */
  typeHomes: (type: string) => string;
  figuresCaption: (parts: { town: string; homes: string }) => string;
  figuresColumns: readonly string[];
  figureNames: { sales: string; price: string; pricePerSqft: string; days: string };
  days: (days: number) => string;
  tooFew: string;
  link: (town: string) => string;
}

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const ENGLISH_COMPARABLES_WORDS: ComparablesWords = {
  locale: 'en',
  types: MARKET_TYPE_LABELS,
  salesHeading: 'Recent sales like your home',
  salesLead: ({ type, town, nearby }) =>
    `${type} sales closed in the last 12 months in ${town}${nearby ? ' and nearby towns of its county' : ''}, ` +
    'newest first. They are not an estimate: your advisor gives the value.',
  salesCaption: (town) => `Comparable sales near ${town}, RI`,
  salesColumns: ['Closed', 'Town', 'Type', 'Bedrooms', 'Square feet', 'Sale price', 'Listing brokerage'],
  ourSale: 'Our brokerage',
  figuresHeading: (town) => `The ${town} market`,
  figuresLead: ({ homes, town, date }) =>
    `Sales of ${homes} in ${town} over the 12 months to ${date}. ` +
    'They are not an estimate: your advisor compares your home with the sales behind them and gives the value.',
  allHomes: 'all homes',
  typeHomes: (type) => `${type} homes`,
  figuresCaption: ({ town, homes }) => `${town}, RI: ${homes}, last 12 months`,
  figuresColumns: ['Figure', 'Last 12 months'],
  figureNames: {
    sales: 'Homes sold',
    price: 'Median sale price',
    pricePerSqft: 'Median price per sq ft',
    days: 'Median days on market',
  },
  days: (days) => `${wholeNumber.format(days)} ${days === 1 ? 'day' : 'days'}`,
  tooFew: TOO_FEW_TEXT,
  link: (town) => `The ${town} housing market`,
};

/** The numbers of a language: whole numbers, and whole US dollars (as Intl writes them there). */
function numbersIn(locale: Locale) {
  const tag = intlLocale(locale);
  const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const dollars = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return { whole: (value: number) => whole.format(value), dollars: (value: number) => dollars.format(value) };
}

function saleRow(sale: ComparableSale, words: ComparablesWords): string[] {
  const { whole, dollars } = numbersIn(words.locale);
  return [
    formatLongDate(sale.CloseDate, words.locale),
    sale.town,
    words.types[sale.marketType],
    sale.BedroomsTotal === undefined ? NO_FIGURE : whole(sale.BedroomsTotal),
    sale.LivingArea === undefined ? NO_FIGURE : whole(Math.round(sale.LivingArea)),
    dollars(sale.ClosePrice),
    sale.ours ? words.ourSale : (sale.ListOfficeName ?? NO_FIGURE),
  ];
}

/** A figure as text, rounded, "— (too few sales)" when there were too few. */
function figure(kind: 'count' | 'price' | 'days', value: Figure, words: ComparablesWords): string {
  if (value === TOO_FEW) return `${NO_FIGURE} (${words.tooFew})`;
  const { whole, dollars } = numbersIn(words.locale);
  if (kind === 'count') return whole(value);
  return kind === 'price' ? dollars(Math.round(value)) : words.days(Math.round(value));
}

/** A sentence with its first letter a capital (it may start with a lower-case type: "single family sales…"). */
const sentence = (text: string, locale: Locale): string =>
  `${text.charAt(0).toLocaleUpperCase(locale)}${text.slice(1)}`;

/** The type's figures when enough of its homes sold, else all homes'. */
export function figuresSegment(area: AreaFigures, type: MarketType | null): MarketType | 'all' {
  return type !== null && area.segments[type].sales >= MIN_SALES ? type : 'all';
}

export function comparablesSummary(
  comparables: ValuationComparables,
  words: ComparablesWords = ENGLISH_COMPARABLES_WORDS,
): ComparablesSummary {
  const { town, period } = comparables;
  const { locale } = words;
  const typeIn = (type: MarketType) => words.types[type].toLocaleLowerCase(locale);
  // The town's market page in the words' language (the visitor's e-mail and thank-you page; the office's is English).
  const link = { href: localePath(marketAreaPath(slugify(town)), locale), label: words.link(town) };
  if (comparables.kind === 'sales') {
    const nearby = comparables.sales.some((sale) => sale.town !== town);
    return {
      locale,
      heading: words.salesHeading,
      lead: sentence(words.salesLead({ type: typeIn(comparables.type), town, nearby }), locale),
      caption: words.salesCaption(town),
      columns: words.salesColumns,
      rows: comparables.sales.map((sale) => saleRow(sale, words)),
      source: sourceLine(period),
      link,
    };
  }
  const segmentKey = figuresSegment(comparables.area, comparables.type);
  const segment = comparables.area.segments[segmentKey];
  const homes = segmentKey === 'all' ? words.allHomes : words.typeHomes(typeIn(segmentKey));
  const { figureNames: names } = words;
  return {
    locale,
    heading: words.figuresHeading(town),
    lead: words.figuresLead({ homes, town, date: formatLongDate(period.to, locale) }),
    caption: words.figuresCaption({ town, homes }),
    columns: words.figuresColumns,
    rows: [
      [names.sales, figure('count', segment.sales, words)],
      [names.price, figure('price', segment.medianPrice, words)],
      [names.pricePerSqft, figure('price', segment.medianPricePerSqft, words)],
      [names.days, figure('days', segment.medianDaysOnMarket, words)],
    ],
    source: sourceLine(period),
    link,
  };
}

/** The summary with its link a full address, for an e-mail. */
export const withFullLink = (summary: ComparablesSummary, siteUrl: string): ComparablesSummary => ({
  ...summary,
  link: { ...summary.link, href: new URL(summary.link.href, siteUrl).href },
});

/** The summary as lines of a plain-text e-mail. */
export function comparablesText(summary: ComparablesSummary): string[] {
  return [
    `${summary.heading}:`,
    summary.lead,
    ...(summary.columns.length === 2
      ? summary.rows.map((row) => `${row[0] ?? ''}: ${row[1] ?? ''}`)
      : [summary.columns, ...summary.rows].map((row) => row.join(' | '))),
    summary.source,
    `${summary.link.label}: ${summary.link.href}`,
  ];
}
