/** Pure logic of the lead forms: notice texts, error text, and the valuation request as an inquiry. */
import type { InquiryPayload } from '#src/schemas/inquiry.ts';
import type { ValuationFormValues } from '#src/schemas/valuation.ts';
import {
  CONDITION_OPTIONS,
  OCCUPANCY_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  TIMELINE_OPTIONS,
} from '#src/schemas/valuation-fields.ts';
import { ApiError } from '#src/lib/api.ts';
import { formatPriceFull } from '#src/lib/format.ts';

export interface Notice {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

/** The spec's notification constants (also @radix-ui/react-toast's defaults). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

export const FALLBACK_ERROR = 'Something went wrong. Please try again.';
export const RESPONSE_PROMISE_HOURS = 24;

export const INQUIRY_SENT: Notice = {
  title: 'Message Sent',
  description: "We'll be in touch with you shortly.",
  variant: 'default',
};

export const VALUATION_SENT: Notice = {
  title: 'Home Valuation Request Sent',
  description: `Thank you! Our team will contact you within ${RESPONSE_PROMISE_HOURS} hours with your complimentary market analysis.`,
  variant: 'default',
};

export const VALUATION_INTEREST_TYPE = 'Home Valuation';

/**
 * The text a failure notice shows. An API error keeps the spec's "{status}: {body}" form, but when the
 * body is our JSON error shape its message replaces the raw JSON. Anything else (a network failure)
 * gets the fallback.
 */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return FALLBACK_ERROR;
  try {
    const body: unknown = JSON.parse(error.body);
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) {
      return `${error.status}: ${body.error}`;
    }
  } catch {
    // Not JSON: the raw message is the best we have.
  }
  return error.message || FALLBACK_ERROR;
}

export function errorNotice(error: unknown): Notice {
  return { title: 'Error', description: errorText(error), variant: 'destructive' };
}

/** Field errors from a 400 answer of our API ({fields: {name: message}}), or null. */
export function fieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  try {
    const body: unknown = JSON.parse(error.body);
    if (!body || typeof body !== 'object' || !('fields' in body) || !body.fields || typeof body.fields !== 'object')
      return null;
    const entries = Object.entries(body.fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    return entries.length ? Object.fromEntries(entries) : null;
  } catch {
    return null;
  }
}

/** The messages of a 400 answer (see fieldErrors) that belong to one of `fields`, as [field, message]. */
export function formFieldErrors<Name extends string>(error: unknown, fields: readonly Name[]): [Name, string][] {
  return Object.entries(fieldErrors(error) ?? {}).flatMap(([name, message]): [Name, string][] => {
    const field = fields.find((candidate) => candidate === name);
    return field ? [[field, message]] : [];
  });
}

type Options = readonly (readonly [string, string])[];
const label = (options: Options, value: string): string => options.find(([v]) => v === value)?.[1] ?? value;

/** "$1,250,000" for a plain number like "1250000" or "$1,250,000"; anything else as typed. */
function readablePrice(text: string): string {
  const digits = text.replace(/[$,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(digits) ? formatPriceFull(Number(digits)) : text;
}

/**
 * The valuation request as readable text, one line per entry, leaving out empty optional fields:
 * address, property details, timeline, occupancy, condition, target price, upgrades and notes.
 */
export function composeValuationMessage(values: ValuationFormValues): string {
  const text = (value: string | undefined) => value?.trim() ?? '';
  const street = [text(values.addressLine1), text(values.addressLine2)].filter(Boolean).join(', ');
  const place = `${text(values.city)}, ${text(values.state).toUpperCase()} ${text(values.zip)}`;
  const lines: [string, string][] = [
    ['Property address', `${street}, ${place}`],
    ['Property type', label(PROPERTY_TYPE_OPTIONS, text(values.propertyType))],
    ['Bedrooms', text(values.beds)],
    ['Bathrooms', text(values.baths)],
    ['Square feet', text(values.squareFeet)],
    ['Lot size', text(values.lotSize)],
    ['Year built', text(values.yearBuilt)],
    ['Selling timeline', label(TIMELINE_OPTIONS, text(values.timeline))],
    ['Occupancy', label(OCCUPANCY_OPTIONS, text(values.occupancy))],
    ['Condition', label(CONDITION_OPTIONS, text(values.condition))],
    ['Target price', text(values.targetPrice) && readablePrice(text(values.targetPrice))],
    ['Upgrades', text(values.upgrades)],
    ['Notes', text(values.notes)],
  ];
  return [
    'Home valuation request',
    ...lines.filter(([, value]) => value).map(([name, value]) => `${name}: ${value}`),
  ].join('\n');
}

/** What the valuation dialog posts to /api/inquiries: the spec's five fields; consent is not sent. */
export function valuationToInquiry(values: ValuationFormValues): InquiryPayload {
  return {
    name: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    interestType: VALUATION_INTEREST_TYPE,
    message: composeValuationMessage(values),
  };
}

/** The message a "Schedule Consultation" link from an advisor profile starts the contact form with. */
export function consultationMessage(advisorName: string): string {
  return `I would like to schedule a consultation with ${advisorName}.`;
}
