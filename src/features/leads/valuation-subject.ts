/**
 * The home a valuation request is about (town, type, bedrooms, square feet), as the comparables match on it:
 * from the form's values, from the message the site composed of them (valuation-request.ts, for the
 * e-mails), and to and from the thank-you page's query. Pure and zod-free (the dialog loads it); everything
 * read is bounded, and what does not read cleanly is unknown, never an error.
 */
import type { MarketType } from '#src/schemas/closed-sale.ts';
import { RI_TOWNS, riTown, type RiTown } from '#src/schemas/rules/ri-towns.ts';
import { slugify } from '#src/schemas/rules/slug.ts';
import { PROPERTY_TYPE_OPTIONS } from '#src/schemas/valuation-fields.ts';
import type { ValuationSubject } from '#src/features/market/comparables.ts';
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
const isMarketType = (value: string): value is MarketType => MARKET_TYPES_KNOWN.has(value);

/** A property type option's value or label (the message names the label), as a market type. */
function marketTypeOf(text: string): MarketType | null {
  const option = PROPERTY_TYPE_OPTIONS.find(([value, label]) => value === text || label === text);
  return option ? MARKET_TYPE_OF_OPTION[option[0]] : null;
}

/** Above any house (the sales' own bound, MAX_LIVING_AREA), and a sane count of bedrooms. */
const MAX_SQUARE_FEET = 60_000;
const MAX_BEDS = 50;

/** "3" (bedrooms): a whole number up to 50, else unknown. */
function bedsOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const beds = Number(trimmed);
  return beds <= MAX_BEDS ? beds : null;
}

/** "2400", "2,400" or "2,400 sq ft": whole square feet from 1 to 60,000, else unknown. */
function squareFeetOf(text: string): number | null {
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

/** The home of a request, or null outside Rhode Island's 39 towns. */
export function valuationSubjectOf(fields: ValuationSubjectFields): ValuationSubject | null {
  const town = riTown(fields.city.trim(), fields.state.trim());
  if (town === null) return null;
  return {
    town,
    type: marketTypeOf(fields.propertyType.trim()),
    beds: bedsOf(fields.beds ?? ''),
    squareFeet: squareFeetOf(fields.squareFeet ?? ''),
  };
}

/** The lines the composed message starts with, in its order (composeValuationMessage); the rest is never read. */
const SUBJECT_LINES = ['Property address', 'Property type', 'Bedrooms', 'Bathrooms', 'Square feet'] as const;
type SubjectLine = (typeof SUBJECT_LINES)[number];
const MESSAGE_HEADING = 'Home valuation request';
/** A line the site composed is far shorter (the address is at most about 220 characters). */
const MAX_LINE = 400;

/**
 * The home of a stored valuation request, from its message: the heading, then the lines the site writes
 * first, each once and in the site's order. Whatever else the text holds (notes, an upgrade, a message not
 * the site's) cannot add or change one of them: reading stops at the first other line.
 */
export function valuationSubjectOfMessage(message: string): ValuationSubject | null {
  const lines = message.slice(0, 5_000).split('\n', SUBJECT_LINES.length + 2);
  if (lines[0]?.trim() !== MESSAGE_HEADING) return null;
  const found = new Map<SubjectLine, string>();
  let next = 0;
  for (const line of lines.slice(1)) {
    if (line.length > MAX_LINE) break;
    const separator = line.indexOf(': ');
    const name = line.slice(0, separator);
    const index = SUBJECT_LINES.findIndex((known) => known === name);
    if (separator < 0 || index < next) break;
    found.set(name as SubjectLine, line.slice(separator + 2));
    next = index + 1;
  }
  // "street, City, ST zip": the city is the part before the last.
  const parts = (found.get('Property address') ?? '').split(', ');
  const [state = ''] = (parts.at(-1) ?? '').split(' ');
  return valuationSubjectOf({
    city: parts.length >= 3 ? (parts.at(-2) ?? '') : '',
    state,
    propertyType: found.get('Property type') ?? '',
    beds: found.get('Bedrooms'),
    squareFeet: found.get('Square feet'),
  });
}

const TOWN_BY_SLUG = new Map<string, RiTown>(RI_TOWNS.map((town) => [slugify(town), town]));

/**
 * The thank-you page of a valuation request, with the home in its query (no personal data) when it is in a
 * Rhode Island town: /home-valuation/thank-you?town=newport&type=single-family&beds=3&sqft=2400.
 */
export function valuationThankYouPath(subject: ValuationSubject | null): string {
  if (subject === null) return THANK_YOU_PAGE.valuation;
  const query = new URLSearchParams({ town: slugify(subject.town) });
  if (subject.type !== null) query.set('type', subject.type);
  if (subject.beds !== null) query.set('beds', String(subject.beds));
  if (subject.squareFeet !== null) query.set('sqft', String(subject.squareFeet));
  return `${THANK_YOU_PAGE.valuation}?${query.toString()}`;
}

/** The home the thank-you page's query names (valuationThankYouPath), or null when it names no town. */
export function valuationSubjectOfQuery(query: URLSearchParams): ValuationSubject | null {
  const town = TOWN_BY_SLUG.get(query.get('town') ?? '');
  if (town === undefined) return null;
  const type = query.get('type') ?? '';
  const beds = bedsOf(query.get('beds') ?? '');
  const squareFeet = /^\d{1,5}$/.test(query.get('sqft') ?? '') ? squareFeetOf(query.get('sqft') ?? '') : null;
  return { town, type: isMarketType(type) ? type : null, beds, squareFeet };
}
