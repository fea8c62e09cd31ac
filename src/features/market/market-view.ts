/**
 * What the market pages say, from the figures the sync stored (README, Market statistics): which area a
 * path names, each figure as text ("—" with "too few sales" where it is TOO_FEW), its change, the source
 * line and the Dataset JSON-LD (the pages' words: src/features/market-page/market-page-text.ts). Pure.
 */
import type { Dataset, WithContext } from 'schema-dts';
import { formatLongDate } from '#src/lib/format.ts';
import { MARKET_METHOD_PATH, MARKET_PATH, marketAreaPath, marketCsvPath } from '#src/lib/paths.ts';
import type { SoldDisplay } from '#src/features/mls/reso-settings.ts';
import { byRecency } from './recent-sales.ts';
import {
  changeTextIn,
  computedLineIn,
  ENGLISH_MARKET_TEXT,
  figureTextIn,
  sourceLineIn,
  type FigureKind,
} from './market-text.ts';
import {
  TOO_FEW,
  type AreaFigures,
  type Figure,
  type MarketFigures,
  type RecentSale,
} from '#src/schemas/market-figures.ts';

/** What a path under /market names: the overview, the method, an area's page or its CSV; null for nothing. */
export type MarketRoute =
  { page: 'index' } | { page: 'method' } | { page: 'area'; key: string } | { page: 'csv'; key: string };

export function marketRoute(pathname: string): MarketRoute | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === MARKET_PATH) return { page: 'index' };
  if (path === MARKET_METHOD_PATH) return { page: 'method' };
  const match = /^\/market\/([a-z-]{1,40})(\.csv)?$/.exec(path);
  if (!match?.[1]) return null;
  return match[2] ? { page: 'csv', key: match[1] } : { page: 'area', key: match[1] };
}

/** A town or a county of the figures by its key (the state has /market itself). */
export function pageArea(figures: MarketFigures, key: string): AreaFigures | null {
  return figures.areas.find((area) => area.key === key && area.kind !== 'state') ?? null;
}

export const stateArea = (figures: MarketFigures): AreaFigures | null =>
  figures.areas.find((area) => area.kind === 'state') ?? null;

/** "—", shown with "too few sales", for a figure computed from fewer than 5 sales. */
export const NO_FIGURE = '—';
export const TOO_FEW_TEXT = TOO_FEW;

export type { FigureKind } from './market-text.ts';

/** A figure as the pages show it in English, rounded; null for TOO_FEW (shown as "—" with "too few sales"). */
export const figureText = (kind: FigureKind, value: Figure): string | null =>
  figureTextIn(kind, value, ENGLISH_MARKET_TEXT);

/** "+5.2%", "−3.1%" or "0.0%" against the year before; null when there is no change to show. */
export const changeText = (change: number | null): string | null => changeTextIn(change, ENGLISH_MARKET_TEXT);

/** The source line every figure's page carries, with the figures' period. */
export const sourceLine = (period: MarketFigures['period']): string => sourceLineIn(period, ENGLISH_MARKET_TEXT);

/**
 * The recent sales a town's page shows under RESO_SOLD_DISPLAY: with `listings` the most recent of any
 * brokerage, each named, and the office's own however old; with `aggregate` only the office's own; with `off` none. Checked again here, so a
 * sale of another brokerage is never shown without its name, nor at all under `aggregate`.
 */
export function shownRecentSales(area: AreaFigures, display: SoldDisplay): RecentSale[] {
  const recent = area.recentSales;
  if (recent === undefined || display === 'off') return [];
  const ours = recent.ours.filter((sale) => sale.ours);
  if (display !== 'listings') return ours;
  // The most recent of any brokerage, and the office's own always, however many others sold since.
  const named = recent.all.filter((sale) => sale.ours || sale.ListOfficeName !== undefined);
  const shown = new Map([...named, ...ours].map((sale) => [sale.ListingKey, sale]));
  return [...shown.values()].sort(byRecency);
}

/** When the sync computed the figures, as Rhode Island reads it. */
export const computedLine = (computedAt: string): string => computedLineIn(computedAt, ENGLISH_MARKET_TEXT);

/** An area as its page names it: "Newport, RI", "Newport County, RI", "Rhode Island". */
export const placeName = (area: Pick<AreaFigures, 'kind' | 'name'>): string =>
  area.kind === 'state' ? area.name : `${area.name}, RI`;

/** Whether no home sold in the area in the 36 months of the series. */
export const hasNoSales = (area: AreaFigures): boolean => area.segments.all.series.every((month) => month.sales === 0);

/** The Dataset block of an area's page: what the figures are, where, when, and their CSV. */
export function areaDatasetJsonLd(
  area: AreaFigures,
  figures: MarketFigures,
  siteUrl: string,
  publisher: string,
): WithContext<Dataset> {
  const months = figures.months;
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: `${placeName(area)} home sales and prices`,
    description:
      `Monthly closed sales and median sale price over 36 months, and the figures of the 12 months from ` +
      `${formatLongDate(figures.period.from)} to ${formatLongDate(figures.period.to)}, from the State-Wide ` +
      'Multiple Listing Service.',
    url: new URL(marketAreaPath(area.key), siteUrl).href,
    isAccessibleForFree: true,
    creator: { '@type': 'Organization', name: publisher },
    dateModified: figures.computedAt,
    temporalCoverage: `${months[0] ?? figures.period.from}/${months.at(-1) ?? figures.period.to}`,
    spatialCoverage: { '@type': 'Place', name: `${area.name}, Rhode Island` },
    distribution: {
      '@type': 'DataDownload',
      encodingFormat: 'text/csv',
      contentUrl: new URL(marketCsvPath(area.key), siteUrl).href,
    },
  };
}

/** The columns the towns' table sorts by (a GET link each, so sorting works without JavaScript). */
export const TOWN_SORTS = ['name', 'sales', 'price', 'change', 'days', 'supply'] as const;
export type TownSort = (typeof TOWN_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

export interface TownTableOrder {
  sort: TownSort;
  order: SortOrder;
}

/** The query keys a market page reads (the towns' order): the CDN keeps one answer per their values. */
export const MARKET_QUERY_KEYS = ['sort', 'order'] as const;

/** The table's order from the query: by name A–Z unless it names a known column and order. */
export function townTableOrder(params: URLSearchParams): TownTableOrder {
  const sort = params.get('sort');
  const order = params.get('order');
  const known = TOWN_SORTS.find((column) => column === sort) ?? 'name';
  return {
    sort: known,
    order: order === 'desc' ? 'desc' : order === 'asc' ? 'asc' : known === 'name' ? 'asc' : 'desc',
  };
}

const numeric = (value: Figure | number | null): number | null => (value === null || value === TOO_FEW ? null : value);

function sortValue(area: AreaFigures, sort: TownSort): number | string | null {
  const all = area.segments.all;
  switch (sort) {
    case 'name':
      return area.name;
    case 'sales':
      return all.sales;
    case 'price':
      return numeric(all.medianPrice);
    case 'change':
      return all.change.medianPrice;
    case 'days':
      return numeric(all.medianDaysOnMarket);
    case 'supply':
      return numeric(all.monthsOfSupply);
  }
}

/** Every town in this order; a town without the figure ("—") comes last either way, then by name. */
export function sortedTowns(figures: MarketFigures, { sort, order }: TownTableOrder): AreaFigures[] {
  const direction = order === 'asc' ? 1 : -1;
  return figures.areas
    .filter((area) => area.kind === 'town')
    .sort((a, b) => {
      const left = sortValue(a, sort);
      const right = sortValue(b, sort);
      if (left === null || right === null)
        return left === right ? a.name.localeCompare(b.name) : left === null ? 1 : -1;
      const compared = typeof left === 'string' ? left.localeCompare(String(right)) : left - Number(right);
      return compared === 0 ? a.name.localeCompare(b.name) : compared * direction;
    });
}

/** The link a column's header gives: its own order reversed when it is the current one. */
export function sortHref(column: TownSort, current: TownTableOrder): string {
  const order: SortOrder =
    column === current.sort ? (current.order === 'asc' ? 'desc' : 'asc') : column === 'name' ? 'asc' : 'desc';
  return `${MARKET_PATH}?sort=${column}&order=${order}#towns`;
}
