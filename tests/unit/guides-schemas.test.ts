import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buyersGuideSchema } from '#src/schemas/buyers-guide.ts';
import { caresSchema } from '#src/schemas/cares.ts';
import { charterSchema } from '#src/schemas/charter.ts';
import { communitySchema } from '#src/schemas/community.ts';
import { countyGuideSchema } from '#src/schemas/county.ts';
import { guideStepSchema } from '#src/schemas/guide-step.ts';
import { mansionSchema } from '#src/schemas/mansion.ts';
import { marketReadySchema } from '#src/schemas/market-ready.ts';
import { neighborhoodSchema } from '#src/schemas/neighborhood.ts';
import { regionOverviewSchema } from '#src/schemas/region.ts';
import { sellersGuideSchema } from '#src/schemas/sellers-guide.ts';
import { readJson } from '#tests/helpers/guides-data.ts';

type Node = Record<string, unknown>;

/** A copy of a content file with the value at a dotted path replaced (or removed when undefined). */
function withValue(file: string, path: string, value: unknown): unknown {
  const doc = structuredClone(readJson(file));
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  const parent = keys.reduce<unknown>((node, key) => (node as Node)[key], doc) as Node;
  if (value === undefined) Reflect.deleteProperty(parent, last);
  else parent[last] = value;
  return doc;
}
/** A copy of a content file with the list at `path` cut to `length` items (or grown by repeating the first). */
function withLength(file: string, path: string, length: number): unknown {
  const list = path.split('.').reduce<unknown>((node, key) => (node as Node)[key], readJson(file)) as unknown[];
  const resized = Array.from({ length }, (_, i) => list[i] ?? list[0]);
  return withValue(file, path, resized);
}
const issuePaths = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

const community = {
  name: 'Jamestown',
  type: 'Island Town',
  population: 5559,
  medianHome: 1_100_000,
  description: 'A village of shingled cottages and waterfront estates.',
};
const neighborhood = {
  name: 'Watch Hill',
  type: 'Seaside Village',
  priceRange: '$2M - $15M+',
  highlights: ['Estates', 'Beach clubs'],
};
const mansion = {
  name: 'The Breakers',
  era: '1893-1895',
  style: 'Italian Renaissance Revival',
  rooms: 70,
  significance: 'The grandest house of the Gilded Age in Newport.',
};

/** Malformed content, and the field each schema must name. */
const rejected: [string, z.ZodType, unknown, string][] = [
  ['a community with a text population', communitySchema, { ...community, population: '5,559' }, 'population'],
  ['a community with a misspelt field', communitySchema, { ...community, medianHom: 1 }, ''],
  [
    'a county without its closing block',
    countyGuideSchema,
    withValue('data/counties/newport.en.json', 'closing', undefined),
    'closing',
  ],
  [
    'a neighborhood price range in the wrong form',
    neighborhoodSchema,
    { ...neighborhood, priceRange: '2 to 15 million' },
    'priceRange',
  ],
  ['a neighborhood without highlights', neighborhoodSchema, { ...neighborhood, highlights: [] }, 'highlights'],
  ['a mansion with fractional rooms', mansionSchema, { ...mansion, rooms: 70.5 }, 'rooms'],
  ['a guide step without text', guideStepSchema, { title: 'Closing', text: '' }, 'text'],
  ['a county with three tiles', countyGuideSchema, withLength('data/counties/kent.en.json', 'stats', 3), 'stats'],
  [
    'a county with an unknown slug',
    countyGuideSchema,
    withValue('data/counties/kent.en.json', 'slug', 'kings'),
    'slug',
  ],
  [
    'a county with a contact label the spec does not name',
    countyGuideSchema,
    withValue('data/counties/kent.en.json', 'closing.contactLabel', 'Book Now'),
    'closing.contactLabel',
  ],
  [
    'a county meta description that is too long',
    countyGuideSchema,
    withValue('data/counties/kent.en.json', 'metaDescription', 'x'.repeat(200)),
    'metaDescription',
  ],
  [
    'region states that do not add up',
    regionOverviewSchema,
    withValue('data/regions/overview/overview.en.json', 'region.counties', 28),
    'region.counties',
  ],
  [
    'a population in millions with two decimals',
    regionOverviewSchema,
    withValue('data/regions/overview/overview.en.json', 'region.populationMillions', 11.65),
    'region.populationMillions',
  ],
  [
    'a sellers guide with 14 steps',
    sellersGuideSchema,
    withLength('data/guides/sellers/sellers.en.json', 'process.steps', 14),
    'process.steps',
  ],
  [
    'a sellers guide with a misspelt comparison field',
    sellersGuideSchema,
    withValue('data/guides/sellers/sellers.en.json', 'comparison.rows.0.brnd', 'x'),
    'comparison.rows.0',
  ],
  [
    'a sellers guide with a bad date',
    sellersGuideSchema,
    withValue('data/guides/sellers/sellers.en.json', 'updated', '1 Sept 2025'),
    'updated',
  ],
  [
    'a buyers guide with 11 steps',
    buyersGuideSchema,
    withLength('data/guides/buyers/buyers.en.json', 'process.steps', 11),
    'process.steps',
  ],
  [
    'a buyers guide with seven regions',
    buyersGuideSchema,
    withLength('data/guides/buyers/buyers.en.json', 'regions.items', 7),
    'regions.items',
  ],
  [
    'a Market Ready hero image that is not AVIF',
    marketReadySchema,
    withValue('data/guides/market-ready/market-ready.en.json', 'hero.image.avif', '/api/assets/hero.png'),
    'hero.image.avif',
  ],
  [
    'a Cares page with two ways to help',
    caresSchema,
    withLength('data/guides/cares/cares.en.json', 'help.items', 2),
    'help.items',
  ],
  [
    'a charter page with five destinations',
    charterSchema,
    withLength('data/guides/charter/charter.en.json', 'destinations.items', 5),
    'destinations.items',
  ],
];

describe('the schemas reject malformed content', () => {
  it.each(rejected)('%s', (_name, schema, value, path) => {
    expect(issuePaths(schema, value)).toContain(path);
  });

  it('the valid samples pass', () => {
    expect(issuePaths(communitySchema, community)).toEqual([]);
    expect(issuePaths(neighborhoodSchema, neighborhood)).toEqual([]);
    expect(issuePaths(mansionSchema, mansion)).toEqual([]);
  });
});
