import { z } from 'zod';
import { cardSchema, heroSchema, isoDateSchema, pageMetaSchema, sectionSchema } from './blocks.ts';
import { guideStepSchema } from './guide-step.ts';

const line = z.string().trim().min(3);

/** One line of the pre-approval checklist: "Pay stubs" | "3 months" | why it is needed. */
export const checklistItemSchema = z.strictObject({
  item: line.describe('What to bring or plan for, e.g. "W-2s"'),
  requirement: z.string().trim().min(2).describe('The figure, exactly as shown, e.g. "2 years", "3.5%-20%"'),
  note: z.string().trim().min(10).describe('A short explanation'),
});

/** data/guides/buyers/buyers.en.json: /buyers and the buyers packet PDF. */
export const buyersGuideSchema = z.strictObject({
  ...pageMetaSchema,
  updated: isoDateSchema.describe('Date printed on the PDF, yyyy-mm-dd'),
  hero: heroSchema.extend({
    contactLabel: line.describe('The hero link to /contact'),
    pdfLabel: line.describe('The buyers packet download link'),
  }),
  advantages: sectionSchema.extend({ items: z.array(cardSchema).length(6) }),
  process: sectionSchema.extend({
    steps: z.array(guideStepSchema).length(10).describe('The 10 buying steps, in order'),
  }),
  checklist: sectionSchema.extend({
    groups: z.array(z.strictObject({ title: line, items: z.array(checklistItemSchema).min(1) })).min(1),
  }),
  regions: sectionSchema.extend({
    items: z
      .array(
        z.strictObject({
          name: line,
          priceRange: z.string().trim().min(5).describe('E.g. "$650K - $15M+"'),
          text: z.string().trim().min(20),
        }),
      )
      .length(8),
  }),
  closing: z.strictObject({
    heading: line,
    text: z.string().trim().min(20),
    contactLabel: line,
    faqLabel: line,
    propertiesLabel: line.describe('The link to the properties search'),
  }),
});
export type BuyersGuide = z.infer<typeof buyersGuideSchema>;
