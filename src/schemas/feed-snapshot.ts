/**
 * The MLS feed's snapshot as the catalogue reads it (src/lib/server/listing-snapshot.ts): every listing that
 * shows, checked again when read back, so a blob that is not the sync's never becomes a listing.
 */
import { z } from 'zod';
import { propertySchema } from './property.ts';

export const feedSnapshotSchema = z.object({
  version: z.string(),
  syncedAt: z.iso.datetime({ offset: true }),
  /** Newest first. */
  properties: z.array(propertySchema),
});

export type FeedSnapshot = z.output<typeof feedSnapshotSchema>;
