import { z } from 'zod';

/**
 * The parts of an advisor profile that are the same for every advisor, data/advisor-profile/advisor-profile.en.json.
 * Text may use {name}, {firstName}, {phone}, {brand} and {network}.
 */
export const advisorProfileSchema = z
  .object({
    metaDescription: z.string().min(50).max(200).describe('Search result text of each profile page'),
    bioTemplate: z
      .array(z.string().min(20))
      .min(1)
      .describe('Biography paragraphs for advisors without a custom bio in team.json'),
    specialties: z.array(z.string().min(3)).length(5).describe('The five specialties shown on every profile'),
    marketPerformance: z
      .object({
        heading: z.string().min(3),
        caption: z.string().min(10).describe('Says what the figures measure'),
        figures: z
          .array(z.object({ value: z.string().min(1), label: z.string().min(3) }).strict())
          .min(2)
          .max(4),
      })
      .strict(),
    whyWorkWith: z
      .object({
        heading: z.string().min(3).describe('"Why Work With {firstName}"'),
        points: z
          .array(z.object({ title: z.string().min(3), text: z.string().min(20) }).strict())
          .min(3)
          .max(6),
      })
      .strict(),
    cta: z.object({ heading: z.string().min(3), text: z.string().min(20) }).strict(),
  })
  .strict();
export type AdvisorProfile = z.infer<typeof advisorProfileSchema>;
