/**
 * The home page's row of homes, chosen at build from the office's own listings: those marked featured
 * (isFeatured) first, then the newest others, all Available, newest first within each. A file that only
 * enriches an MLS listing (listingKey) is left out: its page lives at the feed's id, which the build does not
 * know. Pure.
 */
import { sortNewestFirst } from '#src/features/listings/sort.ts';
import type { Property } from '#src/schemas/property.ts';

/** How many homes the row shows: one row of three cards on a wide screen. */
export const FEATURED_LISTINGS_COUNT = 3;

export function featuredListings(listings: readonly Property[], count = FEATURED_LISTINGS_COUNT): Property[] {
  const shown = sortNewestFirst(
    listings.filter((listing) => listing.status === 'Available' && listing.listingKey === undefined),
  );
  return [...shown.filter((listing) => listing.isFeatured), ...shown.filter((listing) => !listing.isFeatured)].slice(
    0,
    count,
  );
}
