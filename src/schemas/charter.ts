import { z } from 'zod';
import { cardSchema, heroSchema, pageMetaSchema, sectionSchema } from './blocks.ts';

const line = z.string().trim().min(3);

/** data/guides/charter/charter.en.json: /aircraft-charter. */
export const charterSchema = z.strictObject({
  ...pageMetaSchema,
  backLabel: line.describe('The link back to the home page'),
  hero: heroSchema,
  partnership: sectionSchema.extend({
    partner: line.describe('The air-taxi partner; must be one of the partners in data/site/site.en.json'),
    paragraphs: z.array(z.string().trim().min(40)).min(1),
  }),
  quote: z.strictObject({
    heading: line,
    text: z.string().trim().min(20),
    callLabel: line.describe('Text before the quote phone number'),
    formLabel: line.describe('The external email quote form link'),
  }),
  services: sectionSchema.extend({ items: z.array(cardSchema).length(4) }),
  advantages: sectionSchema.extend({ items: z.array(cardSchema).length(4) }),
  destinations: sectionSchema.extend({
    items: z
      .array(
        z.strictObject({ name: line, flightTime: line.describe('E.g. "35 min"'), text: z.string().trim().min(20) }),
      )
      .length(6),
    moreLabel: line.describe('The external more-destinations link'),
  }),
});
export type Charter = z.infer<typeof charterSchema>;
