import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  claimChannel,
  CLAIM_MS,
  expireChannel,
  isDue,
  newOutbox,
  pendingChannels,
  settleChannel,
  smtpOutcome,
  webhookOutcome,
} from '#src/features/mail/delivery.ts';
import { deliverySettingsProblems, smtpOptions } from '#src/features/mail/settings.ts';

const MINUTE = 60_000;
/** The value, which the test expects to be there. */
function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}
const created = '2026-11-20T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(created) + minutes * MINUTE);

describe('backoffMs', () => {
  it('waits 1, 2, 4 ... minutes after each failure, never more than an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map((n) => backoffMs(n) / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), (n) => backoffMs(n) <= 60 * MINUTE));
  });
});

describe('which failures retry', () => {
  it.each([
    [200, true, false],
    [204, true, false],
    [400, false, false],
    [401, false, false],
    [404, false, false],
    [410, false, false],
    [408, false, true],
    [429, false, true],
    [500, false, true],
    [503, false, true],
  ])('webhook %i: ok %s, retried %s', (status, ok, retry) => {
    const outcome = webhookOutcome(status);
    expect(outcome.ok).toBe(ok);
    if (!outcome.ok) expect(outcome.retry).toBe(retry);
  });

  it.each([301, 302, 303, 307, 308])(
    'webhook %i: a redirect is final, naming the setting and where it points',
    (status) => {
      expect(webhookOutcome(status, 'https://crm.example.com/new')).toEqual({
        ok: false,
        retry: false,
        error: `LEADS_WEBHOOK_URL redirects (${status}) to https://crm.example.com/new; set it to the final URL`,
      });
    },
  );

  it.each([
    ['a 421 greeting', { message: 'busy', responseCode: 421, command: 'CONN' }, true],
    ['a 451 at DATA', { message: 'later', responseCode: 451, command: 'DATA' }, true],
    [
      'a 550 recipient refusal',
      { message: 'no such user', responseCode: 550, command: 'RCPT TO', code: 'EENVELOPE' },
      false,
    ],
    ['a 554 message refusal', { message: 'spam', responseCode: 554, command: 'DATA', code: 'EMESSAGE' }, false],
    [
      'a 535 login failure (a setting to fix)',
      { message: 'auth', responseCode: 535, command: 'AUTH PLAIN', code: 'EAUTH' },
      true,
    ],
    ['a timeout', { message: 'Greeting never received', code: 'ETIMEDOUT' }, true],
    ['a refused connection', { message: 'connect ECONNREFUSED', code: 'ESOCKET' }, true],
  ])('SMTP %s: retried %s', (_name, error, retry) => {
    const outcome = smtpOutcome(error);
    expect(outcome).toMatchObject({ ok: false, retry });
  });
});

describe('the outbox', () => {
  const outbox = newOutbox('01ID', created, ['email', 'webhook']);

  it('starts with every channel pending and due', () => {
    expect(pendingChannels(outbox)).toEqual(['email', 'webhook']);
    expect(isDue(outbox.channels.email, at(0))).toBe(true);
  });

  it('a claim keeps other workers out for two minutes', () => {
    const claimed = claimChannel(outbox, 'email', 'worker-a', at(0));
    expect(claimed?.channels.email?.claim).toEqual({
      by: 'worker-a',
      until: new Date(at(0).getTime() + CLAIM_MS).toISOString(),
    });
    expect(claimChannel(present(claimed), 'email', 'worker-b', at(1.9))).toBeNull();
    expect(claimChannel(present(claimed), 'email', 'worker-b', at(1.9), true)).toBeNull();
    expect(claimChannel(present(claimed), 'email', 'worker-b', at(2))?.channels.email?.claim?.by).toBe('worker-b');
    // The other channel is free.
    expect(claimChannel(present(claimed), 'webhook', 'worker-b', at(0))).not.toBeNull();
  });

  it('sent is final: never claimed or settled again', () => {
    const sent = present(settleChannel(outbox, 'email', { ok: true }, at(0)));
    expect(sent.settlement).toBe('sent');
    expect(sent.outbox.channels.email).toMatchObject({
      state: 'sent',
      attempts: 1,
      sentAt: at(0).toISOString(),
      claim: null,
    });
    expect(claimChannel(sent.outbox, 'email', 'w', at(100), true)).toBeNull();
    expect(settleChannel(sent.outbox, 'email', { ok: true }, at(1))).toBeNull();
  });

  it('a retryable failure waits for its backoff; --all may try before', () => {
    const failed = present(
      settleChannel(outbox, 'webhook', { ok: false, retry: true, error: 'Webhook answered 503' }, at(0)),
    );
    expect(failed.settlement).toBe('retry');
    const state = failed.outbox.channels.webhook;
    expect(state).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'Webhook answered 503',
      nextAttemptAt: at(1).toISOString(),
    });
    expect(isDue(state, at(0.5))).toBe(false);
    expect(isDue(state, at(0.5), true)).toBe(true);
    expect(isDue(state, at(1))).toBe(true);
  });

  it('a final failure fails at once', () => {
    const failed = present(
      settleChannel(outbox, 'webhook', { ok: false, retry: false, error: 'Webhook answered 400' }, at(0)),
    );
    expect(failed.settlement).toBe('failed');
    expect(failed.outbox.channels.webhook).toMatchObject({ state: 'failed', nextAttemptAt: null });
  });

  it('fails once the next attempt would fall after 24 hours', () => {
    const late = { ...outbox, channels: { webhook: { ...present(outbox.channels.webhook), attempts: 28 } } };
    const retryAt = (minutes: number) =>
      settleChannel(late, 'webhook', { ok: false, retry: true, error: 'x' }, at(minutes));
    expect(retryAt(23 * 60)).toMatchObject({ settlement: 'retry' });
    expect(retryAt(23 * 60 + 1)).toMatchObject({ settlement: 'failed' });
  });

  it('keeps the last error short', () => {
    const failed = present(settleChannel(outbox, 'email', { ok: false, retry: true, error: 'x'.repeat(5000) }, at(0)));
    expect(failed.outbox.channels.email?.lastError?.length).toBeLessThanOrEqual(160);
  });
});

describe('deliverySettingsProblems', () => {
  const secret = `whsec_${Buffer.from('thirty-two bytes of test secret!').toString('base64')}`;
  it('finds nothing wrong with good settings or with settings left unset', () => {
    expect(deliverySettingsProblems({})).toEqual([]);
    expect(
      deliverySettingsProblems({
        SMTP_URL: 'smtps://user:pw@mail.example.com:465',
        LEADS_WEBHOOK_URL: 'https://crm.example.com/hooks',
        LEADS_WEBHOOK_SECRET: secret,
      }),
    ).toEqual([]);
  });

  it.each([
    ['whsec_', /empty/],
    ['whsec_ abc', /incorrect characters/],
    [` ${secret}`, /incorrect characters/],
    ['whsec_YWJj', /3 bytes, at least 24/],
  ])('names LEADS_WEBHOOK_SECRET %j as malformed, without its value', (value, why) => {
    const problems = deliverySettingsProblems({
      LEADS_WEBHOOK_URL: 'https://crm.example.com/hooks',
      LEADS_WEBHOOK_SECRET: value,
    });
    expect(problems.map((problem) => problem.setting)).toEqual(['LEADS_WEBHOOK_SECRET']);
    expect(problems[0]?.problem).toMatch(/^LEADS_WEBHOOK_SECRET is malformed: /);
    expect(problems[0]?.problem).toMatch(why);
    if (value.length > 12) expect(problems[0]?.problem).not.toContain(value.trim());
  });

  it('names a malformed SMTP_URL or LEADS_WEBHOOK_URL, and a webhook without its secret', () => {
    expect(
      deliverySettingsProblems({ SMTP_URL: 'smtp.example.com', LEADS_WEBHOOK_URL: 'ftp://crm.example.com' }).map(
        (problem) => problem.problem,
      ),
    ).toEqual([
      'SMTP_URL is malformed: it is not a URL',
      'LEADS_WEBHOOK_URL is malformed: it must start with https:// or http://',
      'LEADS_WEBHOOK_SECRET is not set (LEADS_WEBHOOK_URL is)',
    ]);
  });
});

describe('smtpOptions', () => {
  it.each([
    ['smtp://user:pw@smtp.example.com:587', true],
    ['smtp://user:pw@192.0.2.10:587', true],
    ['smtp://user:pw@127.0.0.1.example.com:587', true],
    ['smtps://user:pw@smtp.example.com:465', false],
    ['smtp://127.0.0.1:2525', false],
    ['smtp://127.10.0.3:2525', false],
    ['smtp://localhost:2525', false],
    ['smtp://[::1]:2525', false],
  ])('%s: requireTLS %s', (url, requireTLS) => {
    expect(smtpOptions(url, 10_000)).toMatchObject({ url, requireTLS, connectionTimeout: 10_000 });
  });
});

describe('expireChannel', () => {
  const created = new Date('2026-11-20T10:00:00.000Z');
  const outbox = newOutbox('01KEXPIRE', created.toISOString(), ['email']);
  const at = (ms: number) => new Date(created.getTime() + ms);
  const DAY = 24 * 60 * MINUTE;

  it('leaves a channel alone within 24 hours, or while a live worker holds it', () => {
    expect(expireChannel(outbox, 'email', at(DAY - 1))).toBeNull();
    const held = present(claimChannel(outbox, 'email', 'w', at(DAY - MINUTE)));
    expect(expireChannel(held, 'email', at(DAY))).toBeNull();
  });

  it('fails a pending channel past 24 hours whose claims all lapsed, keeping the last error', () => {
    const held = present(claimChannel(outbox, 'email', 'w', at(0)));
    const tried = { ...held, channels: { email: { ...present(held.channels.email), lastError: 'SMTP: timeout' } } };
    expect(present(expireChannel(tried, 'email', at(DAY))).channels.email).toEqual({
      state: 'failed',
      attempts: 0,
      nextAttemptAt: null,
      lastError: 'No attempt finished within 24 hours (last error: SMTP: timeout)',
      sentAt: null,
      claim: null,
    });
  });
});
