import { describe, expect, it, vi } from 'vitest';
import { ApiError, type FetchLike } from '#src/lib/api.ts';
import { subscribe, subscribeOutcome } from '#src/features/leads/subscribe.ts';

describe('subscribeOutcome', () => {
  it.each<[string, unknown, string, string]>([
    ['success', undefined, 'subscribed', 'You have successfully subscribed to our newsletter.'],
    [
      '409 from our API',
      new ApiError(409, 'Conflict', '{"error":"This email address is already subscribed to our newsletter."}'),
      'already',
      'Already Subscribed',
    ],
    ['any error mentioning it', new Error('Already Subscribed'), 'already', 'Already Subscribed'],
    [
      '400',
      new ApiError(400, 'Bad Request', '{"error":"Please enter a valid email address"}'),
      'failed',
      'Failed to subscribe. Please try again.',
    ],
    ['503', new ApiError(503, 'Service Unavailable', ''), 'failed', 'Failed to subscribe. Please try again.'],
    ['network', new TypeError('Failed to fetch'), 'failed', 'Failed to subscribe. Please try again.'],
  ])('%s', (_name, error, kind, message) => expect(subscribeOutcome(error)).toEqual({ kind, message }));
});

describe('subscribe', () => {
  it('POSTs {email} and reports success', async () => {
    const fetcher = vi.fn<FetchLike>(async () => new Response('{"subscribed":true}', { status: 201 }));
    expect(await subscribe('ann@example.com', fetcher)).toMatchObject({ kind: 'subscribed' });
    expect(fetcher.mock.calls[0]?.[0]).toBe('/api/subscribe');
    expect(fetcher.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"email":"ann@example.com"}',
    });
  });

  it('never throws', async () => {
    const fetcher = vi.fn<FetchLike>(
      async () => new Response('{"error":"This email address is already subscribed."}', { status: 409 }),
    );
    expect(await subscribe('ann@example.com', fetcher)).toMatchObject({ kind: 'already' });
    const broken = vi.fn<FetchLike>(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await subscribe('ann@example.com', broken)).toMatchObject({ kind: 'failed' });
  });
});
