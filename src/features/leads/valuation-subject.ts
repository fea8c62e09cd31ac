/**
 * The home a valuation request is about (town, type, bedrooms, square feet), as the comparables match on it:
 * from the form's values, from the message the site composed of them (valuation-request.ts, for the
 * e-mails), and to and from the thank-you page's query, the town read as one of Rhode Island's (the server's:
 * the dialog builds its query with valuation-home.ts). Pure; everything read is bounded, and what does not
 * read cleanly is unknown, never an error.
 */
import { riTown } from '#src/schemas/rules/ri-towns.ts';
import { slugify } from '#src/schemas/rules/slug.ts';
import type { ValuationSubject } from '#src/features/market/comparables.ts';
import {
  bedsOf,
  isMarketType,
  marketTypeOf,
  squareFeetOf,
  thankYouPathOf,
  type ValuationSubjectFields,
} from './valuation-home.ts';

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

/**
 * The thank-you page of a valuation request, with the home in its query (no personal data) when it is in a
 * Rhode Island town: /home-valuation/thank-you?town=newport&type=single-family&beds=3&sqft=2400.
 */
export const valuationThankYouPath = (subject: ValuationSubject | null): string =>
  thankYouPathOf(subject && { ...subject, town: slugify(subject.town) });

/**
 * The home the thank-you page's query names (thankYouPathOf), or null when it names no Rhode Island town: a
 * town's or a village's slug ("watch-hill" is Westerly), read as its name.
 */
export function valuationSubjectOfQuery(query: URLSearchParams): ValuationSubject | null {
  const slug = query.get('town') ?? '';
  const town = /^[a-z]+(?:-[a-z]+){0,4}$/.test(slug) ? riTown(slug.replaceAll('-', ' '), 'RI') : null;
  if (town === null) return null;
  const type = query.get('type') ?? '';
  const beds = bedsOf(query.get('beds') ?? '');
  const squareFeet = /^\d{1,5}$/.test(query.get('sqft') ?? '') ? squareFeetOf(query.get('sqft') ?? '') : null;
  return { town, type: isMarketType(type) ? type : null, beds, squareFeet };
}
