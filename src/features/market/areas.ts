/**
 * Where and what the market figures count: the state, its five counties and 39 towns; all homes, the luxury
 * segment ($1M and over) and each of the four types. Pure and zod-free.
 */
import type { MarketType } from '#src/schemas/closed-sale.ts';
import { MARKET_SEGMENTS, type MarketSegment } from '#src/schemas/inventory-snapshot.ts';
import { RI_COUNTY_NAMES, RI_COUNTY_TOWNS, type RiCounty, type RiTown } from '#src/schemas/rules/ri-towns.ts';
import { slugify } from '#src/schemas/rules/slug.ts';

/** A sale, or an asking price, at this or above is in the luxury segment. */
export const LUXURY_MIN_PRICE = 1_000_000;

export const SEGMENTS = MARKET_SEGMENTS;
export type Segment = MarketSegment;

export interface Area {
  /** The area's slug: "rhode-island", "newport-county", "newport", "east-greenwich". */
  key: string;
  kind: 'state' | 'county' | 'town';
  name: string;
  /** The county of a town, or the county itself. */
  county?: RiCounty;
}

export const STATE_AREA: Area = { key: 'rhode-island', kind: 'state', name: 'Rhode Island' };
const countyArea = (county: RiCounty): Area => ({
  key: slugify(RI_COUNTY_NAMES[county]),
  kind: 'county',
  name: RI_COUNTY_NAMES[county],
  county,
});
const townArea = (town: RiTown, county: RiCounty): Area => ({ key: slugify(town), kind: 'town', name: town, county });

const COUNTIES = Object.keys(RI_COUNTY_TOWNS) as RiCounty[];

/** The state, then each county followed by its towns. */
export const AREAS: readonly Area[] = [
  STATE_AREA,
  ...COUNTIES.flatMap((county) => [
    countyArea(county),
    ...RI_COUNTY_TOWNS[county].map((town) => townArea(town, county)),
  ]),
];

const TOWN_AREAS = new Map<RiTown, readonly string[]>(
  COUNTIES.flatMap((county) =>
    RI_COUNTY_TOWNS[county].map((town) => [town, [STATE_AREA.key, countyArea(county).key, slugify(town)]] as const),
  ),
);

/** The keys of the areas a town's sale or listing counts in: the state, its county and the town. */
export function areasOfTown(town: RiTown): readonly string[] {
  return TOWN_AREAS.get(town) ?? [STATE_AREA.key];
}

/** The segments a sale or listing of this type and price counts in. */
export function segmentsOf(type: MarketType, price: number): readonly Segment[] {
  return price >= LUXURY_MIN_PRICE ? ['all', 'luxury', type] : ['all', type];
}
