import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { z } from 'zod';
import { buyersGuideSchema } from '#src/schemas/buyers-guide.ts';
import { caresSchema } from '#src/schemas/cares.ts';
import { charterSchema } from '#src/schemas/charter.ts';
import { countyGuideSchema, RI_COUNTY_SLUGS } from '#src/schemas/county.ts';
import { marketReadySchema } from '#src/schemas/market-ready.ts';
import { regionOverviewSchema, statePageSchema } from '#src/schemas/region.ts';
import { sellersGuideSchema } from '#src/schemas/sellers-guide.ts';
import { siteSchema } from '#src/schemas/site.ts';

/** The community and guide content files, parsed with their schemas, for the unit tests. */
export const root = resolve(import.meta.dirname, '../..');
export const readJson = (path: string): unknown => JSON.parse(readFileSync(join(root, path), 'utf8'));
const load = <S extends z.ZodType>(path: string, schema: S): z.output<S> => schema.parse(readJson(path));

export const data = {
  site: load('data/site/site.en.json', siteSchema),
  counties: Object.fromEntries(
    RI_COUNTY_SLUGS.map((slug) => [slug, load(`data/counties/${slug}.en.json`, countyGuideSchema)]),
  ) as Record<(typeof RI_COUNTY_SLUGS)[number], z.output<typeof countyGuideSchema>>,
  overview: load('data/regions/overview/overview.en.json', regionOverviewSchema),
  massachusetts: load('data/regions/massachusetts.en.json', statePageSchema),
  connecticut: load('data/regions/connecticut.en.json', statePageSchema),
  sellers: load('data/guides/sellers/sellers.en.json', sellersGuideSchema),
  buyers: load('data/guides/buyers/buyers.en.json', buyersGuideSchema),
  marketReady: load('data/guides/market-ready/market-ready.en.json', marketReadySchema),
  cares: load('data/guides/cares/cares.en.json', caresSchema),
  charter: load('data/guides/charter/charter.en.json', charterSchema),
};
export type Data = typeof data;
