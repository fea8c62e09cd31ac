// Lead delivery end to end in process: a real SMTP server, a real webhook receiver and a real Blobs
// server, all on this machine; a fake clock drives the retry schedule.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SOURCE_PAGE_HEADER } from '#src/lib/api.ts';
import type { Store } from '@netlify/blobs';
import {
  deliverRecord,
  deliveryCounts,
  outboxHooks,
  runDeliveryPass,
  type DeliveryDeps,
} from '#src/features/mail/delivery.server.ts';
import { handleInquiry } from '#src/features/leads/inquiries.server.ts';
import {
  inquiryContent,
  type InquiryContentDeps,
  type ListingWithAdvisor,
} from '#src/features/leads/lead-delivery.server.ts';
import { valuationToInquiry } from '#src/features/leads/valuation-request.ts';
import type { ComparablesSummary } from '#src/features/market/comparables-view.ts';
import { VALUATION_DEFAULTS } from '#src/schemas/valuation-fields.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { confirmNewsletter, handleSubscribe, SUBSCRIBER_CONTENT } from '#src/features/alerts/newsletter.server.ts';
import type { AlertDeps } from '#src/features/alerts/saved-searches.server.ts';
import { alertsSetting, DEVELOPMENT_ALERTS_SECRET } from '#src/features/alerts/settings.ts';
import { ownerId, signToken } from '#src/features/alerts/tokens.ts';
import { emlFileTransport, webhookTransport } from '#src/features/mail/transports.server.ts';
import { outboxSchema, type DeliveryChannel } from '#src/schemas/delivery.ts';
import {
  ADVISED_LISTING,
  deliveryServersPerTest,
  LEADS_EMAIL,
  SITE_URL,
  testDeliveryDeps,
} from '#tests/helpers/delivery.ts';

const MINUTE = 60_000;
const LISTINGS = new Map<number, ListingWithAdvisor>([
  [101, ADVISED_LISTING],
  [
    102,
    {
      id: 102,
      title: 'Cove Test Cottage',
      price: 895_000,
      address: '3 Sample Road',
      city: 'Westerly',
      state: 'RI',
      zipcode: '02891',
      advisor: null,
      ownAdvisor: false,
      fromFeed: false,
    },
  ],
]);
const visitor = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '(401) 555-0100',
  interestType: 'Buying a Property',
  message: 'I would like to see the house this weekend.',
};

const servers = deliveryServersPerTest();
let now: Date;
let errors: string[];
/** The comparables lead delivery reads for a valuation request (the store "market" is another test's). */
let comparables: InquiryContentDeps['comparables'];

function deps(findListing = (id: number) => Promise.resolve(LISTINGS.get(id) ?? null)): DeliveryDeps {
  return testDeliveryDeps(servers, {
    records: (kind) => openStore(kind === 'inquiry' ? 'inquiries' : 'subscribers'),
    now: () => now,
    content: {
      inquiry: inquiryContent({
        siteUrl: SITE_URL,
        leadsEmail: LEADS_EMAIL,
        findListing,
        ...(comparables ? { comparables } : {}),
      }),
      subscriber: SUBSCRIBER_CONTENT,
    },
    log: { log: () => undefined, error: (...parts: unknown[]) => errors.push(parts.join(' ')) },
  });
}

/** POSTs an inquiry; with `firstAttempt` the attempt made after the response is awaited too. */
async function submit(body: object, page: string | null = '/contact', firstAttempt = true): Promise<Response> {
  const attempts: Promise<unknown>[] = [];
  const response = await handleInquiry(
    new Request('http://localhost/api/inquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(page ? { [SOURCE_PAGE_HEADER]: page } : {}) },
      body: JSON.stringify(body),
    }),
    {
      openStore: () => openStore('inquiries'),
      now: () => now,
      outbox: outboxHooks('inquiry', deps, firstAttempt ? (attempt) => attempts.push(attempt) : undefined),
    },
  );
  await Promise.all(attempts);
  return response;
}
async function submitId(body: object = visitor, page: string | null = '/contact', firstAttempt = true) {
  const response = await submit(body, page, firstAttempt);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
async function channel(id: string, name: DeliveryChannel) {
  const record = (await openStore('inquiries').get(id, { type: 'json' })) as { delivery: unknown };
  return outboxSchema.parse(record.delivery).channels[name];
}
const pass = (anyTime = false) => runDeliveryPass(deps(), { anyTime });
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeEach(() => {
  now = new Date();
  errors = [];
  comparables = undefined;
});

describe('the lead e-mail (smtp-server)', () => {
  it('goes to the office with Reply-To the visitor, every field in both bodies, the page as a full link and the id', async () => {
    const id = await submitId();
    expect(servers.smtp.received).toHaveLength(1);
    const [{ recipients, mail }] = servers.smtp.received as [(typeof servers.smtp.received)[0]];
    expect(recipients).toEqual([LEADS_EMAIL]);
    expect(mail.cc).toBeUndefined();
    expect(mail.subject).toBe('New inquiry: Buying a Property — Grace Hopper');
    expect(mail.replyTo?.value).toEqual([{ name: 'Grace Hopper', address: 'grace@example.com' }]);
    for (const body of [mail.text ?? '', mail.html === false ? '' : mail.html]) {
      for (const value of [...Object.values(visitor), `${SITE_URL}/contact`, id]) expect(body).toContain(value);
    }
    expect(mail.html).toContain(`<a href="${SITE_URL}/contact">`);
    expect(mail.messageId).toBe(`<${id}@example.test>`);
    expect(await channel(id, 'email')).toMatchObject({ state: 'sent', attempts: 1, sentAt: now.toISOString() });
    expect(await deliveryCounts(openStore('deliveries'))).toEqual({ pending: 0, failed: 0 });
  });

  it('from a listing page goes to the advisor with the office in Cc, naming the listing, its price and address', async () => {
    const id = await submitId(visitor, '/properties/101');
    const [{ recipients, mail }] = servers.smtp.received as [(typeof servers.smtp.received)[0]];
    expect(recipients.sort()).toEqual(['ada@example.test', LEADS_EMAIL]);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('ada@example.test');
    expect(mail.cc && 'text' in mail.cc ? mail.cc.text : '').toBe(LEADS_EMAIL);
    expect(mail.subject).toBe('New inquiry: Buying a Property — Grace Hopper — Harbor Test Estate');
    for (const body of [mail.text ?? '', mail.html === false ? '' : mail.html]) {
      for (const value of ['$2,450,000', '9 Fixture Lane, Newport, RI 02840', `${SITE_URL}/properties/101`, id])
        expect(body).toContain(value);
    }
  });

  it('from a listing whose advisor has no e-mail goes to the office alone', async () => {
    await submitId(visitor, '/properties/102');
    const [{ recipients, mail }] = servers.smtp.received as [(typeof servers.smtp.received)[0]];
    expect(recipients).toEqual([LEADS_EMAIL]);
    expect(mail.cc).toBeUndefined();
    expect(mail.subject).toBe('New inquiry: Buying a Property — Grace Hopper — Cove Test Cottage');
  });

  it('a valuation request goes to the office', async () => {
    await submitId({ ...visitor, interestType: 'Home Valuation' }, '/sell');
    const [{ recipients, mail }] = servers.smtp.received as [(typeof servers.smtp.received)[0]];
    expect(recipients).toEqual([LEADS_EMAIL]);
    expect(mail.subject).toBe('New inquiry: Home Valuation — Grace Hopper');
  });

  it('a valuation request lists the comparables of its home for the advisor, read at delivery', async () => {
    const summary: ComparablesSummary = {
      locale: 'en',
      heading: 'Recent sales like your home',
      lead: 'Single family sales closed in the last 12 months in Newport, newest first.',
      caption: 'Comparable sales near Newport, RI',
      columns: ['Closed', 'Town', 'Type', 'Bedrooms', 'Square feet', 'Sale price', 'Listing brokerage'],
      rows: [['November 2, 2026', 'Newport', 'Single family', '3', '2,300', '$1,250,000', 'Harbor Realty']],
      source: 'Based on information from the State-Wide Multiple Listing Service. Deemed reliable but not guaranteed.',
      link: { href: '/market/newport', label: 'The Newport housing market' },
    };
    const asked: unknown[] = [];
    comparables = (subject) => {
      asked.push(subject);
      return Promise.resolve(summary);
    };
    const request = valuationToInquiry({
      ...VALUATION_DEFAULTS,
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '(401) 555-0100',
      addressLine1: '12 Ocean Road',
      city: 'Newport',
      zip: '02840',
      propertyType: 'single-family',
      beds: '3',
      squareFeet: '2300',
      timeline: '0-3-months',
      notes: 'Bedrooms: 9',
      consent: true,
    });
    await submitId(request, '/sell');
    expect(asked).toEqual([{ town: 'Newport', type: 'single-family', beds: 3, squareFeet: 2300 }]);
    const [{ mail }] = servers.smtp.received as [(typeof servers.smtp.received)[0]];
    expect(mail.text).toContain("Recent sales like your home (as the visitor's thank-you page shows them):");
    expect(mail.text).toContain('November 2, 2026 | Newport | Single family | 3 | 2,300 | $1,250,000 | Harbor Realty');
    expect(mail.text).toContain(`The Newport housing market: ${SITE_URL}/market/newport`);
    expect(mail.html).toContain('<td style="padding:4px 12px 4px 0;text-align:left">Harbor Realty</td>');
    expect(mail.html).toContain(`<a href="${SITE_URL}/market/newport">The Newport housing market</a>`);
  });

  it('a valuation request whose comparables cannot be read goes at once without them; other inquiries never ask', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const asked: unknown[] = [];
    comparables = (subject) => {
      asked.push(subject);
      return Promise.reject(new Error('the store "market" is down'));
    };
    await submitId(visitor);
    expect(asked).toEqual([]);
    const message = 'Home valuation request\nProperty address: 1 Main St, Newport, RI 02840\nProperty type: Land';
    const id = await submitId({ ...visitor, interestType: 'Home Valuation', message }, '/sell');
    expect(asked).toHaveLength(1);
    expect(servers.smtp.received).toHaveLength(2);
    expect(servers.smtp.received[1]?.mail.text).not.toContain('Recent sales');
    expect(await channel(id, 'email')).toMatchObject({ state: 'sent', attempts: 1 });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`The comparables of inquiry ${id}`), expect.any(Error));
    logged.mockRestore();
  });

  it('escapes everything the visitor typed in the HTML body', async () => {
    const name = '<b>Bobby</b> "Tables" & Co';
    const message = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    await submitId({ ...visitor, name, message });
    const [{ mail }] = servers.smtp.received as [(typeof servers.smtp.received)[0]];
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>Bobby');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;b&gt;Bobby&lt;/b&gt; &quot;Tables&quot; &amp; Co');
    expect(mail.text).toContain(message);
  });

  it('a CR or LF in the name never adds a header or a recipient', async () => {
    await submitId({ ...visitor, name: 'Eve Hacker\r\nBcc: victim@example.com\r\nX-Injected: yes\nSubject: hi' });
    const [{ recipients, mail }] = servers.smtp.received as [(typeof servers.smtp.received)[0]];
    expect(recipients).toEqual([LEADS_EMAIL]);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.headers.has('x-injected')).toBe(false);
    expect(mail.subject).toBe(
      'New inquiry: Buying a Property — Eve Hacker Bcc: victim@example.com X-Injected: yes Subject: hi',
    );
    expect(mail.replyTo?.value[0]?.address).toBe('grace@example.com');
    // An address with a line break is not an address: refused before anything is stored.
    expect((await submit({ ...visitor, email: 'grace@example.com\r\nBcc: victim@example.com' })).status).toBe(400);
  });

  it('a 5xx refusal of the recipient is final: failed, not retried', async () => {
    servers.smtp.rejectRecipient(LEADS_EMAIL);
    const id = await submitId();
    const email = await channel(id, 'email');
    expect(email).toMatchObject({ state: 'failed', attempts: 1 });
    expect(email?.lastError).toMatch(/550/);
    later(2 * 60 * MINUTE);
    await pass(true);
    expect((await channel(id, 'email'))?.attempts).toBe(1);
    expect(await deliveryCounts(openStore('deliveries'))).toEqual({ pending: 0, failed: 1 });
    expect(errors.join('\n')).toMatch(/failed for good/);
  });
});

describe('the webhook (Standard Webhooks)', () => {
  it('posts inquiry.created with the stored inquiry and the listing, signed so the receiver can verify it', async () => {
    const id = await submitId(visitor, '/properties/101');
    expect(servers.hook.verified).toHaveLength(1);
    const [request] = servers.hook.verified as [(typeof servers.hook.verified)[0]];
    expect(request.id).toBe(id);
    expect(request.headers['webhook-timestamp']).toMatch(/^\d+$/);
    expect(request.headers['webhook-signature']).toMatch(/^v1,/);
    const payload = JSON.parse(request.body) as unknown;
    expect(payload).toEqual({
      type: 'inquiry.created',
      data: {
        ...visitor,
        id,
        receivedAt: now.toISOString(),
        page: '/properties/101',
        listing: { id: 101, title: 'Harbor Test Estate', url: `${SITE_URL}/properties/101` },
      },
    });
    expect(await channel(id, 'webhook')).toMatchObject({ state: 'sent', attempts: 1 });

    // The same headers over a changed body do not verify.
    const tampered = await fetch(servers.hook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...Object.fromEntries(Object.entries(request.headers).filter(([key]) => key.startsWith('webhook-'))),
      },
      body: request.body.replace('Grace Hopper', 'Mallory'),
    });
    expect(tampered.status).toBe(401);
    expect(servers.hook.rejected).toBe(1);
  });

  it('sends listing null for an inquiry from another page', async () => {
    await submitId();
    const [request] = servers.hook.verified as [(typeof servers.hook.verified)[0]];
    expect((JSON.parse(request.body) as { data: { listing: unknown } }).data.listing).toBeNull();
  });

  it('posts subscriber.created once a new subscriber confirms, never before', async () => {
    const attempts: Promise<unknown>[] = [];
    const alertDeps: AlertDeps = {
      setting: alertsSetting({}, true),
      alerts: () => openStore('alerts'),
      subscribers: () => openStore('subscribers'),
      messages: () => openStore('messages'),
      messageOutbox: () => undefined,
      subscriberOutbox: () => outboxHooks('subscriber', deps, (attempt) => attempts.push(attempt)),
      background: (work) => attempts.push(work()),
      siteUrl: SITE_URL,
      template: () => Promise.reject(new Error('no template in this test')),
      now: () => now,
    };
    const response = await handleSubscribe(
      new Request('http://localhost/api/subscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'New.Reader@Example.com' }),
      }),
      alertDeps,
    );
    expect(response.status).toBe(202);
    await Promise.all(attempts);
    expect(servers.hook.verified).toHaveLength(0);
    const owner = await ownerId(DEVELOPMENT_ALERTS_SECRET, 'new.reader@example.com');
    const token = await signToken(DEVELOPMENT_ALERTS_SECRET, { purpose: 'newsletter', owner });
    const confirmed = await confirmNewsletter(
      new Request(`http://localhost/newsletter/confirm?token=${token}`, {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin' },
      }),
      alertDeps,
    );
    expect(confirmed.status).toBe(200);
    await Promise.all(attempts);
    const [request] = servers.hook.verified as [(typeof servers.hook.verified)[0]];
    expect(servers.hook.verified).toHaveLength(1);
    expect(JSON.parse(request.body) as unknown).toEqual({
      type: 'subscriber.created',
      data: { email: 'new.reader@example.com', subscribedAt: now.toISOString() },
    });
    expect(servers.smtp.received).toHaveLength(0);
  });
});

describe('a webhook endpoint that redirects (node:http)', () => {
  it('301: never followed, the webhook fails at once naming LEADS_WEBHOOK_URL, and no GET is made', async () => {
    const requests: string[] = [];
    // Moved: POST answers 301; the new address would answer 200 to the GET that fetch would send.
    const moved = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      req.resume();
      if (req.url === '/hooks') res.writeHead(301, { location: '/moved' }).end();
      else res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => moved.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(moved.address() as AddressInfo).port}/hooks`;
    try {
      const redirected = (): DeliveryDeps => ({ ...deps(), webhook: webhookTransport(url, servers.hook.secret) });
      const attempts: Promise<unknown>[] = [];
      const response = await handleInquiry(
        new Request('http://localhost/api/inquiries', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(visitor),
        }),
        {
          openStore: () => openStore('inquiries'),
          now: () => now,
          outbox: outboxHooks('inquiry', redirected, (attempt) => attempts.push(attempt)),
        },
      );
      await Promise.all(attempts);
      const { id } = (await response.json()) as { id: string };
      expect(requests).toEqual(['POST /hooks']);
      expect(await channel(id, 'webhook')).toMatchObject({
        state: 'failed',
        attempts: 1,
        lastError: `LEADS_WEBHOOK_URL redirects (301) to /moved; set it to the final URL`,
      });
      expect(errors.join('\n')).toMatch(/failed for good: inquiry .*, webhook/);
    } finally {
      moved.closeAllConnections();
      await new Promise((resolve) => moved.close(resolve));
    }
  });
});

describe('failures and retries', () => {
  it('500 twice then 200: the webhook is delivered once, on the schedule, and e-mail is unaffected', async () => {
    servers.hook.answer(500, 500);
    const id = await submitId();
    expect(servers.smtp.received).toHaveLength(1);
    expect(await channel(id, 'email')).toMatchObject({ state: 'sent', attempts: 1 });
    const first = await channel(id, 'webhook');
    expect(first).toMatchObject({ state: 'pending', attempts: 1, lastError: 'Webhook answered 500' });
    expect(first?.nextAttemptAt).toBe(new Date(now.getTime() + MINUTE).toISOString());

    later(30_000);
    expect(await pass()).toMatchObject({ skipped: 1, sent: 0 });
    expect(servers.hook.verified).toHaveLength(1);
    later(30_000);
    expect(await pass()).toMatchObject({ retry: 1 });
    expect((await channel(id, 'webhook'))?.nextAttemptAt).toBe(new Date(now.getTime() + 2 * MINUTE).toISOString());
    later(2 * MINUTE);
    expect(await pass()).toMatchObject({ sent: 1 });
    expect(await pass(true)).toMatchObject({ sent: 0, retry: 0 });

    expect(servers.hook.verified.map((request) => [request.id, request.status])).toEqual([
      [id, 500],
      [id, 500],
      [id, 200],
    ]);
    expect(servers.smtp.received).toHaveLength(1);
    expect(await channel(id, 'webhook')).toMatchObject({ state: 'sent', attempts: 3 });
    expect(await deliveryCounts(openStore('deliveries'))).toEqual({ pending: 0, failed: 0 });
  });

  it('a retry sends the webhook body byte for byte as first sent, even when the listing changed in between', async () => {
    servers.hook.answer(500);
    const id = await submitId(visitor, '/properties/101');
    expect(await channel(id, 'webhook')).toMatchObject({ state: 'pending', attempts: 1 });
    const harbor = LISTINGS.get(101);
    if (!harbor) throw new Error('fixture listing 101 is missing');
    const renamed = { ...harbor, title: 'Harbor Test Estate (price reduced)' };
    const changed = (): DeliveryDeps => deps((listingId) => Promise.resolve(listingId === 101 ? renamed : null));
    later(MINUTE);
    expect(await runDeliveryPass(changed())).toMatchObject({ sent: 1 });
    const [first, retry] = servers.hook.verified as [
      (typeof servers.hook.verified)[0],
      (typeof servers.hook.verified)[0],
    ];
    expect(servers.hook.verified).toHaveLength(2);
    expect(retry.id).toBe(first.id);
    expect(retry.body).toBe(first.body);
    expect(retry.body).toContain('"title":"Harbor Test Estate"');
  });

  it('SMTP 421 then accepted: delivered once', async () => {
    servers.smtp.refuseNext(421, 1);
    const id = await submitId();
    expect(servers.smtp.received).toHaveLength(0);
    const email = await channel(id, 'email');
    expect(email).toMatchObject({ state: 'pending', attempts: 1 });
    expect(email?.lastError).toMatch(/421/);
    expect(await deliveryCounts(openStore('deliveries'))).toEqual({ pending: 1, failed: 0 });
    later(MINUTE);
    await pass();
    await pass(true);
    expect(servers.smtp.received).toHaveLength(1);
    expect(await channel(id, 'email')).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('a 400 answer is not retried', async () => {
    servers.hook.answer(400);
    const id = await submitId();
    expect(await channel(id, 'webhook')).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'Webhook answered 400',
    });
    later(2 * 60 * MINUTE);
    await pass(true);
    expect(servers.hook.verified).toHaveLength(1);
    expect(await deliveryCounts(openStore('deliveries'))).toEqual({ pending: 0, failed: 1 });
  });

  it('retries with backoff 1, 2, 4 ... minutes capped at an hour, and fails after 24 hours', async () => {
    servers.hook.answer(...Array.from({ length: 40 }, () => 503));
    const start = now.getTime();
    const id = await submitId();
    const gaps: number[] = [];
    for (let state = await channel(id, 'webhook'); state?.state === 'pending'; state = await channel(id, 'webhook')) {
      const next = Date.parse(state.nextAttemptAt ?? '');
      gaps.push((next - now.getTime()) / MINUTE);
      now = new Date(next);
      await pass();
    }
    expect(gaps.slice(0, 8)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    const final = await channel(id, 'webhook');
    expect(final).toMatchObject({ state: 'failed', attempts: 29, nextAttemptAt: null });
    expect(now.getTime() - start).toBeLessThanOrEqual(24 * 60 * MINUTE);
    expect(servers.hook.verified).toHaveLength(29);
    expect(errors.join('\n')).toMatch(new RegExp(`failed for good: inquiry ${id}, webhook, after 29 attempts`));
  });

  it('two passes at once over 200 pending inquiries send every channel exactly once', async () => {
    const ids: string[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      ids.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            submitId({ ...visitor, message: `Concurrent inquiry number ${batch * 20 + i}` }, '/contact', false),
          ),
        )),
      );
    }
    expect(await deliveryCounts(openStore('deliveries'))).toEqual({ pending: 400, failed: 0 });
    const [a, b] = await Promise.all([pass(), pass()]);
    expect(a.sent + b.sent).toBe(400);
    const mailed = servers.smtp.received.map(({ mail }) => mail.messageId?.replace(/^<|@.*$/g, ''));
    expect(mailed.sort()).toEqual([...ids].sort());
    expect(servers.hook.verified.map((request) => request.id).sort()).toEqual([...ids].sort());
    expect(await deliveryCounts(openStore('deliveries'))).toEqual({ pending: 0, failed: 0 });
  }, 240_000);
});

/** The real store, with `method` replaced: a Blobs hiccup or a rival worker, for the outbox's fault tests. */
function storeWith<K extends keyof Store>(store: Store, method: K, replacement: Store[K]): Store {
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === method) return replacement;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('the outbox never loses a lead', () => {
  it('a pending marker that cannot be written: 503, nothing stored; the retry is stored once, with its marker', async () => {
    const down = storeWith(openStore('deliveries'), 'set', () => Promise.reject(new Error('Blobs unavailable')));
    const failing = (): DeliveryDeps => ({ ...deps(), index: down });
    const response = await handleInquiry(
      new Request('http://localhost/api/inquiries', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(visitor),
      }),
      { openStore: () => openStore('inquiries'), now: () => now, outbox: outboxHooks('inquiry', failing, undefined) },
    );
    expect(response.status).toBe(503);
    expect((await openStore('inquiries').list()).blobs).toHaveLength(0);

    const id = await submitId(visitor, '/contact', false);
    expect((await openStore('inquiries').list()).blobs.map((blob) => blob.key)).toEqual([id]);
    expect(await deliveryCounts(openStore('deliveries'))).toEqual({ pending: 2, failed: 0 });
    await pass();
    expect(servers.smtp.received).toHaveLength(1);
  });

  it('a marker whose record is not there yet is kept for a claim’s time, then removed', async () => {
    const marker = `pending/inquiry/01KNOTYETSTORED00000000000/email`;
    await openStore('deliveries').set(marker, '', { metadata: { createdAt: now.toISOString() } });
    await pass();
    expect(await deliveryCounts(openStore('deliveries'))).toEqual({ pending: 1, failed: 0 });
    later(3 * MINUTE);
    await pass();
    expect(await deliveryCounts(openStore('deliveries'))).toEqual({ pending: 0, failed: 0 });
  });

  it('a channel whose every attempt is killed is failed at the first claim past 24 hours, not sent', async () => {
    const id = await submitId(visitor, '/contact', false);
    // A worker killed mid-send: it claimed the channels and never recorded an outcome.
    const killed = (): DeliveryDeps => ({
      ...deps(),
      mail: { send: () => new Promise(() => undefined) },
      webhook: { post: () => new Promise(() => undefined) },
    });
    void deliverRecord(killed(), 'inquiry', id);
    await expect.poll(async () => (await channel(id, 'email'))?.claim).not.toBeNull();
    later(24 * 60 * MINUTE + MINUTE);
    expect(await pass()).toMatchObject({ failed: 2, sent: 0 });
    expect(servers.smtp.received).toHaveLength(0);
    expect(servers.hook.verified).toHaveLength(0);
    expect(await channel(id, 'email')).toMatchObject({
      state: 'failed',
      attempts: 0,
      lastError: 'No attempt finished within 24 hours',
      claim: null,
    });
    expect(await deliveryCounts(openStore('deliveries'))).toEqual({ pending: 0, failed: 2 });
    expect(errors.join('\n')).toMatch(new RegExp(`failed for good: inquiry ${id}, email`));
  });

  it('a worker that never wins a write gives up after a bounded number of tries', async () => {
    const id = await submitId(visitor, '/contact', false);
    const records = openStore('inquiries');
    const rival = storeWith(records, 'setJSON', () => Promise.resolve({ modified: false }));
    const losing: DeliveryDeps = { ...deps(), records: () => rival };
    await expect(deliverRecord(losing, 'inquiry', id)).rejects.toThrow(/no claim after 20 conflicting writes/);
    expect(servers.smtp.received).toHaveLength(0);
  });

  it('an outbox that cannot be read is logged and counted as failed, not dropped', async () => {
    const id = await submitId(visitor, '/contact', false);
    const record = (await openStore('inquiries').get(id, { type: 'json' })) as Record<string, unknown>;
    await openStore('inquiries').setJSON(id, { ...record, delivery: { messageId: id, channels: 'garbled' } });
    await pass();
    expect(await deliveryCounts(openStore('deliveries'))).toEqual({ pending: 0, failed: 2 });
    expect(errors.join('\n')).toMatch(new RegExp(`failed for good: inquiry ${id}, its outbox cannot be read`));
    expect(servers.smtp.received).toHaveLength(0);
  });
});

describe('npm start without SMTP_URL', () => {
  it('writes each e-mail as an .eml file and logs one line with its path', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const lines: string[] = [];
    try {
      const mail = emlFileTransport(dir, 'Website <website@example.test>', { log: (line: string) => lines.push(line) });
      const outcome = await mail.send({
        id: '01KEMLTEST00000000000000000',
        to: [LEADS_EMAIL],
        cc: [],
        replyTo: { name: 'Grace Hopper', address: 'grace@example.com' },
        subject: 'New inquiry: Other — Grace Hopper',
        text: 'plain',
        html: '<p>html</p>',
      });
      expect(outcome).toEqual({ ok: true });
      const path = join(dir, '01KEMLTEST00000000000000000.eml');
      expect(lines).toEqual([`Lead e-mail for inquiry 01KEMLTEST00000000000000000 written to ${path}`]);
      const parsed = await simpleParser(await readFile(path));
      expect(parsed.subject).toBe('New inquiry: Other — Grace Hopper');
      expect(parsed.replyTo?.value[0]?.address).toBe('grace@example.com');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
