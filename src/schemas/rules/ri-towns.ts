/**
 * Rhode Island's 39 cities and towns by county, and the villages that addresses name in their place
 * ("Wakefield" for South Kingstown), the town and county of an address, and the county a search's location
 * names ("Newport County"): geography, not marketing copy. Zod-free and pure, so that schemas, pages, the
 * search and the MLS sync read one list.
 */
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

/** One of Rhode Island's 39 cities and towns, as the state spells it. */
export type RiTown = (typeof RI_COUNTY_TOWNS)[RiCounty][number];

/** The 39 cities and towns in alphabetical order (the CMS's choices). */
export const RI_TOWNS = Object.values(RI_COUNTY_TOWNS)
  .flat()
  .sort((a, b) => a.localeCompare(b, 'en')) as [RiTown, ...RiTown[]];

/**
 * Villages that the MLS's City and the post office use for a place inside one town. Only villages wholly
 * within one town: one that straddles a town line (Saunderstown, Carolina) names no town of its own.
 */
const RI_VILLAGE_TOWNS: Readonly<Record<string, RiTown>> = {
  Adamsville: 'Little Compton',
  Albion: 'Lincoln',
  Apponaug: 'Warwick',
  Ashaway: 'Hopkinton',
  'Block Island': 'New Shoreham',
  Chepachet: 'Glocester',
  Esmond: 'Smithfield',
  Forestdale: 'North Smithfield',
  Galilee: 'Narragansett',
  Greene: 'Coventry',
  Greenville: 'Smithfield',
  Harrisville: 'Burrillville',
  'Hope Valley': 'Hopkinton',
  Kingston: 'South Kingstown',
  Manville: 'Lincoln',
  Misquamicut: 'Westerly',
  'North Scituate': 'Scituate',
  Pascoag: 'Burrillville',
  'Peace Dale': 'South Kingstown',
  'Point Judith': 'Narragansett',
  'Prudence Island': 'Portsmouth',
  Riverside: 'East Providence',
  Rumford: 'East Providence',
  Slatersville: 'North Smithfield',
  'Valley Falls': 'Cumberland',
  Wakefield: 'South Kingstown',
  'Watch Hill': 'Westerly',
  'West Kingston': 'South Kingstown',
  Wickford: 'North Kingstown',
};

const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

// Maps, so that a name such as "constructor" finds nothing.
const TOWN_BY_NAME = new Map<string, RiTown>(RI_TOWNS.map((town) => [key(town), town]));
const TOWN_BY_VILLAGE = new Map<string, RiTown>(
  Object.entries(RI_VILLAGE_TOWNS).map(([village, town]) => [key(village), town]),
);

/** The town a Rhode Island city, town or village name stands for, whatever its case and spacing; null if none. */
export function townOfPlace(name: string): RiTown | null {
  const place = key(name);
  return TOWN_BY_NAME.get(place) ?? TOWN_BY_VILLAGE.get(place) ?? null;
}

/** Each county's name, as its guide at /counties/{slug} is titled. */
export const RI_COUNTY_NAMES = {
  bristol: 'Bristol County',
  kent: 'Kent County',
  newport: 'Newport County',
  providence: 'Providence County',
  washington: 'Washington County',
} as const satisfies Record<RiCounty, string>;

const COUNTY_BY_TOWN = new Map<RiTown, RiCounty>(
  Object.entries(RI_COUNTY_TOWNS).flatMap(([county, towns]) =>
    towns.map((town) => [town, county as RiCounty] as const),
  ),
);

/**
 * The Rhode Island town of an address's city (a town, or a village of one: "Wakefield" is South Kingstown),
 * case-insensitively; null outside Rhode Island or when unknown.
 */
export function riTown(city: string, state: string): RiTown | null {
  return state.trim().toUpperCase() === 'RI' ? townOfPlace(city) : null;
}

/** The county (its slug) of a Rhode Island city, town or village, case-insensitively; null outside Rhode Island or when unknown. */
export function riCounty(city: string, state: string): RiCounty | null {
  const town = riTown(city, state);
  return town === null ? null : (COUNTY_BY_TOWN.get(town) ?? null);
}

/** "Newport County": the search location that finds every listing in a county's towns (see countyNamedBy). */
export const riCountyLocation = (county: RiCounty): string => RI_COUNTY_NAMES[county];

const COUNTY_LOCATION = /^(\p{L}+) county(?:,? (?:ri|rhode island))?$/u;

/**
 * The county a search location names, as its slug: "newport county" (as the location filter lowercases it),
 * also with ", RI" or ", Rhode Island" after it; null for any other text.
 */
export function countyNamedBy(location: string): RiCounty | null {
  const name = COUNTY_LOCATION.exec(location)?.[1];
  return name !== undefined && Object.hasOwn(RI_COUNTY_TOWNS, name) ? (name as RiCounty) : null;
}

let lastLocation = '';
let lastCounty: RiCounty | null = null;

/**
 * Whether a place lies in the county a search location names (countyNamedBy), for the location filter, which
 * asks once per listing with the same location (hence the one location remembered).
 */
export function inCountyNamedBy(place: { city: string; state: string }, location: string): boolean {
  if (location !== lastLocation) {
    lastLocation = location;
    lastCounty = countyNamedBy(location);
  }
  return lastCounty !== null && riCounty(place.city, place.state) === lastCounty;
}
