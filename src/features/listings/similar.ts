/** "Similar homes" on a listing page: the ranking shared by the build and GET /api/properties/{id}/similar. Pure. */
import type { Property } from '#src/schemas/property.ts';
import { riCounty } from '#src/schemas/rules/ri-towns.ts';

/** How many similar homes a listing page shows. */
export const SIMILAR_COUNT = 3;
/** A similar home's price lies within this share of the listing's price, either way. */
export const SIMILAR_PRICE_SPREAD = 0.35;

export type SimilarFields = Pick<Property, 'id' | 'city' | 'state' | 'price' | 'propertyType' | 'status'>;

/** Same town, or same county (Rhode Island towns are mapped to their county). */
function sameArea(a: SimilarFields, b: SimilarFields): boolean {
  if (a.city.trim().toLowerCase() === b.city.trim().toLowerCase() && a.state === b.state) return true;
  const county = riCounty(a.city, a.state);
  return county !== null && county === riCounty(b.city, b.state);
}

/**
 * Up to `count` other Available listings priced within ±35% of `listing`, ranked: same county or town
 * first, then the same property type, then the nearest price; ties go to the lower id.
 */
export function rankSimilar<T extends SimilarFields>(
  listing: SimilarFields,
  candidates: readonly T[],
  count = SIMILAR_COUNT,
): T[] {
  const spread = listing.price * SIMILAR_PRICE_SPREAD;
  const rank = (home: T) => ({
    home,
    area: sameArea(listing, home) ? 0 : 1,
    type: home.propertyType === listing.propertyType ? 0 : 1,
    gap: Math.abs(home.price - listing.price),
  });
  return candidates
    .filter((home) => home.id !== listing.id && home.status === 'Available')
    .map(rank)
    .filter((entry) => entry.gap <= spread)
    .sort((a, b) => a.area - b.area || a.type - b.type || a.gap - b.gap || a.home.id - b.home.id)
    .slice(0, count)
    .map((entry) => entry.home);
}
