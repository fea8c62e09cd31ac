/** Response helpers shared by every function, so that headers and error shapes stay uniform. */

import { SECURITY_HEADERS } from '#src/lib/security.ts';

export interface ErrorBody {
  error: string;
  /** Field name to message, for validation errors. */
  fields?: Record<string, string>;
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return jsonText(JSON.stringify(body), status, headers);
}

/** Like json(), for a body that is already serialised (e.g. kept with a cached snapshot). */
export function jsonText(
  text: string | ReadableStream<Uint8Array>,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(text, {
    status,
    headers: {
      ...SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });
}

/**
 * A page that a function renders. Netlify applies _headers to static files only, never to a function's
 * answer, so a page from a function sets the static pages' security headers itself.
 */
export function htmlPage(html: string | null, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(html, {
    status,
    headers: { ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8', ...headers },
  });
}

export function errorResponse(
  status: number,
  error: string,
  extra: Omit<ErrorBody, 'error'> & { headers?: Record<string, string> } = {},
): Response {
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

/**
 * Whether a request comes from another site: Sec-Fetch-Site cross-site, or an Origin other than the request's.
 * A form on a page with `Referrer-Policy: no-referrer` (the alert pages) sends `Origin: null`; then only
 * Sec-Fetch-Site same-origin, which browsers set and pages cannot forge, vouches for it.
 */
export function isCrossSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  if (origin === 'null') return fetchSite !== 'same-origin';
  let foreign = fetchSite === 'cross-site';
  if (!foreign && origin !== null) {
    try {
      foreign = new URL(origin).host !== new URL(request.url).host;
    } catch {
      foreign = true;
    }
  }
  return foreign;
}

export const CROSS_SITE_REFUSED = 'Cross-site requests are not accepted. Please use the form on our website.';

/** 403 for a cross-site request (see isCrossSite), else null. */
export function refuseCrossSite(request: Request): Response | null {
  return isCrossSite(request) ? errorResponse(403, CROSS_SITE_REFUSED) : null;
}
