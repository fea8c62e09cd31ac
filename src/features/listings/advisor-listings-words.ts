/**
 * "Listings by {first name}" in a language other than English (AdvisorListingsText): its heading and each
 * card's words, from the catalogue. Server and build only: every message holds all four languages, so no
 * module that ships to the browser may import this one.
 */
import { m } from '#src/paraglide/messages.js';
import type { Locale } from '#src/schemas/locale.ts';
import type { Property } from '#src/schemas/property.ts';
import type { AdvisorListingsText } from './AdvisorListings.tsx';
import { cardText } from './card-text.ts';

export const advisorListingsText = (listings: readonly Property[], locale: Locale): AdvisorListingsText => ({
  locale,
  heading: m.advisor_listings_heading({ firstName: '{firstName}' }, { locale }),
  cards: Object.fromEntries(listings.map((listing) => [listing.id, cardText(listing, locale)])),
});
