import { z } from 'zod';
import { MAX_COUNTED_LOCATIONS } from './property-fields.ts';
import {
  figuresAsOfSchema,
  heroSchema,
  pageMetaSchema,
  sectionSchema,
  statSchema,
  tableRowSchema,
  titledListSchema,
} from './blocks.ts';
import { communitySchema } from './community.ts';
import { mansionSchema } from './mansion.ts';
import { neighborhoodSchema } from './neighborhood.ts';

export const RI_COUNTY_SLUGS = ['providence', 'washington', 'newport', 'kent', 'bristol'] as const;

/** The closing /contact labels the spec names for the county pages. */
export const COUNTY_CONTACT_LABELS = ['Schedule Private Tour', 'Schedule Beach Tour', 'Schedule Tour'] as const;

const list = (min: number) => z.array(z.string().trim().min(2)).min(min);

/**
 * The spec's county/region record: what a county card shows on /counties, /massachusetts and
 * /connecticut.
 */
export const countySummarySchema = z.strictObject({
  name: z.string().trim().min(3).describe('E.g. "Newport County"'),
  slug: z
    .string()
    .regex(/^[a-z]+(-[a-z]+)*$/)
    .describe('Lowercase words joined by hyphens'),
  description: z.string().trim().min(40).describe('Two or three sentences for the county card'),
  highlights: list(2).max(4).describe('Short phrases shown as tags on the card'),
  population: z.number().int().positive(),
  medianHome: z.number().int().min(50_000).describe('Median home price in whole US dollars'),
  keyFeatures: list(2).max(5).describe('Bullet points on the card'),
});
export type CountySummary = z.infer<typeof countySummarySchema>;

/**
 * One Rhode Island county guide: data/counties/{slug}.json, rendered at /counties/{slug} by one
 * template. Optional sections appear only when the file has them.
 */
export const countyGuideSchema = countySummarySchema.extend({
  slug: z.enum(RI_COUNTY_SLUGS).describe('Must match the file name'),
  order: z.number().int().min(1).max(5).describe('Position on /counties (1 comes first)'),
  ...pageMetaSchema,
  hero: heroSchema,
  figuresAsOf: figuresAsOfSchema,
  stats: z.array(statSchema).length(4).describe('The four statistic tiles under the headline'),
  communities: sectionSchema.extend({
    items: z
      .array(communitySchema)
      .min(3)
      // The page asks for every community's homes for sale, and the county's, in one request.
      .max(MAX_COUNTED_LOCATIONS - 1)
      .describe('Town cards: each links to the search for its name and shows how many homes are for sale there'),
  }),
  neighborhoods: sectionSchema.extend({ items: z.array(neighborhoodSchema).min(3) }).optional(),
  mansions: sectionSchema.extend({ items: z.array(mansionSchema).min(3) }).optional(),
  sailingHeritage: sectionSchema
    .extend({
      paragraphs: z.array(z.string().trim().min(40)).min(1),
      facts: z.array(statSchema).min(2).max(4),
    })
    .optional(),
  propertyTypes: sectionSchema
    .extend({
      items: z
        .array(
          z.strictObject({
            type: z.string().trim().min(3),
            priceRange: z.string().trim().min(5).describe('E.g. "$5M - $25M+"'),
            description: z.string().trim().min(20),
          }),
        )
        .min(3),
    })
    .optional(),
  lifestyle: sectionSchema.extend({ lists: z.array(titledListSchema).min(2).max(4) }),
  market: sectionSchema.extend({
    rows: z.array(tableRowSchema).min(3).describe('The market table'),
    advantages: z
      .strictObject({ heading: z.string().trim().min(3), items: list(3) })
      .optional()
      .describe('The advantages list beside the market table'),
  }),
  closing: z.strictObject({
    heading: z.string().trim().min(5),
    text: z.string().trim().min(20),
    contactLabel: z.enum(COUNTY_CONTACT_LABELS).describe('Label of the /contact button'),
    propertiesLabel: z.string().trim().min(5).describe('Label of the /properties button'),
  }),
});
export type CountyGuide = z.infer<typeof countyGuideSchema>;
