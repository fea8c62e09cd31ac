import { z } from 'zod';
import { figuresAsOfSchema, heroSchema, pageMetaSchema, sectionSchema } from './blocks.ts';
import { countySummarySchema } from './county.ts';

/** Population in millions, shown as "6.9M". */
const millions = z
  .number()
  .positive()
  .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, 'Use at most one decimal, e.g. 6.9')
  .describe('Millions of residents, one decimal: 6.9 shows as "6.9M"');

/** One state's figures on /communities. */
export const stateStatsSchema = z.strictObject({
  name: z.string().trim().min(4).describe('State name'),
  href: z.enum(['/counties', '/massachusetts', '/connecticut']).describe('The page the state card links to'),
  counties: z.number().int().positive(),
  towns: z.number().int().positive().describe('Cities and towns'),
  populationMillions: millions,
  text: z.string().trim().min(30).describe('The card sentence'),
  cta: z.string().trim().min(3).describe('The card link label'),
});

export type StateStats = z.infer<typeof stateStatsSchema>;

/** data/regions/overview/overview.en.json: the /communities page and the figures of the whole region. */
export const regionOverviewSchema = z
  .strictObject({
    ...pageMetaSchema,
    hero: heroSchema,
    figuresAsOf: figuresAsOfSchema,
    region: z.strictObject({
      counties: z.number().int().positive(),
      states: z.number().int().positive(),
      populationMillions: millions,
    }),
    statesSection: sectionSchema,
    statesList: z.array(stateStatsSchema).min(1).describe('One entry per state, in card order'),
    countiesPage: z
      .strictObject({
        ...pageMetaSchema,
        hero: heroSchema,
        cardCta: z.string().trim().min(3).describe('Card link label; the county name follows it'),
      })
      .describe('The /counties page'),
    closing: z.strictObject({
      heading: z.string().trim().min(5),
      text: z.string().trim().min(20),
      contactLabel: z.string().trim().min(3),
      propertiesLabel: z.string().trim().min(3),
    }),
  })
  .superRefine((overview, ctx) => {
    if (overview.statesList.length !== overview.region.states) {
      ctx.addIssue({
        code: 'custom',
        path: ['region', 'states'],
        message: `The region has ${overview.statesList.length} states in statesList`,
      });
    }
    const counties = overview.statesList.reduce((sum, state) => sum + state.counties, 0);
    if (counties !== overview.region.counties) {
      ctx.addIssue({
        code: 'custom',
        path: ['region', 'counties'],
        message: `The states add up to ${counties} counties`,
      });
    }
  });
export type RegionOverview = z.infer<typeof regionOverviewSchema>;

/** data/regions/{massachusetts,connecticut}.json: a state page of county cards that link to /contact. */
export const statePageSchema = z.strictObject({
  slug: z.enum(['massachusetts', 'connecticut']).describe('Must match the file name and the route'),
  name: z.string().trim().min(4),
  ...pageMetaSchema,
  hero: heroSchema,
  figuresAsOf: figuresAsOfSchema,
  counties: z.array(countySummarySchema).min(1),
  contactLabel: z.string().trim().min(3).describe('Label of each card link to /contact'),
  closing: z.strictObject({
    heading: z.string().trim().min(5),
    text: z.string().trim().min(20),
    contactLabel: z.string().trim().min(3),
  }),
});
export type StatePage = z.infer<typeof statePageSchema>;
