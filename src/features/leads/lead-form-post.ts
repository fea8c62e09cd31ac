/**
 * The lead forms posted without JavaScript (application/x-www-form-urlencoded): what was typed, checked with
 * the forms' own schemas, then turned into the very payload the islands send as JSON and checked as the API
 * checks that. Pure; the inquiries function's I/O is in inquiry-form.server.ts.
 */
import { messagesByField } from '#src/lib/validation.ts';
import {
  DEFAULT_INTEREST_TYPE,
  HONEYPOT_FIELD,
  inquiryFormSchema,
  inquiryPayloadSchema,
  type InquiryPayload,
} from '#src/schemas/inquiry.ts';
import { VALUATION_DEFAULTS, valuationFormSchema } from '#src/schemas/valuation.ts';
import { FORM_KIND_PARAM, SOURCE_PAGE_FIELD, type LeadFormKind } from './lead-pages.ts';
import { valuationToInquiry } from './valuation-request.ts';

/** Which form a post comes from: the valuation form's action names itself; anything else is an inquiry. */
export const formKind = (url: URL): LeadFormKind =>
  url.searchParams.get(FORM_KIND_PARAM) === 'valuation' ? 'valuation' : 'inquiry';

/** What a form's fields hold: text, and the consent checkbox as ticked or not. */
export type LeadFormValues = Readonly<Record<string, string | boolean>>;

/** The text fields each form posts, in the form's order; both also post the consent checkbox. */
const TEXT_FIELDS: Readonly<Record<LeadFormKind, readonly string[]>> = {
  inquiry: ['name', 'email', 'phone', 'interestType', 'message'],
  valuation: Object.keys(VALUATION_DEFAULTS).filter((name) => name !== 'consent'),
};

/** Each form's empty state, which a field that was not posted keeps. */
const EMPTY: Readonly<Record<LeadFormKind, LeadFormValues>> = {
  inquiry: { name: '', email: '', phone: '', interestType: DEFAULT_INTEREST_TYPE, message: '', consent: false },
  valuation: VALUATION_DEFAULTS,
};

/** A form post as read, before any check. */
export interface LeadFormPost {
  kind: LeadFormKind;
  /** What the form showed when sent: its fields only, in its order. */
  values: LeadFormValues;
  /** The hidden field for bots ('' when people send the form). */
  honeypot: string;
  /** The page the form was first sent from, as the form claims it (checked by the caller), or null. */
  sourcePage: string | null;
}

/** Reads a form post's fields; anything else in it is left out, as the JSON API leaves unknown keys out. */
export function readLeadForm(kind: LeadFormKind, params: URLSearchParams): LeadFormPost {
  const values: Record<string, string | boolean> = { ...EMPTY[kind] };
  for (const name of TEXT_FIELDS[kind]) {
    const value = params.get(name);
    if (value !== null) values[name] = value;
  }
  // An unticked checkbox is not sent at all; a ticked one sends "on".
  values['consent'] = params.has('consent');
  const declared = params.get(SOURCE_PAGE_FIELD);
  return {
    kind,
    values,
    honeypot: params.get(HONEYPOT_FIELD) ?? '',
    sourcePage: declared === '' ? null : declared,
  };
}

export type LeadFormCheck =
  { ok: true; payload: InquiryPayload } | { ok: false; errors: Readonly<Record<string, string>> };

/**
 * A post checked with its form's schema (the island's rules and messages, consent included), then made into
 * the payload the island would send (consent is not sent) and checked with the API's schema, as JSON is.
 * The errors are keyed by field, in the form's order, one message each.
 */
export function checkLeadForm(post: LeadFormPost): LeadFormCheck {
  let body: InquiryPayload;
  if (post.kind === 'valuation') {
    const parsed = valuationFormSchema.safeParse(post.values);
    if (!parsed.success) return { ok: false, errors: messagesByField(parsed.error) };
    body = valuationToInquiry(parsed.data);
  } else {
    const parsed = inquiryFormSchema.safeParse(post.values);
    if (!parsed.success) return { ok: false, errors: messagesByField(parsed.error) };
    const { name, email, phone, interestType, message } = parsed.data;
    body = { name, email, phone, interestType, message };
  }
  const payload = inquiryPayloadSchema.safeParse(body);
  return payload.success ? { ok: true, payload: payload.data } : { ok: false, errors: messagesByField(payload.error) };
}
