import { z } from 'zod';
import { cardSchema, explainedStatSchema, heroSchema, isoDateSchema, pageMetaSchema, sectionSchema } from './blocks.ts';
import { guideStepSchema } from './guide-step.ts';

const line = z.string().trim().min(3);

/** data/guides/sellers/sellers.en.json: /sell-your-home and /sell, and the sellers guide PDF. */
export const sellersGuideSchema = z.strictObject({
  ...pageMetaSchema,
  updated: isoDateSchema.describe('Date printed on the PDF, yyyy-mm-dd'),
  hero: heroSchema.extend({
    valuationLabel: line.describe('The button that opens the valuation dialog'),
    pdfLabel: line.describe('The sellers guide download link'),
  }),
  services: sectionSchema.extend({ items: z.array(cardSchema).length(6) }),
  comparison: sectionSchema.extend({
    featureLabel: line.describe('Heading of the first column'),
    competitionLabel: line.describe('Heading of the competition column; the brand column uses the brand name'),
    rows: z
      .array(
        z.strictObject({
          feature: line,
          brand: line.describe('What we do'),
          competition: line.describe('What is typical'),
        }),
      )
      .length(7),
  }),
  process: sectionSchema.extend({
    steps: z.array(guideStepSchema).length(15).describe('The 15 selling steps, in order'),
  }),
  marketability: sectionSchema.extend({ factors: z.array(cardSchema).length(3) }),
  statistics: sectionSchema.extend({ items: z.array(explainedStatSchema).length(6) }),
  analysis: z.strictObject({
    heading: line,
    text: z.string().trim().min(20),
    buttonLabel: line.describe('The free market analysis button; it opens the valuation dialog'),
  }),
  faq: z.strictObject({ heading: line, text: z.string().trim().min(20), linkLabel: line }),
});
export type SellersGuide = z.infer<typeof sellersGuideSchema>;
