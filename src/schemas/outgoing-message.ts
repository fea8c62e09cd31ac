import { z } from 'zod';

/** What an e-mail of the site's own is about: lead delivery sends it like a lead (retries, claims, once). */
export const MESSAGE_PURPOSES = [
  'alert-confirmation',
  'alert',
  'newsletter-confirmation',
  'valuation-confirmation',
] as const;

/**
 * An e-mail composed by the site for a visitor (a confirmation, an alert), stored in the Blobs store
 * "messages" under its id until lead delivery has sent it. `headers` carries List-Unsubscribe.
 */
export const storedMessageSchema = z.object({
  id: z.string().min(1),
  purpose: z.enum(MESSAGE_PURPOSES),
  createdAt: z.iso.datetime(),
  email: z.object({
    to: z.string().min(1),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    headers: z.record(z.string(), z.string()).optional(),
  }),
});
export type StoredMessage = z.infer<typeof storedMessageSchema>;
export type MessagePurpose = StoredMessage['purpose'];
