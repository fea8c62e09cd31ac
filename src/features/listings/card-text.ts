/**
 * A listing card's words in a language (PropertyCard's `text`), written on the server for the cards a page
 * prebuilds without an island: the home page's featured homes. The catalogue's every message holds all four
 * languages, so no module that ships to the browser may import this one: the islands' cards keep PropertyCard's
 * English. English here is exactly that English (tests/unit/card-text.test.ts). Pure.
 */
import { m } from '#src/paraglide/messages.js';
import { formatPriceShortIn, intlLocale } from '#src/lib/format.ts';
import type { Locale } from '#src/schemas/locale.ts';
import type { PropertyType } from '#src/schemas/property-fields.ts';
import type { Property } from '#src/schemas/property.ts';
import type { BadgeLabels } from './badges.ts';
import { courtesyLine } from './idx.ts';
import type { CardText } from './PropertyCard.tsx';
import { squareFeetToSquareMetres } from './units.ts';

interface Options {
  locale: Locale;
}

const TYPE_NAMES = {
  'Single Family': m.card_type_single_family,
  Estate: m.card_type_estate,
  Condo: m.card_type_condo,
  Townhouse: m.card_type_townhouse,
  'Multi-Family': m.card_type_multi_family,
  Land: m.card_type_land,
} satisfies Record<PropertyType, (inputs: Record<string, never>, options: Options) => string>;

/** A property type's name in a language ("Casa unifamiliar"). */
export const propertyTypeIn = (type: PropertyType, locale: Locale): string => TYPE_NAMES[type]({}, { locale });

/** formatArea in a language: "3400 pies² · 316 m²". */
export function areaIn(squareFeet: number, locale: Locale): string {
  const number = new Intl.NumberFormat(intlLocale(locale));
  return m.card_area(
    {
      squareFeet: number.format(squareFeet),
      squareMetres: number.format(squareFeetToSquareMetres(squareFeet)),
    },
    { locale },
  );
}

/**
 * statLine in a language: "4 habitaciones · 3,5 baños · 3400 pies² · 316 m²". The catalogue's plural variants
 * follow each language's rules (French and Portuguese say "1,5 salle de bains", Spanish "1,5 baños").
 */
export function statLineIn(
  property: Pick<Property, 'beds' | 'baths' | 'squareFeet' | 'propertyType'>,
  locale: Locale,
): string {
  const o = { locale };
  const parts: string[] = [];
  if (property.beds > 0) parts.push(m.card_beds({ count: property.beds }, o));
  if (property.baths > 0) parts.push(m.card_baths({ count: property.baths }, o));
  if (property.squareFeet > 0) parts.push(areaIn(property.squareFeet, locale));
  return parts.length ? parts.join(' · ') : propertyTypeIn(property.propertyType, locale);
}

/** The words of every badge a listing can show, as listingBadges and ListingBadges write them in English. */
export function badgeLabelsIn(listing: Pick<Property, 'onMarketDate'>, locale: Locale): BadgeLabels {
  const o = { locale };
  // "Dec 3", "3 dic": the day a Coming Soon listing goes on the market, read as UTC like badges.ts.
  const onMarket =
    listing.onMarketDate &&
    new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${listing.onMarketDate}T00:00:00Z`),
    );
  return {
    featured: m.card_badge_featured({}, o),
    'under-contract': m.card_badge_under_contract({}, o),
    'coming-soon': onMarket
      ? m.card_badge_coming_soon_on_market({ date: onMarket }, o)
      : m.card_badge_coming_soon({}, o),
    sold: m.card_badge_sold({}, o),
    reduced: m.card_badge_reduced({}, o),
    new: m.card_badge_new({}, o),
    'open-house': m.card_badge_open_house({}, o),
  };
}

/** Every word of a listing's card in a language; the title, the town and the MLS office's name stay as given. */
export function cardText(property: Property, locale: Locale): CardText {
  const o = { locale };
  return {
    price: formatPriceShortIn(property.price, locale),
    photoAlt: m.card_photo_alt({ title: property.title, city: property.city }, o),
    stats: statLineIn(property, locale),
    save: m.card_save({ title: property.title }, o),
    // The IDX attribution keeps the MLS's exact English words in every language (marked lang="en" on the card).
    courtesy: courtesyLine(property),
    badges: badgeLabelsIn(property, locale),
  };
}
