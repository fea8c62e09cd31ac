/** Rhode Island's 39 cities and towns by county, and the villages within them (geography, not marketing copy). Pure. */
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

const COUNTY_BY_TOWN = new Map<string, RiCounty>(
  Object.entries(RI_COUNTY_TOWNS).flatMap(([county, towns]) =>
    towns.map((town) => [town.toLowerCase(), county as RiCounty] as const),
  ),
);

/**
 * Villages and places that addresses (and the MLS's City) name in place of their town: the town that taxes
 * them. Lower case. A village split between towns goes to the town most of it lies in.
 */
const TOWN_OF_VILLAGE: ReadonlyMap<string, string> = new Map([
  ['adamsville', 'Little Compton'],
  ['albion', 'Lincoln'],
  ['anthony', 'Coventry'],
  ['apponaug', 'Warwick'],
  ['ashaway', 'Hopkinton'],
  ['block island', 'New Shoreham'],
  ['bradford', 'Westerly'],
  ['carolina', 'Charlestown'],
  ['centredale', 'North Providence'],
  ['chepachet', 'Glocester'],
  ['conimicut', 'Warwick'],
  ['cowesett', 'Warwick'],
  ['edgewood', 'Cranston'],
  ['galilee', 'Narragansett'],
  ['greene', 'Coventry'],
  ['greenville', 'Smithfield'],
  ['harrisville', 'Burrillville'],
  ['hope valley', 'Hopkinton'],
  ['island park', 'Portsmouth'],
  ['kingston', 'South Kingstown'],
  ['manville', 'Lincoln'],
  ['matunuck', 'South Kingstown'],
  ['misquamicut', 'Westerly'],
  ['north scituate', 'Scituate'],
  ['pascoag', 'Burrillville'],
  ['pawtuxet', 'Cranston'],
  ['peace dale', 'South Kingstown'],
  ['point judith', 'Narragansett'],
  ['potowomut', 'Warwick'],
  ['prudence island', 'Portsmouth'],
  ['riverside', 'East Providence'],
  ['rumford', 'East Providence'],
  ['saunderstown', 'North Kingstown'],
  ['shannock', 'Charlestown'],
  ['slatersville', 'North Smithfield'],
  ['valley falls', 'Cumberland'],
  ['wakefield', 'South Kingstown'],
  ['watch hill', 'Westerly'],
  ['west kingston', 'South Kingstown'],
  ['wickford', 'North Kingstown'],
  ['wyoming', 'Richmond'],
]);

const TOWNS = new Map<string, string>(
  Object.values(RI_COUNTY_TOWNS)
    .flat()
    .map((town) => [town.toLowerCase(), town]),
);

/**
 * The Rhode Island city or town a place is in ("Wakefield" → "South Kingstown", "newport" → "Newport"),
 * case-insensitively; null outside Rhode Island or when unknown.
 */
export function riTown(city: string, state: string): string | null {
  if (state.trim().toUpperCase() !== 'RI') return null;
  const place = city.trim().replace(/\s+/g, ' ').toLowerCase();
  return TOWNS.get(place) ?? TOWN_OF_VILLAGE.get(place) ?? null;
}

/** The county (its slug) of a Rhode Island city, town or village; null outside Rhode Island or when unknown. */
export function riCounty(city: string, state: string): RiCounty | null {
  const town = riTown(city, state);
  return town === null ? null : (COUNTY_BY_TOWN.get(town.toLowerCase()) ?? null);
}
