/**
 * How long the RESO client waits before it tries a request again. Pure: the clock and the randomness are
 * arguments. A provider's Retry-After is honoured (up to a cap); repeats back off exponentially with jitter,
 * so that many clients refused together do not return together.
 */

/** Milliseconds a Retry-After header asks for (delay-seconds or an HTTP date), or null when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names a day of the week; a bare number or word is not one.
  if (!/^[A-Za-z]{3},/.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, maxMs: 30_000 };

/** The wait before try `attempt + 1` after `attempt` failed (1-based): half fixed, half random, doubling. */
export function backoffDelay(attempt: number, random: () => number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * The wait after a refusal: the first time exactly what Retry-After asks (capped at `capMs`), on repeats
 * the longer of that and the backoff; without Retry-After, the backoff.
 */
export function retryDelay(
  attempt: number,
  retryAfterMs: number | null,
  capMs: number,
  random: () => number,
  options: BackoffOptions = DEFAULT_BACKOFF,
): number {
  if (retryAfterMs === null) return backoffDelay(attempt, random, options);
  const asked = Math.min(retryAfterMs, capMs);
  return attempt <= 1 ? asked : Math.min(capMs, Math.max(asked, backoffDelay(attempt, random, options)));
}
