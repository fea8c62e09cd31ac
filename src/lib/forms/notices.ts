/**
 * What a form tells the visitor after sending: the notice, and the text of a failure (the lead forms' and
 * the save-search dialog's). Pure.
 */
import { ApiError } from '#src/lib/api.ts';

export interface Notice {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

export const FALLBACK_ERROR = 'Something went wrong. Please try again.';
/** A 429 comes from Netlify's rate limiter, whose body is not ours: the visitor gets plain words instead. */
export const RATE_LIMITED_ERROR = 'Too many messages were sent from your connection. Please try again in a minute.';

/** A failure's words in the page's language (English unless given). */
export interface NoticeText {
  errorTitle: string;
  fallback: string;
  rateLimited: string;
  /**
   * The schemas' and the API's messages (written in English, the spec's), each in the page's language: the
   * forms show a message through this table, so the browser gets only its page's language.
   */
  messages: Readonly<Record<string, string>>;
}

export const ENGLISH_NOTICE_TEXT: NoticeText = {
  errorTitle: 'Error',
  fallback: FALLBACK_ERROR,
  rateLimited: RATE_LIMITED_ERROR,
  messages: {},
};

/** A message of the schemas or the API in the page's language, or as written when the table lacks it. */
export const translatedMessage = (message: string, text: NoticeText): string => text.messages[message] ?? message;

/**
 * The text a failure notice shows. An API error keeps the spec's "{status}: {body}" form, but when the
 * body is our JSON error shape its message replaces the raw JSON; a 429 says to try again in a minute. Anything else (a network failure)
 * gets the fallback.
 */
export function errorText(error: unknown, text: NoticeText = ENGLISH_NOTICE_TEXT): string {
  if (!(error instanceof ApiError)) return text.fallback;
  if (error.status === 429) return text.rateLimited;
  try {
    const body: unknown = JSON.parse(error.body);
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) {
      return `${error.status}: ${translatedMessage(body.error, text)}`;
    }
  } catch {
    // Not JSON: the raw message is the best we have.
  }
  return error.message || text.fallback;
}

export function errorNotice(error: unknown, text: NoticeText = ENGLISH_NOTICE_TEXT): Notice {
  return { title: text.errorTitle, description: errorText(error, text), variant: 'destructive' };
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
