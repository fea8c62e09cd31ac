// The visitor's confirmation of a valuation request, end to end in process: POST /api/inquiries stores the
// request, lead delivery sends the office's e-mail and, queued after the store, the visitor's confirmation
// with the comparables read from the store "market" (a real Blobs server, a real SMTP server).
import { describe, expect, it, vi } from 'vitest';
import type { Store } from '@netlify/blobs';
import { SOURCE_PAGE_HEADER } from '#src/lib/api.ts';
import { handleInquiry, type InquiryDeps } from '#src/features/leads/inquiries.server.ts';
import { handleInquiryForm } from '#src/features/leads/inquiry-form.server.ts';
import {
  comparablesReader,
  inquiryContent,
  type InquiryContentDeps,
} from '#src/features/leads/lead-delivery.server.ts';
import { VALUATION_SENT } from '#src/features/leads/leads.ts';
import { confirmationAfterStore, type ConfirmationDeps } from '#src/features/leads/valuation-confirmation.server.ts';
import { valuationToInquiry } from '#src/features/leads/valuation-request.ts';
import { outboxHooks, type DeliveryDeps } from '#src/features/mail/delivery.server.ts';
import { writeMarketFigures } from '#src/features/market/figures.server.ts';
import { writeRecentSales } from '#src/features/market/recent-sales.server.ts';
import { sourceLine } from '#src/features/market/market-view.ts';
import { outboxSchema } from '#src/schemas/delivery.ts';
import { HONEYPOT_FIELD } from '#src/schemas/inquiry-fields.ts';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { deliveryServersPerTest, LEADS_EMAIL, SITE_URL, testDeliveryDeps } from '#tests/helpers/delivery.ts';
import { handMadeFigures, MARKET_SALES, MARKET_TODAY } from '#tests/helpers/market-figures.ts';
import { VALID_VALUATION } from '#tests/helpers/valuation.ts';

const servers = deliveryServersPerTest();
const site = siteSettings();
const SUBJECT = `We received your home valuation request — ${site.name}`;

/** Ann's request for a three-bedroom single-family home of 2,000 sq ft in Newport. */
const request = (email = VALID_VALUATION.email) =>
  valuationToInquiry({ ...VALID_VALUATION, state: 'RI', email, beds: '3', squareFeet: '2000' });
const plainInquiry = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '(401) 555-0100',
  interestType: 'Buying a Property',
  message: 'I would like to see the house this weekend.',
};

interface Setup {
  soldDisplay?: 'aggregate' | 'listings';
  /** Replaces the read of the store "market". */
  comparables?: InquiryContentDeps['comparables'];
  /** Replaces the store "messages". */
  messages?: () => Store;
  /** Replaces the store "inquiries" (for its writes). */
  inquiries?: InquiryDeps['openStore'];
  /** Delivery off here (a preview): no outbox. */
  deliveryOff?: boolean;
}

const NOW_ISO = `${MARKET_TODAY}T15:00:00.000Z`;
let now = new Date(NOW_ISO);

/** The hand-made market in the store "market", its Newport sales named by their brokerage. */
async function withMarket() {
  const figures = handMadeFigures();
  await writeMarketFigures(openStore('market'), figures);
  const named = MARKET_SALES.map((sale) => ({ ...sale, ListOfficeName: 'Harbor Realty' }));
  await writeRecentSales(openStore('market'), named, { today: MARKET_TODAY, mark: 'null', writtenAt: NOW_ISO });
  return figures;
}

/** Posts inquiries as the function does, and settles everything they left to waitUntil. */
function inquiries(setup: Setup = {}) {
  const pending: Promise<unknown>[] = [];
  const waitUntil = (work: Promise<unknown>) => void pending.push(work);
  const comparables =
    setup.comparables ??
    comparablesReader(openStore, { RESO_SOLD_DISPLAY: setup.soldDisplay ?? 'aggregate' }, () => now);
  const delivery = (): DeliveryDeps =>
    testDeliveryDeps(servers, {
      records: (kind) => openStore(kind === 'message' ? 'messages' : 'inquiries'),
      now: () => now,
      content: {
        inquiry: inquiryContent({
          siteUrl: SITE_URL,
          leadsEmail: LEADS_EMAIL,
          findListing: async () => null,
          comparables,
        }),
      },
    });
  const confirmation: ConfirmationDeps = {
    messages: setup.messages ?? (() => openStore('messages')),
    outbox: () => (setup.deliveryOff ? undefined : outboxHooks('message', delivery, waitUntil)),
    comparables,
    site,
    siteUrl: SITE_URL,
    now: () => now,
  };
  const deps: InquiryDeps = {
    openStore: setup.inquiries ?? (() => openStore('inquiries')),
    now: () => now,
    outbox: outboxHooks('inquiry', delivery, waitUntil),
    afterStore: confirmationAfterStore(confirmation, waitUntil),
  };
  /** The islands' JSON, or with `form` the fields as a form without JavaScript posts them. */
  return async (body: object, form = false): Promise<Response> => {
    const response = form
      ? await handleInquiryForm(
          new Request('http://localhost/api/inquiries?form=valuation', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
            body: new URLSearchParams(body as Record<string, string>).toString(),
          }),
          deps,
        )
      : await handleInquiry(
          new Request('http://localhost/api/inquiries', {
            method: 'POST',
            headers: { 'content-type': 'application/json', [SOURCE_PAGE_HEADER]: '/sell' },
            body: JSON.stringify(body),
          }),
          deps,
        );
    // What waitUntil holds may add more (the confirmation's own first attempt): settled until none is left.
    while (pending.length > 0) await Promise.all(pending.splice(0));
    return response;
  };
}

const mailsTo = (address: string) => servers.smtp.received.filter(({ recipients }) => recipients.includes(address));
async function messageKeys(): Promise<string[]> {
  return (await openStore('messages').list()).blobs.map(({ key }) => key);
}
const htmlOf = (mail: { html?: string | false }) => (typeof mail.html === 'string' ? mail.html : '');
/** The comparables' table as an e-mail's HTML shows it: its caption to its end. */
const tableOf = (html: string) =>
  html.slice(html.indexOf('<caption'), html.indexOf('</table>', html.indexOf('<caption')));

describe("the visitor's confirmation of a valuation request (smtp-server)", () => {
  it('aggregate: stored, the office e-mailed, and the visitor confirmed once with the town’s figures as the office sees them', async () => {
    now = new Date(NOW_ISO);
    const figures = await withMarket();
    const response = await inquiries({ soldDisplay: 'aggregate' })(request());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await openStore('inquiries').get(id, { type: 'json' })).toMatchObject({ email: 'ann@example.com' });

    const [office] = mailsTo(LEADS_EMAIL);
    const [confirmation, ...more] = mailsTo('ann@example.com');
    expect(more).toEqual([]);
    expect(servers.smtp.received).toHaveLength(2);
    const mail = confirmation!.mail;
    expect(mail.subject).toBe(SUBJECT);
    const text = mail.text ?? '';
    expect(text).toContain('Hello,');
    expect(text).toContain(VALUATION_SENT.description);
    expect(text).toContain('They are not an estimate');
    expect(text).toContain('The Newport market');
    // The six Newport single-family sales of the period: median $1,000,000; no single sale shown.
    expect(text).toContain('$1,000,000');
    expect(text).toContain(sourceLine(figures.period));
    expect(text).toContain(`${SITE_URL}/market/newport`);
    expect(text).not.toContain('Harbor Realty');
    expect(text).toContain(site.phone);
    for (const office of site.offices) expect(text).toContain(office.street);
    // Nothing typed, not even the name: anyone can send it to any address.
    for (const typed of ['12 Ocean Road', 'Ann Lee']) {
      expect(text).not.toContain(typed);
      expect(mail.html).not.toContain(typed);
    }
    // The same table as the office's e-mail, markup and all.
    const officeTable = tableOf(htmlOf(office!.mail));
    expect(officeTable).toContain('$1,000,000');
    expect(tableOf(htmlOf(mail))).toBe(officeTable);

    // Stored under a hash: the store's keys never hold the address.
    const keys = await messageKeys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^valuation-[0-9a-f]{32}$/);
  });

  it('listings: the sales like the home, each brokerage named', async () => {
    now = new Date(NOW_ISO);
    await withMarket();
    expect((await inquiries({ soldDisplay: 'listings' })(request())).status).toBe(201);
    const [confirmation] = mailsTo('ann@example.com');
    const text = confirmation?.mail.text ?? '';
    expect(text).toContain('Recent sales like your home');
    expect(text).toContain('Harbor Realty');
    expect(text).toContain(`${SITE_URL}/market/newport`);
  });

  it('a second request from the same address that day sends no second confirmation; the next day does', async () => {
    now = new Date(NOW_ISO);
    await withMarket();
    const post = inquiries();
    expect((await post(request())).status).toBe(201);
    // The same address however it is typed; at 11 pm in Rhode Island, still the same day there.
    now = new Date(`${MARKET_TODAY}T23:59:00-05:00`);
    expect((await post(request('Ann@Example.COM'))).status).toBe(201);
    expect(mailsTo(LEADS_EMAIL)).toHaveLength(2);
    expect(servers.smtp.received).toHaveLength(3);
    expect(await messageKeys()).toHaveLength(1);
    // No pending marker was left behind by the repeat.
    expect((await openStore('deliveries').list()).blobs).toEqual([]);

    now = new Date(now.getTime() + 2 * 60_000);
    expect((await post(request())).status).toBe(201);
    expect(mailsTo('ann@example.com')).toHaveLength(2);
  });

  it('a form sent without JavaScript is confirmed the same way', async () => {
    now = new Date(NOW_ISO);
    await withMarket();
    const fields = Object.fromEntries(
      Object.entries({ ...VALID_VALUATION, beds: '3', squareFeet: '2000' }).filter(([name]) => name !== 'consent'),
    );
    const response = await inquiries()({ ...fields, consent: 'on' }, true);
    expect(response.status).toBe(303);
    const [confirmation, ...more] = mailsTo('ann@example.com');
    expect(more).toEqual([]);
    expect(confirmation?.mail.subject).toBe(SUBJECT);
    expect(confirmation?.mail.text).toContain('The Newport market');
    expect(mailsTo(LEADS_EMAIL)).toHaveLength(1);
  });

  it('a plain inquiry sends no confirmation, and the honeypot nothing at all', async () => {
    const post = inquiries();
    expect((await post(plainInquiry)).status).toBe(201);
    expect(servers.smtp.received.map(({ recipients }) => recipients)).toEqual([[LEADS_EMAIL]]);
    expect((await post({ ...request(), [HONEYPOT_FIELD]: 'https://spam.example' })).status).toBe(201);
    expect(servers.smtp.received).toHaveLength(1);
    expect(await messageKeys()).toEqual([]);
    expect((await openStore('inquiries').list()).blobs).toHaveLength(1);
  });

  it('comparables that cannot be read: the confirmation goes without them, and the lead as ever', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await inquiries({ comparables: () => Promise.reject(new Error('the store "market" is down')) })(
        request(),
      );
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const [confirmation] = mailsTo('ann@example.com');
      expect(confirmation?.mail.subject).toBe(SUBJECT);
      expect(confirmation?.mail.text).toContain(VALUATION_SENT.description);
      expect(confirmation?.mail.text).not.toContain('/market/');
      expect(mailsTo(LEADS_EMAIL)).toHaveLength(1);
      const stored = (await openStore('inquiries').get(id, { type: 'json' })) as { delivery: unknown };
      expect(outboxSchema.parse(stored.delivery).channels.email).toMatchObject({ state: 'sent', attempts: 1 });
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining(`The comparables of inquiry ${id}`),
        expect.any(Error),
      );
    } finally {
      logged.mockRestore();
    }
  });

  it('a confirmation that cannot be queued is logged; the visitor gets 201 and the office its e-mail', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const broken = () => {
        throw new Error('the store "messages" is down');
      };
      const response = await inquiries({ messages: broken })(request());
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(servers.smtp.received.map(({ recipients }) => recipients)).toEqual([[LEADS_EMAIL]]);
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining(`The confirmation of inquiry ${id} could not be queued`),
        expect.any(Error),
      );
    } finally {
      logged.mockRestore();
    }
  });

  it('nothing when the inquiry was not stored, nor where delivery is off', async () => {
    const full = () => ({ setJSON: () => Promise.resolve({ modified: false }) });
    expect((await inquiries({ inquiries: full })(request())).status).toBe(503);
    expect((await inquiries({ deliveryOff: true })(request())).status).toBe(201);
    expect(mailsTo('ann@example.com')).toEqual([]);
    expect(await messageKeys()).toEqual([]);
  });
});
