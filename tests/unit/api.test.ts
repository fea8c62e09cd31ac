import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  getJson,
  postJson,
  sendInquiry,
  SOURCE_PAGE_HEADER,
  type FetchLike,
} from '#src/lib/api.ts';

const answer = (body: string, init: ResponseInit = {}) => vi.fn<FetchLike>(async () => new Response(body, init));

describe('api client', () => {
  it('GET sends cookies and no body, and parses JSON', async () => {
    const fetcher = answer('[{"id":1}]', { status: 200 });
    expect(await getJson('/api/properties', fetcher)).toEqual([{ id: 1 }]);
    const [path, init] = fetcher.mock.calls[0]!;
    expect(path).toBe('/api/properties');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it('POST sends the payload as JSON', async () => {
    const fetcher = answer('{"id":"x"}', { status: 201 });
    expect(await postJson('/api/inquiries', { name: 'Ann' }, fetcher)).toEqual({ id: 'x' });
    const init = fetcher.mock.calls[0]![1];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"Ann"}' });
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('a failed response throws "{status}: {body}"', async () => {
    const error = await apiRequest(
      'GET',
      '/x',
      undefined,
      answer('{"error":"nope"}', { status: 400, statusText: 'Bad Request' }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"error":"nope"}');
    expect((error as ApiError).status).toBe(400);
  });

  it('an empty error body falls back to the status text', async () => {
    await expect(getJson('/x', answer('', { status: 503, statusText: 'Service Unavailable' }))).rejects.toThrow(
      '503: Service Unavailable',
    );
  });

  it('401 throws too', async () => {
    await expect(getJson('/x', answer('', { status: 401, statusText: 'Unauthorized' }))).rejects.toThrow(
      '401: Unauthorized',
    );
  });

  it('extra headers never change the body', async () => {
    const fetcher = answer('{}', { status: 200 });
    await postJson('/x', { a: 1 }, fetcher, { 'x-test': 'yes' });
    const init = fetcher.mock.calls[0]![1];
    expect(init.headers).toMatchObject({
      'x-test': 'yes',
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(init.body).toBe('{"a":1}');
  });

  it('sendInquiry posts exactly the payload and names the page in a header', async () => {
    const fetcher = answer('{"id":"01X"}', { status: 201 });
    const payload = {
      name: 'Ann Lee',
      email: 'a@example.com',
      phone: '4015550100',
      interestType: 'Other',
      message: 'Hello there!',
    };
    expect(await sendInquiry(payload, '/contact', fetcher)).toEqual({ id: '01X' });
    const [path, init] = fetcher.mock.calls[0]!;
    expect(path).toBe('/api/inquiries');
    expect(JSON.parse(init.body as string)).toEqual(payload);
    expect(init.headers).toMatchObject({ [SOURCE_PAGE_HEADER]: '/contact' });
    expect(init.credentials).toBe('include');
  });
});
