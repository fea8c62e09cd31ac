import { z } from 'zod';

/** A neighbourhood card in a county guide (the spec's neighborhood record). */
export const neighborhoodSchema = z.strictObject({
  name: z.string().trim().min(2),
  type: z.string().trim().min(2).describe('E.g. "Historic District", "Waterfront Village"'),
  priceRange: z
    .string()
    .regex(/^\$\d+(\.\d+)?[KM] - \$\d+(\.\d+)?[KM]\+?$/, 'Use the form "$450K - $1.2M" or "$1M - $5M+"')
    .describe('Typical price range, e.g. "$650K - $2.5M"'),
  highlights: z.array(z.string().trim().min(2)).min(2).max(6),
});
export type Neighborhood = z.infer<typeof neighborhoodSchema>;
