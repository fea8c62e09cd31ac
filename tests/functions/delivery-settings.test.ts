// Malformed delivery settings, through the real functions: the lead is still stored and answered 201,
// the channel waits with the setting named, and /api/health says what is wrong.
import { getStore } from '@netlify/blobs';
import { jsonPost, leadInvocation } from '#tests/helpers/invocation.ts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import health from '#netlify/functions/health.mts';
import inquiries from '#netlify/functions/inquiries.mts';
import subscribe from '#netlify/functions/subscribe.mts';
import { outboxSchema } from '#src/schemas/delivery.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { startWebhookReceiver, type WebhookReceiver } from '#tests/helpers/webhook-receiver.ts';

const lead = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '(401) 555-0100',
  interestType: 'Other',
  message: 'Please call me about the house.',
};

let blobs: LocalBlobs;
let hook: WebhookReceiver;
let background: Promise<unknown>[];

const context = () => leadInvocation(background, 'production');
const post = jsonPost;

beforeAll(async () => {
  blobs = await startLocalBlobs();
  hook = await startWebhookReceiver();
});
afterAll(async () => {
  await Promise.all([blobs.stop(), hook.stop()]);
});
beforeEach(() => {
  background = [];
  vi.stubEnv('SMTP_URL', '');
  vi.stubEnv('LEADS_WEBHOOK_URL', hook.url);
  vi.stubEnv('ALERTS_SECRET', 'a-test-secret-of-at-least-thirty-two-characters');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a malformed LEADS_WEBHOOK_SECRET', () => {
  const stray = ` whsec_${Buffer.from('thirty-two bytes of test secret!').toString('base64')}`;
  it.each(['whsec_', 'whsec_ abc', stray, 'whsec_YWJj'])(
    '%j: the inquiry is stored (201), its webhook waits naming the setting, and health says so',
    async (secret) => {
      vi.stubEnv('LEADS_WEBHOOK_SECRET', secret);
      const response = await inquiries(post('/api/inquiries', lead), context());
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      await Promise.all(background);
      const record = (await getStore({ name: 'inquiries', consistency: 'strong' }).get(id, { type: 'json' })) as {
        name: string;
        delivery: unknown;
      };
      expect(record.name).toBe(lead.name);
      const webhook = outboxSchema.parse(record.delivery).channels.webhook;
      expect(webhook).toMatchObject({ state: 'pending', attempts: 1 });
      expect(webhook?.lastError).toMatch(/^LEADS_WEBHOOK_SECRET is malformed: /);
      expect(hook.verified).toHaveLength(0);

      // The subscriber is stored pending (its webhook waits for the confirmation), whatever the settings.
      const subscribed = await subscribe(post('/api/subscribe', { email: `reader-${id}@example.com` }), context());
      expect(subscribed.status).toBe(202);
      await Promise.all(background);

      vi.stubEnv('HEALTH_TOKEN', 'health-token');
      const answer = await health(
        new Request('http://localhost/api/health', { headers: { authorization: 'Bearer health-token' } }),
      );
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({ ok: false, settings: ['LEADS_WEBHOOK_SECRET'] });
    },
  );

  it('a good secret: health is ok again', async () => {
    vi.stubEnv('LEADS_WEBHOOK_SECRET', hook.secret);
    const answer = await health(new Request('http://localhost/api/health'));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ ok: true });
  });
});
