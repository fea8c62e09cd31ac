/**
 * Reading request bodies: JSON with the API's 413, 415 and 400 answers, and the form-encoded posts of
 * forms sent without JavaScript.
 */
import type { $ZodError } from 'zod/v4/core';
import { messagesByField } from '#src/lib/validation.ts';
import { HONEYPOT_FIELD } from '#src/schemas/inquiry-fields.ts';
import { errorResponse, guardMethod, refuseCrossSite } from './http.ts';

/** Largest accepted request body, for every function that reads one. */
export const MAX_BODY_BYTES = 16 * 1024;

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body's bytes, or null when it is larger than maxBytes (by its Content-Length or by what arrives). */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null;
  return readLimited(request, maxBytes);
}

/**
 * The parsed JSON body, or the error answer: 415 when it is not declared as JSON, 413 when it is
 * larger than MAX_BODY_BYTES (by its Content-Length or by what arrives), 415 too when it does not parse.
 */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  if (!JSON_TYPE.test(request.headers.get('content-type') ?? '')) {
    return { ok: false, response: errorResponse(415, 'Send the body as JSON with Content-Type: application/json.') };
  }
  const tooLarge = (): BodyResult => ({
    ok: false,
    response: errorResponse(413, `The body must be at most ${MAX_BODY_BYTES / 1024} KB.`),
  });
  const bytes = await readBodyBytes(request, MAX_BODY_BYTES);
  if (bytes === null) return tooLarge();
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    // Declared as JSON but not JSON: the media type is what is wrong, as for any non-JSON body.
    return { ok: false, response: errorResponse(415, 'The body is not valid JSON.') };
  }
}

/** The JSON body of a POST from the site's own forms, or the answer refusing it (405, 403 cross-site, 413, 415). */
export async function readSameSiteJson(request: Request): Promise<BodyResult> {
  const refused = guardMethod(request, ['POST']) ?? refuseCrossSite(request);
  return refused ? { ok: false, response: refused } : readJsonBody(request);
}

/** Whether a JSON body has the forms' hidden field filled in: a bot's, which is answered as a success. */
export function isBot(body: unknown): boolean {
  if (!body || typeof body !== 'object' || !(HONEYPOT_FIELD in body)) return false;
  const value: unknown = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}

/** 400 whose message and `fields` name every invalid field. */
export function validationResponse(error: $ZodError): Response {
  const fields = messagesByField(error);
  const summary = Object.entries(fields)
    .map(([name, message]) => `${name}: ${message}`)
    .join('; ');
  return errorResponse(400, `Invalid ${Object.keys(fields).length === 1 ? 'field' : 'fields'}: ${summary}`, { fields });
}

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

/** Whether a request body is declared form-encoded, as a <form> without JavaScript sends it. */
export const isFormEncoded = (contentType: string | null): boolean => FORM_TYPE.test(contentType ?? '');

/** Whether a request is a form post without JavaScript. */
export const isFormPost = (request: Request): boolean =>
  request.method === 'POST' && isFormEncoded(request.headers.get('content-type'));

/**
 * Percent-encoding writes a byte of UTF-8 as up to three characters: the raw body may be three times the
 * JSON limit, and what it decodes to is then held to the JSON limit itself (decodedSize).
 */
export const MAX_FORM_BODY_BYTES = 3 * MAX_BODY_BYTES;

export const TOO_LARGE_TEXT = `What you sent is longer than we accept (${MAX_BODY_BYTES / 1024} KB). Please shorten it and send it again.`;

/** The UTF-8 size of what a form post holds once decoded: the same bound as a JSON body's applies to it. */
export function decodedSize(params: URLSearchParams): number {
  const encoder = new TextEncoder();
  let size = 0;
  for (const [name, value] of params) size += encoder.encode(name).byteLength + encoder.encode(value).byteLength;
  return size;
}
