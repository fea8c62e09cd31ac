// A small, hand-made market: figures computed (computeMarketFigures) from a few sales, independent of data/
// and of the fixture MLS. On December 10, 2026 the period is December 1, 2025 to November 30, 2026.
import { computeMarketFigures } from '#src/features/market/figures.ts';
import type { ClosedSale } from '#src/schemas/closed-sale.ts';
import type { MarketFigures } from '#src/schemas/market-figures.ts';

export const MARKET_TODAY = '2026-12-10';
export const MARKET_COMPUTED_AT = '2026-12-01T14:05:00.000Z';

let keys = 0;
export const marketSale = (changes: Partial<ClosedSale>): ClosedSale => ({
  ListingKey: `S${String((keys += 1))}`,
  ModificationTimestamp: '2026-11-01T12:00:00.000Z',
  ClosePrice: 500_000,
  CloseDate: '2026-06-01',
  PostalCode: '02840',
  town: 'Newport',
  county: 'newport',
  marketType: 'single-family',
  ours: false,
  ...changes,
});

/**
 * Newport: six single-family sales in the period (medians below), one condo, and five sales the year
 * before; Jamestown: three sales (too few); every other town: none. Newport's recent sales: the office's own
 * at 1.5M (September 9), three of other brokerages named (2M, the newest, at Bellevue Harbor Realty), and
 * the rest without a ListOfficeName, which no page may show.
 */
export const MARKET_SALES: readonly ClosedSale[] = [
  // The period: prices 400k, 600k, 800k, 1.2M, 1.5M, 2M → median 1M; one condo at 700k.
  marketSale({
    ClosePrice: 400_000,
    CloseDate: '2025-12-01',
    LivingArea: 2000,
    DaysOnMarket: 10,
    OriginalListPrice: 400_000,
  }),
  marketSale({
    ClosePrice: 600_000,
    CloseDate: '2026-02-14',
    LivingArea: 2000,
    DaysOnMarket: 20,
    OriginalListPrice: 600_000,
    ListOfficeName: 'Ocean State Homes',
  }),
  marketSale({
    ClosePrice: 800_000,
    CloseDate: '2026-05-20',
    LivingArea: 2000,
    DaysOnMarket: 30,
    OriginalListPrice: 800_000,
    ListOfficeName: 'Ocean State Homes',
  }),
  marketSale({
    ClosePrice: 1_200_000,
    CloseDate: '2026-07-04',
    LivingArea: 3000,
    DaysOnMarket: 40,
    OriginalListPrice: 1_200_000,
  }),
  marketSale({
    ClosePrice: 1_500_000,
    CloseDate: '2026-09-09',
    LivingArea: 3000,
    DaysOnMarket: 50,
    OriginalListPrice: 1_500_000,
    BedroomsTotal: 4,
    ListOfficeName: 'Flagship Luxury Realty',
    ours: true,
  }),
  marketSale({
    ClosePrice: 2_000_000,
    CloseDate: '2026-11-30',
    LivingArea: 4000,
    DaysOnMarket: 60,
    OriginalListPrice: 2_000_000,
    BedroomsTotal: 5,
    ListOfficeName: 'Bellevue Harbor Realty',
  }),
  marketSale({
    ClosePrice: 700_000,
    CloseDate: '2026-03-03',
    marketType: 'condo-townhouse',
    DaysOnMarket: 35,
    OriginalListPrice: 700_000,
  }),
  // The year before: five at 500k.
  ...['2024-12-05', '2025-02-10', '2025-04-15', '2025-06-20', '2025-11-30'].map((CloseDate) =>
    marketSale({ ClosePrice: 500_000, CloseDate, DaysOnMarket: 30, OriginalListPrice: 500_000 }),
  ),
  // Jamestown: too few.
  ...['2026-01-10', '2026-04-10', '2026-08-10'].map((CloseDate) =>
    marketSale({ ClosePrice: 900_000, CloseDate, town: 'Jamestown', PostalCode: '02835' }),
  ),
];

export function handMadeFigures(): MarketFigures {
  return computeMarketFigures({
    sales: MARKET_SALES,
    properties: [],
    snapshots: new Map(),
    today: MARKET_TODAY,
    computedAt: MARKET_COMPUTED_AT,
  });
}
