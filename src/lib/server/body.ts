/** Reading and validating JSON request bodies, with the API's 413, 415 and 400 answers. */
import type { $ZodError } from 'zod/v4/core';
import { messagesByField } from '#src/lib/validation.ts';
import { errorResponse } from './http.ts';

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

/** 400 whose message and `fields` name every invalid field. */
export function validationResponse(error: $ZodError): Response {
  const fields = messagesByField(error);
  const summary = Object.entries(fields)
    .map(([name, message]) => `${name}: ${message}`)
    .join('; ');
  return errorResponse(400, `Invalid ${Object.keys(fields).length === 1 ? 'field' : 'fields'}: ${summary}`, { fields });
}
