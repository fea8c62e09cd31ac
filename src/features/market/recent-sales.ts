/**
 * Each town's most recent sales, computed with the figures (README, Market statistics): the 10 newest of
 * any brokerage that can be named, and the 10 newest of the office's own. Pure. Which of them a page shows
 * is RESO_SOLD_DISPLAY's (src/features/market/market-view.ts).
 */
import type { ClosedSale } from '#src/schemas/closed-sale.ts';
import { MAX_DAYS_ON_MARKET } from '#src/schemas/closed-sale.ts';
import { RECENT_SALES_COUNT, type RecentSale, type RecentSales } from '#src/schemas/market-figures.ts';
import { daysOnMarketOf } from './closed-sale.ts';

/** Newest CloseDate first; on the same day by ListingKey, so every pass lists them in the same order. */
export const byRecency = (a: Pick<ClosedSale, 'CloseDate' | 'ListingKey'>, b: typeof a): number =>
  a.CloseDate === b.CloseDate
    ? a.ListingKey < b.ListingKey
      ? -1
      : a.ListingKey > b.ListingKey
        ? 1
        : 0
    : a.CloseDate > b.CloseDate
      ? -1
      : 1;

/** Another brokerage's sale is named by its ListOfficeName: one without it can never be shown. */
const nameable = (sale: ClosedSale): boolean => sale.ours || sale.ListOfficeName !== undefined;

function recentSaleOf(sale: ClosedSale): RecentSale {
  const days = daysOnMarketOf(sale);
  return {
    ListingKey: sale.ListingKey,
    CloseDate: sale.CloseDate,
    ClosePrice: sale.ClosePrice,
    marketType: sale.marketType,
    ...(sale.BedroomsTotal === undefined ? {} : { BedroomsTotal: sale.BedroomsTotal }),
    ...(sale.LivingArea === undefined ? {} : { LivingArea: sale.LivingArea }),
    PostalCode: sale.PostalCode,
    ...(sale.ListOfficeName === undefined ? {} : { ListOfficeName: sale.ListOfficeName }),
    ours: sale.ours,
    // Dates far apart (a relisted home's first OnMarketDate) make no plausible count.
    ...(days === undefined || days > MAX_DAYS_ON_MARKET ? {} : { daysOnMarket: days }),
  };
}

const newest = (sales: ClosedSale[]): RecentSale[] =>
  sales.sort(byRecency).slice(0, RECENT_SALES_COUNT).map(recentSaleOf);

/**
 * By town (its name), its recent sales closed on or before `today` ("YYYY-MM-DD"): a CloseDate in the future is an
 * error of the record, which would otherwise head the list for months.
 */
export function recentSalesByTown(sales: Iterable<ClosedSale>, today: string): Map<string, RecentSales> {
  const byTown = new Map<string, ClosedSale[]>();
  for (const sale of sales) {
    if (sale.CloseDate > today || !nameable(sale)) continue;
    const town = byTown.get(sale.town);
    if (town) town.push(sale);
    else byTown.set(sale.town, [sale]);
  }
  return new Map(
    [...byTown].map(([town, townSales]) => [
      town,
      { all: newest([...townSales]), ours: newest(townSales.filter((sale) => sale.ours)) },
    ]),
  );
}

export const noRecentSales = (): RecentSales => ({ all: [], ours: [] });
