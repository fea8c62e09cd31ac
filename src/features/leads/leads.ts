/**
 * Pure logic of the lead forms: notice texts and error text. The valuation request as an inquiry is in
 * valuation-request.ts, so that the inquiry form does not load it.
 */
import { ApiError } from '#src/lib/api.ts';

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
/** A 429 comes from Netlify's rate limiter, whose body is not ours: the visitor gets plain words instead. */
export const RATE_LIMITED_ERROR = 'Too many messages were sent from your connection. Please try again in a minute.';

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

/**
 * The text a failure notice shows. An API error keeps the spec's "{status}: {body}" form, but when the
 * body is our JSON error shape its message replaces the raw JSON; a 429 says to try again in a minute. Anything else (a network failure)
 * gets the fallback.
 */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return FALLBACK_ERROR;
  if (error.status === 429) return RATE_LIMITED_ERROR;
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

/** The message a "Schedule Consultation" link from an advisor profile starts the contact form with. */
export function consultationMessage(advisorName: string): string {
  return `I would like to schedule a consultation with ${advisorName}.`;
}
