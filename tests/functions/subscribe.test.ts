import { getStore } from '@netlify/blobs';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import subscribe, { config } from '#netlify/functions/subscribe.mts';
import alertPages from '#netlify/functions/alert-pages.mts';
import savedSearches from '#netlify/functions/saved-searches.mts';
import { manageLink } from '#src/features/alerts/links.ts';
import { readOwner } from '#src/features/alerts/owners.server.ts';
import { subscribeOutcome } from '#src/features/leads/subscribe.ts';
import { SUBSCRIBE_EMAIL_TOO_LONG } from '#src/schemas/subscriber.ts';
import type { StoredMessage } from '#src/schemas/outgoing-message.ts';
import type { Store } from '@netlify/blobs';
import { handleSubscribe, NEWSLETTER_OFF, SUBSCRIBERS_UNAVAILABLE } from '#src/features/alerts/newsletter.server.ts';
import type { AlertDeps } from '#src/features/alerts/saved-searches.server.ts';
import { alertsSetting, DEVELOPMENT_ALERTS_SECRET, DEVELOPMENT_SECRET_SIGNAL } from '#src/features/alerts/settings.ts';
import { ownerId, signToken } from '#src/features/alerts/tokens.ts';
import { leadInvocation } from '#tests/helpers/invocation.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { startSmtpServer, type TestSmtpServer } from '#tests/helpers/smtp.ts';
import { startWebhookReceiver, type WebhookReceiver } from '#tests/helpers/webhook-receiver.ts';

const URL = 'http://localhost:8888/api/subscribe';
let background: Promise<unknown>[] = [];
const post = async (body: BodyInit, headers: Record<string, string> = {}, deploy?: string) => {
  const response = await subscribe(
    new Request(URL, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }),
    leadInvocation(background, deploy),
  );
  await settled();
  return response;
};
/** Waits for the background work, and for the work it started in turn. */
async function settled(): Promise<void> {
  while (background.length > 0) await Promise.all(background.splice(0));
}
const store = () => getStore({ name: 'subscribers', consistency: 'strong' });
const key = (email: string) => ownerId(DEVELOPMENT_ALERTS_SECRET, email);

let blobs: LocalBlobs;
let smtp: TestSmtpServer;
let hook: WebhookReceiver;
beforeAll(async () => {
  blobs = await startLocalBlobs();
  smtp = await startSmtpServer();
  hook = await startWebhookReceiver();
});
afterAll(async () => {
  await Promise.all([blobs.stop(), smtp.stop(), hook.stop()]);
});
beforeEach(() => {
  background = [];
  vi.stubEnv('SMTP_URL', smtp.url);
  vi.stubEnv('LEADS_WEBHOOK_URL', hook.url);
  vi.stubEnv('LEADS_WEBHOOK_SECRET', hook.secret);
  vi.stubEnv('ALERTS_SECRET', '');
  // The local server's signal: these functions run as `npm start` runs them.
  vi.stubEnv(DEVELOPMENT_SECRET_SIGNAL, 'allow');
});
afterEach(() => vi.unstubAllEnvs());

describe('POST /api/subscribe', () => {
  it('stores the subscriber pending under its keyed hash, e-mails a confirmation link, and answers 202', async () => {
    const response = await post(JSON.stringify({ email: '  Ann.Lee@Example.COM ' }));
    expect(response.status).toBe(202);
    const body = await response.text();
    expect(body).toBe(JSON.stringify({ accepted: true }));
    expect((await store().list()).blobs.map((blob) => blob.key)).toEqual([await key('ann.lee@example.com')]);
    expect(await store().get(await key('ann.lee@example.com'), { type: 'json' })).toMatchObject({
      email: 'ann.lee@example.com',
      state: 'pending',
      subscribedAt: null,
    });
    expect(smtp.received).toHaveLength(1);
    const [{ mail, recipients }] = smtp.received as [(typeof smtp.received)[0]];
    expect(recipients).toEqual(['ann.lee@example.com']);
    expect(mail.text).toContain('expires in 7 days');
    // Nothing reaches the CRM before the address is confirmed.
    expect(hook.verified).toHaveLength(0);
    // The client helper shows the spec's success message.
    expect(subscribeOutcome().message).toBe('You have successfully subscribed to our newsletter.');
  });

  it('answers a repeat exactly as the first, however it is written, and sends no second e-mail', async () => {
    const first = await store().get(await key('ann.lee@example.com'), { type: 'json' });
    const response = await post(JSON.stringify({ email: 'ANN.LEE@example.com' }));
    expect(response.status).toBe(202);
    expect(await response.text()).toBe(JSON.stringify({ accepted: true }));
    expect(await store().get(await key('ann.lee@example.com'), { type: 'json' })).toEqual({
      ...(first as object),
      requestedAt: expect.any(String),
    });
    expect(smtp.received).toHaveLength(1);
  });

  it('does the same store work before answering a new, a pending and a confirmed address', async () => {
    /** The stores' calls made before the answer, by store and method. */
    const calls: string[] = [];
    const recorded = (name: string, open: () => Store) => (): Store => {
      const target = open();
      return new Proxy(target, {
        get(object, property, receiver) {
          const value: unknown = Reflect.get(object, property, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            calls.push(`${name}.${String(property)}`);
            return (value as (...a: unknown[]) => unknown).apply(object, args);
          };
        },
      });
    };
    const later: (() => Promise<unknown>)[] = [];
    const deps: AlertDeps = {
      setting: alertsSetting({}, true),
      alerts: recorded('alerts', () => getStore({ name: 'alerts', consistency: 'strong' })),
      subscribers: recorded('subscribers', store),
      messages: recorded('messages', () => getStore({ name: 'messages', consistency: 'strong' })),
      messageOutbox: () => undefined,
      subscriberOutbox: () => undefined,
      background: (work) => later.push(work),
      siteUrl: 'http://localhost',
      template: () => Promise.reject(new Error('no template here')),
    };
    const answer = async (email: string) => {
      calls.length = 0;
      const response = await handleSubscribe(
        new Request(URL, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        }),
        deps,
      );
      expect(await response.text()).toBe(JSON.stringify({ accepted: true }));
      // A read is one read however the helper makes it: the local Blobs server sometimes answers without an
      // ETag, and readJsonForUpdate then lists and reads again.
      const kinds = calls.map((call) => call.replace(/\.(getWithMetadata|list|get)$/, '.read'));
      return kinds.filter((kind, index) => kind !== kinds[index - 1]);
    };
    const fresh = await answer('same.time@example.com');
    const pending = await answer('same.time@example.com');
    const confirmed = await answer('ann.lee@example.com');
    expect(fresh).toEqual(['subscribers.read', 'subscribers.setJSON']);
    expect(pending).toEqual(fresh);
    expect(confirmed).toEqual(fresh);
    // Only the new address's confirmation follows, after the answer.
    calls.length = 0;
    await Promise.all(later.map((work) => work()));
    expect(calls).toContain('messages.setJSON');
  });

  it('confirms by the button the link shows (then the CRM webhook goes out once), refusing tampered and expired links', async () => {
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w.%-]+/.exec(smtp.received[0]?.mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    const open = async (url: string, init: RequestInit = {}) => {
      const response = await alertPages(new Request(url, init), leadInvocation(background));
      await settled();
      return response;
    };
    const press = (url: string, site = 'same-origin') =>
      open(url, { method: 'POST', headers: { 'sec-fetch-site': site } });
    expect((await open(`${link!}x`)).status).toBe(400);
    const owner = await key('ann.lee@example.com');
    const old = await signToken(DEVELOPMENT_ALERTS_SECRET, { purpose: 'newsletter', owner, expires: 1000 });
    expect((await open(`http://localhost/newsletter/confirm?token=${old}`)).status).toBe(410);
    expect(hook.verified).toHaveLength(0);

    // Opening the link (as a mail scanner does) shows the Confirm button and changes nothing.
    const shown = await open(link!);
    expect(shown.status).toBe(200);
    const form = await shown.text();
    expect(form).toContain('Confirm your subscription');
    expect(form).toMatch(/<form[^>]* action="\/newsletter\/confirm\?token=[^"]+" method="post"/);
    expect((await open(link!, { method: 'HEAD' })).status).toBe(200);
    expect((await press(link!, 'cross-site')).status).toBe(403);
    expect(await store().get(owner, { type: 'json' })).toMatchObject({ state: 'pending', subscribedAt: null });
    expect(hook.verified).toHaveLength(0);

    const confirmed = await press(link!);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('You are subscribed');
    expect(await store().get(owner, { type: 'json' })).toMatchObject({
      state: 'confirmed',
      subscribedAt: expect.any(String),
    });
    expect(hook.verified).toHaveLength(1);
    expect(JSON.parse(hook.verified[0]!.body)).toMatchObject({
      type: 'subscriber.created',
      data: { email: 'ann.lee@example.com' },
    });
    expect((await press(link!)).status).toBe(200);
    expect(await (await open(link!)).text()).toContain('You are subscribed');
    expect(hook.verified).toHaveLength(1);
    // Subscribing again once confirmed still answers the same, and sends nothing.
    expect(await (await post(JSON.stringify({ email: 'ann.lee@example.com' }))).text()).toBe(
      JSON.stringify({ accepted: true }),
    );
    expect(smtp.received).toHaveLength(1);
    const gone = await signToken(DEVELOPMENT_ALERTS_SECRET, { purpose: 'newsletter', owner: '0'.repeat(32) });
    expect((await open(`http://localhost/newsletter/confirm?token=${gone}`)).status).toBe(404);
  });

  it('"delete everything" removes the stored e-mails and the subscription, and tells the CRM to forget it', async () => {
    const email = 'gone.reader@example.com';
    const owner = await key(email);
    await post(JSON.stringify({ email }));
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w.%-]+/.exec(smtp.received.at(-1)?.mail.text ?? '')?.[0];
    const confirm = { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } };
    expect((await alertPages(new Request(link!, confirm), leadInvocation(background))).status).toBe(200);
    // The same address saves a search: its manage page holds "delete everything".
    const saved = await savedSearches(
      new Request('http://localhost/api/saved-searches', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, frequency: 'daily', consent: true, search: 'location=newport' }),
      }),
      leadInvocation(background),
    );
    expect(saved.status).toBe(202);
    await settled();
    const messagesTo = async () => {
      const { blobs } = await getStore({ name: 'messages', consistency: 'strong' }).list();
      const stored = await Promise.all(
        blobs.map(
          async ({ key: id }) =>
            (await getStore({ name: 'messages', consistency: 'strong' }).get(id, { type: 'json' })) as StoredMessage,
        ),
      );
      return stored.filter((message) => message.email.to === email);
    };
    expect(await messagesTo()).toHaveLength(2);
    const record = await readOwner(getStore({ name: 'alerts', consistency: 'strong' }), owner);
    const manage = await manageLink(DEVELOPMENT_ALERTS_SECRET, 'http://localhost', owner, record!, new Date());
    const deleted = await alertPages(
      new Request(manage, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        body: 'action=delete-all',
      }),
      leadInvocation(background),
    );
    await settled();
    expect(deleted.status).toBe(200);
    expect(await messagesTo()).toEqual([]);
    expect(await store().get(owner)).toBeNull();
    expect(hook.verified.map(({ body }) => JSON.parse(body) as { type: string; data: object }).at(-1)).toEqual({
      type: 'subscriber.deleted',
      data: { email, deletedAt: expect.any(String) },
    });
  });

  it('answers 503 on Netlify without ALERTS_SECRET: nothing could be confirmed', async () => {
    const response = await post(JSON.stringify({ email: 'off@example.com' }), {}, 'production');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: NEWSLETTER_OFF });
    // Fail closed: a context without its deploy is no signal for the development secret.
    vi.stubEnv(DEVELOPMENT_SECRET_SIGNAL, '');
    expect((await post(JSON.stringify({ email: 'off@example.com' }))).status).toBe(503);
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
    const before = (await store().list()).blobs.length;
    const response = await post(JSON.stringify({ email }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { email: SUBSCRIBE_EMAIL_TOO_LONG } });
    expect((await store().list()).blobs).toHaveLength(before);
  });

  it('answers 400 for a JSON body that is not an object', async () => {
    expect((await post('[]')).status).toBe(400);
  });

  it('answers 405, 415, 413 and 403 like the inquiries endpoint', async () => {
    expect((await subscribe(new Request(URL), leadInvocation([]))).status).toBe(405);
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
    // A deploy preview: nothing is delivered, so a thousand valid addresses send no e-mail.
    vi.stubEnv('ALERTS_SECRET', 'a-test-secret-of-at-least-thirty-two-characters');
    await fc.assert(
      fc.asyncProperty(body, contentType, async (text, type) => {
        const response = await subscribe(
          new Request(URL, { method: 'POST', headers: type ? { 'content-type': type } : {}, body: text }),
          leadInvocation([], 'deploy-preview'),
        );
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 1000 },
    );
  }, 120_000);
});
