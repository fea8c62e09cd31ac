import { z } from 'zod';
import { cardSchema, heroSchema, pageMetaSchema, rasterImageSchema, sectionSchema } from './blocks.ts';

const line = z.string().trim().min(3);

/** data/guides/cares/cares.en.json: /flagship-cares. */
export const caresSchema = z.strictObject({
  ...pageMetaSchema,
  hero: heroSchema.extend({ image: rasterImageSchema, donateLabel: line }),
  mission: sectionSchema.extend({ paragraphs: z.array(z.string().trim().min(40)).min(1) }),
  reasons: sectionSchema.extend({ items: z.array(cardSchema).length(3) }),
  ways: sectionSchema.extend({ items: z.array(cardSchema).length(3) }),
  story: z.strictObject({
    heading: line,
    quote: z.string().trim().min(60),
    name: line.describe('How the patient agreed to be credited'),
    detail: line.describe('E.g. "Patient, flown from Westerly to Boston"'),
  }),
  help: sectionSchema.extend({ items: z.array(cardSchema).length(4) }),
  closing: z.strictObject({
    heading: line,
    text: z.string().trim().min(20),
    donateLabel: line.describe('The external donate link'),
    contactLabel: line.describe('The /contact link'),
  }),
});
export type Cares = z.infer<typeof caresSchema>;
