import { z } from 'zod';

/**
 * A route parameter that must be a positive integer: "12" → 12; "0", "-1", "abc", "1.5", "12abc" and
 * "012" fail. Rewrites drop route params on Netlify, so handlers and islands parse ids from the URL with this.
 */
export const positiveIntParam = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, 'The id must be a positive integer')
  .transform(Number);
