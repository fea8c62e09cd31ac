// A town's recent sales (src/features/market/recent-sales.ts), computed with the figures, and which of them a
// page shows under each RESO_SOLD_DISPLAY (market-view.ts, shownRecentSales).
import { describe, expect, it } from 'vitest';
import { computeMarketFigures } from '#src/features/market/figures.ts';
import { byRecency, recentSalesByTown } from '#src/features/market/recent-sales.ts';
import { shownRecentSales } from '#src/features/market/market-view.ts';
import { marketFiguresSchema, RECENT_SALES_COUNT, type AreaFigures } from '#src/schemas/market-figures.ts';
import { handMadeFigures, MARKET_TODAY, marketSale } from '#tests/helpers/market-figures.ts';

const named = (changes: Parameters<typeof marketSale>[0] = {}) =>
  marketSale({ ListOfficeName: 'Harbor Realty', ...changes });
const day = (n: number): string => `2026-0${String(Math.floor(n / 28) + 1)}-${String((n % 28) + 1).padStart(2, '0')}`;

describe('the recent sales of a town', () => {
  it('are the newest first, ties by ListingKey, whatever order they come in', () => {
    const sales = [
      named({ ListingKey: 'B', CloseDate: '2026-10-01' }),
      named({ ListingKey: 'C', CloseDate: '2026-11-15' }),
      named({ ListingKey: 'A', CloseDate: '2026-10-01' }),
      named({ ListingKey: 'D', CloseDate: '2026-09-30' }),
    ];
    const keys = (list: typeof sales) =>
      recentSalesByTown(list, MARKET_TODAY)
        .get('Newport')
        ?.all.map((sale) => sale.ListingKey);
    expect(keys(sales)).toEqual(['C', 'A', 'B', 'D']);
    expect(keys([...sales].reverse())).toEqual(['C', 'A', 'B', 'D']);
    expect(byRecency(sales[0]!, sales[0]!)).toBe(0);
  });

  it('are at most 10, and the office’s own are kept apart, also when older than the 10 newest', () => {
    const others = Array.from({ length: 30 }, (_, index) => named({ CloseDate: day(index + 40) }));
    const ours = [0, 1, 2].map((index) =>
      marketSale({ CloseDate: day(index), ours: true, ListOfficeName: 'Flagship Luxury Realty' }),
    );
    const recent = recentSalesByTown([...ours, ...others], MARKET_TODAY).get('Newport')!;
    expect(recent.all).toHaveLength(RECENT_SALES_COUNT);
    expect(recent.all.every((sale) => !sale.ours)).toBe(true);
    expect(recent.all[0]?.CloseDate).toBe(day(69));
    expect(recent.ours.map((sale) => sale.CloseDate)).toEqual([day(2), day(1), day(0)]);
    // With listings, the page shows the 10 newest and the office's own always, after them by date.
    const area = { ...handMadeFigures().areas.find((one) => one.key === 'newport')!, recentSales: recent };
    const shown = shownRecentSales(area, 'listings');
    expect(shown).toHaveLength(RECENT_SALES_COUNT + 3);
    expect(shown.slice(-3).map((sale) => [sale.CloseDate, sale.ours])).toEqual([
      [day(2), true],
      [day(1), true],
      [day(0), true],
    ]);
  });

  it('leave out another brokerage’s sale without a ListOfficeName, and any closed after today', () => {
    const unnamed = marketSale({ CloseDate: '2026-11-20' });
    const future = named({ CloseDate: '2026-12-11' });
    const ours = marketSale({ CloseDate: '2026-11-01', ours: true });
    const recent = recentSalesByTown([unnamed, future, ours], MARKET_TODAY).get('Newport')!;
    expect(recent.all.map((sale) => sale.ListingKey)).toEqual([ours.ListingKey]);
    expect(recent.ours.map((sale) => sale.ListingKey)).toEqual([ours.ListingKey]);
  });

  it('carry the facts a page shows, days on market as the figures read them, by town', () => {
    const sale = named({
      town: 'Jamestown',
      PostalCode: '02835',
      CloseDate: '2026-11-01',
      OnMarketDate: '2026-09-02',
      BedroomsTotal: 3,
      LivingArea: 1800,
      ClosePrice: 910_000,
      OriginalListPrice: 950_000,
    });
    const relisted = named({ CloseDate: '2026-10-01', OnMarketDate: '2010-01-01' });
    const byTown = recentSalesByTown([sale, relisted], MARKET_TODAY);
    expect(byTown.get('Jamestown')?.all).toEqual([
      {
        ListingKey: sale.ListingKey,
        CloseDate: '2026-11-01',
        ClosePrice: 910_000,
        marketType: 'single-family',
        BedroomsTotal: 3,
        LivingArea: 1800,
        PostalCode: '02835',
        ListOfficeName: 'Harbor Realty',
        ours: false,
        daysOnMarket: 60,
      },
    ]);
    // Sixteen years on the market is no count to show.
    expect(byTown.get('Newport')?.all[0]?.daysOnMarket).toBeUndefined();
  });

  it('are stored with the figures, on towns only, within the schema’s bounds', () => {
    const sales = Array.from({ length: 25 }, (_, index) => named({ CloseDate: day(index), ours: index % 2 === 0 }));
    const figures = computeMarketFigures({
      sales: sales.values(),
      properties: [],
      snapshots: new Map(),
      today: MARKET_TODAY,
      computedAt: '2026-12-01T14:05:00.000Z',
    });
    expect(marketFiguresSchema.parse(figures)).toEqual(figures);
    const newport = figures.areas.find((area) => area.key === 'newport')!;
    expect(newport.recentSales?.all).toHaveLength(10);
    expect(newport.recentSales?.ours).toHaveLength(10);
    // The iterator was read for the figures too.
    expect(newport.segments.all.series.reduce((sum, month) => sum + month.sales, 0)).toBe(25);
    expect(figures.areas.find((area) => area.key === 'exeter')?.recentSales).toEqual({ all: [], ours: [] });
    expect(figures.areas.filter((area) => area.kind !== 'town').every((area) => area.recentSales === undefined)).toBe(
      true,
    );
    const tooMany = structuredClone(figures);
    const all = tooMany.areas.find((area) => area.key === 'newport')!.recentSales!.all;
    all.push(all[0]!);
    expect(marketFiguresSchema.safeParse(tooMany).success).toBe(false);
  });
});

describe('the recent sales a page shows', () => {
  const newport = handMadeFigures().areas.find((area) => area.key === 'newport')!;

  it('with listings: the most recent of every brokerage that is named', () => {
    const shown = shownRecentSales(newport, 'listings');
    expect(shown.map((sale) => [sale.ClosePrice, sale.ListOfficeName, sale.ours])).toEqual([
      [2_000_000, 'Bellevue Harbor Realty', false],
      [1_500_000, 'Flagship Luxury Realty', true],
      [800_000, 'Ocean State Homes', false],
      [600_000, 'Ocean State Homes', false],
    ]);
  });

  it('with aggregate: the office’s own only; with off: none', () => {
    expect(shownRecentSales(newport, 'aggregate').map((sale) => sale.ClosePrice)).toEqual([1_500_000]);
    expect(shownRecentSales(newport, 'off')).toEqual([]);
  });

  it('never one of another brokerage without its name, nor one in the wrong list, whatever the blob holds', () => {
    const stored = newport.recentSales!;
    const { ListOfficeName: _named, ...unnamed } = stored.all[0]!;
    const tampered: AreaFigures = {
      ...newport,
      recentSales: { all: [unnamed, ...stored.all.slice(1)], ours: [...stored.ours, stored.all[0]!] },
    };
    expect(shownRecentSales(tampered, 'listings').map((sale) => sale.ClosePrice)).toEqual([
      1_500_000, 800_000, 600_000,
    ]);
    expect(shownRecentSales(tampered, 'aggregate').every((sale) => sale.ours)).toBe(true);
    // Figures stored before the recent sales were kept.
    expect(shownRecentSales({ ...newport, recentSales: undefined }, 'listings')).toEqual([]);
  });
});
