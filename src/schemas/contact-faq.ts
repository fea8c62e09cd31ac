import { z } from 'zod';
import { isAllowedHref, parseInlineLinks } from '#src/schemas/rules/inline-links.ts';

/** One question of the contact page's FAQ (data/contact-faq/contact-faq.en.json). */
export const contactFaqItemSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .describe('A short stable key, e.g. "viewing"'),
    question: z.string().min(10).endsWith('?').describe('The question as a visitor would ask it'),
    answer: z
      .string()
      .min(40)
      .describe('Plain text; write links as [label](/page), [label](https://site) or [label](mailto:address)')
      .refine((answer) => parseInlineLinks(answer).every((part) => part.kind === 'text' || isAllowedHref(part.href)), {
        message: 'A link must point to /a-page, https://... or mailto:...',
      }),
  })
  .strict();
export type ContactFaqItem = z.infer<typeof contactFaqItemSchema>;

/** The spec's four questions: viewing, seller services, international clients, joining as an agent. */
export const contactFaqSchema = z.array(contactFaqItemSchema).length(4);
