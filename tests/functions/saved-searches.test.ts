// Saved searches through the real functions: a local Blobs server, a real SMTP server receiving the
// confirmation e-mails, and the pages their links open (README, Saved searches and alerts).
import { getStore } from '@netlify/blobs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import savedSearches from '#netlify/functions/saved-searches.mts';
import alertPages from '#netlify/functions/alert-pages.mts';
import alertsUnsubscribe from '#netlify/functions/alerts-unsubscribe.mts';
import subscribe from '#netlify/functions/subscribe.mts';
import {
  DEVELOPMENT_ALERTS_SECRET,
  DEVELOPMENT_SECRET_SIGNAL,
  ALERTS_OFF_MESSAGE,
} from '#src/features/alerts/settings.ts';
import { ownerId, signToken } from '#src/features/alerts/tokens.ts';
import { manageLink, unsubscribeLinks } from '#src/features/alerts/links.ts';
import { ownerKey, readIndex, readOwner } from '#src/features/alerts/owners.server.ts';
import { MAX_UNCONFIRMED } from '#src/features/alerts/save-rules.ts';
import { CLIENT_IP_CAP, MAILBOX_CAP } from '#src/features/alerts/mail-caps.ts';
import { CHECK_INBOX_PAGE, SAVE_UNAVAILABLE } from '#src/features/alerts/alert-pages.ts';
import { SAVED_SEARCH_MESSAGES } from '#src/schemas/saved-search.ts';
import { SECURITY_HEADERS } from '#src/lib/security.ts';
import { leadInvocation } from '#tests/helpers/invocation.ts';
import { savedSearchRecord } from '#tests/helpers/saved-search.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { startSmtpServer, type TestSmtpServer } from '#tests/helpers/smtp.ts';

import { UNSUBSCRIBE_API_PATH } from '#src/lib/paths.ts';

const SITE = 'https://www.example.test';
const SECRET = DEVELOPMENT_ALERTS_SECRET;

let blobs: LocalBlobs;
let smtp: TestSmtpServer;
let background: Promise<unknown>[];
/** Every answer's body and Location: no address may appear in any. */
let seen: string[];

const context = (deploy?: string) => leadInvocation(background, deploy);
const alerts = () => getStore({ name: 'alerts', consistency: 'strong' });

async function remember(response: Response): Promise<Response> {
  const body = await response.clone().text();
  seen.push(body, response.headers.get('location') ?? '');
  return response;
}

async function save(body: object, headers: Record<string, string> = {}, deploy?: string): Promise<Response> {
  const request = new Request(`${SITE}/api/saved-searches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const response = await remember(await savedSearches(request, context(deploy)));
  await Promise.all(background);
  return response;
}

const page = async (url: string, init: RequestInit = {}, deploy?: string) =>
  remember(await alertPages(new Request(url, init), context(deploy)));

/** The manage link of an owner's record as it is stored, issued at `now`. */
const manageUrl = async (owner: string, now = new Date()) =>
  manageLink(SECRET, SITE, owner, (await readOwner(alerts(), owner))!, now);
/** The unsubscribe links of an owner's search as the alert pass makes them, issued at `now`. */
const unsubscribeUrls = async (owner: string, id: string, now = new Date()) =>
  unsubscribeLinks(SECRET, SITE, owner, id, (await readOwner(alerts(), owner))!, now);

/** The Confirm button's POST: same-site, form-encoded, empty. */
const press = (url: string, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
  page(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

const valid = (email: string, search = 'location=newport&type=Condo&sort=price-asc&page=2') => ({
  email,
  frequency: 'daily',
  consent: true,
  search,
});

/** The confirmation links the SMTP server received for an address. */
const confirmLinks = (email: string) =>
  smtp.received
    .filter(({ recipients }) => recipients.includes(email))
    .map(({ mail }) => /https:\/\/\S+\/alerts\/confirm\?token=[\w.%-]+/.exec(mail.text ?? '')?.[0] ?? '');

/** Headers of a page with a token in its URL: the static pages' security headers, no-store, no Referer. */
function expectTokenPageHeaders(response: Response): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    if (name !== 'Referrer-Policy') expect(response.headers.get(name), name).toBe(value);
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('cache-control')).toBe('no-store');
}

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.stop());
beforeEach(async () => {
  blobs = await startLocalBlobs();
  background = [];
  seen = [];
  smtp.received.length = 0;
  vi.stubEnv('SMTP_URL', smtp.url);
  vi.stubEnv('ALERTS_SECRET', '');
  // The local server's signal: these functions run as `npm start` runs them.
  vi.stubEnv(DEVELOPMENT_SECRET_SIGNAL, 'allow');
  vi.stubEnv('LEADS_WEBHOOK_URL', '');
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await blobs.stop();
});

describe('saving a search and confirming it', () => {
  it('sends a confirmation e-mail whose link turns the search on; no answer shows the address', async () => {
    const email = 'ann.lee@example.com';
    const response = await save(valid('  Ann.Lee@Example.com '));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({
      accepted: true,
      search: { name: 'Condos in Newport, RI', query: 'location=newport&type=Condo' },
    });
    expect(smtp.received).toHaveLength(1);
    const [{ mail, recipients }] = smtp.received as [(typeof smtp.received)[0]];
    expect(recipients).toEqual([email]);
    expect(mail.subject).toContain('Condos in Newport, RI');
    expect(mail.text).toContain('expires in 7 days');
    const [link] = confirmLinks(email);
    expect(link).toMatch(/^https:\/\/www\.example\.test\/alerts\/confirm\?token=/);
    expect(link).not.toContain('example.com');

    const owner = await ownerId(SECRET, email);
    expect((await readOwner(alerts(), owner))?.searches).toMatchObject([{ state: 'pending' }]);
    expect(await readIndex(alerts())).toEqual([]);

    // Opening the link (as a mail scanner does) only shows the Confirm button: nothing changes.
    const shown = await page(link!);
    expect(shown.status).toBe(200);
    expectTokenPageHeaders(shown);
    const form = await shown.text();
    expect(form).toContain('Confirm your alert');
    const action = /<form[^>]* action="([^"]+)" method="post"/.exec(form)?.[1]?.replaceAll('&amp;', '&');
    expect(action).toBe(new URL(link!).pathname + new URL(link!).search);
    const head = await page(link!, { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);
    expect((await readOwner(alerts(), owner))?.searches).toMatchObject([{ state: 'pending', confirmedAt: null }]);
    expect(await readIndex(alerts())).toEqual([]);
    // A cross-site post changes nothing either.
    expect((await press(`${SITE}${action!}`, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await readOwner(alerts(), owner))?.searches).toMatchObject([{ state: 'pending' }]);

    const confirmed = await press(`${SITE}${action!}`);
    expect(confirmed.status).toBe(200);
    expectTokenPageHeaders(confirmed);
    const html = await confirmed.text();
    expect(html).toContain('Your alert is on');
    expect(html).toContain('Condos in Newport, RI');
    expect(html).toContain('Manage your alerts');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    const record = await readOwner(alerts(), owner);
    expect(record?.searches).toMatchObject([{ state: 'active', confirmedAt: expect.any(String) }]);
    expect(await readIndex(alerts())).toMatchObject([
      { owner, query: 'location=newport&type=Condo', frequency: 'daily' },
    ]);
    // Confirming twice is harmless; the link then says the alert is on.
    expect((await press(link!)).status).toBe(200);
    expect(await (await page(link!)).text()).toContain('Your alert is on');
    for (const text of seen) expect(text.toLowerCase()).not.toContain('ann.lee');
  });

  it('refuses tampered, malformed and expired links and a deleted search with clear 4xx pages', async () => {
    await save(valid('bo@example.com'));
    const [link] = confirmLinks('bo@example.com') as [string];
    const token = new URL(link).searchParams.get('token')!;
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await page(`${SITE}/alerts/confirm?token=${tampered}`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('This link is not valid');
    expect((await page(`${SITE}/alerts/confirm?token=nonsense`)).status).toBe(400);
    expect((await page(`${SITE}/alerts/confirm`)).status).toBe(400);
    const head = await page(`${SITE}/alerts/confirm?token=nonsense`, { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([400, '']);
    expect((await press(`${SITE}/alerts/confirm?token=nonsense`)).status).toBe(400);
    expect((await page(`${SITE}/alerts/confirm?token=nonsense`, { method: 'PUT' })).status).toBe(405);

    const owner = await ownerId(SECRET, 'bo@example.com');
    const search = (await readOwner(alerts(), owner))!.searches[0]!;
    const old = await signToken(SECRET, { purpose: 'confirm', owner, search: search.id, expires: 1_000 });
    const expired = await page(`${SITE}/alerts/confirm?token=${old}`);
    expect(expired.status).toBe(410);
    expectTokenPageHeaders(expired);
    expect(await expired.text()).toContain('save the search again');

    const gone = await signToken(SECRET, { purpose: 'confirm', owner, search: 'no-such-search' });
    expect((await page(`${SITE}/alerts/confirm?token=${gone}`)).status).toBe(404);
    // A manage token is no confirm token.
    const manage = new URL(await manageUrl(owner)).searchParams.get('token')!;
    expect((await page(`${SITE}/alerts/confirm?token=${manage}`)).status).toBe(400);
  });

  it(`sends no confirmation past ${MAX_UNCONFIRMED} unconfirmed searches, stores the 4th, answers alike`, async () => {
    const email = 'cy@example.com';
    const searches = ['location=newport', 'location=bristol', 'location=westerly', 'location=jamestown'];
    const answers = [];
    for (const search of searches) answers.push(await save(valid(email, search)));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202]);
    expect(confirmLinks(email)).toHaveLength(3);
    const record = await readOwner(alerts(), await ownerId(SECRET, email));
    expect(record?.searches.map((search) => search.state)).toEqual(['pending', 'pending', 'pending', 'pending']);
    expect(record?.searches[3]?.confirmationSentAt).toBeNull();

    // A repeat adds nothing, sends nothing (within the hour) and answers exactly as the first time.
    const first = await (await save(valid('dee@example.com', 'location=newport'))).text();
    const repeat = await save(valid('dee@example.com', 'location=newport'));
    expect(repeat.status).toBe(202);
    expect(await repeat.text()).toBe(first);
    expect(confirmLinks('dee@example.com')).toHaveLength(1);
    expect((await readOwner(alerts(), await ownerId(SECRET, 'dee@example.com')))?.searches).toHaveLength(1);
  });

  it(`caps confirmation e-mails per mailbox (${MAILBOX_CAP.limit} a day, its +tag and Gmail dot variants together)`, async () => {
    const variants = Array.from({ length: MAILBOX_CAP.limit + 2 }, (_, i) =>
      i % 2 ? `rae.moss+${i}@gmail.com` : `r.ae.m.oss+${i}@googlemail.com`,
    );
    const answers = new Set<string>();
    for (const email of variants) answers.add(await (await save(valid(email))).text());
    // Every answer is the same accepted one: the cap tells nothing about the address.
    expect([...answers]).toHaveLength(1);
    expect(smtp.received).toHaveLength(MAILBOX_CAP.limit);
    // The newsletter shares the cap: its confirmation to the same mailbox does not go either.
    const subscribed = await subscribe(
      new Request(`${SITE}/api/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'raemoss+news@gmail.com' }),
      }),
      context(),
    );
    while (background.length > 0) await Promise.all(background.splice(0));
    expect(subscribed.status).toBe(202);
    expect(smtp.received).toHaveLength(MAILBOX_CAP.limit);
    // Past the cap the search is stored, marked unsent, so a later save sends its confirmation.
    const last = await readOwner(alerts(), await ownerId(SECRET, variants.at(-1)!));
    expect(last?.searches).toMatchObject([{ state: 'pending', confirmationSentAt: null }]);
    await save(valid('other@example.com'));
    expect(smtp.received).toHaveLength(MAILBOX_CAP.limit + 1);
  });

  it(`caps confirmation e-mails per client IP (${CLIENT_IP_CAP.limit} a day)`, async () => {
    const fromIp = async (email: string, ip: string) => {
      const request = new Request(`${SITE}/api/saved-searches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(valid(email)),
      });
      const response = await savedSearches(request, { ...context(), ip });
      await Promise.all(background);
      return response;
    };
    const answers = new Set<string>();
    for (let i = 0; i <= CLIENT_IP_CAP.limit; i += 1)
      answers.add(await (await fromIp(`buyer${i}@example.com`, '203.0.113.9')).text());
    expect([...answers]).toHaveLength(1);
    expect(smtp.received).toHaveLength(CLIENT_IP_CAP.limit);
    expect((await fromIp('neighbour@example.com', '198.51.100.4')).status).toBe(202);
    expect(smtp.received).toHaveLength(CLIENT_IP_CAP.limit + 1);
  }, 60_000);

  it('answers 400 with the field messages, 403 cross-site, 503 with alerts off or the store down', async () => {
    const invalid = await save({ email: 'nope', frequency: 'hourly', consent: false, search: '' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      fields: {
        email: 'Valid email is required',
        frequency: SAVED_SEARCH_MESSAGES.frequency,
        consent: SAVED_SEARCH_MESSAGES.consent,
      },
    });
    expect((await save(valid('eve@example.com'), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    // A bot's post is answered as a person's, and nothing is stored.
    expect((await save({ ...valid('bot@example.com'), website: 'http://spam.example' })).status).toBe(202);
    expect((await alerts().list()).blobs).toEqual([]);

    const off = await save(valid('eve@example.com'), {}, 'production');
    expect(off.status).toBe(503);
    expect(await off.json()).toEqual({ error: ALERTS_OFF_MESSAGE });
    // Fail closed: without the local server's signal, a context missing its deploy picks no development secret.
    vi.stubEnv(DEVELOPMENT_SECRET_SIGNAL, '');
    expect((await save(valid('eve@example.com'))).status).toBe(503);
    expect((await page(`${SITE}/alerts/manage?token=abc.def`)).status).toBe(503);
    vi.stubEnv(DEVELOPMENT_SECRET_SIGNAL, 'allow');
    expect((await alerts().list()).blobs).toEqual([]);

    await blobs.stop();
    const down = await save(valid('eve@example.com'));
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ error: SAVE_UNAVAILABLE });
    blobs = await startLocalBlobs();
  });
});

describe('pending searches expire', () => {
  it('a pending search whose link lapsed blocks nothing: hidden at once, dropped on the next write', async () => {
    const email = 'pat@example.com';
    const owner = await ownerId(SECRET, email);
    const old = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString();
    const lapsed = ['location=newport', 'location=bristol', 'location=westerly'].map((query, index) =>
      savedSearchRecord(`lapsed-${index}`, old, query, { state: 'pending' }),
    );
    const active = savedSearchRecord('active', old, 'location=jamestown');
    await alerts().setJSON(ownerKey(owner), {
      email,
      createdAt: old,
      searches: [...lapsed, active],
      alertsToday: { day: '', count: 0 },
    });
    const link = await manageUrl(owner);
    const html = await (await page(link)).text();
    expect(html).toContain('Homes in Jamestown, RI');
    expect(html).not.toContain('Homes in Newport, RI');

    // Any write drops them: here the manage page's pause.
    await page(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pause&search=active',
    });
    expect((await readOwner(alerts(), owner))?.searches.map((search) => search.id)).toEqual(['active']);

    // And a new search gets its confirmation: the three lapsed ones no longer count.
    await save(valid(email, 'location=tiverton'));
    expect(confirmLinks(email)).toHaveLength(1);
  });
});

describe('the form without JavaScript', () => {
  const form = (body: string, headers: Record<string, string> = {}) =>
    savedSearches(
      new Request(`${SITE}/api/saved-searches`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
      }),
      context(),
    );

  it('shows the form for the search, and 303s to the check-your-inbox page once saved', async () => {
    const shown = await page(`${SITE}/alerts/save?location=newport&sort=price-asc&page=3`);
    expect(shown.status).toBe(200);
    expectTokenPageHeaders(shown);
    const html = await shown.text();
    expect(html).toContain('Homes in Newport, RI');
    expect(html).toMatch(/name="search" value="location=newport"/);
    expect(html).not.toMatch(/name="consent"[^>]*checked/);

    const response = await form('email=fay%40example.com&frequency=weekly&consent=on&search=location%3Dnewport');
    await Promise.all(background);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(CHECK_INBOX_PAGE);
    expect(confirmLinks('fay@example.com')).toHaveLength(1);
  });

  it('shows the form again with what was typed and the messages (400), and keeps it through an outage (503)', async () => {
    const refused = await form('email=fay%40example&frequency=weekly&search=location%3Dnewport');
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('Your search was not saved');
    expect(html).toContain(SAVED_SEARCH_MESSAGES.consent);
    expect(html).toMatch(/value="fay@example"/);
    expect(html).toMatch(/<option value="weekly" selected/);
    expect(html).toContain('<title>Error: Save this search');

    expect((await form('email=a%40b.co', { origin: 'https://elsewhere.example' })).status).toBe(403);
    // The form page sends no Referer, so its post carries Origin: null; only Sec-Fetch-Site vouches for it.
    expect((await form('email=a%40b.co', { origin: 'null' })).status).toBe(403);
    expect((await form('email=a%40b.co', { origin: 'null', 'sec-fetch-site': 'same-origin' })).status).toBe(400);
    await blobs.stop();
    const down = await form('email=gus%40example.com&frequency=daily&consent=on&search=');
    expect(down.status).toBe(503);
    const kept = await down.text();
    expect(kept).toContain(SAVE_UNAVAILABLE);
    expect(kept).toMatch(/value="gus@example.com"/);
    blobs = await startLocalBlobs();
  });
});

/** Saves and confirms a search for `email`; its owner and search id. */
async function activeSearch(email: string, search = 'location=newport') {
  await save(valid(email, search));
  const links = confirmLinks(email);
  await press(links[links.length - 1]!);
  const owner = await ownerId(SECRET, email);
  const record = await readOwner(alerts(), owner);
  return { owner, id: record!.searches[record!.searches.length - 1]!.id };
}

describe('unsubscribing', () => {
  it('one-click POST from a mail provider removes the search at once; again is harmless', async () => {
    const { owner, id } = await activeSearch('hal@example.com');
    const { oneClick, page: visible } = await unsubscribeUrls(owner, id);
    const oneClickPost = () =>
      alertsUnsubscribe(
        new Request(oneClick, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: 'https://mail.provider.example',
            'sec-fetch-site': 'cross-site',
          },
          body: 'List-Unsubscribe=One-Click',
        }),
        context(),
      );
    const shown = await page(visible);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toMatch(/action="\/api\/alerts\/unsubscribe\?token=[^"]+" method="post"/);
    const response = await oneClickPost();
    expect(response.status).toBe(200);
    expect((await readOwner(alerts(), owner))?.searches).toEqual([]);
    expect(await readIndex(alerts())).toEqual([]);
    expect((await oneClickPost()).status).toBe(200);
    const tampered = await alertsUnsubscribe(
      new Request(`${oneClick}x`, { method: 'POST', body: 'List-Unsubscribe=One-Click' }),
      context(),
    );
    expect(tampered.status).toBe(400);
  });

  it("the page's button unsubscribes and answers with a page", async () => {
    const { owner, id } = await activeSearch('ida@example.com');
    const { oneClick } = await unsubscribeUrls(owner, id);
    const response = await alertsUnsubscribe(
      new Request(oneClick, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'from=page',
      }),
      context(),
    );
    expect(response.status).toBe(200);
    expectTokenPageHeaders(response);
    expect(await response.text()).toContain('You are unsubscribed');
    expect((await readOwner(alerts(), owner))?.searches).toEqual([]);
  });
});

describe('the manage page', () => {
  it('lists the searches with the address masked, and pauses, resumes, changes, deletes (303 back)', async () => {
    const { owner, id } = await activeSearch('jo@example.com');
    await activeSearch('jo@example.com', 'location=bristol&beds=3');
    const link = await manageUrl(owner);
    const shown = await page(link);
    expect(shown.status).toBe(200);
    expectTokenPageHeaders(shown);
    const html = await shown.text();
    const head = await page(link, { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);
    expect(html).toContain('j•••@example.com');
    expect(html).toContain('Homes in Newport, RI');
    expect(html).toContain('href="/properties?location=newport"');

    const act = async (body: string) => {
      const response = await page(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      expect(response.status).toBe(303);
      return new URL(response.headers.get('location')!, SITE).searchParams.get('done');
    };
    const state = async () => (await readOwner(alerts(), owner))?.searches.find((s) => s.id === id);
    expect(await act(`action=pause&search=${id}`)).toBe('paused');
    expect(await state()).toMatchObject({ state: 'paused' });
    expect((await readIndex(alerts())).map((entry) => entry.search)).not.toContain(id);
    expect(await (await page(`${link}&done=paused`)).text()).toContain('The alert is paused.');
    expect(await act(`action=resume&search=${id}`)).toBe('resumed');
    expect(await act(`action=frequency&search=${id}&frequency=instant`)).toBe('frequency');
    expect(await state()).toMatchObject({ state: 'active', frequency: 'instant' });
    expect(await act(`action=delete&search=${id}`)).toBe('deleted');
    expect(await state()).toBeUndefined();
    expect(await act(`action=pause&search=${id}`)).toBe('unknown');

    await getStore({ name: 'subscribers', consistency: 'strong' }).setJSON(owner, { email: 'jo@example.com' });
    const deleted = await page(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=delete-all',
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.text()).toContain('Everything is deleted');
    expect(await readOwner(alerts(), owner)).toBeNull();
    expect(await getStore({ name: 'subscribers', consistency: 'strong' }).get(owner)).toBeNull();
    expect(await readIndex(alerts())).toEqual([]);
    for (const text of seen) expect(text).not.toContain('jo@example.com');
  });

  it('manage and unsubscribe links work for a year, and stop working after "delete everything"', async () => {
    const { owner, id } = await activeSearch('lea@example.com');
    const yearAgo = new Date(Date.now() - 366 * 24 * 3600 * 1000);
    const expired = await page(await manageUrl(owner, yearAgo));
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('work for a year');
    const oneClick = async (url: string) =>
      alertsUnsubscribe(new Request(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' }), context());
    expect((await oneClick((await unsubscribeUrls(owner, id, yearAgo)).oneClick)).status).toBe(410);
    // A link made before links expired (no expiry, no epoch) is too old as well.
    const legacy = await signToken(SECRET, { purpose: 'manage', owner });
    expect((await page(`${SITE}/alerts/manage?token=${legacy}`)).status).toBe(410);
    expect((await readOwner(alerts(), owner))?.searches).toHaveLength(1);
    // An unsubscribe link from then still unsubscribes by one click: it is in e-mails already sent.
    const before = await activeSearch('max@example.com');
    const legacyUnsubscribe = await signToken(SECRET, {
      purpose: 'unsubscribe',
      owner: before.owner,
      search: before.id,
    });
    expect((await oneClick(`${SITE}${UNSUBSCRIBE_API_PATH}?token=${legacyUnsubscribe}`)).status).toBe(200);
    expect((await readOwner(alerts(), before.owner))?.searches).toEqual([]);

    // Within the year, RFC 8058 one-click works; the manage link too, until everything is deleted.
    const link = await manageUrl(owner, new Date(Date.now() - 300 * 24 * 3600 * 1000));
    const second = await activeSearch('lea@example.com', 'location=bristol');
    const links = await unsubscribeUrls(owner, second.id);
    expect((await oneClick((await unsubscribeUrls(owner, id)).oneClick)).status).toBe(200);
    expect((await readOwner(alerts(), owner))?.searches.map((search) => search.id)).toEqual([second.id]);
    const deleteAll = await page(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=delete-all',
    });
    expect(deleteAll.status).toBe(200);
    // The address saves again: a new record, and the old links stay dead.
    const again = await activeSearch('lea@example.com', 'location=bristol');
    expect((await page(link)).status).toBe(410);
    expect((await page(links.page)).status).toBe(410);
    expect((await oneClick(links.oneClick)).status).toBe(410);
    expect((await readOwner(alerts(), owner))?.searches.map((search) => search.id)).toEqual([again.id]);
    expect((await page(await manageUrl(owner))).status).toBe(200);
  });

  it('refuses a cross-site post and a bad token', async () => {
    const { owner } = await activeSearch('kim@example.com');
    const link = await manageUrl(owner);
    const response = await page(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: 'action=delete-all',
    });
    expect(response.status).toBe(403);
    expect(await readOwner(alerts(), owner)).not.toBeNull();
    expect((await page(`${SITE}/alerts/manage?token=abc.def`)).status).toBe(400);
  });

  it('says alerts are off (503) without the secret on Netlify', async () => {
    const response = await page(`${SITE}/alerts/manage?token=abc.def`, {}, 'production');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain(ALERTS_OFF_MESSAGE);
  });
});
