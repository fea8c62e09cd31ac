import { isUpcoming, lastOpenHouseEnd } from './open-houses.ts';
import { isBadgeShown, listingBadges, type BadgeKind, type BadgeLabels } from './badges.ts';
import { usePageTime } from './usePageTime.ts';
import type { Property } from '#src/schemas/property.ts';

const BASE = 'px-3 py-1 text-xs font-semibold tracking-[0.15em] uppercase';
// Each pair meets WCAG AA (4.5:1) for this small text.
const COLOURS: Record<BadgeKind | 'open-house', string> = {
  featured: 'bg-ink text-paper',
  'open-house': 'bg-ink text-paper',
  'under-contract': 'bg-bronze text-paper',
  'coming-soon': 'border border-ink bg-paper text-ink',
  sold: 'bg-stone text-paper',
  reduced: 'bg-champagne text-ink',
  new: 'bg-paper text-bronze',
};

type BadgeListing = Parameters<typeof listingBadges>[0] & Pick<Property, 'openHouses'>;

const STATUS_KINDS: ReadonlySet<BadgeKind> = new Set(['under-contract', 'coming-soon', 'sold']);

/**
 * A listing's badges and its "Open House" while one is upcoming. Those that depend on the day (New, Open
 * House) are prebuilt hidden with data-shown-until; the chrome script or this island, with the visitor's
 * clock, shows them. `statusShown`: the listing page shows the status in the spec's own badge. `labels`: the
 * words in the page's language (card-text.ts, on the server); English as listingBadges writes them without.
 */
export function ListingBadges({
  listing,
  className = '',
  statusShown = false,
  labels,
}: {
  listing: BadgeListing;
  className?: string;
  statusShown?: boolean;
  labels?: BadgeLabels | undefined;
}) {
  const now = usePageTime();
  const openHouseUntil = lastOpenHouseEnd(listing.openHouses);
  const badges = listingBadges(listing).filter((badge) => !(statusShown && STATUS_KINDS.has(badge.kind)));
  if (badges.length === 0 && !openHouseUntil) return null;
  return (
    <div className={`flex flex-wrap gap-2 ${className}`.trimEnd()} data-listing-badges>
      {badges.map((badge) => (
        <span
          key={badge.kind}
          className={`${BASE} ${COLOURS[badge.kind]}`}
          data-badge={badge.kind}
          data-shown-until={badge.until}
          hidden={!isBadgeShown(badge, now)}
        >
          {labels?.[badge.kind] ?? badge.label}
        </span>
      ))}
      {openHouseUntil && (
        <span
          className={`${BASE} ${COLOURS['open-house']}`}
          data-badge="open-house"
          data-shown-until={openHouseUntil}
          hidden={now === null || !isUpcoming({ end: openHouseUntil }, now)}
        >
          {labels?.['open-house'] ?? 'Open House'}
        </span>
      )}
    </div>
  );
}
