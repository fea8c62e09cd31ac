import { z } from 'zod';
import { isoDate } from './article.ts';
import { isAllowedHref, parseInlineLinks } from '#src/schemas/rules/inline-links.ts';

/** What the copy may name from data/site/site.en.json; the page fills them in. */
export const LEGAL_PLACEHOLDERS = ['brand', 'privacyEmail', 'phone', 'brokerOfRecord', 'licenseNumber'] as const;
const SAMPLE_VALUES: Record<string, string> = { privacyEmail: 'privacy@example.com' };

/** A line of copy: placeholders from the list, and links that stay within the rules of links in copy. */
const copy = z
  .string()
  .trim()
  .min(3)
  .describe(
    `Write links as [label](/page), [label](https://site) or [label](mailto:address); ${LEGAL_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')} come from Site settings`,
  )
  .refine(
    (text) =>
      [...text.matchAll(/\{(\w+)\}/g)].every(([, key = '']) => (LEGAL_PLACEHOLDERS as readonly string[]).includes(key)),
    { message: `Use only these placeholders: ${LEGAL_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}` },
  )
  .refine(
    (text) =>
      parseInlineLinks(text.replace(/\{(\w+)\}/g, (_match, key: string) => SAMPLE_VALUES[key] ?? key)).every(
        (part) => part.kind === 'text' || isAllowedHref(part.href),
      ),
    { message: 'A link must point to /a-page, https://... or mailto:...' },
  );

const legalSectionSchema = z.strictObject({
  heading: z.string().trim().min(3),
  paragraphs: z.array(copy).min(1),
  items: z.array(copy).optional().describe('A bulleted list after the paragraphs'),
});

const legalPageSchema = z.strictObject({
  title: z.string().trim().min(5).max(60).describe('The page heading (h1); also the browser title'),
  description: z.string().trim().min(50).max(170).describe('Meta description for search results'),
  lastReviewed: isoDate.describe('When the page was last reviewed (yyyy-mm-dd), shown under the heading'),
  lead: copy,
  sections: z.array(legalSectionSchema).min(1),
});
export type LegalPage = z.output<typeof legalPageSchema>;

/** /privacy, /terms and /accessibility: data/legal/legal.en.json. */
export const legalSchema = z.strictObject({
  privacy: legalPageSchema,
  terms: legalPageSchema,
  accessibility: legalPageSchema.describe('Targets WCAG 2.2 AA: name the known limits and the feedback route'),
});
export const LEGAL_PAGES = ['privacy', 'terms', 'accessibility'] as const;
export type LegalPageId = (typeof LEGAL_PAGES)[number];
