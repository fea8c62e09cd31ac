import { z } from 'zod';

/** Title, meta description and lead of a content page. Text may use {brand}. */
const pageIntro = z
  .object({
    title: z.string().min(3).describe('The page heading (h1); also the browser title'),
    description: z.string().min(50).max(170).describe('Meta description for search results'),
    lead: z.string().min(20).describe('The paragraph under the heading'),
  })
  .strict();

/** The copy of the team, market updates and FAQ pages, data/pages/pages.en.json. */
export const pagesSchema = z
  .object({
    team: pageIntro
      .extend({
        searchLabel: z.string().min(3),
        searchPlaceholder: z.string().min(3),
        noMatch: z.string().min(10).describe('Shown when nobody matches; {query} is the search text'),
        join: z.object({ heading: z.string().min(3), text: z.string().min(20), cta: z.string().min(3) }).strict(),
      })
      .strict(),
    advisorNotFound: z.object({ title: z.string().min(3), text: z.string().min(10) }).strict(),
    marketUpdates: pageIntro,
    faq: pageIntro
      .extend({ cta: z.object({ heading: z.string().min(3), text: z.string().min(20) }).strict() })
      .strict(),
  })
  .strict();
export type Pages = z.infer<typeof pagesSchema>;
