// A private showing requested from a listing page in Portuguese: without JavaScript, the answers (the thank-you
// page naming the slot, the listing page again with the form's messages) are in Portuguese, rendered from the
// built pages of that language; the island's JSON refusals name the slot in Portuguese; the office's e-mail
// stays English and says the visitor wrote from the Portuguese site.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { config as requestedConfig } from '#netlify/functions/showing-requested.mts';
import { handleRequestedPage, readShowingTemplate } from '#src/features/showings/requested-page.server.ts';
import { handleShowingForm, type ShowingFormDeps } from '#src/features/showings/showing-form.server.ts';
import { handleShowingRequest } from '#src/features/showings/showing-requests.server.ts';
import { composeShowingEmail } from '#src/features/showings/showing-message.tsx';
import type { ShowingListing } from '#src/features/showings/slots.ts';
import { SOURCE_PAGE_HEADER } from '#src/lib/api.ts';
import { storedShowingRequestSchema } from '#src/schemas/showing-request.ts';
import { showingSettingsSchema } from '#src/schemas/showing-settings.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { unescapeHtml } from '#tests/helpers/html-text.ts';
import { dist } from '#tests/build/html.ts';

const ORIGIN = 'http://localhost:8888';
const SITE = 'https://www.example.test';
/** Office listing 1 has a prebuilt page in every language. */
const LISTING: ShowingListing = { status: 'Available', onMarketDate: undefined };
const settings = showingSettingsSchema.parse({
  hours: [{ day: 'Saturday', open: '10:00', close: '17:00' }],
  blackoutDates: [],
});
/** Thursday, December 3, 2026, 8:00 AM in Rhode Island; the first slot is Saturday at 10:00 AM EST. */
const THURSDAY = new Date('2026-12-03T13:00:00Z');
const SATURDAY_10 = '2026-12-05T15:00:00.000Z';

let now: Date;
let pt: Record<string, string>;
const asked: string[] = [];

const store = () => getStore({ name: 'inquiries', consistency: 'strong' });

const deps = (): ShowingFormDeps => ({
  openStore: () => store(),
  openMarkers: () => getStore({ name: 'showing-requests', consistency: 'strong' }),
  findListing: (id) => Promise.resolve(id === 1 ? LISTING : null),
  settings,
  now: () => now,
  template: readShowingTemplate,
  siteUrl: SITE,
  // The listing page as the build made it.
  fetchPage: async (url) => {
    asked.push(url.pathname);
    return new Response(await readFile(join(dist, `${url.pathname}.html`), 'utf8'));
  },
});

const fields = {
  listingId: '1',
  day: '2026-12-05',
  start: SATURDAY_10,
  mode: 'in-person',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '(401) 555-0100',
  note: '',
  consent: 'on',
  website: '',
};
const postForm = (body: Record<string, string>) =>
  handleShowingForm(
    new Request(`${ORIGIN}/api/showings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        referer: `${ORIGIN}/pt/properties/1`,
      },
      body: new URLSearchParams(body).toString(),
    }),
    deps(),
  );

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
  pt = JSON.parse(await readFile(join(process.cwd(), 'messages/pt.json'), 'utf8')) as Record<string, string>;
});
afterAll(() => blobs.stop());
beforeEach(() => {
  now = THURSDAY;
  asked.length = 0;
});

describe('a showing requested from a listing page in Portuguese', () => {
  it('lands, without JavaScript, on the Portuguese page that names the slot in Portuguese', async () => {
    const response = await postForm(fields);
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe(`/pt/showings/requested?listing=1&start=${encodeURIComponent(SATURDAY_10)}`);
    expect(requestedConfig.path).toContain('/pt/showings/requested');

    const page = await handleRequestedPage(new Request(`${ORIGIN}${location}`), deps());
    expect(page.status).toBe(200);
    const html = unescapeHtml(await page.text());
    expect(html).toMatch(/<html lang="pt">/);
    expect(html).toContain(`<h1 class="text-4xl sm:text-5xl">${pt['listing_showing_requested']}</h1>`);
    expect(html).toContain(
      `Recebemos o pedido para sábado, 5 de dezembro às 10:00. ${pt['listing_showing_will_confirm']}`,
    );
    expect(html).toContain(`href="/pt/properties/1" class="btn-primary">${pt['listing_showing_back_listing']}</a>`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/pt/showings/requested">`);
  });

  it('comes back, with a field left out, as the Portuguese listing page with its messages in Portuguese', async () => {
    const { consent: _unticked, ...withoutConsent } = fields;
    const response = await postForm({ ...withoutConsent, name: '' });
    expect(response.status).toBe(400);
    expect(asked).toEqual(['/pt/properties/1']);
    const html = unescapeHtml(await response.text());
    expect(html).toMatch(/<html lang="pt">/);
    expect(html).toMatch(/<title>Erro: /);
    expect(html).toContain(pt['listing_showing_check_fields']);
    expect(html).toContain(pt['form_error_name']);
    expect(html).toContain(pt['form_error_consent']);
    expect(html).toContain(pt['listing_showing_choose']);
    expect(html).toContain('value="grace@example.com"');
  });

  it("refuses, to the island, a slot that has passed in the page's language, naming it", async () => {
    now = new Date('2026-12-05T16:00:00Z');
    const response = await handleShowingRequest(
      new Request(`${ORIGIN}/api/showings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, [SOURCE_PAGE_HEADER]: '/pt/properties/1' },
        body: JSON.stringify({
          listingId: 1,
          start: SATURDAY_10,
          mode: 'in-person',
          name: fields.name,
          email: fields.email,
          phone: fields.phone,
          note: '',
        }),
      }),
      deps(),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: { start: string } };
    expect(body.fields.start).toBe(
      'O horário de sábado, 5 de dezembro às 10:00 deixou de estar disponível. Escolha outro horário.',
    );
  });

  it('tells the office, in English, that the visitor wrote from the Portuguese site', async () => {
    const request = storedShowingRequestSchema.parse({
      id: '01JTEST',
      type: 'showing',
      receivedAt: '2026-12-03T13:00:00.000Z',
      page: '/pt/properties/1',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '(401) 555-0100',
      note: '',
      showing: { listingId: 1, start: SATURDAY_10, end: '2026-12-05T15:45:00.000Z', mode: 'in-person' },
    });
    const email = composeShowingEmail(request, { siteUrl: SITE, leadsEmail: 'leads@example.test', listing: null });
    expect(email.text).toContain('The visitor wrote from the Portuguese site.');
    expect(email.text).toContain('Saturday, December 5 at 10:00 AM');
  });
});
