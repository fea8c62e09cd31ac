// The home page's row of homes: which of the office's listings it shows, in which order.
import { describe, expect, it } from 'vitest';
import { FEATURED_LISTINGS_COUNT, featuredListings } from '#src/features/home/featured-listings.ts';
import { makeListing } from '#tests/helpers/listing.ts';

const day = (n: number) => `2026-10-${String(n).padStart(2, '0')}T12:00:00Z`;
const ids = (listings: { id: number }[]) => listings.map((listing) => listing.id);

describe('featuredListings', () => {
  it('shows the featured homes first, then the newest others, newest first within each', () => {
    const listings = [
      makeListing(1, { createdAt: day(1), isFeatured: true }),
      makeListing(2, { createdAt: day(5) }),
      makeListing(3, { createdAt: day(3), isFeatured: true }),
      makeListing(4, { createdAt: day(4) }),
    ];
    expect(ids(featuredListings(listings, 3))).toEqual([3, 1, 2]);
    expect(ids(featuredListings(listings, 10))).toEqual([3, 1, 2, 4]);
  });

  it('shows only Available homes with pages of their own, never a file that enriches an MLS listing', () => {
    const listings = [
      makeListing(1, { isFeatured: true, status: 'Sold' }),
      makeListing(2, { isFeatured: true, status: 'Under Contract' }),
      makeListing(3, { isFeatured: true, status: 'Coming Soon' }),
      makeListing(4, { isFeatured: true, listingKey: 'K4' }),
      makeListing(5),
    ];
    expect(ids(featuredListings(listings))).toEqual([5]);
    expect(featuredListings([])).toEqual([]);
  });

  it(`shows ${String(FEATURED_LISTINGS_COUNT)} by default: one row of cards`, () => {
    const listings = Array.from({ length: 8 }, (_, i) => makeListing(i + 1, { isFeatured: i % 2 === 0 }));
    expect(featuredListings(listings)).toHaveLength(FEATURED_LISTINGS_COUNT);
  });
});
