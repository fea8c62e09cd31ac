/**
 * What the thank-you page and the lead e-mails say of the comparables after a valuation request: a table
 * of the sales (RESO_SOLD_DISPLAY=listings, the listing brokerage named) or of the town's figures
 * (aggregate), with the source line and a link to the town's market page. Pure.
 */
import { formatLongDate, formatPriceFull } from '#src/lib/format.ts';
import { marketAreaPath } from '#src/lib/paths.ts';
import { MARKET_TYPE_LABELS, type ComparableSale, type MarketType } from '#src/schemas/closed-sale.ts';
import type { AreaFigures, MarketFigures } from '#src/schemas/market-figures.ts';
import type { RiTown } from '#src/schemas/rules/ri-towns.ts';
import { slugify } from '#src/schemas/rules/slug.ts';
import { figureText, NO_FIGURE, sourceLine, TOO_FEW_TEXT, type FigureKind } from './market-view.ts';
import { MIN_SALES } from './figures.ts';

export type ValuationComparables =
  | { kind: 'sales'; town: RiTown; type: MarketType; sales: readonly ComparableSale[]; period: MarketFigures['period'] }
  | { kind: 'figures'; town: RiTown; type: MarketType | null; area: AreaFigures; period: MarketFigures['period'] };

export interface ComparablesSummary {
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

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** How the sales table names the brokerage's own sales. */
export const OUR_SALE = 'Our brokerage';

function saleRow(sale: ComparableSale): string[] {
  return [
    formatLongDate(sale.CloseDate),
    sale.town,
    MARKET_TYPE_LABELS[sale.marketType],
    sale.BedroomsTotal === undefined ? NO_FIGURE : String(sale.BedroomsTotal),
    sale.LivingArea === undefined ? NO_FIGURE : wholeNumber.format(Math.round(sale.LivingArea)),
    formatPriceFull(sale.ClosePrice),
    sale.ours ? OUR_SALE : (sale.ListOfficeName ?? NO_FIGURE),
  ];
}

/** The figure as text, "— (too few sales)" when there were too few. */
const figure = (kind: FigureKind, value: Parameters<typeof figureText>[1]): string =>
  figureText(kind, value) ?? `${NO_FIGURE} (${TOO_FEW_TEXT})`;

/** The type's figures when enough of its homes sold, else all homes'. */
export function figuresSegment(area: AreaFigures, type: MarketType | null): MarketType | 'all' {
  return type !== null && area.segments[type].sales >= MIN_SALES ? type : 'all';
}

export function comparablesSummary(comparables: ValuationComparables): ComparablesSummary {
  const { town, period } = comparables;
  const link = { href: marketAreaPath(slugify(town)), label: `The ${town} housing market` };
  if (comparables.kind === 'sales') {
    const typeLabel = MARKET_TYPE_LABELS[comparables.type].toLowerCase();
    const nearby = comparables.sales.some((sale) => sale.town !== town);
    return {
      heading: 'Recent sales like your home',
      lead:
        `${typeLabel[0]?.toUpperCase() ?? ''}${typeLabel.slice(1)} sales closed in the last 12 months in ${town}` +
        `${nearby ? ' and nearby towns of its county' : ''}, newest first. They are not an estimate: your advisor gives the value.`,
      caption: `Comparable sales near ${town}, RI`,
      columns: ['Closed', 'Town', 'Type', 'Bedrooms', 'Square feet', 'Sale price', 'Listing brokerage'],
      rows: comparables.sales.map(saleRow),
      source: sourceLine(period),
      link,
    };
  }
  const segmentKey = figuresSegment(comparables.area, comparables.type);
  const segment = comparables.area.segments[segmentKey];
  const homes = segmentKey === 'all' ? 'all homes' : `${MARKET_TYPE_LABELS[segmentKey].toLowerCase()} homes`;
  return {
    heading: `The ${town} market`,
    lead:
      `Sales of ${homes} in ${town} over the 12 months to ${formatLongDate(period.to)}. ` +
      'They are not an estimate: your advisor compares your home with the sales behind them and gives the value.',
    caption: `${town}, RI: ${homes}, last 12 months`,
    columns: ['Figure', 'Last 12 months'],
    rows: [
      ['Homes sold', figure('count', segment.sales)],
      ['Median sale price', figure('price', segment.medianPrice)],
      ['Median price per sq ft', figure('pricePerSqft', segment.medianPricePerSqft)],
      ['Median days on market', figure('days', segment.medianDaysOnMarket)],
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
