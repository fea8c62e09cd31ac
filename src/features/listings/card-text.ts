/**
 * A listing card's words in a language (PropertyCard's `text`), written on the server from the catalogue: for
 * the cards a page prebuilds, and as templates (cardWordsIn) for the islands that render cards themselves. The
 * catalogue's every message holds all four languages, so no module that ships to the browser may import this
 * one. English here is exactly PropertyCard's own English (tests/unit/card-text.test.ts).
 */
import { m } from '#src/paraglide/messages.js';
import { intlLocale } from '#src/lib/format.ts';
import { pluralWords } from '#src/lib/plural-words.ts';
import type { Locale } from '#src/schemas/locale.ts';
import type { PropertyType } from '#src/schemas/property-fields.ts';
import type { Property } from '#src/schemas/property.ts';
import type { ListingSummary } from './listing-summary.ts';
import type { BadgeLabels } from './badges.ts';
import { badgeLabelsWith, cardTextWith, statLineWith, type CardWords } from './card-words.ts';
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
 * A card's words in a language, as templates: the catalogue's plural variants follow each language's rules
 * (French and Portuguese say "1,5 salle de bains", Spanish "1,5 baños").
 */
export function cardWordsIn(locale: Locale): CardWords {
  const o = { locale };
  return {
    locale,
    beds: pluralWords((count) => m.card_beds({ count }, o), locale),
    baths: pluralWords((count) => m.card_baths({ count }, o), locale),
    area: m.card_area({ squareFeet: '{squareFeet}', squareMetres: '{squareMetres}' }, o),
    types: {
      'Single Family': TYPE_NAMES['Single Family']({}, o),
      Estate: TYPE_NAMES.Estate({}, o),
      Condo: TYPE_NAMES.Condo({}, o),
      Townhouse: TYPE_NAMES.Townhouse({}, o),
      'Multi-Family': TYPE_NAMES['Multi-Family']({}, o),
      Land: TYPE_NAMES.Land({}, o),
    },
    photoAlt: m.card_photo_alt({ title: '{title}', city: '{city}' }, o),
    save: m.card_save({ title: '{title}' }, o),
    badges: {
      featured: m.card_badge_featured({}, o),
      'under-contract': m.card_badge_under_contract({}, o),
      'coming-soon': m.card_badge_coming_soon({}, o),
      sold: m.card_badge_sold({}, o),
      reduced: m.card_badge_reduced({}, o),
      new: m.card_badge_new({}, o),
      'open-house': m.card_badge_open_house({}, o),
    },
    comingSoonOn: m.card_badge_coming_soon_on_market({ date: '{date}' }, o),
  };
}

/** statLine in a language: "4 habitaciones · 3,5 baños · 3400 pies² · 316 m²". */
export const statLineIn = (
  property: Pick<Property, 'beds' | 'baths' | 'squareFeet' | 'propertyType'>,
  locale: Locale,
): string => statLineWith(cardWordsIn(locale), property);

/** The words of every badge a listing can show, as listingBadges and ListingBadges write them in English. */
export const badgeLabelsIn = (listing: Pick<Property, 'onMarketDate'>, locale: Locale): BadgeLabels =>
  badgeLabelsWith(cardWordsIn(locale), listing);

/** Every word of a listing's card in a language; the title, the town and the MLS office's name stay as given. */
export const cardText = (property: ListingSummary, locale: Locale): CardText =>
  cardTextWith(cardWordsIn(locale), property);
