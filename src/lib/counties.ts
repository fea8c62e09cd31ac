/** Rhode Island's 39 cities and towns by county (geography, not marketing copy). Pure; no I/O. */
import type { RI_COUNTY_SLUGS } from '#src/schemas/county.ts';

/** A county by its slug, as data/counties names its guide. */
export type RiCounty = (typeof RI_COUNTY_SLUGS)[number];

/** Keyed by the county slugs: the compiler holds these keys to RI_COUNTY_SLUGS. */
export const RI_COUNTY_TOWNS = {
  bristol: ['Barrington', 'Bristol', 'Warren'],
  kent: ['Coventry', 'East Greenwich', 'Warwick', 'West Greenwich', 'West Warwick'],
  newport: ['Jamestown', 'Little Compton', 'Middletown', 'Newport', 'Portsmouth', 'Tiverton'],
  providence: [
    'Burrillville',
    'Central Falls',
    'Cranston',
    'Cumberland',
    'East Providence',
    'Foster',
    'Glocester',
    'Johnston',
    'Lincoln',
    'North Providence',
    'North Smithfield',
    'Pawtucket',
    'Providence',
    'Scituate',
    'Smithfield',
    'Woonsocket',
  ],
  washington: [
    'Charlestown',
    'Exeter',
    'Hopkinton',
    'Narragansett',
    'New Shoreham',
    'North Kingstown',
    'Richmond',
    'South Kingstown',
    'Westerly',
  ],
} as const satisfies Record<RiCounty, readonly string[]>;

/** Each county's name, as its guide at /counties/{slug} is titled. */
export const RI_COUNTY_NAMES = {
  bristol: 'Bristol County',
  kent: 'Kent County',
  newport: 'Newport County',
  providence: 'Providence County',
  washington: 'Washington County',
} as const satisfies Record<RiCounty, string>;

const COUNTY_BY_TOWN = new Map<string, RiCounty>(
  Object.entries(RI_COUNTY_TOWNS).flatMap(([county, towns]) =>
    towns.map((town) => [town.toLowerCase(), county as RiCounty] as const),
  ),
);

/** The county (its slug) of a Rhode Island city or town, case-insensitively; null outside Rhode Island or when unknown. */
export function riCounty(city: string, state: string): RiCounty | null {
  if (state.trim().toUpperCase() !== 'RI') return null;
  return COUNTY_BY_TOWN.get(city.trim().toLowerCase()) ?? null;
}
