import { z } from 'zod';
import { LOCALES } from './locale.ts';

export const SUBSCRIBE_EMAIL_MESSAGE = 'Please enter a valid email address';
export const SUBSCRIBE_EMAIL_TOO_LONG = 'The email address must be at most 254 characters';

/**
 * POST /api/subscribe {email}. The email is trimmed and lowercased, so one person is one key; at most 254
 * characters (the longest SMTP carries).
 */
export const subscribePayloadSchema = z.object({
  email: z
    .string({ error: SUBSCRIBE_EMAIL_MESSAGE })
    .trim()
    .toLowerCase()
    .max(254, SUBSCRIBE_EMAIL_TOO_LONG)
    .pipe(z.email(SUBSCRIBE_EMAIL_MESSAGE)),
});
export type SubscribePayload = z.output<typeof subscribePayloadSchema>;

/**
 * A subscriber as stored in the Blobs store "subscribers", keyed by the address's keyed hash (ownerId in
 * src/features/alerts/tokens.ts), never by the address. Pending until its owner confirms (double opt-in);
 * only then does it get its CRM webhook (lead delivery's `delivery` field).
 */
export const storedSubscriberSchema = z.object({
  email: z.string(),
  state: z.enum(['pending', 'confirmed']),
  createdAt: z.iso.datetime(),
  /** When the last confirmation e-mail went out. */
  confirmationSentAt: z.iso.datetime().nullable(),
  /** When its owner confirmed: what the CRM webhook reports. */
  subscribedAt: z.iso.datetime().nullable(),
  /** When the address last asked to subscribe (every request writes the record: see handleSubscribe). */
  requestedAt: z.iso.datetime().optional(),
  /**
   * The language of the page it subscribed from: its confirmation e-mail and page speak it. Only a subscription
   * from a page in another language than English has one, so every record stored before languages is English.
   */
  locale: z.enum(LOCALES).optional(),
});
export type StoredSubscriber = z.infer<typeof storedSubscriberSchema>;
