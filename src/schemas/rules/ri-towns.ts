/**
 * Rhode Island's 39 cities and towns by county (geography, not marketing copy), and the county a search's
 * location names ("Newport County"). Pure; no I/O. The search filters import it as #ri-towns (package.json
 * "imports"), which browsers resolve to ri-towns.browser.ts: only servers match listings.
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

/** "Newport County": the search location that finds every listing in a county's towns (see countyNamedBy). */
export const riCountyLocation = (county: RiCounty): string =>
  `${county.charAt(0).toUpperCase()}${county.slice(1)} County`;

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
