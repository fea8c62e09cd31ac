// E-mails of the site's own (confirmations, alerts) go through the lead-delivery outbox: stored first,
// sent once with their own headers, retried when the SMTP server is down, never sent twice.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  deliverRecord,
  deliveryCounts,
  outboxHooks,
  runDeliveryPass,
  type DeliveryDeps,
} from '#src/features/mail/delivery.server.ts';
import { queueMessage } from '#src/features/mail/messages.server.ts';
import { smtpTransport } from '#src/features/mail/transports.server.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { startSmtpServer, type TestSmtpServer } from '#tests/helpers/smtp.ts';

let blobs: LocalBlobs;
let smtp: TestSmtpServer;
let now: Date;

beforeEach(async () => {
  blobs = await startLocalBlobs();
  smtp = await startSmtpServer();
  now = new Date('2026-11-25T13:00:00Z');
});
afterEach(async () => {
  await smtp.stop();
  await blobs.stop();
});

function deps(): DeliveryDeps {
  return {
    records: (kind) => openStore(kind === 'message' ? 'messages' : 'inquiries'),
    index: openStore('deliveries'),
    now: () => now,
    mail: smtpTransport(smtp.url, 'Website <website@example.test>'),
    webhook: null,
    content: {},
  };
}

const message = () => ({
  purpose: 'alert' as const,
  createdAt: now.toISOString(),
  email: {
    to: 'buyer@example.com',
    subject: 'New listing for Condos in Newport, RI',
    text: 'One new home.',
    html: '<p>One new home.</p>',
    headers: {
      'List-Unsubscribe': '<https://www.example.test/api/alerts/unsubscribe?token=abc.def>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  },
});

describe('queueMessage', () => {
  it('stores the e-mail, sends it once with its headers, and a second pass sends nothing', async () => {
    const attempts: Promise<unknown>[] = [];
    const stored = await queueMessage(
      openStore('messages'),
      outboxHooks('message', deps, (attempt) => attempts.push(attempt)),
      message(),
    );
    expect(stored?.id).toBeTruthy();
    await Promise.all(attempts);
    expect(smtp.received).toHaveLength(1);
    const [{ recipients, mail } = { recipients: [], mail: null }] = smtp.received;
    expect(recipients).toEqual(['buyer@example.com']);
    expect(mail?.subject).toBe('New listing for Condos in Newport, RI');
    expect(mail?.messageId).toBe(`<${stored?.id ?? ''}@example.test>`);
    // mailparser folds List-* headers into one object; the raw lines are what a mail client reads.
    const lines = (mail?.headerLines ?? []).map(({ line }) => line.replace(/\r\n\s*/g, ' '));
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(lines).toContain('List-Unsubscribe: <https://www.example.test/api/alerts/unsubscribe?token=abc.def>');

    expect(await runDeliveryPass(deps(), { anyTime: true })).toEqual({ sent: 0, retry: 0, failed: 0, skipped: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await deliveryCounts(openStore('deliveries'))).toEqual({ pending: 0, failed: 0 });
  });

  it('keeps an e-mail the SMTP server refused for now, and the next due pass sends it', async () => {
    smtp.refuseNext(421, 1);
    const stored = await queueMessage(openStore('messages'), outboxHooks('message', deps, undefined), message());
    const id = stored?.id ?? '';
    expect(await deliverRecord(deps(), 'message', id)).toEqual({ email: 'retry' });
    expect(await deliveryCounts(openStore('deliveries'))).toEqual({ pending: 1, failed: 0 });
    now = new Date(now.getTime() + 60_000);
    expect(await runDeliveryPass(deps())).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
  });
});
