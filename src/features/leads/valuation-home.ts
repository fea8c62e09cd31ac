/**
 * The home a valuation request is about, as the thank-you page's query names it (the form's type, bedrooms
 * and square feet read as the comparables match on them, and the town as typed), with no personal data.
 * Pure, zod-free and without the table of Rhode Island's towns (the dialog loads it): the server reads the
 * town (valuation-subject.ts, valuationSubjectOfQuery).
 */
import type { MarketType } from '#src/schemas/closed-sale.ts';
import { slugify } from '#src/schemas/rules/slug.ts';
import { PROPERTY_TYPE_OPTIONS } from '#src/schemas/valuation-fields.ts';
import { THANK_YOU_PAGE } from './lead-pages.ts';

type PropertyTypeValue = (typeof PROPERTY_TYPE_OPTIONS)[number][0];

/** The form's property types as the figures count them; commercial and other are no home type of theirs. */
const MARKET_TYPE_OF_OPTION: Readonly<Record<PropertyTypeValue, MarketType | null>> = {
  'single-family': 'single-family',
  condo: 'condo-townhouse',
  townhouse: 'condo-townhouse',
  'multi-family': 'multi-family',
  land: 'land',
  commercial: null,
  other: null,
};

const MARKET_TYPES_KNOWN = new Set<string>(
  Object.values(MARKET_TYPE_OF_OPTION).filter((type): type is MarketType => type !== null),
);
export const isMarketType = (value: string): value is MarketType => MARKET_TYPES_KNOWN.has(value);

/** A property type option's value or label (the message names the label), as a market type. */
export function marketTypeOf(text: string): MarketType | null {
  const option = PROPERTY_TYPE_OPTIONS.find(([value, label]) => value === text || label === text);
  return option ? MARKET_TYPE_OF_OPTION[option[0]] : null;
}

/** Above any house (the sales' own bound, MAX_LIVING_AREA), and a sane count of bedrooms. */
const MAX_SQUARE_FEET = 60_000;
const MAX_BEDS = 50;

/** "3" (bedrooms): a whole number up to 50, else unknown. */
export function bedsOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const beds = Number(trimmed);
  return beds <= MAX_BEDS ? beds : null;
}

/** "2400", "2,400" or "2,400 sq ft": whole square feet from 1 to 60,000, else unknown. */
export function squareFeetOf(text: string): number | null {
  const match = /^(\d{1,3}(?:,\d{3})*|\d{1,6})(?:\s*(?:sq\.?\s*ft\.?|sqft|square feet))?$/i.exec(text.trim());
  if (!match?.[1]) return null;
  const feet = Number(match[1].replaceAll(',', ''));
  return feet >= 1 && feet <= MAX_SQUARE_FEET ? feet : null;
}

/** What the form holds, as text. */
export interface ValuationSubjectFields {
  city: string;
  state: string;
  /** An option's value or label. */
  propertyType: string;
  beds?: string | undefined;
  squareFeet?: string | undefined;
}

/** The query keys that name the home on the thank-you page (thankYouPathOf): the CDN varies on these only. */
export const THANK_YOU_QUERY_KEYS = ['town', 'type', 'beds', 'sqft'] as const;

/** The home as the thank-you page's query names it; `town` a slug (of a town, or of a village of one). */
export interface ThankYouHome {
  town: string;
  type: MarketType | null;
  beds: number | null;
  squareFeet: number | null;
}

/**
 * The thank-you page of a valuation request (`page`, English's by default), with the home in its query when it
 * names a place: /home-valuation/thank-you?town=newport&type=single-family&beds=3&sqft=2400.
 */
export function thankYouPathOf(home: ThankYouHome | null, page: string = THANK_YOU_PAGE.valuation): string {
  if (home === null || home.town === '') return page;
  const query = new URLSearchParams({ town: home.town });
  if (home.type !== null) query.set('type', home.type);
  if (home.beds !== null) query.set('beds', String(home.beds));
  if (home.squareFeet !== null) query.set('sqft', String(home.squareFeet));
  return `${page}?${query.toString()}`;
}

/**
 * The dialog's thank-you page: the city as typed when the state is Rhode Island; the server reads the town.
 * `page` is the thank-you page in the language of the page the form was sent from.
 */
export function valuationThankYouPathOfForm(
  fields: ValuationSubjectFields,
  page: string = THANK_YOU_PAGE.valuation,
): string {
  if (fields.state.trim().toUpperCase() !== 'RI') return page;
  return thankYouPathOf(
    {
      town: slugify(fields.city.trim()),
      type: marketTypeOf(fields.propertyType.trim()),
      beds: bedsOf(fields.beds ?? ''),
      squareFeet: squareFeetOf(fields.squareFeet ?? ''),
    },
    page,
  );
}
