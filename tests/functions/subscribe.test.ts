import { getStore } from '@netlify/blobs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import subscribe, { config } from '#netlify/functions/subscribe.mts';
import { subscribeOutcome } from '#src/features/leads/subscribe.ts';
import { ApiError } from '#src/lib/api.ts';
import { SUBSCRIBE_EMAIL_TOO_LONG } from '#src/schemas/subscriber.ts';
import { ALREADY_SUBSCRIBED, SUBSCRIBERS_UNAVAILABLE } from '#src/features/leads/subscribers.server.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';

const URL = 'http://localhost:8888/api/subscribe';
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  subscribe(new Request(URL, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }));
const store = () => getStore({ name: 'subscribers', consistency: 'strong' });

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(() => blobs.stop());

describe('POST /api/subscribe', () => {
  it('stores the subscriber under the normalised email and answers 201', async () => {
    const response = await post(JSON.stringify({ email: '  Ann.Lee@Example.COM ' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ subscribed: true });
    expect(await store().get('ann.lee@example.com', { type: 'json' })).toMatchObject({
      email: 'ann.lee@example.com',
      subscribedAt: expect.any(String),
    });
  });

  it('answers 409 "already subscribed" for a repeat, however it is written, and keeps the first entry', async () => {
    const first = await store().get('ann.lee@example.com', { type: 'json' });
    const response = await post(JSON.stringify({ email: 'ANN.LEE@example.com' }));
    expect(response.status).toBe(409);
    const body = (await response.json()) as { error: string };
    expect(body.error).toBe(ALREADY_SUBSCRIBED);
    expect(body.error).toContain('already subscribed');
    expect(await store().get('ann.lee@example.com', { type: 'json' })).toEqual(first);
    // The client helper turns this answer into the spec's message.
    expect(subscribeOutcome(new ApiError(409, 'Conflict', JSON.stringify(body))).message).toBe('Already Subscribed');
  });

  it.each([{}, { email: '' }, { email: 'not-an-email' }, { email: 42 }])(
    'answers 400 with the spec message for %j',
    async (payload) => {
      const response = await post(JSON.stringify(payload));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ fields: { email: 'Please enter a valid email address' } });
    },
  );

  it('answers 400 naming the field for a 600-byte address, and stores nothing', async () => {
    const email = `${'a'.repeat(588)}@example.com`;
    const response = await post(JSON.stringify({ email }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { email: SUBSCRIBE_EMAIL_TOO_LONG } });
    expect((await store().list()).blobs.map((blob) => blob.key)).not.toContain(email);
  });

  it('answers 400 for a JSON body that is not an object', async () => {
    expect((await post('[]')).status).toBe(400);
  });

  it('answers 405, 415, 413 and 403 like the inquiries endpoint', async () => {
    expect((await subscribe(new Request(URL))).status).toBe(405);
    expect((await post('email=a@b.co', { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post(JSON.stringify({ email: `${'a'.repeat(17_000)}@example.com` }))).status).toBe(413);
    expect((await post(JSON.stringify({ email: 'x@example.com' }), { 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    );
  });

  it('answers 503 JSON when the store is down', async () => {
    await blobs.stop();
    const response = await post(JSON.stringify({ email: 'down@example.com' }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: SUBSCRIBERS_UNAVAILABLE });
    blobs = await startLocalBlobs();
  });

  it('sets Netlify rate limiting per IP and domain', () => {
    expect(config.path).toBe('/api/subscribe');
    expect(config.rateLimit).toMatchObject({ aggregateBy: ['ip', 'domain'] });
  });

  it('1,000 random and malformed requests never get a 5xx', async () => {
    const body = fc.oneof(
      fc
        .record(
          { email: fc.oneof(fc.emailAddress(), fc.string(), fc.integer(), fc.constant(null)) },
          { requiredKeys: [] },
        )
        .map((value) => JSON.stringify(value)),
      fc.json(),
      fc.string(),
      fc.uint8Array({ maxLength: 1024 }).map((bytes) => new TextDecoder().decode(bytes)),
    );
    const contentType = fc.constantFrom('application/json', 'text/plain', '', 'application/ld+json');
    await fc.assert(
      fc.asyncProperty(body, contentType, async (text, type) => {
        const response = await subscribe(
          new Request(URL, { method: 'POST', headers: type ? { 'content-type': type } : {}, body: text }),
        );
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 1000 },
    );
  }, 120_000);
});
