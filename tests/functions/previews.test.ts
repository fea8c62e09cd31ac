// Deploy previews and branch deploys, through the real functions: their leads go to stores of their own,
// and nothing is delivered unless LEADS_DELIVERY_IN_PREVIEWS=true is set for them.
import { getStore } from '@netlify/blobs';
import { jsonPost, leadInvocation } from '#tests/helpers/invocation.ts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import health from '#netlify/functions/health.mts';
import inquiries from '#netlify/functions/inquiries.mts';
import subscribe from '#netlify/functions/subscribe.mts';
import { storeName } from '#src/lib/server/stores.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { startSmtpServer, type TestSmtpServer } from '#tests/helpers/smtp.ts';
import { startWebhookReceiver, type WebhookReceiver } from '#tests/helpers/webhook-receiver.ts';

const lead = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '(401) 555-0100',
  interestType: 'Other',
  message: 'Please call me about the house.',
};

let blobs: LocalBlobs;
let smtp: TestSmtpServer;
let hook: WebhookReceiver;
let background: Promise<unknown>[];

const context = (deployContext?: string) => leadInvocation(background, deployContext);
const post = jsonPost;
const keys = async (name: string) =>
  (await getStore({ name, consistency: 'strong' }).list()).blobs.map((blob) => blob.key);

beforeAll(async () => {
  smtp = await startSmtpServer();
  hook = await startWebhookReceiver();
});
afterAll(async () => {
  await Promise.all([smtp.stop(), hook.stop()]);
});
beforeEach(async () => {
  blobs = await startLocalBlobs();
  background = [];
  smtp.received.length = 0;
  hook.verified.length = 0;
  vi.stubEnv('SMTP_URL', smtp.url);
  vi.stubEnv('LEADS_WEBHOOK_URL', hook.url);
  vi.stubEnv('LEADS_WEBHOOK_SECRET', hook.secret);
  vi.stubEnv('LEADS_DELIVERY_IN_PREVIEWS', '');
  vi.stubEnv('ALERTS_SECRET', 'a-test-secret-of-at-least-thirty-two-characters');
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await blobs.stop();
});

describe('deploy previews and branch deploys', () => {
  it.each(['deploy-preview', 'branch-deploy'])(
    '%s: the inquiry and the subscriber go to the context’s stores, and nothing is sent',
    async (deploy) => {
      const response = await inquiries(post('/api/inquiries', lead), context(deploy));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const subscribed = await subscribe(post('/api/subscribe', { email: 'reader@example.com' }), context(deploy));
      expect(subscribed.status).toBe(202);
      await Promise.all(background);

      expect(await keys(`inquiries-${deploy}`)).toEqual([id]);
      expect(await keys(`subscribers-${deploy}`)).toHaveLength(1);
      expect(await keys(`messages-${deploy}`)).toHaveLength(1);
      expect(await keys('inquiries')).toEqual([]);
      expect(await keys('subscribers')).toEqual([]);
      expect(await keys('deliveries')).toEqual([]);
      expect(await keys(`deliveries-${deploy}`)).toEqual([]);
      const stored = (await getStore(`inquiries-${deploy}`).get(id, { type: 'json' })) as Record<string, unknown>;
      expect(stored['delivery']).toBeUndefined();
      expect(smtp.received).toHaveLength(0);
      expect(hook.verified).toHaveLength(0);

      vi.stubEnv('HEALTH_TOKEN', 'health-token');
      const answer = await health(
        new Request('http://localhost/api/health', { headers: { authorization: 'Bearer health-token' } }),
        context(deploy),
      );
      expect(await answer.json()).toMatchObject({ ok: true, deliveries: { pending: 0, failed: 0 } });
    },
  );

  it('with LEADS_DELIVERY_IN_PREVIEWS=true a preview delivers, its outbox in its own deliveries store', async () => {
    vi.stubEnv('LEADS_DELIVERY_IN_PREVIEWS', 'true');
    const response = await inquiries(post('/api/inquiries', lead), context('deploy-preview'));
    const { id } = (await response.json()) as { id: string };
    await Promise.all(background);
    expect(smtp.received.map(({ mail }) => mail.messageId?.replace(/@.*$/, ''))).toEqual([`<${id}`]);
    expect(hook.verified.map((request) => request.id)).toEqual([id]);
    expect(await keys('inquiries')).toEqual([]);
    expect(await keys('deliveries')).toEqual([]);
  });

  it.each([['production'], [undefined]])(
    'context %s (undefined: the local server) uses the plain stores and delivers',
    async (deploy) => {
      const response = await inquiries(post('/api/inquiries', lead), context(deploy));
      const { id } = (await response.json()) as { id: string };
      await Promise.all(background);
      expect(await keys('inquiries')).toEqual([id]);
      expect(smtp.received).toHaveLength(1);
      expect(hook.verified).toHaveLength(1);
    },
  );

  it('storeName: only lead stores are kept apart, and only outside production', () => {
    expect(storeName('inquiries', 'deploy-preview')).toBe('inquiries-deploy-preview');
    expect(storeName('deliveries', 'branch-deploy')).toBe('deliveries-branch-deploy');
    expect(storeName('subscribers', 'dev')).toBe('subscribers-dev');
    expect(storeName('inquiries', 'production')).toBe('inquiries');
    expect(storeName('inquiries', undefined)).toBe('inquiries');
    expect(storeName('listings', 'deploy-preview')).toBe('listings');
    expect(storeName('health', 'deploy-preview')).toBe('health');
  });
});
