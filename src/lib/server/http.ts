/** Response helpers shared by every function, so that headers and error shapes stay uniform. */

const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export interface ErrorBody {
  error: string;
  /** Field name to message, for validation errors. */
  fields?: Record<string, string>;
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return jsonText(JSON.stringify(body), status, headers);
}

/** Like json(), for a body that is already serialised (e.g. kept with a cached snapshot). */
export function jsonText(text: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...SECURITY_HEADERS, ...headers },
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
