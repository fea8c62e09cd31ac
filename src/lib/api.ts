/**
 * The browser's client for /api/*, with the spec's semantics: every call includes cookies, a JSON body
 * is sent only with a payload, and a non-OK response throws an ApiError whose message is
 * "{status}: {body text, or the status text when the body is empty}".
 */
import { INQUIRIES_API_PATH } from './paths.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export async function apiRequest(
  method: string,
  path: string,
  payload?: unknown,
  fetcher: FetchLike = fetch,
  headers: Record<string, string> = {},
): Promise<Response> {
  const requestHeaders: Record<string, string> = { accept: 'application/json', ...headers };
  const init: RequestInit = { method, credentials: 'include', headers: requestHeaders };
  if (payload !== undefined) {
    requestHeaders['content-type'] = 'application/json';
    init.body = JSON.stringify(payload);
  }
  const response = await fetcher(path, init);
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return response;
}

/** GET a path and parse its JSON. */
export async function getJson<T>(path: string, fetcher: FetchLike = fetch): Promise<T> {
  const response = await apiRequest('GET', path, undefined, fetcher);
  return (await response.json()) as T;
}

/** POST a payload and parse the JSON answer. Extra headers never change the body. */
export async function postJson<T>(
  path: string,
  payload: unknown,
  fetcher: FetchLike = fetch,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await apiRequest('POST', path, payload, fetcher, headers);
  return (await response.json()) as T;
}

/** Header naming the site path a form was sent from; the server stores it as the inquiry's page. */
export const SOURCE_PAGE_HEADER = 'x-source-page';

/** The header that carries the number of results when the answer is one page of them. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** The header that carries the MLS feed's last successful sync on listings answers (for the IDX disclaimer). */
export const LISTINGS_SYNCED_AT_HEADER = 'x-listings-synced-at';

/** POST /api/inquiries: the body is exactly the payload given; the sending page goes in a header. */
export async function sendInquiry(
  payload: object,
  sourcePage: string,
  fetcher: FetchLike = fetch,
): Promise<{ id: string }> {
  return postJson<{ id: string }>(INQUIRIES_API_PATH, payload, fetcher, { [SOURCE_PAGE_HEADER]: sourcePage });
}
