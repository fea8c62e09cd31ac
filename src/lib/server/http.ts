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
