import { z } from 'zod';

export const SUBSCRIBE_EMAIL_MESSAGE = 'Please enter a valid email address';

/** POST /api/subscribe {email}. The email is trimmed and lowercased, so one person is one key. */
export const subscribePayloadSchema = z.object({
  email: z.string({ error: SUBSCRIBE_EMAIL_MESSAGE }).trim().toLowerCase().pipe(z.email(SUBSCRIBE_EMAIL_MESSAGE)),
});
export type SubscribePayload = z.output<typeof subscribePayloadSchema>;

/** A subscriber as stored in the Blobs store "subscribers", keyed by the normalised email. */
export interface StoredSubscriber {
  email: string;
  subscribedAt: string;
}
