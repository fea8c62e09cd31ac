/**
 * How many homes are for sale where a search's location points (a town card's link, a county's): the
 * Available listings among those the /properties search for that location finds. Pure.
 */
import type { Property } from '#src/schemas/property.ts';
import { NO_FILTERS } from '#src/schemas/results-query.ts';
import { filterProperties } from './search.ts';
import { toCriteria } from './search-criteria.ts';

/** Each location with its number of homes for sale; a location given twice is counted once. */
export function forSaleCounts(properties: readonly Property[], locations: readonly string[]): Record<string, number> {
  const forSale = properties.filter((listing) => listing.status === 'Available');
  // fromEntries defines each key as the record's own, whatever the text ("__proto__" included).
  return Object.fromEntries(
    [...new Set(locations)].map((location) => [
      location,
      filterProperties(forSale, toCriteria({ ...NO_FILTERS, location })).length,
    ]),
  );
}
