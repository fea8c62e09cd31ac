import { z } from 'zod';

/** Small building blocks shared by the county guides and the service guides in data/. */

const text = (min: number) => z.string().trim().min(min);

/** A heading with a short paragraph under it: service cards, benefits, reasons, advantages. */
export const cardSchema = z.strictObject({
  title: text(2).describe('Card heading, a few words'),
  text: text(20).describe('One or two sentences'),
});
export type Card = z.infer<typeof cardSchema>;

/** A figure shown large with a label under it, e.g. { "value": "85,643", "label": "Population" }. */
export const statSchema = z.strictObject({
  value: text(1).describe('The figure exactly as shown, e.g. "$675K", "40+", "+8.2%"'),
  label: text(2).describe('What the figure measures, e.g. "Median Home Price"'),
});
export type Stat = z.infer<typeof statSchema>;

/** A statistic with a sentence that explains it (the sellers guide figures). */
export const explainedStatSchema = statSchema.extend({
  text: text(10).describe('The sentence under the label'),
});

/** One row of a two-column table: "Average Days on Market" | "65". */
export const tableRowSchema = z.strictObject({
  label: text(2).describe('Left column'),
  value: text(1).describe('Right column, the figure exactly as shown'),
});
export type TableRow = z.infer<typeof tableRowSchema>;

/** A titled bullet list, e.g. the lifestyle lists "Dining", "Recreation", "Culture". */
export const titledListSchema = z.strictObject({
  title: text(2),
  items: z.array(text(2)).min(2).describe('One bullet per entry'),
});
export type TitledList = z.infer<typeof titledListSchema>;

/** The heading block that opens a page or a section. */
export const heroSchema = z.strictObject({
  eyebrow: text(2).describe('Small capitals above the heading'),
  headline: text(5).describe('The page heading (h1)'),
  lead: text(20).describe('The paragraph under the heading'),
});

/** A section heading with an optional intro paragraph. */
export const sectionSchema = z.strictObject({
  heading: text(3),
  intro: text(20).optional(),
});

/** Page metadata every guide and county file carries. */
export const pageMetaSchema = {
  title: text(5).max(60).describe('Browser tab and search result title; the brand is appended'),
  metaDescription: text(70).max(170).describe('Search result snippet, 70 to 170 characters'),
};

/**
 * A raster image known by fixed URLs (for example /api/assets/...), in AVIF and WebP. src/assets/published-artwork.ts
 * names the artwork astro:assets builds for each URL; width and height must match what it publishes there.
 */
export const rasterImageSchema = z.strictObject({
  avif: z
    .string()
    .regex(/^\/[\w/.-]+\.avif$/)
    .describe('Fixed URL, e.g. /api/assets/cares-hero.avif'),
  webp: z
    .string()
    .regex(/^\/[\w/.-]+\.webp$/)
    .describe('Fixed URL, e.g. /api/assets/cares-hero.webp'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().describe('Empty for decorative images'),
});
export type RasterImage = z.infer<typeof rasterImageSchema>;

/** A date in yyyy-mm-dd form. */
export const isoDateSchema = z.iso.date();

/**
 * When a page's editorial figures (population, median prices, days on market ...) were true: a year or a month.
 * Pages print it with the figures ("Figures as of 2025"); change it whenever the figures are updated.
 */
export const figuresAsOfSchema = z
  .string()
  .regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'A year (2025) or a year and month (2025-09)')
  .describe('When the figures on this page were true: a year (2025) or a month (2025-09); shown as "Figures as of …"');
