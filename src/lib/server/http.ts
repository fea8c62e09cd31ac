/** Response helpers shared by every function, so that headers and error shapes stay uniform. */

import { SECURITY_HEADERS } from '../security';

export interface ErrorBody {
  error: string;
  /** Field name to message, for validation errors. */
  fields?: Record<string, string>;
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

export function errorResponse(status: number, error: string, extra: Omit<ErrorBody, 'error'> & { headers?: Record<string, string> } = {}): Response {
  const { headers, ...rest } = extra;
  return json({ error, ...rest } satisfies ErrorBody, status, headers);
}

/** 405 with the Allow header, or null when the method is allowed. */
export function guardMethod(request: Request, allowed: readonly string[]): Response | null {
  if (allowed.includes(request.method)) return null;
  return errorResponse(405, `Method ${request.method} is not allowed. Use ${allowed.join(' or ')}.`, {
    headers: { allow: allowed.join(', ') },
  });
}

/** 403 for a cross-site request (Sec-Fetch-Site cross-site, or an Origin other than the request's), else null. */
export function refuseCrossSite(request: Request): Response | null {
  const fetchSite = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  let foreign = fetchSite === 'cross-site';
  if (!foreign && origin !== null) {
    try {
      foreign = new URL(origin).host !== new URL(request.url).host;
    } catch {
      foreign = true;
    }
  }
  return foreign ? errorResponse(403, 'Cross-site requests are not accepted. Please use the form on our website.') : null;
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * Reads a JSON body of at most maxBytes: 415 when it is not JSON (by content type or content),
 * 413 when it is larger. The stream is cut at the limit, so a huge body is never buffered whole.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type.trim())) {
    return { ok: false, response: errorResponse(415, 'Send the body as JSON with Content-Type: application/json.') };
  }
  const tooLarge = () => ({ ok: false as const, response: errorResponse(413, `The body is larger than ${maxBytes / 1024} KB.`) });
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return tooLarge();
      }
      chunks.push(value);
    }
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: errorResponse(415, 'The body is not valid JSON.') };
  }
}

/** The names and messages of a zod error's fields, first message per field, in the schema's order. */
export function validationError(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Response {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.length ? String(issue.path[0]) : 'body';
    fields[name] ??= issue.message;
  }
  return errorResponse(400, `Please correct these fields: ${Object.keys(fields).join(', ')}.`, { fields });
}
