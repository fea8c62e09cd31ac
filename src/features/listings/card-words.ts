/**
 * A listing card's words in a language other than English, as templates (card-text.ts writes them from the
 * catalogue, on the server), and the card's text for one listing from them: the islands that render cards
 * themselves (the search's later pages) take the templates as a prop, so no catalogue reaches the browser.
 * Pure.
 */
import { formatPriceShortIn, intlLocale } from '#src/lib/format.ts';
import { localePath } from '#src/lib/i18n.ts';
import { listingPath } from '#src/lib/paths.ts';
import { countedIn, type PluralWords } from '#src/lib/plural-words.ts';
import type { Locale } from '#src/schemas/locale.ts';
import type { PropertyType } from '#src/schemas/property-fields.ts';
import type { Property } from '#src/schemas/property.ts';
import type { ListingSummary } from './listing-summary.ts';
import type { BadgeLabels } from './badges.ts';
import { courtesyLine } from './idx.ts';
import type { CardText } from './PropertyCard.tsx';
import { squareFeetToSquareMetres } from './units.ts';

export interface CardWords {
  locale: Locale;
  beds: PluralWords;
  baths: PluralWords;
  /** With "{squareFeet}" and "{squareMetres}". */
  area: string;
  /** A listing without figures (land) shows its type. */
  types: Readonly<Record<PropertyType, string>>;
  /** With "{title}" and "{city}". */
  photoAlt: string;
  /** With "{title}". */
  save: string;
  /** Every badge but a Coming Soon listing's with its day on the market. */
  badges: BadgeLabels;
  /** With "{date}". */
  comingSoonOn: string;
}

/** A template's "{name}" places filled in; a value's own "$" or "{" stays as it is. */
export const fillIn = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (place, name: string) => values[name] ?? place);

/** "4 quartos · 3,5 casas de banho · 3.400 pés² · 316 m²"; figures that are zero (land) are left out. */
export function statLineWith(
  words: CardWords,
  property: Pick<Property, 'beds' | 'baths' | 'squareFeet' | 'propertyType'>,
): string {
  const number = new Intl.NumberFormat(intlLocale(words.locale));
  const parts: string[] = [];
  if (property.beds > 0) parts.push(countedIn(words.beds, property.beds, words.locale));
  if (property.baths > 0) parts.push(countedIn(words.baths, property.baths, words.locale));
  if (property.squareFeet > 0)
    parts.push(
      fillIn(words.area, {
        squareFeet: number.format(property.squareFeet),
        squareMetres: number.format(squareFeetToSquareMetres(property.squareFeet)),
      }),
    );
  return parts.length ? parts.join(' · ') : words.types[property.propertyType];
}

/** The badges' words for one listing: a Coming Soon listing's names its day on the market ("3 dic"). */
export function badgeLabelsWith(words: CardWords, listing: Pick<Property, 'onMarketDate'>): BadgeLabels {
  // Read as UTC, like badges.ts.
  const onMarket =
    listing.onMarketDate &&
    new Intl.DateTimeFormat(intlLocale(words.locale), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${listing.onMarketDate}T00:00:00Z`),
    );
  return onMarket ? { ...words.badges, 'coming-soon': fillIn(words.comingSoonOn, { date: onMarket }) } : words.badges;
}

/** Every word of a listing's card; the title, the town and the MLS office's name stay as given. */
export function cardTextWith(words: CardWords, property: ListingSummary): CardText {
  return {
    href: localePath(listingPath(property.id), words.locale),
    price: formatPriceShortIn(property.price, words.locale),
    photoAlt: fillIn(words.photoAlt, { title: property.title, city: property.city }),
    stats: statLineWith(words, property),
    save: fillIn(words.save, { title: property.title }),
    // The IDX attribution keeps the MLS's exact English words in every language (marked lang="en" on the card).
    courtesy: courtesyLine(property),
    badges: badgeLabelsWith(words, property),
  };
}
