// zod/mini: property pages parse their id in the browser too (see inquiry.ts).
import { z } from 'zod/mini';

/**
 * A route parameter that must be a positive integer: "12" → 12; "0", "-1", "abc", "1.5", "12abc" and
 * "012" fail. Rewrites drop route params on Netlify, so handlers and islands parse ids from the URL with this.
 */
export const positiveIntParam = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,14}$/, 'The id must be a positive integer')),
  z.transform(Number),
);
