/** Where a listing's Location section leads: its map point, its town's guide and its town's search. Pure. */
import { RI_COUNTY_NAMES, riCounty } from '#src/schemas/rules/ri-towns.ts';
import { countyPath } from '#src/lib/paths.ts';
import { DEFAULT_RESULTS_QUERY, listingsSearchPath } from '#src/schemas/results-query.ts';
import type { Property } from '#src/schemas/property.ts';

/** How near the map must scroll before it loads (IntersectionObserver's rootMargin), so it is drawn on arrival. */
export const LISTING_MAP_MARGIN = '300px';

/** What the listing map draws: the home's pin and its name. */
export interface ListingMapPoint {
  latitude: number;
  longitude: number;
  title: string;
}

/** The home's pin, or null for a listing without coordinates (a withheld address has none). */
export function listingMapPoint(property: Property): ListingMapPoint | null {
  const { latitude, longitude, title } = property;
  return latitude === undefined || longitude === undefined ? null : { latitude, longitude, title };
}

export interface GuideLink {
  href: string;
  label: string;
}

/**
 * The guides of a state's towns whose county is not known: Rhode Island's county guides (a listing's city
 * may be a place no table knows, such as Saunderstown, which straddles two towns), and the pages of the neighbouring states.
 */
const STATE_GUIDES: Readonly<Record<string, GuideLink>> = {
  RI: { href: '/counties', label: 'Rhode Island county guides' },
  MA: { href: '/massachusetts', label: 'Massachusetts guide' },
  CT: { href: '/connecticut', label: 'Connecticut guide' },
};

/**
 * The guide that covers the listing's town. No town has a page of its own: a Rhode Island town's guide is
 * its county's (which presents its towns), other towns have their state's page, and a town of a state the
 * site has no page for has none.
 */
export function townGuide(property: Pick<Property, 'city' | 'state'>): GuideLink | null {
  const county = riCounty(property.city, property.state);
  if (county) return { href: countyPath(county), label: `${RI_COUNTY_NAMES[county]} guide` };
  return STATE_GUIDES[property.state.trim().toUpperCase()] ?? null;
}

/** The search for homes in the listing's town. */
export function townSearchPath(property: Pick<Property, 'city'>): string {
  return listingsSearchPath({
    ...DEFAULT_RESULTS_QUERY,
    filters: { ...DEFAULT_RESULTS_QUERY.filters, location: property.city },
  });
}
