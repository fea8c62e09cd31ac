import { z } from 'zod';

/** One question of the FAQ page. */
export const faqItemSchema = z
  .object({
    question: z.string().min(10).endsWith('?', 'End the question with a question mark'),
    answer: z.string().min(30).describe('Plain text; blank lines are not needed'),
  })
  .strict();
export type FaqItem = z.infer<typeof faqItemSchema>;

/** A section of data/faq/faq.en.json: "Real Estate Services" or "Aircraft Services". */
export const faqSectionSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z][a-z-]*$/)
      .describe('Anchor on the page, e.g. "real-estate"'),
    title: z.string().min(3).describe('Section heading'),
    questions: z.array(faqItemSchema).min(1),
  })
  .strict();
export type FaqSection = z.infer<typeof faqSectionSchema>;
/** data/faq/faq.en.json: the sections in page order. */
export const faqSchema = z.object({ sections: z.array(faqSectionSchema).min(1) }).strict();
export type Faq = z.infer<typeof faqSchema>;
