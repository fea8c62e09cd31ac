import { z } from 'zod';

/** A historic mansion in the Newport guide (the spec's mansion record). */
export const mansionSchema = z.strictObject({
  name: z.string().trim().min(2),
  era: z.string().trim().min(4).describe('When it was built, e.g. "1895" or "1892-1895"'),
  style: z.string().trim().min(3).describe('Architectural style, e.g. "Italian Renaissance Revival"'),
  rooms: z.number().int().positive(),
  significance: z.string().trim().min(20).describe('Why it matters, one or two sentences'),
});
export type Mansion = z.infer<typeof mansionSchema>;
