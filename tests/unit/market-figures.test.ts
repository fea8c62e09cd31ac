// The market figures on hand-computed tables (README, Market statistics: the definitions), and their
// invariants on generated sales (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TOO_FEW,
  changePercent,
  computeMarketFigures,
  median,
  monthsOfSupply,
  periodsOn,
  type MarketFigures,
} from '#src/features/market/figures.ts';
import { MARKET_TYPES, type ClosedSale } from '#src/schemas/closed-sale.ts';
import type { InventorySnapshot } from '#src/schemas/inventory-snapshot.ts';
import { marketFiguresSchema } from '#src/schemas/market-figures.ts';
import { RI_TOWNS, riCounty } from '#src/schemas/rules/ri-towns.ts';
import { areasOfTown } from '#src/features/market/areas.ts';
import { daysOnMarketOf } from '#src/features/market/closed-sale.ts';
import { makeListing } from '#tests/helpers/listing.ts';

const TODAY = '2026-11-26';
let keys = 0;
const sale = (changes: Partial<ClosedSale>): ClosedSale => ({
  ListingKey: `S${(keys += 1)}`,
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

// Newport, single family, the period (Nov 2025 – Oct 2026): six sales, hand-computed below.
const period = [
  sale({
    ClosePrice: 400_000,
    CloseDate: '2026-10-31',
    LivingArea: 2000,
    DaysOnMarket: 10,
    OriginalListPrice: 420_000,
    ListPrice: 410_000,
  }),
  sale({
    ClosePrice: 500_000,
    CloseDate: '2025-11-01',
    LivingArea: 2500,
    OnMarketDate: '2025-10-01',
    ListPrice: 500_000,
  }),
  sale({ ClosePrice: 600_000, CloseDate: '2026-03-15', DaysOnMarket: 30, OriginalListPrice: 600_000 }),
  sale({
    ClosePrice: 700_000,
    CloseDate: '2026-05-01',
    LivingArea: 2800,
    ListingContractDate: '2026-04-01',
    OriginalListPrice: 700_000,
  }),
  sale({
    ClosePrice: 800_000,
    CloseDate: '2026-06-01',
    LivingArea: 3200,
    DaysOnMarket: 50,
    OriginalListPrice: 1_000_000,
  }),
  sale({ ClosePrice: 650_000, CloseDate: '2026-07-10', LivingArea: 2600, DaysOnMarket: 20, ListPrice: 650_000 }),
];
// The prior period (Nov 2024 – Oct 2025): five sales.
const prior = [300_000, 350_000, 400_000, 450_000, 500_000].map((price, index) =>
  sale({
    ClosePrice: price,
    CloseDate: index === 0 ? '2025-10-31' : `2025-0${index + 1}-15`,
    LivingArea: 2000,
    DaysOnMarket: 40,
    OriginalListPrice: price,
  }),
);
const others = [
  // The current month is in no period and no month of the series.
  sale({ ClosePrice: 900_000, CloseDate: '2026-11-01' }),
  // Luxury: one sale of $1.2M.
  sale({ ClosePrice: 1_200_000, CloseDate: '2026-08-01', marketType: 'condo-townhouse' }),
  // Jamestown: four sales.
  ...[1, 2, 3, 4].map((n) =>
    sale({ town: 'Jamestown', ClosePrice: 1_000_000 + n, CloseDate: '2026-02-0' + String(n) }),
  ),
];
const properties = [
  makeListing(1, { city: 'Newport', status: 'Available', price: 700_000 }),
  makeListing(2, { city: 'Newport', status: 'Coming Soon', price: 800_000 }),
  makeListing(3, { city: 'Newport', status: 'Under Contract', price: 900_000 }),
  makeListing(4, { city: 'Newport', status: 'Available', price: 950_000, propertyType: 'Estate' }),
  makeListing(5, { city: 'Newport', status: 'Sold', price: 900_000 }),
  makeListing(6, { city: 'Newport', status: 'Available', price: 2_000_000, propertyType: 'Condo' }),
];
const snapshots = new Map<string, InventorySnapshot>([
  [
    '2026-09',
    {
      format: 1,
      month: '2026-09',
      takenAt: '2026-10-01T05:00:00.000Z',
      counts: { newport: { 'single-family': { active: 7, new: 3 } } },
    },
  ],
  [
    '2026-10',
    {
      format: 1,
      month: '2026-10',
      takenAt: '2026-11-01T05:00:00.000Z',
      counts: { newport: { 'single-family': { active: 6, new: 2 } } },
    },
  ],
  [
    '2024-10',
    {
      format: 1,
      month: '2024-10',
      takenAt: '2024-11-01T05:00:00.000Z',
      counts: { newport: { 'single-family': { active: 9, new: 9 } } },
    },
  ],
]);

const figures: MarketFigures = computeMarketFigures({
  sales: [...period, ...prior, ...others],
  properties,
  snapshots,
  today: TODAY,
  computedAt: '2026-11-26T15:00:00.000Z',
});
const cell = (area: string, segment: keyof MarketFigures['areas'][number]['segments']) => {
  const found = figures.areas.find((candidate) => candidate.key === area);
  if (!found) throw new Error(`no area ${area}`);
  return found.segments[segment];
};

describe('the stored shape', () => {
  it('passes the schema the pages read it with', () => {
    expect(marketFiguresSchema.safeParse(figures).success).toBe(true);
    expect(marketFiguresSchema.safeParse({ ...figures, format: 2 }).success).toBe(false);
  });
});

describe('the periods', () => {
  it('are the 12 full months before this one, the 12 before them, and 36 months of series', () => {
    expect(periodsOn(TODAY).period).toEqual({ from: '2025-11-01', to: '2026-10-31' });
    expect(periodsOn(TODAY).prior).toEqual({ from: '2024-11-01', to: '2025-10-31' });
    expect(periodsOn('2026-01-01').period).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    const { months } = periodsOn(TODAY);
    expect(months).toHaveLength(36);
    expect([months[0], months.at(-1)]).toEqual(['2023-11', '2026-10']);
  });
});

describe('the figures on a hand-computed table (Newport, single family)', () => {
  const newport = cell('newport', 'single-family');

  it('counts the sales closed in the period, both boundary days included and the current month left out', () => {
    expect(newport.sales).toBe(6);
    expect(newport.prior.sales).toBe(5);
  });

  it('takes the median of an even count as the mean of the middle two, and of an odd count as the middle one', () => {
    expect(newport.medianPrice).toBe(625_000);
    expect(newport.prior.medianPrice).toBe(400_000);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('prices the square foot over the sales with a LivingArea only', () => {
    // 200, 200, 250, 250, 250: the $600,000 sale has none.
    expect(newport.medianPricePerSqft).toBe(250);
  });

  it('reads days on market from DaysOnMarket, else from OnMarketDate, else from ListingContractDate', () => {
    // 10, 31 (Oct 1 → Nov 1), 30, 30 (Apr 1 → May 1), 50, 20.
    expect(newport.medianDaysOnMarket).toBe(30);
    expect(daysOnMarketOf(sale({ CloseDate: '2026-05-01' }))).toBeUndefined();
    expect(daysOnMarketOf(sale({ CloseDate: '2026-05-01', OnMarketDate: '2026-06-01' }))).toBeUndefined();
  });

  it('divides by the OriginalListPrice, or the ListPrice when it is missing, as a percent with one decimal', () => {
    // (400/420 + 1 + 1 + 1 + 0.8 + 1) / 6 = 95.87 %
    expect(newport.saleToListPercent).toBe(95.9);
    expect(newport.prior.saleToListPercent).toBe(100);
  });

  it('gives the change from the year before in percent', () => {
    expect(newport.change).toEqual({
      sales: 20,
      medianPrice: 56.3,
      medianPricePerSqft: 25,
      medianDaysOnMarket: -25,
      saleToListPercent: -4.1,
    });
  });

  it('counts the active listings at their asking price and the months of supply', () => {
    // Available, Coming Soon, Under Contract and the Estate (a single-family home); not the Sold one.
    expect(newport.activeListings).toBe(4);
    // 4 ÷ (6 ÷ 12)
    expect(newport.monthsOfSupply).toBe(8);
    expect(cell('newport', 'luxury').activeListings).toBe(1);
  });

  it('sums the new listings of the period’s snapshots, and says how many months they cover', () => {
    expect(newport.newListings).toBe(5);
    expect(newport.newListingsMonths).toBe(2);
    expect(cell('jamestown', 'all').newListings).toBe(0);
  });

  it('gives 36 months of series, each with its own count and its snapshot', () => {
    expect(newport.series).toHaveLength(36);
    expect(newport.series.at(-1)).toEqual({
      month: '2026-10',
      sales: 1,
      medianPrice: TOO_FEW,
      activeListings: 6,
      newListings: 2,
    });
    expect(newport.series.find((month) => month.month === '2024-10')).toMatchObject({ sales: 0, activeListings: 9 });
    expect(newport.series.find((month) => month.month === '2025-01')?.activeListings).toBeNull();
    expect(newport.series.reduce((sum, month) => sum + month.sales, 0)).toBe(11);
  });
});

describe('too few sales', () => {
  it('is a value of its own for every figure computed from fewer than 5 sales', () => {
    const jamestown = cell('jamestown', 'all');
    expect(jamestown.sales).toBe(4);
    expect(jamestown.medianPrice).toBe(TOO_FEW);
    expect(jamestown.medianDaysOnMarket).toBe(TOO_FEW);
    expect(jamestown.saleToListPercent).toBe(TOO_FEW);
    expect(jamestown.monthsOfSupply).toBe(TOO_FEW);
    expect(jamestown.change.medianPrice).toBeNull();
    const luxury = cell('newport', 'luxury');
    expect(luxury.sales).toBe(1);
    expect(luxury.medianPricePerSqft).toBe(TOO_FEW);
    // A town with no sale at all still has its figures.
    expect(cell('foster', 'land')).toMatchObject({
      sales: 0,
      medianPrice: TOO_FEW,
      monthsOfSupply: TOO_FEW,
      change: { sales: null },
    });
  });

  it('leaves the change out when either side is too few or the year before is zero', () => {
    expect(changePercent(TOO_FEW, 5)).toBeNull();
    expect(changePercent(5, TOO_FEW)).toBeNull();
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(110, 100)).toBe(10);
  });
});

describe('the areas', () => {
  it('add up: a county holds its towns, the state its counties', () => {
    expect(cell('newport-county', 'all').sales).toBe(cell('newport', 'all').sales + cell('jamestown', 'all').sales);
    expect(cell('rhode-island', 'all').sales).toBe(cell('newport-county', 'all').sales);
    expect(cell('rhode-island', 'all').activeListings).toBe(5);
  });
});

describe('invariants (fast-check)', () => {
  it('a median lies between the smallest and the largest value', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e9, max: 1e9, noNaN: true }), { minLength: 1 }), (values) => {
        const middle = median([...values]);
        return middle >= Math.min(...values) && middle <= Math.max(...values);
      }),
    );
  });

  it('the supply is never negative', () => {
    fc.assert(
      fc.property(fc.nat(1e6), fc.nat(1e6), (active, sales) => {
        const supply = monthsOfSupply(active, sales);
        return supply === TOO_FEW ? sales < 5 : supply >= 0;
      }),
    );
  });

  const generatedSale = fc.record({
    ClosePrice: fc.integer({ min: 10_000, max: 20_000_000 }),
    CloseDate: fc
      .date({ min: new Date('2023-06-01T00:00:00Z'), max: new Date('2026-11-25T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
    town: fc.constantFrom(...RI_TOWNS),
    marketType: fc.constantFrom(...MARKET_TYPES),
    LivingArea: fc.option(fc.integer({ min: 1, max: 20_000 }), { nil: undefined }),
    DaysOnMarket: fc.option(fc.integer({ min: 0, max: 900 }), { nil: undefined }),
    OriginalListPrice: fc.option(fc.integer({ min: 10_000, max: 20_000_000 }), { nil: undefined }),
  });

  it('on generated sales: every median within its sales’ range, supply never negative, the types add up to all', () => {
    fc.assert(
      fc.property(
        fc.array(generatedSale, { maxLength: 120 }),
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 30 }),
        (drawn, prices) => {
          const sales = drawn.map((facts) => sale({ ...facts, county: riCounty(facts.town, 'RI') ?? 'newport' }));
          const listings = prices.map((price, index) => makeListing(index + 1, { city: 'Newport', price }));
          const result = computeMarketFigures({
            sales,
            properties: listings,
            snapshots: new Map(),
            today: TODAY,
            computedAt: TODAY,
          });
          const { from, to } = result.period;
          for (const area of result.areas) {
            const all = area.segments.all;
            const typed = MARKET_TYPES.reduce((sum, type) => sum + area.segments[type].sales, 0);
            if (typed !== all.sales) return false;
            if (all.monthsOfSupply !== TOO_FEW && all.monthsOfSupply < 0) return false;
            if (all.medianPrice !== TOO_FEW) {
              const prices = sales
                .filter((s) => s.CloseDate >= from && s.CloseDate <= to && areasOfTown(s.town).includes(area.key))
                .map((s) => s.ClosePrice);
              if (prices.length < 5) return false;
              if (all.medianPrice < Math.min(...prices) || all.medianPrice > Math.max(...prices)) return false;
            }
          }
          return true;
        },
      ),
      { numRuns: 40 },
    );
  });
});
