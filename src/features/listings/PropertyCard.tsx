import { formatPriceShort } from '#src/lib/format.ts';
import { listingPath } from '#src/lib/paths.ts';
import type { ListingSummary } from './listing-summary.ts';
import { SaveButton } from './SaveButton.tsx';
import { ListingPhoto, PHOTO_HEIGHT, PHOTO_WIDTH } from './ListingPhoto.tsx';
import { ListingBadges } from './ListingBadges.tsx';
import { statLine } from './stat-line.ts';
import { ListingCourtesy } from './ListingCourtesy.tsx';
import type { BadgeLabels } from './badges.ts';

/** The displayed width of a card's photo: one column on a phone, two on a tablet, three from 1280 px. */
export const CARD_PHOTO_SIZES = '(min-width: 1280px) 384px, (min-width: 640px) 50vw, 100vw';

/**
 * A card's words in the page's language, written on the server (card-text.ts) for cards prebuilt without an
 * island. The islands' cards pass none and keep the English below, so that no catalogue reaches the browser.
 */
export interface CardText {
  /** The listing's page in the card's language. */
  href: string;
  price: string;
  photoAlt: string;
  stats: string;
  save: string;
  /** The MLS's exact English words (IDX), null where the listing needs no attribution. */
  courtesy: string | null;
  badges: BadgeLabels;
}

/** `priority`: the first card of a results page, the largest thing on a phone's first screen, loads first. */
export function PropertyCard({
  property,
  priority = false,
  text,
}: {
  property: ListingSummary;
  priority?: boolean;
  text?: CardText | undefined;
}) {
  const [image] = property.images;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden border border-black/10 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-bronze focus-within:ring-offset-2 hover:shadow-lg"
      data-property-card={property.id}
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-sand">
        {image && (
          <ListingPhoto
            src={image}
            sizes={CARD_PHOTO_SIZES}
            alt={text?.photoAlt ?? `${property.title}, ${property.city}`}
            width={PHOTO_WIDTH}
            height={PHOTO_HEIGHT}
            loading={priority ? 'eager' : 'lazy'}
            {...(priority && { fetchPriority: 'high' as const })}
            decoding="async"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        )}
        {/* Clear of the save button at the top right: a long badge wraps rather than slide under it. */}
        <ListingBadges listing={property} className="absolute top-4 right-16 left-4" labels={text?.badges} />
        {/* Above the card's stretched link, so it gets the click. */}
        <div className="absolute top-3 right-3 z-10">
          <SaveButton home={{ id: property.id, title: property.title }} variant="card" label={text?.save} />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="font-display text-2xl text-ink lining-nums tabular-nums" data-price>
          {text?.price ?? formatPriceShort(property.price)}
        </p>
        <h3 className="mt-2 text-lg leading-snug">
          <a
            href={text?.href ?? listingPath(property.id)}
            className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
          >
            {property.title}
          </a>
        </h3>
        <p className="mt-1 text-sm text-stone">
          {property.city}, {property.state}
        </p>
        <p className="mt-auto pt-4 text-sm text-stone">{text?.stats ?? statLine(property)}</p>
        <ListingCourtesy
          property={property}
          className="mt-1 text-sm text-stone"
          text={text?.courtesy}
          lang={text === undefined ? undefined : 'en'}
        />
      </div>
    </article>
  );
}
