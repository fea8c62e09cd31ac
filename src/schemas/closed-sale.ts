/**
 * One closed sale as the site keeps it for the market figures (README, Market statistics): a Closed record
 * of the MLS, from any brokerage, reduced to the facts the figures read. RESO Data Dictionary names for the
 * MLS's facts; `town`, `county` and `marketType` are the site's reading of City, PostalCode and
 * PropertyType/PropertySubType. Bounded: every value comes from the feed, which is untrusted.
 */
import { z } from 'zod';
import { RI_COUNTY_SLUGS } from './county.ts';
import { feedIdentifierSchema } from './rules/feed-identifier.ts';
import { RI_TOWNS } from './rules/ri-towns.ts';

/** The market figures' property types: the site's six types folded into four (Estate is a Single Family home). */
export const MARKET_TYPES = ['single-family', 'condo-townhouse', 'multi-family', 'land'] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

/** How the figures name each type. */
export const MARKET_TYPE_LABELS: Readonly<Record<MarketType, string>> = {
  'single-family': 'Single family',
  'condo-townhouse': 'Condo/townhouse',
  'multi-family': 'Multi-family',
  land: 'Land',
};

/** Above any Rhode Island sale, so a misplaced digit fails the record rather than a town's median. */
export const MAX_SALE_PRICE = 200_000_000;
/** Square feet: above any house, so square metres read as feet or a lot size in the field fail. */
export const MAX_LIVING_AREA = 60_000;
/** Ten years on the market: a longer DaysOnMarket is a provider's placeholder. */
export const MAX_DAYS_ON_MARKET = 3_650;
export const MAX_OFFICE_NAME_LENGTH = 120;

const price = z.number().positive().max(MAX_SALE_PRICE);
const day = z.iso.date();

export const closedSaleSchema = z.strictObject({
  ListingKey: feedIdentifierSchema,
  /** The record's last change (UTC): a newer version of the sale replaces this one. */
  ModificationTimestamp: z.iso.datetime(),
  ClosePrice: price,
  CloseDate: day,
  ListPrice: price.optional(),
  OriginalListPrice: price.optional(),
  DaysOnMarket: z.number().int().min(0).max(MAX_DAYS_ON_MARKET).optional(),
  OnMarketDate: day.optional(),
  ListingContractDate: day.optional(),
  /** In square feet (square metres converted). */
  LivingArea: z.number().positive().max(MAX_LIVING_AREA).optional(),
  BedroomsTotal: z.number().int().min(0).max(50).optional(),
  /** The five-digit ZIP code. */
  PostalCode: z.string().regex(/^\d{5}$/),
  town: z.enum(RI_TOWNS),
  county: z.enum(RI_COUNTY_SLUGS),
  marketType: z.enum(MARKET_TYPES),
  ListOfficeName: z.string().trim().min(1).max(MAX_OFFICE_NAME_LENGTH).optional(),
  /** Listed by the brokerage itself (RESO_OFFICE_MLS_ID): its own sales may always be named. */
  ours: z.boolean(),
});
export type ClosedSale = z.infer<typeof closedSaleSchema>;

/** The sales store's one blob: every closed sale kept, and the keyset mark the next read resumes after. */
export const salesStateSchema = z.strictObject({
  format: z.literal(1),
  /** The feed's own timestamp text, as the listings' mark keeps it (feed-state.ts). */
  mark: z.strictObject({ key: feedIdentifierSchema, timestamp: z.string().max(40) }).nullable(),
  sales: z.array(closedSaleSchema),
});
export type SalesStateData = z.infer<typeof salesStateSchema>;

/** A closed sale as the comparables after a valuation request read it: no more than they show or match on. */
export const comparableSaleSchema = closedSaleSchema.pick({
  ListingKey: true,
  ClosePrice: true,
  CloseDate: true,
  LivingArea: true,
  BedroomsTotal: true,
  town: true,
  county: true,
  marketType: true,
  ListOfficeName: true,
  ours: true,
});
export type ComparableSale = z.infer<typeof comparableSaleSchema>;

/**
 * The store "market"'s blob of the last 12 months' sales, for the comparables: small enough for a function
 * to read on a request, where the sales store's one blob of 36 months is not.
 */
export const recentSalesSchema = z.strictObject({
  format: z.literal(1),
  /** When the sync wrote it: the functions' cache key. */
  writtenAt: z.iso.datetime(),
  /** The first CloseDate it holds. */
  from: day,
  sales: z.array(comparableSaleSchema),
});
export type RecentSales = z.infer<typeof recentSalesSchema>;
