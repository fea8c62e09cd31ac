/**
 * The badges a listing shows wherever it appears (cards, map popups, saved and similar homes, the listing
 * page): Featured, its status when it is not simply for sale, Price reduced and New. Pure.
 *
 * Pages are prebuilt, so "New" carries the time it ends (`until`) and the visitor's clock decides whether it
 * shows, as it does for open houses. Price reduced and New describe a home one can buy: only an Available
 * listing has them.
 */
import type { Property } from '#src/schemas/property.ts';

/** A listing is New for this long after it is listed. */
const NEW_FOR_MS = 7 * 24 * 60 * 60 * 1000;

export type BadgeKind = 'featured' | 'under-contract' | 'coming-soon' | 'sold' | 'reduced' | 'new';

/** One listing's badge labels in a language other than this module's English (card-text.ts). */
export type BadgeLabels = Record<BadgeKind | 'open-house', string>;

interface ListingBadge {
  kind: BadgeKind;
  label: string;
  /** Shown only while this ISO time is ahead of the visitor's clock. */
  until?: string;
}

type BadgeFacts = Pick<Property, 'status' | 'isFeatured' | 'price' | 'createdAt'> &
  Partial<Pick<Property, 'originalPrice' | 'onMarketDate'>>;

const onMarketDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "On market Dec 3" from "2026-12-03". */
function onMarketLabel(onMarketDate: string): string {
  return `On market ${onMarketDay.format(new Date(`${onMarketDate}T00:00:00Z`))}`;
}

/** A listing's badges, in the order they show. */
export function listingBadges(listing: BadgeFacts): ListingBadge[] {
  const badges: ListingBadge[] = [];
  if (listing.isFeatured) badges.push({ kind: 'featured', label: 'Featured' });
  switch (listing.status) {
    case 'Under Contract':
      badges.push({ kind: 'under-contract', label: 'Under Contract' });
      break;
    case 'Sold':
      badges.push({ kind: 'sold', label: 'Sold' });
      break;
    case 'Coming Soon':
      badges.push({
        kind: 'coming-soon',
        label: listing.onMarketDate ? `Coming Soon · ${onMarketLabel(listing.onMarketDate)}` : 'Coming Soon',
      });
      break;
    case 'Available':
      if (listing.originalPrice !== undefined && listing.price < listing.originalPrice)
        badges.push({ kind: 'reduced', label: 'Price reduced' });
      badges.push({
        kind: 'new',
        label: 'New',
        until: new Date(Date.parse(listing.createdAt) + NEW_FOR_MS).toISOString(),
      });
      break;
  }
  return badges;
}

/** Whether a badge shows at `now` (the visitor's clock); null before the page knows it. */
export function isBadgeShown(badge: ListingBadge, now: number | null): boolean {
  return badge.until === undefined || (now !== null && Date.parse(badge.until) > now);
}
