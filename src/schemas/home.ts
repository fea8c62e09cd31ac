import { z } from 'zod';

/** Copy may use {brand} and {network}; they are filled from data/site/site.en.json. */
const text = z.string().min(1);
const block = z.object({ heading: text, text }).strict();

export const HOME_ICONS = ['crest', 'compass', 'camera', 'key', 'globe', 'chart'] as const;

/** The home page's copy, data/home/home.en.json. Section order is fixed by the page, not by this file. */
export const homeSchema = z
  .object({
    hero: z
      .object({
        lead: text.describe('Paragraph under the headline (the concierge experience)'),
        imageAlt: z.string().describe('Describes the hero image; empty if purely decorative'),
      })
      .strict(),
    featuredListings: block.describe(
      'Row of homes under the hero: the office listings marked featured, then the newest, all Available',
    ),
    launchVideo: block.extend({ eyebrow: text }).strict(),
    partners: block.describe('"Our Partners" strip; the logos and links are in site.json'),
    marketUpdates: block.describe('Teaser of the six latest market updates; the text says they are updated weekly'),
    whyChoose: block
      .extend({
        cards: z
          .array(z.object({ title: text, text, icon: z.enum(HOME_ICONS) }).strict())
          .length(6)
          .describe('Six reasons, each with an icon name'),
      })
      .strict(),
    advisors: block.describe('Advisors teaser'),
    testimonials: block
      .extend({ storied: block.describe('Promotion of the Storied magazine shown with the testimonials') })
      .strict(),
    banner: block.extend({ imageAlt: z.string() }).strict().describe('Search Properties banner'),
    contact: block.describe('Contact section'),
  })
  .strict();
export type Home = z.infer<typeof homeSchema>;
