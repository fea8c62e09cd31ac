/**
 * One month's inventory as the sync recorded it on the first pass after the month ended (README, Market
 * statistics): per area and segment, the listings active at the month's end and those that came on the
 * market during it. Written once and never overwritten: past inventory cannot be rebuilt from the MLS.
 */
import { z } from 'zod';
import { MARKET_TYPES } from './closed-sale.ts';

/** All homes, the luxury segment ($1M and over), and each of the four types. */
export const MARKET_SEGMENTS = ['all', 'luxury', ...MARKET_TYPES] as const;
export type MarketSegment = (typeof MARKET_SEGMENTS)[number];

const count = z.number().int().min(0).max(1_000_000);
const segmentCounts = z.strictObject({ active: count, new: count });

export const inventorySnapshotSchema = z.strictObject({
  format: z.literal(1),
  /** The month described, "YYYY-MM". */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  /** When the counts were taken (UTC): the first complete pass of the next month. */
  takenAt: z.iso.datetime(),
  /** By area key (areas.ts), then segment; areas and segments with nothing are left out. */
  counts: z.record(z.string().regex(/^[a-z-]{1,40}$/), z.partialRecord(z.enum(MARKET_SEGMENTS), segmentCounts)),
});
export type InventorySnapshot = z.infer<typeof inventorySnapshotSchema>;
