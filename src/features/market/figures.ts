/**
 * The market figures, exactly as the project defines them (README, Market statistics), per area (the state,
 * each county, each town) and segment (all homes, luxury, each type). Pure: the sync computes them from the
 * sales kept, the listings that show and the monthly snapshots, and stores them for the pages.
 *
 * The period is the 12 full months before the current month (Rhode Island's calendar); the prior period the
 * 12 months before it, for the change in percent; the series the 36 full months before the current one. A
 * figure computed from fewer than MIN_SALES sales is TOO_FEW, never a number.
 */
import type { ClosedSale } from '#src/schemas/closed-sale.ts';
import type { InventorySnapshot } from '#src/schemas/inventory-snapshot.ts';
import {
  TOO_FEW,
  type Figure,
  type MarketFigures,
  type PeriodFigures,
  type SegmentFigures,
} from '#src/schemas/market-figures.ts';
import type { Property } from '#src/schemas/property.ts';
import { riTown } from '#src/schemas/rules/ri-towns.ts';
import { AREAS, SEGMENTS, areasOfTown, segmentsOf, type Segment } from './areas.ts';
import { daysOnMarketOf, MARKET_TYPE_OF } from './closed-sale.ts';
import { isActive } from './inventory.ts';
import { noRecentSales, recentSalesByTown } from './recent-sales.ts';
import { monthStartBefore } from './sales-state.ts';

export { TOO_FEW, type Figure, type MarketFigures } from '#src/schemas/market-figures.ts';

/** Fewer sales than this make no figure. */
export const MIN_SALES = 5;

export const SERIES_MONTHS = 36;
const PERIOD_MONTHS = 12;

export interface FiguresInput {
  sales: Iterable<ClosedSale>;
  /** The listings that show. */
  properties: readonly Property[];
  snapshots: ReadonlyMap<string, InventorySnapshot>;
  /** Rhode Island's date now, "YYYY-MM-DD". */
  today: string;
  computedAt: string;
}

/** The median of `values` (sorted in place): the middle one, or the mean of the middle two. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('The median of nothing');
  values.sort((a, b) => a - b);
  const middle = values.length >> 1;
  const upper = values[middle] ?? Number.NaN;
  return values.length % 2 === 1 ? upper : ((values[middle - 1] ?? Number.NaN) + upper) / 2;
}

const DAY_MS = 86_400_000;
const roundTo = (value: number, decimals: number): number => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};
const dayBefore = (day: string): string => new Date(Date.parse(day) - DAY_MS).toISOString().slice(0, 10);

/** One sale's facts as the figures read them. */
interface SaleFacts {
  price: number;
  perSqft: number | undefined;
  days: number | undefined;
  ratio: number | undefined;
}

function factsOf(sale: ClosedSale): SaleFacts {
  const asked = sale.OriginalListPrice ?? sale.ListPrice;
  return {
    price: sale.ClosePrice,
    perSqft: sale.LivingArea !== undefined && sale.LivingArea > 0 ? sale.ClosePrice / sale.LivingArea : undefined,
    days: daysOnMarketOf(sale),
    ratio: asked !== undefined ? sale.ClosePrice / asked : undefined,
  };
}

const present = (values: (number | undefined)[]): number[] => values.filter((value) => value !== undefined);
const medianOrTooFew = (values: number[], decimals?: number): Figure => {
  if (values.length < MIN_SALES) return TOO_FEW;
  const middle = median(values);
  return decimals === undefined ? middle : roundTo(middle, decimals);
};

/** The period figures of these sales. */
export function periodFigures(sales: readonly SaleFacts[]): PeriodFigures {
  const ratios = present(sales.map((sale) => sale.ratio));
  return {
    sales: sales.length,
    medianPrice: medianOrTooFew(sales.map((sale) => sale.price)),
    medianPricePerSqft: medianOrTooFew(present(sales.map((sale) => sale.perSqft)), 2),
    medianDaysOnMarket: medianOrTooFew(present(sales.map((sale) => sale.days))),
    saleToListPercent:
      ratios.length < MIN_SALES
        ? TOO_FEW
        : roundTo((ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length) * 100, 1),
  };
}

/** The change in percent from `before` to `now`, one decimal; null when either is TOO_FEW or `before` is 0. */
export function changePercent(now: Figure, before: Figure): number | null {
  if (now === TOO_FEW || before === TOO_FEW || before === 0) return null;
  return roundTo(((now - before) / before) * 100, 1);
}

/** Active listings ÷ (sales in 12 months ÷ 12), one decimal; TOO_FEW under MIN_SALES sales (none included). */
export function monthsOfSupply(activeListings: number, salesIn12Months: number): Figure {
  if (salesIn12Months < MIN_SALES) return TOO_FEW;
  return roundTo(activeListings / (salesIn12Months / PERIOD_MONTHS), 1);
}

type Period = MarketFigures['period'];

/** The period, the prior period and the series' months on `today`. */
export function periodsOn(today: string): { period: Period; prior: Period; months: string[] } {
  const thisMonth = monthStartBefore(today, 0);
  const periodStart = monthStartBefore(today, PERIOD_MONTHS);
  const priorStart = monthStartBefore(today, 2 * PERIOD_MONTHS);
  const months = Array.from({ length: SERIES_MONTHS }, (_, index) =>
    monthStartBefore(today, SERIES_MONTHS - index).slice(0, 7),
  );
  return {
    period: { from: periodStart, to: dayBefore(thisMonth) },
    prior: { from: priorStart, to: dayBefore(periodStart) },
    months,
  };
}

const cellKey = (area: string, segment: Segment): string => `${area}|${segment}`;

/** Every figure of every area and segment, and each town's recent sales. */
export function computeMarketFigures(input: FiguresInput): MarketFigures {
  const { period, prior, months } = periodsOn(input.today);
  const monthIndex = new Map(months.map((month, index) => [month, index]));
  // Read twice (the cells, the recent sales): an iterator of the store's map is read once.
  const sales = [...input.sales];
  // Each cell's sales by month of the series.
  const byCell = new Map<string, SaleFacts[][]>();
  for (const sale of sales) {
    const index = monthIndex.get(sale.CloseDate.slice(0, 7));
    if (index === undefined) continue;
    const facts = factsOf(sale);
    for (const area of areasOfTown(sale.town))
      for (const segment of segmentsOf(sale.marketType, sale.ClosePrice)) {
        const key = cellKey(area, segment);
        let cell = byCell.get(key);
        if (!cell) {
          cell = months.map(() => []);
          byCell.set(key, cell);
        }
        cell[index]?.push(facts);
      }
  }
  const active = new Map<string, number>();
  for (const property of input.properties) {
    const town = isActive(property) ? riTown(property.city, property.state) : null;
    if (town === null) continue;
    for (const area of areasOfTown(town))
      for (const segment of segmentsOf(MARKET_TYPE_OF[property.propertyType], property.price)) {
        const key = cellKey(area, segment);
        active.set(key, (active.get(key) ?? 0) + 1);
      }
  }
  const snapshots = months.map((month) => input.snapshots.get(month));
  const periodSnapshots = snapshots.slice(SERIES_MONTHS - PERIOD_MONTHS).filter((snapshot) => snapshot !== undefined);

  const segmentFigures = (area: string, segment: Segment): SegmentFigures => {
    const cell = byCell.get(cellKey(area, segment)) ?? months.map(() => []);
    const current = periodFigures(cell.slice(SERIES_MONTHS - PERIOD_MONTHS).flat());
    const before = periodFigures(cell.slice(SERIES_MONTHS - 2 * PERIOD_MONTHS, SERIES_MONTHS - PERIOD_MONTHS).flat());
    const activeListings = active.get(cellKey(area, segment)) ?? 0;
    const snapshotCounts = (snapshot: InventorySnapshot | undefined) =>
      snapshot === undefined ? undefined : (snapshot.counts[area]?.[segment] ?? { active: 0, new: 0 });
    return {
      ...current,
      prior: before,
      change: {
        sales: before.sales < MIN_SALES ? null : changePercent(current.sales, before.sales),
        medianPrice: changePercent(current.medianPrice, before.medianPrice),
        medianPricePerSqft: changePercent(current.medianPricePerSqft, before.medianPricePerSqft),
        medianDaysOnMarket: changePercent(current.medianDaysOnMarket, before.medianDaysOnMarket),
        saleToListPercent: changePercent(current.saleToListPercent, before.saleToListPercent),
      },
      activeListings,
      monthsOfSupply: monthsOfSupply(activeListings, current.sales),
      newListings:
        periodSnapshots.length === 0
          ? null
          : periodSnapshots.reduce((sum, snapshot) => sum + (snapshotCounts(snapshot)?.new ?? 0), 0),
      newListingsMonths: periodSnapshots.length,
      series: months.map((month, index) => {
        const counts = snapshotCounts(snapshots[index]);
        const sales = cell[index] ?? [];
        return {
          month,
          sales: sales.length,
          medianPrice: medianOrTooFew(sales.map((sale) => sale.price)),
          activeListings: counts?.active ?? null,
          newListings: counts?.new ?? null,
        };
      }),
    };
  };

  const recent = recentSalesByTown(sales, input.today);
  return {
    format: 1,
    computedAt: input.computedAt,
    period,
    prior,
    months,
    areas: AREAS.map((area) => ({
      ...area,
      ...(area.kind === 'town' ? { recentSales: recent.get(area.name) ?? noRecentSales() } : {}),
      segments: Object.fromEntries(SEGMENTS.map((segment) => [segment, segmentFigures(area.key, segment)])) as Record<
        Segment,
        SegmentFigures
      >,
    })),
  };
}
