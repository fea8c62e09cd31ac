/**
 * The MLS feed's status as the sync stores it after every pass (src/lib/server/feed-status.ts), checked
 * whenever it is read back. The fields after `count` came later: a status without them reads as if no pass
 * had recorded them yet.
 */
import { z } from 'zod';

const timestamp = z.iso.datetime({ offset: true });

export const feedStatusSchema = z.object({
  lastSuccessAt: timestamp.nullable(),
  lastAttemptAt: timestamp.nullable(),
  lastError: z.object({ at: timestamp, message: z.string() }).nullable(),
  count: z.number().int().nonnegative(),
  /** Where the incremental sync resumes: the last record stored. */
  mark: z.object({ timestamp: z.string(), key: z.string() }).nullable().default(null),
  /** When a pass last read a record at all (one from the future aside). */
  lastRecordAt: timestamp.nullable().default(null),
  /** Listings that came back within days of their removal: the alert pass never mails them as new. */
  reappeared: z.array(z.object({ id: z.number().int().positive(), at: timestamp })).default([]),
});

export type FeedStatus = z.output<typeof feedStatusSchema>;
