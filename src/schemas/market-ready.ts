import { z } from 'zod';
import { cardSchema, heroSchema, pageMetaSchema, rasterImageSchema, sectionSchema } from './blocks.ts';
import { guideStepSchema } from './guide-step.ts';

const line = z.string().trim().min(3);

/** data/guides/market-ready/market-ready.en.json: /flagship-market-ready. */
export const marketReadySchema = z.strictObject({
  ...pageMetaSchema,
  hero: heroSchema.extend({ image: rasterImageSchema }),
  intro: sectionSchema.extend({ paragraphs: z.array(z.string().trim().min(40)).min(1) }),
  steps: sectionSchema.extend({ items: z.array(guideStepSchema).length(5) }),
  benefits: sectionSchema.extend({ items: z.array(cardSchema).length(4) }),
  closing: z.strictObject({
    heading: line,
    text: z.string().trim().min(20),
    callLabel: line.describe('Text before the office number on the call link'),
    contactLabel: line.describe('The /contact button'),
  }),
});
export type MarketReady = z.infer<typeof marketReadySchema>;
