// POST /api/showings (JSON from the island, form-encoded without JavaScript) and GET /showings/requested,
// against the local Blobs server on a fake clock: the slot is checked when the request arrives (daylight
// saving, the lead time, a blackout date, a home under contract, a slot that has passed), a request is a lead
// of type "showing" in the store "inquiries", and the same request twice in a day is one lead.
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import showingsFunction, { config } from '#netlify/functions/showings.mts';
import rateLimitedFunction, { config as rateLimitedConfig } from '#netlify/functions/showings-rate-limited.mts';
import { config as inquiriesConfig } from '#netlify/functions/inquiries.mts';
import { readAllInquiries } from '#src/features/leads/export.server.ts';
import { STORE_UNAVAILABLE } from '#src/features/leads/inquiries.server.ts';
import { handleRequestedPage } from '#src/features/showings/requested-page.server.ts';
import {
  handleShowingForm,
  showingRateLimited,
  type ShowingFormDeps,
} from '#src/features/showings/showing-form.server.ts';
import { SHOWING_FORM_REGION, SHOWING_NOTICE_REGION } from '#src/features/showings/showing-pages.ts';
import { dedupeKey, handleShowingRequest, type ShowingDeps } from '#src/features/showings/showing-requests.server.ts';
import { showingDays, type ShowingListing } from '#src/features/showings/slots.ts';
import { SOURCE_PAGE_HEADER } from '#src/lib/api.ts';
import { RATE_LIMITED_ERROR } from '#src/lib/forms/notices.ts';
import { PAGE_HEAD_REGION } from '#src/lib/page-head.ts';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import { propertySchema } from '#src/schemas/property.ts';
import { storedShowingRequestSchema } from '#src/schemas/showing-request.ts';
import { showingSettingsSchema } from '#src/schemas/showing-settings.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { unescapeHtml } from '#tests/helpers/html-text.ts';
import { expectUncachedPage } from '#tests/helpers/page-headers.ts';

const ORIGIN = 'http://localhost:8888';
const SITE = 'https://www.example.test';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Hours of the tests' own, so that an edit of data/site/site.en.json never changes what they expect. */
const settings = showingSettingsSchema.parse({
  hours: [
    ...(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const).map((day) => ({
      day,
      open: '10:00',
      close: '17:00',
    })),
    { day: 'Sunday', open: '12:00', close: '16:00' },
  ],
  blackoutDates: [{ date: '2026-12-25', name: 'Christmas Day' }],
});

const LISTINGS = new Map<number, ShowingListing>([
  [101, { status: 'Available', onMarketDate: undefined }],
  [102, { status: 'Under Contract', onMarketDate: undefined }],
  [103, { status: 'Sold', onMarketDate: undefined }],
]);

/** Thursday, December 3, 2026, 8:00 AM in Rhode Island. */
const THURSDAY = new Date('2026-12-03T13:00:00Z');
/** Saturday, December 5, 2026, 10:00 AM EST. */
const SATURDAY_10 = '2026-12-05T15:00:00.000Z';
const visitor = { name: 'Grace Hopper', email: 'grace@example.com', phone: '(401) 555-0100' };
const request = { listingId: 101, start: SATURDAY_10, mode: 'in-person', ...visitor, note: 'We have a dog.' };

let now: Date;
let storeDown = false;
const asked: string[] = [];

const noticeTemplate = `<!doctype html><html lang="en"><head>${PAGE_HEAD_REGION.start}<title>Showing Requested | Flagship</title>${PAGE_HEAD_REGION.end}</head><body><main id="main">${SHOWING_NOTICE_REGION.start}<h1>Showing Requested</h1>${SHOWING_NOTICE_REGION.end}</main></body></html>`;
const listingPage = `<!doctype html><html lang="en"><head><title>Harbor House | Flagship</title></head><body><main id="main"><h1>Harbor House</h1><section>${SHOWING_FORM_REGION.start}<astro-island>the island</astro-island>${SHOWING_FORM_REGION.end}</section></main></body></html>`;

const store = () => getStore({ name: 'inquiries', consistency: 'strong' });
const markers = () => getStore({ name: 'showing-requests', consistency: 'strong' });
const count = async () => (await store().list()).blobs.length;

function deps(changes: Partial<ShowingFormDeps> = {}): ShowingFormDeps {
  return {
    openStore: () => {
      if (storeDown) throw new Error('Blobs is down');
      return store();
    },
    openMarkers: () => markers(),
    findListing: (id) => Promise.resolve(LISTINGS.get(id) ?? null),
    settings,
    now: () => now,
    template: () => Promise.resolve(noticeTemplate),
    siteUrl: SITE,
    fetchPage: (url) => {
      asked.push(url.pathname);
      return Promise.resolve(
        url.pathname === '/properties/101' ? new Response(listingPage) : new Response('', { status: 404 }),
      );
    },
    ...changes,
  };
}

function postJson(body: object, headers: Record<string, string> = {}, changes: Partial<ShowingDeps> = {}) {
  return handleShowingRequest(
    new Request(`${ORIGIN}/api/showings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SOURCE_PAGE_HEADER]: '/properties/101', ...headers },
      body: JSON.stringify(body),
    }),
    deps(changes),
  );
}

const FORM = 'application/x-www-form-urlencoded';
function postForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return handleShowingForm(
    new Request(`${ORIGIN}/api/showings`, {
      method: 'POST',
      headers: { 'content-type': FORM, origin: ORIGIN, referer: `${ORIGIN}/properties/101`, ...headers },
      body: new URLSearchParams(fields).toString(),
    }),
    deps(),
  );
}
const formFields = {
  listingId: '101',
  day: '2026-12-05',
  start: SATURDAY_10,
  mode: 'video',
  ...visitor,
  note: '',
  consent: 'on',
  website: '',
};

async function stored(id: string) {
  return storedShowingRequestSchema.parse(await store().get(id, { type: 'json' }));
}

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(() => blobs.stop());
beforeEach(() => {
  now = THURSDAY;
  storeDown = false;
  asked.length = 0;
});

describe('POST /api/showings (JSON)', () => {
  it('stores a lead of type "showing" with the slot as offered, and answers 201 with its id and start', async () => {
    const response = await postJson({ ...request, email: 'first@example.com' });
    expect(response.status).toBe(201);
    const { id, start } = (await response.json()) as { id: string; start: string };
    expect(start).toBe(SATURDAY_10);
    expect(await stored(id)).toEqual({
      id,
      type: 'showing',
      receivedAt: THURSDAY.toISOString(),
      page: '/properties/101',
      ...visitor,
      email: 'first@example.com',
      note: 'We have a dog.',
      showing: { listingId: 101, start: SATURDAY_10, end: '2026-12-05T15:45:00.000Z', mode: 'in-person' },
    });
  });

  it('takes a start written with its offset as the same slot, stored in UTC', async () => {
    const response = await postJson({ ...request, email: 'offset@example.com', start: '2026-12-05T10:00:00-05:00' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await stored(id)).showing.start).toBe(SATURDAY_10);
  });

  it('refuses a slot that has passed since the page was made, naming it', async () => {
    now = new Date('2026-12-05T16:00:00Z'); // Saturday, 11:00 AM
    const response = await postJson({ ...request, email: 'late@example.com' });
    expect(response.status).toBe(400);
    const message = 'Saturday, December 5 at 10:00 AM is no longer available. Please choose another time.';
    expect(await response.json()).toEqual({ error: message, fields: { start: message } });
  });

  it('refuses a slot inside the lead time, and takes the first one after it', async () => {
    now = new Date('2026-12-04T15:30:00Z'); // Friday, 10:30 AM: Saturday 10:00 is 23.5 hours ahead
    expect((await postJson({ ...request, email: 'soon@example.com' })).status).toBe(400);
    // 10:45 AM is 24.25 hours ahead.
    const later = await postJson({ ...request, email: 'soon@example.com', start: '2026-12-05T15:45:00.000Z' });
    expect(later.status).toBe(201);
  });

  it('refuses a time that is not a slot (between two), and one on a blackout date', async () => {
    expect((await postJson({ ...request, start: '2026-12-05T15:10:00.000Z' })).status).toBe(400);
    now = new Date('2026-12-21T15:00:00Z');
    const christmas = await postJson({ ...request, start: '2026-12-25T15:00:00.000Z' });
    expect(christmas.status).toBe(400);
    expect(((await christmas.json()) as { error: string }).error).toBe(
      'Friday, December 25 at 10:00 AM is no longer available. Please choose another time.',
    );
    expect((await postJson({ ...request, email: 'eve@example.com', start: '2026-12-24T15:00:00.000Z' })).status).toBe(
      201,
    );
  });

  it('keeps to the office clock across the change to daylight saving time', async () => {
    now = new Date('2027-03-11T17:00:00Z'); // Thursday before the change (Sunday, March 14)
    // Saturday 10:00 AM EST is 15:00 UTC; Monday 10:00 AM EDT is 14:00 UTC.
    expect((await postJson({ ...request, email: 'dst@example.com', start: '2027-03-13T15:00:00Z' })).status).toBe(201);
    const monday = await postJson({ ...request, email: 'dst@example.com', start: '2027-03-15T14:00:00Z' });
    expect(monday.status).toBe(201);
    expect((await stored(((await monday.json()) as { id: string }).id)).showing.end).toBe('2027-03-15T14:45:00.000Z');
    // 15:00 UTC on Monday is 11:00 AM EDT, which is not a slot (10:00, 10:45, 11:30 ...).
    expect((await postJson({ ...request, email: 'dst@example.com', start: '2027-03-15T15:00:00Z' })).status).toBe(400);
  });

  it('offers no showing of a home under contract or sold (409), nor of an unknown one (404)', async () => {
    const before = await count();
    const contract = await postJson({ ...request, listingId: 102 });
    expect(contract.status).toBe(409);
    expect(await contract.json()).toEqual({ error: 'This home is no longer offered for showings' });
    expect((await postJson({ ...request, listingId: 103 })).status).toBe(409);
    expect((await postJson({ ...request, listingId: 999 })).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it("applies the inquiry form's rules and limits, with the field messages", async () => {
    const response = await postJson({ ...request, name: 'Al', note: 'x'.repeat(5001), mode: 'drive-by' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      mode: 'Please choose in person or by video call',
      name: 'Full name is required',
      note: 'Note must be at most 5,000 characters',
    });
  });

  it('counts the same address, listing and slot within a day as one lead', async () => {
    const first = await postJson({ ...request, email: 'twice@example.com' });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    const before = await count();
    now = new Date(THURSDAY.getTime() + 2 * HOUR);
    const again = await postJson({ ...request, email: ' Twice@Example.com ', note: 'Sent again' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(id);
    expect(await count()).toBe(before);
    // Another slot, another listing's or another address's is another lead.
    expect((await postJson({ ...request, email: 'twice@example.com', start: '2026-12-05T15:45:00.000Z' })).status).toBe(
      201,
    );
    expect((await postJson({ ...request, email: 'other@example.com' })).status).toBe(201);
    expect(await count()).toBe(before + 2);
  });

  it('counts the same request a day later as a new lead', async () => {
    now = new Date('2026-12-01T13:00:00Z');
    const first = await postJson({ ...request, email: 'daylater@example.com', start: '2026-12-07T15:00:00.000Z' });
    expect(first.status).toBe(201);
    now = new Date(now.getTime() + DAY + 1000);
    const again = await postJson({ ...request, email: 'daylater@example.com', start: '2026-12-07T15:00:00.000Z' });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).not.toBe(((await first.json()) as { id: string }).id);
  });

  it('keys the marker by a hash of the request, never by the address', async () => {
    await postJson({ ...request, email: 'hashed@example.com' });
    const key = dedupeKey('hashed@example.com', 101, SATURDAY_10);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await markers().getMetadata(key)).not.toBeNull();
    const { blobs: keys } = await markers().list();
    expect(keys.some(({ key: name }) => name.includes('@'))).toBe(false);
  });

  it('answers 503 and stores nothing when the store is down; the retry is not taken for a duplicate', async () => {
    storeDown = true;
    const down = await postJson({ ...request, email: 'retry@example.com' });
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ error: STORE_UNAVAILABLE });
    expect(await markers().getMetadata(dedupeKey('retry@example.com', 101, SATURDAY_10))).toBeNull();
    storeDown = false;
    expect((await postJson({ ...request, email: 'retry@example.com' })).status).toBe(201);
  });

  it('tells a bot it succeeded and stores nothing', async () => {
    const before = await count();
    const response = await postJson({ ...request, website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(await count()).toBe(before);
  });

  it('refuses a cross-site request', async () => {
    expect((await postJson(request, { origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('POST /api/showings (form without JavaScript)', () => {
  it('answers 303 to the page naming the slot, and stores what the JSON path stores', async () => {
    const response = await postForm({ ...formFields, email: 'form@example.com' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/showings/requested?listing=101&start=${encodeURIComponent(SATURDAY_10)}`,
    );
    const { blobs: list } = await store().list();
    const records = await Promise.all(list.map(({ key }) => stored(key)));
    expect(records.find((record) => record.email === 'form@example.com')).toMatchObject({
      type: 'showing',
      page: '/properties/101',
      note: '',
      showing: { listingId: 101, start: SATURDAY_10, end: '2026-12-05T15:45:00.000Z', mode: 'video' },
    });
  });

  it('refuses a slot that has passed: the listing page again, the message at the time, what was typed kept', async () => {
    now = new Date('2026-12-05T16:00:00Z');
    const typed = '"><b>Grace</b>';
    const response = await postForm({ ...formFields, name: typed, note: 'Any morning' });
    expect(response.status).toBe(400);
    expect(asked).toEqual(['/properties/101']);
    const html = await response.text();
    expect(html).toContain('<title>Error: Harbor House | Flagship</title>');
    expect(html).not.toContain('the island');
    expect(unescapeHtml(html)).toContain(
      'Saturday, December 5 at 10:00 AM is no longer available. Please choose another time.',
    );
    expect(html).not.toContain('<b>Grace</b>');
    expect(unescapeHtml(html)).toContain(`value="${typed}"`);
    expect(html).toContain('Any morning</textarea>');
    // The times of now: 10:00 AM on Saturday is gone.
    expect(html).not.toContain(`value="${SATURDAY_10}"`);
    expectUncachedPage(response);
  });

  it('refuses a time left picked on a day the visitor moved away from', async () => {
    const response = await postForm({ ...formFields, day: '2026-12-07' });
    expect(response.status).toBe(400);
    expect(unescapeHtml(await response.text())).toContain('Please choose a time on Monday, December 7');
  });

  it('lists every message of an invalid form, and shows the day that was picked', async () => {
    const response = await postForm({ listingId: '101', day: '2026-12-08', mode: 'in-person', name: '', email: 'x' });
    expect(response.status).toBe(400);
    const html = unescapeHtml(await response.text());
    for (const message of [
      'Please choose a time',
      'Full name is required',
      'Valid email is required',
      'Valid phone number is required',
      'You must consent to submit the form',
    ])
      expect(html).toContain(message);
    const pickedDay = html.match(/<input type="radio"[^>]*name="day"[^>]*>/g)?.filter((tag) => tag.includes('checked'));
    expect(pickedDay).toEqual([expect.stringContaining('value="2026-12-08"')]);
  });

  it('keeps what was typed when the store is down (503)', async () => {
    storeDown = true;
    const response = await postForm({ ...formFields, email: 'down@example.com', note: 'Kept' });
    expect(response.status).toBe(503);
    const html = unescapeHtml(await response.text());
    expect(html).toContain(STORE_UNAVAILABLE);
    expect(html).toContain('value="down@example.com"');
    expect(html).toContain('Kept</textarea>');
  });

  it('says a home under contract offers no showing, on a page with the way back to it', async () => {
    const response = await postForm({ ...formFields, listingId: '102' });
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain('<title>Error: Your request was not sent');
    expect(html).toContain('This home is no longer offered for showings');
    expect(html).toContain('href="/properties/102"');
    expect(html).toContain('noindex');
  });

  it('shows a bot the thank-you page and stores nothing; refuses a cross-site post', async () => {
    const before = await count();
    const bot = await postForm({ ...formFields, website: 'spam' });
    expect(bot.status).toBe(303);
    expect(await count()).toBe(before);
    expect((await postForm(formFields, { origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('the staff export', () => {
  it('reads showing requests beside the inquiries, none skipped', async () => {
    await postJson({ ...request, email: 'export@example.com' });
    const { inquiries, skipped } = await readAllInquiries(store());
    expect(skipped).toEqual([]);
    expect(inquiries.find((lead) => lead.email === 'export@example.com')).toMatchObject({ type: 'showing' });
  });
});

describe('the rate limit', () => {
  it('is the inquiries limit, rewritten to a 429 as a page for a form post and as JSON for the island', async () => {
    expect(config.rateLimit).toEqual({ ...inquiriesConfig.rateLimit, to: rateLimitedConfig.path });
    const json = await showingRateLimited(
      new Request(`${ORIGIN}/api/showings/rate-limited`, { method: 'POST' }),
      deps(),
    );
    expect(json.status).toBe(429);
    expect(await json.json()).toEqual({ error: RATE_LIMITED_ERROR });
    const page = await showingRateLimited(
      new Request(`${ORIGIN}/api/showings/rate-limited`, {
        method: 'POST',
        headers: { 'content-type': FORM, referer: `${ORIGIN}/properties/101` },
        body: 'listingId=101',
      }),
      deps(),
    );
    expect(page.status).toBe(429);
    expect(page.headers.get('retry-after')).toBe('60');
    expect(await page.text()).toContain('href="/properties/101"');
    expect(typeof rateLimitedFunction).toBe('function');
  });
});

describe('GET /showings/requested', () => {
  it('names the slot requested, noindex and uncached, with the static pages\u2019 security headers', async () => {
    const response = await handleRequestedPage(
      new Request(`${ORIGIN}/showings/requested?listing=101&start=${encodeURIComponent(SATURDAY_10)}`),
      deps(),
    );
    expect(response.status).toBe(200);
    const html = unescapeHtml(await response.text());
    expect(html).toContain(
      'We received your request for Saturday, December 5 at 10:00 AM. Your advisor will confirm by phone or e-mail.',
    );
    expect(html).toContain('href="/properties/101"');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expectUncachedPage(response);
  });

  it.each(['', '?listing=101', '?listing=abc&start=2026-12-05T15:00:00Z', '?listing=101&start=<script>'])(
    'refuses %j with 400',
    async (query) => {
      const response = await handleRequestedPage(new Request(`${ORIGIN}/showings/requested${query}`), deps());
      expect(response.status).toBe(400);
      expect(await response.text()).not.toContain('<script>');
    },
  );
});

describe('the function with the real wiring', () => {
  it('stores a request for the first slot an office listing offers now, by the settings in data/site/site.en.json', async () => {
    const listings = (await readListingFiles()).map((file) => propertySchema.parse(file));
    const listing = listings.find((candidate) => showingDays(candidate, siteSettings().showings, new Date()).length);
    // No listing with a slot in the next two weeks (all sold, or every day a blackout date): nothing to request.
    if (!listing) return;
    const [day] = showingDays(listing, siteSettings().showings, new Date());
    const response = await showingsFunction(
      new Request(`${ORIGIN}/api/showings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({
          ...request,
          listingId: listing.id,
          email: 'wired@example.com',
          start: day!.slots[0]!.start,
        }),
      }),
    );
    expect(response.status).toBe(201);
  });
});
