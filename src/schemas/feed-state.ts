/**
 * The MLS feed's replication state as the sync stores it (one gzipped JSON blob, src/features/mls):
 * checked whole whenever it is read back, so a blob that is not ours is an error, never data. Objects keyed
 * by a feed identifier are read into Maps: a ListingKey "__proto__" or "constructor" is a key like any other.
 */
import { z } from 'zod';
import { propertySchema } from './property.ts';

/**
 * A JSON object keyed by identifiers, as a Map. Not z.record, whose plain-object result drops a key
 * "__proto__": Object.entries reads every own key of the parsed JSON.
 */
function identifierMap<T extends z.ZodType>(value: T): z.ZodType<Map<string, z.output<T>>> {
  return z
    .preprocess(
      (input) => (typeof input === 'object' && input !== null && !Array.isArray(input) ? Object.entries(input) : input),
      z.array(z.tuple([z.string(), value])),
    )
    .transform((entries) => new Map(entries as [string, z.output<T>][]));
}

const timestamp = z.iso.datetime({ offset: true });

export const feedMarkSchema = z.object({ timestamp: z.string(), key: z.string() });

export const mediaSourceSchema = z.object({
  mediaKey: z.string(),
  url: z.string(),
  modifiedAt: z.string().optional(),
  path: z.string(),
});

export const feedListingSchema = z.object({
  property: propertySchema,
  photos: z.array(mediaSourceSchema),
  /** When the listing came back within days of its removal (README, Listings from the MLS: reappearances). */
  reappearedAt: timestamp.optional(),
});

export const feedStateSchema = z.object({
  format: z.literal(1),
  /** The MAPPING_VERSION the listings were mapped with (absent in a state older than the field). */
  mappingVersion: z.number().int().optional(),
  /** The source's fingerprint (absent in a state older than the field: it belongs to the current source). */
  source: z.string().optional(),
  mark: feedMarkSchema.nullable(),
  ids: identifierMap(z.number().int().positive()),
  nextId: z.number().int().positive(),
  listings: identifierMap(feedListingSchema),
  lastReconciledAt: timestamp.nullable(),
  /** While a full load runs: the ListingKeys it has read so far. Listings it never reads go when it ends. */
  reload: z
    .object({ keys: z.array(z.string()).transform((keys) => new Set(keys)) })
    .nullable()
    .default(null),
  /** When each listing recently left, for telling a return from a new listing. */
  removedAt: identifierMap(timestamp).default(() => new Map()),
  /** Per town, the advisor given its latest listing: where the round robin of its advisors goes on. */
  contactTurns: identifierMap(z.number().int().positive()).default(() => new Map()),
});

export type FeedStateData = z.output<typeof feedStateSchema>;
export type FeedListingData = z.output<typeof feedListingSchema>;
