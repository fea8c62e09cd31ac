import { z } from 'zod';

/** Calendar date as "yyyy-mm-dd". YAML reads an unquoted date as a Date, so both spellings are accepted. */
export const isoDate = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use the format 2025-09-08', abort: true })
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, 'Not a real calendar date'),
);

/**
 * The frontmatter of a market update in data/market-updates/*.md. The file name is the article's id and URL
 * slug; the Markdown body is the full content.
 */
export const articleSchema = z
  .object({
    title: z.string().min(10).max(120).describe('Headline shown on cards and the article page'),
    excerpt: z.string().min(40).max(320).describe('One or two sentences shown on cards and in the RSS feed'),
    date: isoDate.describe('Publication date, yyyy-mm-dd'),
    category: z
      .string()
      .regex(/^[a-z][a-z-]*$/, 'Use a lowercase word such as local, national or market')
      .describe(
        'local (Local Market), national (National News) or market (Market Analysis); any other word shows as Real Estate',
      ),
    author: z.string().min(3).describe('Byline'),
    readTime: z
      .string()
      .regex(/^\d{1,2} min read$/, 'Write it as "4 min read"')
      .describe('Reading time, e.g. "4 min read"'),
  })
  .strict();
export type Article = z.output<typeof articleSchema>;
