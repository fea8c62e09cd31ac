import { z } from 'zod';

export const SUBSCRIBE_EMAIL_MESSAGE = 'Please enter a valid email address';
export const SUBSCRIBE_EMAIL_TOO_LONG = 'The email address must be at most 254 characters';

/**
 * POST /api/subscribe {email}. The email is trimmed and lowercased, so one person is one key; at most 254
 * characters (the longest SMTP carries), which also keeps it within the store's key size.
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

/** A subscriber as stored in the Blobs store "subscribers", keyed by the normalised email. */
export interface StoredSubscriber {
  email: string;
  subscribedAt: string;
}
