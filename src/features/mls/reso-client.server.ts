/**
 * The HTTP client of a RESO Web API (OData 4, OAuth2 client credentials). It reads a resource page by page
 * through @odata.nextLink (never $skip), keeps its token until shortly before it expires and renews it
 * once on a 401, paces every request (token requests included) to the configured rate, and retries 429,
 * 5xx and network failures a bounded number of times, honouring Retry-After. It never logs; its errors name
 * the status and the URL, never the secret or the token. Photos are fetched apart, under rules of their
 * own (media-fetch.server.ts).
 */
import { createPacer } from './reso-pacing.ts';
import { backoffDelay, parseRetryAfter, retryDelay } from './reso-retry.ts';
import type { ResoSettings } from './reso-settings.ts';

export { readResoSettings, type ResoSettings, type ResoSettingsProblems } from './reso-settings.ts';

export interface ResoQuery {
  filter?: string;
  select?: readonly string[];
  expand?: 'Media';
  orderby?: string;
  /** Page size; at most 1000 (the common cap with $expand=Media), 1000 when absent. */
  top?: number;
  /** $count=true: the answer says how many records match (ResoPage.count). */
  count?: boolean;
}

export interface ResoPage {
  records: unknown[];
  /** True on the last page (no @odata.nextLink), so a caller knows the read is complete without another request. */
  last: boolean;
  /** @odata.count, when the provider sent one. */
  count?: number;
  /** The answer's Date header in ms, or null without a valid one. */
  answeredAt: number | null;
}

export interface ResoClient {
  /** Every page of `resource` for the query, following @odata.nextLink until there is none (never $skip). */
  pages(resource: 'Property', query: ResoQuery): AsyncGenerator<ResoPage>;
  /** HTTP requests made so far, token requests included. */
  readonly requestCount: number;
}

export interface ResoClientDeps {
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** The longest wait a Retry-After may impose (default 60 s). */
  maxRetryAfterMs?: number;
  /** Tries of one request, the first included (default 5). */
  maxAttempts?: number;
  random?: () => number;
  /** Time limit of one HTTP request (default 60 s). */
  timeoutMs?: number;
}

export const MAX_TOP = 1000;
const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_MAX_RETRY_AFTER_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 60_000;
const SECRET_PARAMETERS = /^(access_token|token|client_secret|password|api_?key)$/i;

/** A request to the provider failed for good. `status` is null when no HTTP answer came. */
export class ResoRequestError extends Error {
  readonly status: number | null;
  /** The URL without credentials. */
  readonly url: string;
  readonly attempts: number;
  constructor(message: string, status: number | null, url: string, attempts: number, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ResoRequestError';
    this.status = status;
    this.url = url;
    this.attempts = attempts;
  }
}

/** The URL as an error may show it: no user info, no parameter that carries a credential. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    for (const name of [...parsed.searchParams.keys()])
      if (SECRET_PARAMETERS.test(name)) parsed.searchParams.set(name, 'redacted');
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

/** The first page's URL. Spaces are %20 (some servers read '+' literally), $top is capped at 1000. */
export function firstPageUrl(baseUrl: string, resource: string, query: ResoQuery): string {
  const top = query.top ?? MAX_TOP;
  if (!Number.isInteger(top) || top < 1) throw new RangeError('top must be a whole number from 1');
  const options: [string, string | undefined][] = [
    ['$filter', query.filter],
    ['$select', query.select?.join(',')],
    ['$expand', query.expand],
    ['$orderby', query.orderby],
    ['$top', String(Math.min(top, MAX_TOP))],
    ['$count', query.count ? 'true' : undefined],
  ];
  const search = options
    .filter((option): option is [string, string] => option[1] !== undefined && option[1] !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `${baseUrl.replace(/\/+$/, '')}/${resource}?${search}`;
}

/** The error's message without a secret the provider might have echoed. */
function scrub(text: string, secrets: readonly string[]): string {
  return secrets.reduce((result, secret) => (secret === '' ? result : result.split(secret).join('***')), text);
}

/** A short reason from an error answer: OData's error.message, OAuth's error_description, or the text. */
async function reasonOf(response: Response): Promise<string> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return '';
  }
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; error_description?: unknown };
    if (typeof body.error === 'object' && typeof body.error.message === 'string') return body.error.message;
    if (typeof body.error_description === 'string') return body.error_description;
    if (typeof body.error === 'string') return body.error;
  } catch {
    // Not JSON: the text itself, shortened below.
  }
  return text.replace(/\s+/g, ' ').slice(0, 200);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createResoClient(settings: ResoSettings, deps: ResoClientDeps = {}): ResoClient {
  const fetchImpl = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = deps.random ?? Math.random;
  const maxAttempts = deps.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const maxRetryAfterMs = deps.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pacer = createPacer(settings.requestsPerSecond);
  const providerOrigin = new URL(settings.baseUrl).origin;
  let requestCount = 0;
  let token: { value: string; renewAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;

  const fail = (message: string, status: number | null, url: string, attempts: number, cause?: unknown) =>
    new ResoRequestError(
      scrub(message, [settings.clientSecret, token?.value ?? '']),
      status,
      redactUrl(url),
      attempts,
      cause === undefined ? undefined : { cause },
    );

  /** One HTTP request, after waiting for its slot. */
  async function send(url: string, init: RequestInit): Promise<Response> {
    // Concurrent senders each wake and ask again: the first to find its slot free takes it.
    for (let wait = pacer.delay(now()); wait > 0; wait = pacer.delay(now())) await sleep(wait);
    pacer.start(now());
    requestCount += 1;
    return fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  }

  /**
   * A request with its retries: 429 and 5xx (after Retry-After or a backoff) and network failures up to
   * `maxAttempts` tries; with `authorised`, a 401 renews the token and tries once more.
   */
  async function request(url: string, init: () => Promise<RequestInit>, authorised: boolean): Promise<Response> {
    let attempt = 0;
    let renewed = false;
    for (;;) {
      attempt += 1;
      let response: Response;
      try {
        response = await send(url, await init());
      } catch (error) {
        if (error instanceof ResoRequestError) throw error;
        const reason =
          error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
        if (attempt >= maxAttempts)
          throw fail(
            `RESO request failed after ${attempt} tries: ${reason} (${redactUrl(url)})`,
            null,
            url,
            attempt,
            error,
          );
        await sleep(backoffDelay(attempt, random));
        continue;
      }
      if (response.ok) return response;
      const { status } = response;
      const retryAfter = parseRetryAfter(response.headers.get('retry-after'), now());
      const reason = await reasonOf(response);
      if (status === 401 && authorised && !renewed) {
        renewed = true;
        token = null;
        attempt -= 1;
        continue;
      }
      if ((status === 429 || status >= 500) && attempt < maxAttempts) {
        await sleep(retryDelay(attempt, retryAfter, maxRetryAfterMs, random));
        continue;
      }
      const tries = attempt > 1 ? ` after ${attempt} tries` : '';
      throw fail(`RESO request answered ${status}${tries}: ${reason} (${redactUrl(url)})`, status, url, attempt);
    }
  }

  async function fetchToken(): Promise<string> {
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
    }).toString();
    const response = await request(
      settings.tokenUrl,
      () =>
        Promise.resolve({
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
          body,
        }),
      false,
    );
    const answer: unknown = await response.json().catch(() => null);
    const accessToken = isObject(answer) ? answer['access_token'] : undefined;
    const tokenType = isObject(answer) ? answer['token_type'] : undefined;
    const expiresIn = Number(isObject(answer) ? (answer['expires_in'] ?? 3600) : Number.NaN);
    if (typeof accessToken !== 'string' || accessToken === '' || !Number.isFinite(expiresIn) || expiresIn <= 0)
      throw fail('RESO token endpoint answered without a usable access_token', response.status, settings.tokenUrl, 1);
    if (tokenType !== undefined && (typeof tokenType !== 'string' || tokenType.toLowerCase() !== 'bearer'))
      throw fail('RESO token endpoint gave a token that is not a bearer token', response.status, settings.tokenUrl, 1);
    // Renew a little before the end: a tenth of the lifetime, at most a minute.
    const margin = Math.min(60_000, expiresIn * 100);
    token = { value: accessToken, renewAt: now() + expiresIn * 1000 - margin };
    return accessToken;
  }

  async function accessToken(): Promise<string> {
    if (token !== null && now() < token.renewAt) return token.value;
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  const apiInit = async (): Promise<RequestInit> => ({
    headers: {
      Accept: 'application/json',
      'Accept-Encoding': 'gzip',
      Authorization: `Bearer ${await accessToken()}`,
    },
  });

  async function* pages(resource: 'Property', query: ResoQuery): AsyncGenerator<ResoPage> {
    let url = firstPageUrl(settings.baseUrl, resource, query);
    const visited = new Set<string>();
    for (;;) {
      if (visited.has(url)) throw fail('RESO @odata.nextLink points back at a page already read', null, url, 0);
      visited.add(url);
      const response = await request(url, apiInit, true);
      const body: unknown = await response.json().catch(() => null);
      const records = isObject(body) ? body['value'] : undefined;
      if (!isObject(body) || !Array.isArray(records))
        throw fail('RESO answer is not an OData collection (no value array)', response.status, url, 1);
      const count = body['@odata.count'];
      const next = body['@odata.nextLink'];
      const last = typeof next !== 'string' || next === '';
      const date = Date.parse(response.headers.get('date') ?? '');
      const answeredAt = Number.isNaN(date) ? null : date;
      yield typeof count === 'number' ? { records, last, count, answeredAt } : { records, last, answeredAt };
      if (last) return;
      const resolved: URL = new URL(next, url);
      // The token goes only to the provider's own host.
      if (resolved.origin !== providerOrigin)
        throw fail(`RESO @odata.nextLink leaves ${providerOrigin}`, null, resolved.toString(), 0);
      url = resolved.toString();
    }
  }

  return {
    pages,
    get requestCount() {
      return requestCount;
    },
  };
}
