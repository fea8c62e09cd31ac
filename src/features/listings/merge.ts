/**
 * One list from the office's files and the MLS feed. A file naming a `listingKey` enriches that feed
 * listing (see enrichListing) and is never shown twice. Once a feed exists the MLS decides whether such a
 * listing shows: a key the feed no longer has hides the file too. Without a feed, every file shows as is.
 */
import { enrichListing } from '#src/features/mls/mapping.ts';
import type { Property } from '#src/schemas/property.ts';

export function mergeListings(office: readonly Property[], feed: readonly Property[] | null): Property[] {
  if (!feed) return [...office];
  const enrichments = new Map<string, Property>();
  const own: Property[] = [];
  for (const listing of office) {
    if (listing.listingKey === undefined) own.push(listing);
    else enrichments.set(listing.listingKey, listing);
  }
  const fromFeed = feed.map((listing) => {
    const enrichment = listing.listingKey === undefined ? undefined : enrichments.get(listing.listingKey);
    return enrichment ? enrichListing(listing, enrichment) : listing;
  });
  return [...own, ...fromFeed];
}
