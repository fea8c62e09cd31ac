/** Where a Rhode Island address lies: its town and county (src/schemas/rules/ri-towns.ts). Pure; no I/O. */
import { RI_COUNTY_TOWNS, townOfPlace, type RiCounty, type RiTown } from '#src/schemas/rules/ri-towns.ts';

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
