import { z } from 'zod';

/** A town or city inside a county guide (the spec's community/city record). */
export const communitySchema = z.strictObject({
  name: z.string().trim().min(2).describe('Town or city name, e.g. "Jamestown"'),
  type: z.string().trim().min(2).describe('What kind of place it is, e.g. "Island Town", "Capital City"'),
  population: z.number().int().positive().describe('Residents, as a whole number'),
  medianHome: z.number().int().min(50_000).describe('Median home price in whole US dollars'),
  description: z.string().trim().min(30),
});
export type Community = z.infer<typeof communitySchema>;
