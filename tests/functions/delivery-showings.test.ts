// A showing request through lead delivery, in process: a real SMTP server, a real webhook receiver and a
// real Blobs server. The e-mail says the time is requested and not yet confirmed and carries an .ics of
// that time; it goes to the office listing's advisor, or for a feed listing to the office; the webhook
// carries the slot as ISO times.
import { describe, expect, it } from 'vitest';
import { inquiryContent, type ListingWithAdvisor } from '#src/features/leads/lead-delivery.server.ts';
import { outboxHooks, runDeliveryPass, type DeliveryDeps } from '#src/features/mail/delivery.server.ts';
import { everyLeadDeliveryDeps, SHOWING_LEAD_TYPES } from '#src/features/showings/showing-delivery.server.ts';
import { handleShowingRequest, type ShowingDeps } from '#src/features/showings/showing-requests.server.ts';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import { SOURCE_PAGE_HEADER } from '#src/lib/api.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { propertySchema } from '#src/schemas/property.ts';
import { showingSettingsSchema } from '#src/schemas/showing-settings.ts';
import {
  ADVISED_LISTING,
  deliveryServersPerTest,
  LEADS_EMAIL,
  SITE_URL,
  testDeliveryDeps,
} from '#tests/helpers/delivery.ts';

const settings = showingSettingsSchema.parse({
  hours: (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const).map((day) => ({
    day,
    open: '10:00',
    close: '17:00',
  })),
});
const office = ADVISED_LISTING;
// A feed listing whose agent is one of ours: still the office's lead, as the issue asks.
const feed: ListingWithAdvisor = { ...office, id: 1_000_101, title: 'Feed Test Cottage', fromFeed: true };
// An office listing without an advisor of its own: its town's advisor answers inquiries, not showings.
const townOnly: ListingWithAdvisor = { ...office, id: 102, title: 'Town Test House', ownAdvisor: false };
const LISTINGS = new Map([office, feed, townOnly].map((listing) => [listing.id, listing]));

/** Thursday, December 3, 2026, 8:00 AM in Rhode Island; the slot is Saturday at 10:00 AM EST. */
const now = new Date('2026-12-03T13:00:00Z');
const START = '2026-12-05T15:00:00.000Z';
const request = {
  start: START,
  mode: 'in-person',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '(401) 555-0100',
  note: 'We have a dog.',
};

const servers = deliveryServersPerTest();

function deliveryDeps(): DeliveryDeps {
  return testDeliveryDeps(servers, {
    records: () => openStore('inquiries'),
    now: () => now,
    content: {
      inquiry: inquiryContent(
        { siteUrl: SITE_URL, leadsEmail: LEADS_EMAIL, findListing: (id) => Promise.resolve(LISTINGS.get(id) ?? null) },
        SHOWING_LEAD_TYPES,
      ),
    },
    log: { log: () => undefined, error: () => undefined },
  });
}

/** POSTs a showing request and awaits its first delivery attempt, made after the answer. */
async function submit(listingId: number): Promise<string> {
  const attempts: Promise<unknown>[] = [];
  const deps: ShowingDeps = {
    openStore: () => openStore('inquiries'),
    openMarkers: () => openStore('showing-requests'),
    findListing: (id) => Promise.resolve(LISTINGS.has(id) ? { status: 'Available', onMarketDate: undefined } : null),
    settings,
    now: () => now,
    outbox: outboxHooks('inquiry', deliveryDeps, (attempt) => attempts.push(attempt)),
  };
  const response = await handleShowingRequest(
    new Request('http://localhost/api/showings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SOURCE_PAGE_HEADER]: `/properties/${String(listingId)}` },
      body: JSON.stringify({ ...request, listingId }),
    }),
    deps,
  );
  expect(response.status).toBe(201);
  await Promise.all(attempts);
  return ((await response.json()) as { id: string }).id;
}

describe('the showing request e-mail', () => {
  it("goes to an office listing's advisor with the office in Cc: requested, not yet confirmed, with the .ics", async () => {
    const id = await submit(office.id);
    const [{ recipients, mail }] = servers.smtp.received as [(typeof servers.smtp.received)[0]];
    expect(recipients.sort()).toEqual(['ada@example.test', LEADS_EMAIL]);
    expect(mail.subject).toBe(
      'Showing requested (not yet confirmed): Saturday, December 5 at 10:00 AM — Grace Hopper — Harbor Test Estate',
    );
    expect(mail.replyTo?.value).toEqual([{ name: 'Grace Hopper', address: 'grace@example.com' }]);
    expect(mail.messageId).toBe(`<${id}@example.test>`);
    for (const body of [mail.text ?? '', mail.html === false ? '' : mail.html]) {
      expect(body).toContain('requested, not yet confirmed');
      expect(body).toContain('Saturday, December 5 at 10:00 AM – 10:45 AM (Rhode Island time)');
      expect(body).toContain('We have a dog.');
    }

    const [ics] = mail.attachments;
    expect(ics?.filename).toBe('showing-request-101-2026-12-05.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = ics?.content.toString('utf8') ?? '';
    expect(calendar).toContain('BEGIN:VEVENT');
    // The requested time in UTC: 10:00 to 10:45 AM EST.
    expect(calendar).toMatch(/^DTSTART:20261205T150000Z\r$/m);
    expect(calendar).toMatch(/^DTEND:20261205T154500Z\r$/m);
    expect(calendar).toMatch(/^STATUS:TENTATIVE\r$/m);
    expect(calendar).toContain('SUMMARY:Showing requested (not yet confirmed): Harbor Test Estate');
    expect(calendar).toContain('LOCATION:9 Fixture Lane\\, Newport\\, RI 02840');
    expect(calendar).toContain(`UID:showing-${id}@www.example.test`);
  });

  it.each([
    ['a listing of the MLS feed (whoever its agent is)', feed.id],
    ['an office listing without an advisor of its own', townOnly.id],
  ])('goes to the office alone for %s', async (_name, id) => {
    await submit(id);
    const [{ recipients, mail }] = servers.smtp.received as [(typeof servers.smtp.received)[0]];
    expect(recipients).toEqual([LEADS_EMAIL]);
    expect(mail.cc).toBeUndefined();
    expect(mail.attachments).toHaveLength(1);
  });
});

describe('the showing request webhook', () => {
  it('carries the slot as ISO times, with the listing', async () => {
    const id = await submit(office.id);
    const [received] = servers.hook.verified;
    expect(received?.id).toBe(id);
    expect(JSON.parse(received?.body ?? '')).toEqual({
      type: 'showing.requested',
      data: {
        id,
        type: 'showing',
        receivedAt: now.toISOString(),
        page: '/properties/101',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '(401) 555-0100',
        note: 'We have a dog.',
        showing: { listingId: 101, start: START, end: '2026-12-05T15:45:00.000Z', mode: 'in-person' },
        listing: { id: 101, title: 'Harbor Test Estate', url: `${SITE_URL}/properties/101` },
      },
    });
  });
});

describe('the delivery pass of the scheduled function', () => {
  it('sends a showing request with its .ics (everyLeadDeliveryDeps, as deliver-leads.mts wires it)', async () => {
    const listing = (await readListingFiles()).map((file) => propertySchema.parse(file))[0]!;
    const id = 'showing-pass-01';
    await openStore('inquiries').setJSON(id, {
      id,
      type: 'showing',
      receivedAt: now.toISOString(),
      page: null,
      ...request,
      showing: { listingId: listing.id, start: START, end: '2026-12-05T15:45:00.000Z', mode: 'video' },
      delivery: {
        messageId: id,
        createdAt: now.toISOString(),
        channels: {
          email: { state: 'pending', attempts: 0, nextAttemptAt: null, lastError: null, sentAt: null, claim: null },
        },
      },
    });
    await openStore('deliveries').set(`pending/inquiry/${id}/email`, '');
    const deps = everyLeadDeliveryDeps(undefined, {
      env: { SMTP_URL: servers.smtp.url },
      open: (name) => openStore(name),
      local: true,
    });
    expect(await runDeliveryPass(deps, { anyTime: true })).toMatchObject({ sent: 1, failed: 0 });
    const [{ mail }] = servers.smtp.received as [(typeof servers.smtp.received)[0]];
    expect(mail.subject).toContain(listing.title);
    expect(mail.attachments[0]?.filename).toBe(`showing-request-${String(listing.id)}-2026-12-05.ics`);
  });

  it('never sends a showing request as an inquiry: without its content the attempt fails and waits', async () => {
    const id = await submit(office.id);
    servers.smtp.received.length = 0;
    await openStore('inquiries').setJSON(id, {
      ...((await openStore('inquiries').get(id, { type: 'json' })) as object),
      delivery: {
        messageId: id,
        createdAt: now.toISOString(),
        channels: {
          email: { state: 'pending', attempts: 0, nextAttemptAt: null, lastError: null, sentAt: null, claim: null },
        },
      },
    });
    await openStore('deliveries').set(`pending/inquiry/${id}/email`, '');
    const withoutShowings = { ...deliveryDeps(), webhook: null };
    withoutShowings.content = {
      inquiry: inquiryContent({
        siteUrl: SITE_URL,
        leadsEmail: LEADS_EMAIL,
        findListing: () => Promise.resolve(office),
      }),
    };
    expect(await runDeliveryPass(withoutShowings, { anyTime: true })).toMatchObject({ sent: 0, retry: 1 });
    expect(servers.smtp.received).toHaveLength(0);
  });
});
