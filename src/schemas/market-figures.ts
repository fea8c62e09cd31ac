/**
 * The market figures as the sync stores them for the pages (one blob in the store "market"; definitions in
 * src/features/market/figures.ts and README, Market statistics), checked whole when read back.
 */
import { z } from 'zod';
import { closedSaleSchema, MAX_DAYS_ON_MARKET } from './closed-sale.ts';
import { RI_COUNTY_SLUGS } from './county.ts';
import { MARKET_SEGMENTS } from './inventory-snapshot.ts';

/** A figure computed from fewer than 5 sales: shown as "—", with "too few sales". */
export const TOO_FEW = 'too few sales';

const figure = z.union([z.number(), z.literal(TOO_FEW)]);
const count = z.number().int().min(0);
const day = z.iso.date();
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const periodSchema = z.strictObject({ from: day, to: day });

const periodFiguresSchema = z.strictObject({
  /** Closed records with CloseDate in the period. */
  sales: count,
  /** The median of ClosePrice. */
  medianPrice: figure,
  /** The median of ClosePrice / LivingArea over the sales with LivingArea > 0, to the cent. */
  medianPricePerSqft: figure,
  /** The median of DaysOnMarket, else CloseDate − OnMarketDate, else CloseDate − ListingContractDate. */
  medianDaysOnMarket: figure,
  /** The mean of ClosePrice / OriginalListPrice (else ListPrice), as a percent with one decimal. */
  saleToListPercent: figure,
});

const monthFiguresSchema = z.strictObject({
  month,
  sales: count,
  medianPrice: figure,
  /** From the month's snapshot: active at its end, and listed during it; null without a snapshot. */
  activeListings: count.nullable(),
  newListings: count.nullable(),
});

const segmentFiguresSchema = periodFiguresSchema.extend({
  /** The same figures over the 12 months before the period. */
  prior: periodFiguresSchema,
  /** In percent, one decimal; null when either side is too few, or for sales when the prior had under 5. */
  change: z.strictObject({
    sales: z.number().nullable(),
    medianPrice: z.number().nullable(),
    medianPricePerSqft: z.number().nullable(),
    medianDaysOnMarket: z.number().nullable(),
    saleToListPercent: z.number().nullable(),
  }),
  /** Listings shown now as Available, Coming Soon or Under Contract. */
  activeListings: count,
  /** activeListings ÷ (sales in the period ÷ 12), one decimal. */
  monthsOfSupply: figure,
  /** Listings whose OnMarketDate fell in the period, from the snapshots; null when none covers it. */
  newListings: count.nullable(),
  /** How many of the period's 12 months have a snapshot. */
  newListingsMonths: count.max(12),
  series: z.array(monthFiguresSchema),
});

/** How many recent sales a town keeps, of all brokerages and of the office's own. */
export const RECENT_SALES_COUNT = 10;

/** A recent sale as a town's page may list it: the sale's facts, its days on market as the figures read them. */
const recentSaleSchema = closedSaleSchema
  .pick({
    ListingKey: true,
    CloseDate: true,
    ClosePrice: true,
    marketType: true,
    BedroomsTotal: true,
    LivingArea: true,
    PostalCode: true,
    ListOfficeName: true,
    ours: true,
  })
  .extend({ daysOnMarket: z.number().int().min(0).max(MAX_DAYS_ON_MARKET).optional() });

/** Newest first. Which of them a page shows is RESO_SOLD_DISPLAY's (market-view.ts, shownRecentSales). */
const recentSalesSchema = z.strictObject({
  /** Of any brokerage that can be named: the office's own, or one with ListOfficeName. */
  all: z.array(recentSaleSchema).max(RECENT_SALES_COUNT),
  /** The office's own. */
  ours: z.array(recentSaleSchema).max(RECENT_SALES_COUNT),
});

const areaFiguresSchema = z.strictObject({
  key: z.string().regex(/^[a-z-]{1,40}$/),
  kind: z.enum(['state', 'county', 'town']),
  name: z.string().min(1).max(40),
  county: z.enum(RI_COUNTY_SLUGS).optional(),
  segments: z.strictObject(
    Object.fromEntries(MARKET_SEGMENTS.map((segment) => [segment, segmentFiguresSchema])) as Record<
      (typeof MARKET_SEGMENTS)[number],
      typeof segmentFiguresSchema
    >,
  ),
  /** A town's most recent sales (towns only; figures stored before they were kept have none). */
  recentSales: recentSalesSchema.optional(),
});

export const marketFiguresSchema = z.strictObject({
  format: z.literal(1),
  computedAt: z.iso.datetime(),
  period: periodSchema,
  prior: periodSchema,
  months: z.array(month),
  areas: z.array(areaFiguresSchema),
});

export type Figure = z.infer<typeof figure>;
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;
export type MonthFigures = z.infer<typeof monthFiguresSchema>;
export type SegmentFigures = z.infer<typeof segmentFiguresSchema>;
export type AreaFigures = z.infer<typeof areaFiguresSchema>;
export type RecentSale = z.infer<typeof recentSaleSchema>;
export type RecentSales = z.infer<typeof recentSalesSchema>;
export type MarketFigures = z.infer<typeof marketFiguresSchema>;
