import { z } from 'zod';

/** The channels a lead is delivered through. */
export const DELIVERY_CHANNELS = ['email', 'webhook'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** A worker's lease on a channel while it sends; it lapses at `until`. */
const claimSchema = z.object({ by: z.string(), until: z.iso.datetime() });

/** One channel of an outbox: pending (with its next attempt), sent (with the time) or failed for good. */
export const channelStateSchema = z.object({
  state: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int().nonnegative(),
  nextAttemptAt: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
  sentAt: z.iso.datetime().nullable(),
  claim: claimSchema.nullable(),
});
export type ChannelState = z.infer<typeof channelStateSchema>;

/**
 * The delivery state a stored inquiry or subscriber carries in its own JSON, as its `delivery` field (so a
 * claim changes the record's ETag). `messageId` is the webhook-id (the inquiry id), `createdAt` starts the
 * 24-hour retry window. `webhookBody` is the webhook's JSON as first claimed, so that every attempt sends
 * the same bytes (a receiver that sees a repeat gets the same body under the same webhook-id).
 */
export const outboxSchema = z.object({
  messageId: z.string(),
  createdAt: z.iso.datetime(),
  channels: z.partialRecord(z.enum(DELIVERY_CHANNELS), channelStateSchema),
  webhookBody: z.string().optional(),
});
export type Outbox = z.infer<typeof outboxSchema>;
