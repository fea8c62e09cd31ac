import { templateParts } from '#src/lib/template.ts';
import type { Locale } from '#src/schemas/locale.ts';
import type { Property } from '#src/schemas/property.ts';
import { IdxDisclaimer, type IdxTexts } from './IdxDisclaimer.tsx';
import { showsFeedListings } from './idx.ts';
import { PropertyCard, type CardText } from './PropertyCard.tsx';

/** The section's heading in English. */
export const ENGLISH_ADVISOR_LISTINGS_HEADING = 'Listings by {firstName}';

/** The section's words in a language other than English (advisor-listings-words.ts). */
export interface AdvisorListingsText {
  locale: Locale;
  /** With "{firstName}". */
  heading: string;
  /** Each listing's card, by its id. */
  cards: Readonly<Record<number, CardText>>;
}

interface Props {
  firstName: string;
  /** The advisor's available listings, newest first (advisor-listings.ts). */
  listings: readonly Property[];
  /** site.json's, in the page's language, and the MLS's English beside a translation. */
  idx: IdxTexts;
  idxOriginal?: IdxTexts | undefined;
  /** The feed's last successful sync, for the disclaimer; null at build, which knows no feed. */
  syncedAt: string | null;
  text?: AdvisorListingsText | undefined;
}

/**
 * "Listings by {first name}" on an advisor's profile, static HTML: prebuilt from the office's files, and
 * rendered with the MLS feed's by the profile function for an advisor the MLS names. Nothing while they
 * have none.
 */
export function AdvisorListings({ firstName, listings, idx, idxOriginal, syncedAt, text }: Props) {
  if (listings.length === 0) return null;
  return (
    <section className="container-page pb-16" aria-labelledby="listings-heading" data-advisor-listings>
      <h2 id="listings-heading" className="text-3xl">
        {templateParts(text?.heading ?? ENGLISH_ADVISOR_LISTINGS_HEADING, { firstName })}
      </h2>
      <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {listings.map((listing) => (
          <li key={listing.id}>
            <PropertyCard property={listing} text={text?.cards[listing.id]} />
          </li>
        ))}
      </ul>
      {showsFeedListings(listings) && (
        <IdxDisclaimer idx={idx} syncedAt={syncedAt} locale={text?.locale} original={idxOriginal} />
      )}
    </section>
  );
}
