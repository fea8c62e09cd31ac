/** Rhode Island's 39 cities and towns by county (geography, not marketing copy). Pure; no I/O. */

export const RI_COUNTY_TOWNS = {
  Bristol: ['Barrington', 'Bristol', 'Warren'],
  Kent: ['Coventry', 'East Greenwich', 'Warwick', 'West Greenwich', 'West Warwick'],
  Newport: ['Jamestown', 'Little Compton', 'Middletown', 'Newport', 'Portsmouth', 'Tiverton'],
  Providence: [
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
  Washington: [
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
} as const;
export type RiCounty = keyof typeof RI_COUNTY_TOWNS;

const COUNTY_BY_TOWN = new Map<string, RiCounty>(
  Object.entries(RI_COUNTY_TOWNS).flatMap(([county, towns]) =>
    towns.map((town) => [town.toLowerCase(), county as RiCounty] as const),
  ),
);

/** The county of a Rhode Island city or town, case-insensitively; null outside Rhode Island or when unknown. */
export function riCounty(city: string, state: string): RiCounty | null {
  if (state.trim().toUpperCase() !== 'RI') return null;
  return COUNTY_BY_TOWN.get(city.trim().toLowerCase()) ?? null;
}
