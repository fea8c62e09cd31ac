// The alert pass end to end in process: a real Blobs server, a real SMTP server (smtp-server) receiving
// every alert through lead delivery, the site's catalogue loader over listings the test changes, and a
// fake clock for the 8:00 AM digests and the daily cap. Owners and searches are made through updateOwner.
import type { Store } from '@netlify/blobs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import site from '#data/site/site.en.json' with { type: 'json' };
import { runAlertPass, type AlertPassDeps, type AlertPassSummary } from '#src/features/alerts/pass.server.ts';
import { MASS_APPEARANCE_MIN } from '#src/features/alerts/catalogue-changes.ts';
import { readOwner, updateOwner } from '#src/features/alerts/owners.server.ts';
import { DEVELOPMENT_ALERTS_SECRET } from '#src/features/alerts/settings.ts';
import { ownerId, verifyToken } from '#src/features/alerts/tokens.ts';
import { deliveryCounts, runDeliveryPass, type DeliveryDeps } from '#src/features/mail/delivery.server.ts';
import { smtpTransport } from '#src/features/mail/transports.server.ts';
import { forgetCatalog, loadCatalog } from '#src/features/listings/catalog.server.ts';
import { writeFeedSnapshot } from '#src/lib/server/listing-snapshot.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { UNSUBSCRIBE_API_PATH } from '#src/lib/paths.ts';
import { ADDRESS_ON_REQUEST } from '#src/schemas/property-fields.ts';
import type { Property } from '#src/schemas/property.ts';
import type { SavedSearch } from '#src/schemas/saved-search.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { makeListing } from '#tests/helpers/listing.ts';
import { savedSearchRecord } from '#tests/helpers/saved-search.ts';
import { startSmtpServer, type TestSmtpServer } from '#tests/helpers/smtp.ts';

const SITE = 'https://www.example.test';
const SECRET = DEVELOPMENT_ALERTS_SECRET;
const BUYER = 'buyer@example.com';

let blobs: LocalBlobs;
let smtp: TestSmtpServer;
let now: Date;
let office: Property[];
let errors: string[];
let alertsStore: Store;

const newport = (id: number, over: Partial<Property> = {}) =>
  makeListing(id, {
    title: `Newport Estate ${id}`,
    address: `${id} Bellevue Avenue`,
    city: 'Newport',
    zipcode: '02840',
    price: 2_500_000,
    beds: 5,
    propertyType: 'Estate',
    ...over,
  });

function delivery(): DeliveryDeps {
  return {
    records: (kind) => openStore(kind === 'message' ? 'messages' : kind === 'inquiry' ? 'inquiries' : 'subscribers'),
    index: openStore('deliveries'),
    now: () => now,
    mail: smtpTransport(smtp.url, 'Flagship Website <website@example.test>'),
    webhook: null,
    content: {},
    log: { log: () => undefined, error: (...parts: unknown[]) => errors.push(parts.join(' ')) },
  };
}

function deps(store: Store = alertsStore): AlertPassDeps {
  return {
    store,
    delivery: delivery(),
    catalog: () =>
      loadCatalog({ office: { load: () => Promise.resolve(office), mode: 'live' }, feed: openStore('listings') }),
    secret: SECRET,
    siteUrl: SITE,
    brand: site.name,
    idx: site.idx,
    log: { log: () => undefined, error: (...parts: unknown[]) => errors.push(parts.join(' ')) },
  };
}

const pass = (store?: Store): Promise<AlertPassSummary> => runAlertPass(deps(store));

let searchCount = 0;
/** A saved search of `email`, confirmed (active) unless said otherwise; answers its owner and id. */
async function saveSearch(email: string, query: string, over: Partial<SavedSearch> = {}) {
  const owner = await ownerId(SECRET, email);
  searchCount += 1;
  const at = now.toISOString();
  const search = savedSearchRecord(`search${searchCount}`, at, query, over);
  await updateOwner(alertsStore, owner, (current) => ({
    email,
    createdAt: current?.createdAt ?? at,
    searches: [...(current?.searches ?? []), search],
    alertsToday: current?.alertsToday ?? { day: '', count: 0 },
  }));
  return { owner, id: search.id };
}

const mailsTo = (email: string) => smtp.received.filter((received) => received.recipients.includes(email));
const html = (index: number, email = BUYER) => {
  const mail = mailsTo(email)[index]?.mail;
  return mail && mail.html !== false ? mail.html : '';
};
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const HOUR = 60 * 60 * 1000;

beforeEach(async () => {
  blobs = await startLocalBlobs({ atomicConditionalWrites: true });
  smtp = await startSmtpServer();
  forgetCatalog();
  alertsStore = openStore('alerts');
  // Tuesday, December 15, 2026, 10:00 AM in New York (EST).
  now = new Date('2026-12-15T15:00:00Z');
  office = [newport(1), makeListing(2, { city: 'Providence' })];
  errors = [];
});
afterEach(async () => {
  await Promise.all([blobs.stop(), smtp.stop()]);
});

describe('the alert pass', () => {
  it('records a baseline on its first pass and sends nothing', async () => {
    await saveSearch(BUYER, 'location=Newport');
    expect(await pass()).toMatchObject({ outcome: 'baseline' });
    expect(smtp.received).toEqual([]);
    // The listings present at the baseline are not news either.
    expect(await pass()).toMatchObject({ outcome: 'complete', changes: 0, emails: 0 });
    expect(smtp.received).toEqual([]);
  });

  it('an instant search gets one alert for a new matching listing, nothing on the next pass, then a price-drop alert', async () => {
    const { owner, id } = await saveSearch(BUYER, 'location=newport&type=Estate');
    await pass();
    office.push(newport(10, { price: 3_450_000 }), makeListing(11, { city: 'Westerly', propertyType: 'Estate' }));
    expect(await pass()).toMatchObject({ outcome: 'complete', changes: 2, matched: 1, emails: 1, held: 0 });
    expect(mailsTo(BUYER)).toHaveLength(1);
    const { mail } = mailsTo(BUYER)[0]!;
    expect(mail.subject).toBe('New listing: Newport Estate 10 — Estates in Newport, RI');
    expect(mail.text).toContain('$3,450,000');
    expect(mail.text).toContain(`${SITE}/properties/10`);
    expect(mail.text).not.toContain('Westerly');
    // RFC 8058 one-click unsubscribe with a token for this search, and the visible links.
    const line = mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? '';
    const oneClick = new URL(/<([^>]+)>/.exec(line.replace(/\r?\n\s+/g, ''))?.[1] ?? '');
    expect(oneClick.origin + oneClick.pathname).toBe(`${SITE}${UNSUBSCRIBE_API_PATH}`);
    expect(await verifyToken(SECRET, oneClick.searchParams.get('token') ?? '', 'unsubscribe')).toEqual({
      ok: true,
      claims: { purpose: 'unsubscribe', owner, search: id, expires: expect.any(Number), epoch: expect.any(Number) },
    });
    expect(mail.headerLines.find((header) => header.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(html(0)).toContain('Manage your alerts');
    expect(html(0)).toContain('Unsubscribe from this search');
    expect(html(0)).not.toContain(BUYER);

    later(15 * 60_000);
    expect(await pass()).toMatchObject({ changes: 0, emails: 0 });
    expect(mailsTo(BUYER)).toHaveLength(1);

    office = office.map((p) => (p.id === 10 ? { ...p, price: 3_100_000 } : p));
    later(15 * 60_000);
    expect(await pass()).toMatchObject({ changes: 1, emails: 1 });
    expect(mailsTo(BUYER)).toHaveLength(2);
    const drop = mailsTo(BUYER)[1]!.mail;
    expect(drop.subject).toBe('Price reduced: Newport Estate 10 — Estates in Newport, RI');
    expect(drop.text).toContain('$3,100,000 (was $3,450,000)');
    expect(html(1)).toContain('<s style="color:#57534e">$3,450,000</s> $3,100,000');

    // The same drop again (a relisting at the same price) is never sent twice to this search.
    office = office.map((p) => (p.id === 10 ? { ...p, price: 3_450_000 } : p));
    await pass();
    office = office.map((p) => (p.id === 10 ? { ...p, price: 3_100_000 } : p));
    await pass();
    expect(mailsTo(BUYER)).toHaveLength(2);
    expect((await readOwner(alertsStore, owner))?.searches[0]?.sent).toEqual(['10:new', '10:price-drop:3100000']);
    expect(await deliveryCounts(openStore('deliveries'))).toEqual({ pending: 0, failed: 0 });
    expect(errors).toEqual([]);
  });

  it('a status change Coming Soon → Available is an alert', async () => {
    office.push(newport(12, { status: 'Coming Soon' }));
    await saveSearch(BUYER, 'location=Newport');
    await pass();
    office = office.map((p) => (p.id === 12 ? { ...p, status: 'Available' } : p));
    await pass();
    expect(mailsTo(BUYER).map((r) => r.mail.subject)).toEqual([
      'Now Available: Newport Estate 12 — Homes in Newport, RI',
    ]);
  });

  it('a daily digest collects the day’s changes and is sent at 8:00 AM New York time, not before', async () => {
    await saveSearch(BUYER, 'location=Newport', { frequency: 'daily' });
    await pass();
    office.push(newport(20));
    expect(await pass()).toMatchObject({ changes: 1, emails: 0 });
    later(5 * HOUR); // 3:00 PM
    office.push(newport(21, { price: 1_900_000 }));
    expect(await pass()).toMatchObject({ changes: 1, emails: 0 });
    now = new Date('2026-12-16T12:59:00Z'); // Wednesday 7:59 AM EST
    expect(await pass()).toMatchObject({ changes: 0, emails: 0 });
    expect(smtp.received).toEqual([]);
    now = new Date('2026-12-16T13:00:00Z'); // 8:00 AM: due, though nothing changed since
    expect(await pass()).toMatchObject({ changes: 0, emails: 1 });
    expect(mailsTo(BUYER)).toHaveLength(1);
    const { mail } = mailsTo(BUYER)[0]!;
    expect(mail.subject).toBe('Your daily digest: 2 homes for Homes in Newport, RI');
    expect(mail.text).toContain('Newport Estate 20');
    expect(mail.text).toContain('Newport Estate 21');
    later(HOUR);
    expect(await pass()).toMatchObject({ emails: 0 });
    expect(mailsTo(BUYER)).toHaveLength(1);
  });

  it('never sends more than 10 alert e-mails a day to one address; the rest goes out the next day', async () => {
    for (let i = 0; i < 12; i += 1) await saveSearch(BUYER, i % 2 ? 'location=Newport' : 'type=Estate');
    await pass();
    office.push(newport(30));
    expect(await pass()).toMatchObject({ matched: 12, emails: 10, held: 2 });
    expect(mailsTo(BUYER)).toHaveLength(10);
    office.push(newport(31));
    later(HOUR);
    expect(await pass()).toMatchObject({ emails: 0 });
    expect(mailsTo(BUYER)).toHaveLength(10);
    now = new Date('2026-12-16T05:00:00Z'); // midnight in New York: a new day
    const next = await pass();
    expect(next).toMatchObject({ changes: 0, emails: 10, held: 2 });
    expect(mailsTo(BUYER)).toHaveLength(20);
    now = new Date('2026-12-17T05:00:00Z');
    expect(await pass()).toMatchObject({ emails: 2 });
    // Every search heard of both listings exactly once.
    const owner = await readOwner(alertsStore, await ownerId(SECRET, BUYER));
    for (const search of owner?.searches ?? []) {
      expect(search.sent.sort()).toEqual(['30:new', '31:new']);
      expect(search.queue).toEqual([]);
    }
  });

  it('a pending (unconfirmed) or paused search gets nothing, nor one removed by unsubscribing', async () => {
    await saveSearch('pending@example.com', 'location=Newport', { state: 'pending', confirmedAt: null });
    await saveSearch('paused@example.com', 'location=Newport', { state: 'paused' });
    const gone = await saveSearch('gone@example.com', 'location=Newport');
    await saveSearch(BUYER, 'location=Newport');
    await pass();
    await updateOwner(alertsStore, gone.owner, (current) =>
      current ? { ...current, searches: current.searches.filter((s) => s.id !== gone.id) } : undefined,
    );
    office.push(newport(40));
    expect(await pass()).toMatchObject({ matched: 1, emails: 1 });
    expect(smtp.received.flatMap((r) => r.recipients)).toEqual([BUYER]);
  });

  it('a withheld address never appears: a snapshot whose listing carries the street is refused whole', async () => {
    await saveSearch(BUYER, 'location=Newport');
    await pass();
    const hidden: Property = {
      ...newport(1_000_001, { title: 'Estate in Newport', source: 'mls', listOfficeName: 'Ocean State Realty' }),
      address: ADDRESS_ON_REQUEST,
      addressHidden: true,
    };
    // Not the sync's: its schema refuses a hidden address that names the street, so no alert can carry it.
    await writeFeedSnapshot(openStore('listings'), [{ ...hidden, address: '77 Secret Cove Road' }], now.toISOString());
    expect(await pass()).toMatchObject({ emails: 0 });
    await writeFeedSnapshot(openStore('listings'), [hidden], now.toISOString());
    expect(await pass()).toMatchObject({ emails: 1 });
    const { mail } = mailsTo(BUYER)[0]!;
    for (const part of [mail.subject ?? '', mail.text ?? '', html(0)]) expect(part).not.toContain('Secret Cove');
    expect(mail.text).toContain(`${ADDRESS_ON_REQUEST}, Newport, RI 02840`);
    expect(mail.text).toContain('Listing courtesy of Ocean State Realty');
    expect(mail.text).toContain(site.idx.disclaimer);
  });

  it('never mails feed listings that leave and come back as new (an MLS answer without them)', async () => {
    await saveSearch(BUYER, 'location=Newport');
    const feed = [1, 2, 3].map((n) => newport(1_000_000 + n, { source: 'mls', listOfficeName: 'Ocean State Realty' }));
    await writeFeedSnapshot(openStore('listings'), feed, now.toISOString());
    await pass();
    await writeFeedSnapshot(openStore('listings'), [], now.toISOString());
    expect(await pass()).toMatchObject({ changes: 0, emails: 0 });
    later(HOUR);
    await writeFeedSnapshot(openStore('listings'), feed, now.toISOString());
    expect(await pass()).toMatchObject({ changes: 0, unannounced: 3, emails: 0 });
    // A listing the feed never had before is news.
    const fresh = newport(1_000_004, { source: 'mls', listOfficeName: 'Ocean State Realty' });
    await writeFeedSnapshot(openStore('listings'), [...feed, fresh], now.toISOString());
    expect(await pass()).toMatchObject({ changes: 1, unannounced: 0, emails: 1 });
    expect(mailsTo(BUYER).map(({ mail }) => mail.subject)).toEqual([
      expect.stringMatching(/^New listing: Newport Estate 1000004 /),
    ]);
  });

  it('never mails a mass appearance (a first load, a new MLS source) as new listings', async () => {
    await saveSearch(BUYER, 'location=Newport');
    await pass();
    const feed = Array.from({ length: MASS_APPEARANCE_MIN + 1 }, (_, i) =>
      newport(1_000_100 + i, { source: 'mls', listOfficeName: 'Ocean State Realty' }),
    );
    await writeFeedSnapshot(openStore('listings'), feed, now.toISOString());
    expect(await pass()).toMatchObject({ changes: 0, unannounced: MASS_APPEARANCE_MIN + 1, matched: 0, emails: 0 });
    expect(smtp.received).toEqual([]);
    office.push(newport(50));
    expect(await pass()).toMatchObject({ changes: 1, emails: 1 });
  });

  it('sends each alert once when a pass dies between storing the e-mail and recording it sent', async () => {
    await saveSearch(BUYER, 'location=Newport');
    await pass();
    office.push(newport(50));
    // The owner's second write of the pass (marking the alert sent) fails, as if the function died there.
    let ownerWrites = 0;
    const failing = new Proxy(alertsStore, {
      get(target, name, receiver) {
        if (name !== 'setJSON') return Reflect.get(target, name, receiver) as unknown;
        return (key: string, ...rest: Parameters<Store['setJSON']> extends [string, ...infer R] ? R : never) => {
          if (key.startsWith('owners/') && ++ownerWrites === 2) return Promise.reject(new Error('died'));
          return target.setJSON(key, ...rest);
        };
      },
    });
    expect(await pass(failing)).toMatchObject({ outcome: 'partial', deferred: 1, emails: 0 });
    expect(smtp.received).toEqual([]);
    // Meanwhile another listing arrives: the stored batch keeps its id, the new one gets its own e-mail.
    office.push(newport(51));
    later(15 * 60_000);
    expect(await pass()).toMatchObject({ outcome: 'complete', emails: 2 });
    await runDeliveryPass(delivery(), { anyTime: true });
    expect(await pass()).toMatchObject({ emails: 0 });
    expect(
      mailsTo(BUYER)
        .map((r) => r.mail.subject)
        .sort(),
    ).toEqual([
      'New listing: Newport Estate 50 — Homes in Newport, RI',
      'New listing: Newport Estate 51 — Homes in Newport, RI',
    ]);
    expect(await deliveryCounts(openStore('deliveries'))).toEqual({ pending: 0, failed: 0 });
  });

  it('two passes at once: one works, the other finds the lease taken', async () => {
    await saveSearch(BUYER, 'location=Newport');
    await pass();
    office.push(newport(60));
    // The first pass holds its lease until the second has tried it, however the two are scheduled (left to
    // Promise.all, a fast first pass could finish and release before the second began).
    const { promise: leaseTaken, resolve: tookLease } = Promise.withResolvers<undefined>();
    const { promise: secondTried, resolve: letFirstGoOn } = Promise.withResolvers<undefined>();
    const firstDeps = deps();
    const first = runAlertPass({
      ...firstDeps,
      catalog: async () => {
        tookLease(undefined);
        await secondTried;
        return firstDeps.catalog();
      },
    });
    await leaseTaken;
    const second = await pass();
    letFirstGoOn(undefined);
    expect([second.outcome, (await first).outcome]).toEqual(['busy', 'complete']);
    expect(mailsTo(BUYER)).toHaveLength(1);
  });
});
