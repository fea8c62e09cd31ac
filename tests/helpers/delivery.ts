// For the tests of lead delivery in process (inquiries, showing requests): a real Blobs server, a real SMTP
// server and a real webhook receiver of their own for each test, and the delivery's wiring over them.
import { afterEach, beforeEach } from 'vitest';
import type { ListingWithAdvisor } from '#src/features/leads/lead-delivery.server.ts';
import type { DeliveryDeps } from '#src/features/mail/delivery.server.ts';
import { smtpTransport, webhookTransport } from '#src/features/mail/transports.server.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { startLocalBlobs, type LocalBlobs } from './blobs.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

/** data/site/site.en.json leadsEmail, as the tests set it. */
export const LEADS_EMAIL = 'leads@example.test';
export const SITE_URL = 'https://www.example.test';

/** An office listing with an advisor of its own, as lead delivery finds it. */
export const ADVISED_LISTING: ListingWithAdvisor = {
  id: 101,
  title: 'Harbor Test Estate',
  price: 2_450_000,
  address: '9 Fixture Lane',
  city: 'Newport',
  state: 'RI',
  zipcode: '02840',
  advisor: { name: 'Ada Advisor', email: 'ada@example.test' },
  ownAdvisor: true,
  fromFeed: false,
};

export interface DeliveryServers {
  /** The current test's SMTP server. */
  readonly smtp: TestSmtpServer;
  /** The current test's webhook receiver. */
  readonly hook: WebhookReceiver;
}

/**
 * Registers the hooks that start the three servers before each test of the file (Blobs with atomic
 * conditional writes, as the outbox's claims need) and stop them after it; returns the current test's.
 */
export function deliveryServersPerTest(): DeliveryServers {
  let running: { blobs: LocalBlobs; smtp: TestSmtpServer; hook: WebhookReceiver } | null = null;
  beforeEach(async () => {
    const [blobs, smtp, hook] = await Promise.all([
      startLocalBlobs({ atomicConditionalWrites: true }),
      startSmtpServer(),
      startWebhookReceiver(),
    ]);
    running = { blobs, smtp, hook };
  });
  afterEach(async () => {
    const stopping = running;
    running = null;
    if (stopping) await Promise.all([stopping.blobs.stop(), stopping.smtp.stop(), stopping.hook.stop()]);
  });
  const current = () => {
    if (!running) throw new Error('The delivery servers run only during a test');
    return running;
  };
  return {
    get smtp() {
      return current().smtp;
    },
    get hook() {
      return current().hook;
    },
  };
}

/** Lead delivery wired to the test's servers: its index in Blobs, mail by SMTP and the signed webhook. */
export function testDeliveryDeps(
  servers: DeliveryServers,
  wiring: Pick<DeliveryDeps, 'records' | 'now' | 'content' | 'log'>,
): DeliveryDeps {
  return {
    index: openStore('deliveries'),
    mail: smtpTransport(servers.smtp.url, 'Website <website@example.test>'),
    webhook: webhookTransport(servers.hook.url, servers.hook.secret),
    ...wiring,
  };
}
