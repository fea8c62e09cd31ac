// A valuation request sent from a page in Portuguese, against the local Blobs server: without JavaScript it lands
// on the Portuguese thank-you page, or comes back on the Portuguese form page with its messages in Portuguese; the
// town pages and the thank-you page answer from the built page of the path's language; the office's e-mail stays
// English and says which language the visitor wrote from.
import { getStore } from '@netlify/blobs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import inquiries from '#netlify/functions/inquiries.mts';
import { config as townConfig } from '#netlify/functions/valuation-town-page.mts';
import { config as thankYouConfig } from '#netlify/functions/valuation-thank-you.mts';
import { handleInquiryForm, type InquiryFormDeps } from '#src/features/leads/inquiry-form.server.ts';
import { LEAD_FORM_REGION, VALUATION_COMPARABLES_REGION } from '#src/features/leads/lead-pages.ts';
import { composeLeadEmail } from '#src/features/leads/lead-message.tsx';
import { renderValuationTownPage } from '#src/features/leads/valuation-town-page.server.ts';
import { renderValuationThankYou } from '#src/features/leads/valuation-thank-you.server.ts';
import { STORE_UNAVAILABLE } from '#src/features/leads/inquiries.server.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { storedInquirySchema } from '#src/schemas/inquiry.ts';
import type { Locale } from '#src/schemas/locale.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { VALID_VALUATION } from '#tests/helpers/valuation.ts';

const ORIGIN = 'http://localhost:8888';
const pt = JSON.parse(readFileSync(join(import.meta.dirname, '../../messages/pt.json'), 'utf8')) as Record<
  string,
  string
>;

/** The valuation form as a browser without JavaScript posts it from `page`. */
function valuationPost(fields: Record<string, string>, page: string, extra: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}/api/inquiries?form=valuation`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, referer: `${ORIGIN}${page}` },
    body: new URLSearchParams({ ...fields, ...extra }).toString(),
  });
}
const validFields = (changes: Record<string, string> = {}) => ({
  ...(Object.fromEntries(
    Object.entries({ ...VALID_VALUATION, ...changes }).filter(([name]) => name !== 'consent'),
  ) as Record<string, string>),
  consent: 'on',
});

/** The built form pages stand in as these templates; each records that it was asked for. */
const asked: string[] = [];
const template = (lang: string, heading: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${heading} | Flagship</title></head><body><main id="main"><h1>${heading}</h1>${LEAD_FORM_REGION.start}<form>empty</form>${LEAD_FORM_REGION.end}</main></body></html>`;
async function fetchPage(url: URL): Promise<Response> {
  asked.push(url.pathname);
  if (url.pathname === '/home-valuation') return new Response(template('en', 'Get Your Free Home Valuation'));
  if (url.pathname === '/pt/home-valuation') return new Response(template('pt', pt['valuation_title'] ?? ''));
  return new Response('', { status: 404 });
}

const store = () => getStore({ name: 'inquiries', consistency: 'strong' });
const count = async () => (await store().list()).blobs.length;
const deps = (changes: Partial<InquiryFormDeps> = {}): InquiryFormDeps => ({ openStore: store, fetchPage, ...changes });
const newest = async () => {
  const keys = (await store().list()).blobs.map((blob) => blob.key).sort();
  return storedInquirySchema.parse(await store().get(keys.at(-1) ?? '', { type: 'json' }));
};

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(() => blobs.stop());

describe('a valuation request sent from /pt without JavaScript', () => {
  it('is stored, then lands on the Portuguese thank-you page naming the home', async () => {
    const response = await inquiries(valuationPost(validFields({ beds: '4' }), '/pt/home-valuation'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      '/pt/home-valuation/thank-you?town=newport&type=single-family&beds=4',
    );
    const stored = await newest();
    expect(stored).toMatchObject({ interestType: 'Home Valuation', page: '/pt/home-valuation' });
    // The request the office reads stays in English.
    expect(stored.message.split('\n')[0]).toBe('Home valuation request');
    expect(stored.message).toContain('Property type: Single-Family Home');
  });

  it('from a Portuguese page with the dialog’s opener (its hidden field), lands in Portuguese too', async () => {
    const response = await inquiries(
      valuationPost(validFields({ state: 'MA' }), '/api/inquiries?form=valuation', { sourcePage: '/pt/sell' }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/pt/home-valuation/thank-you');
    expect((await newest()).page).toBe('/pt/sell');
  });

  it('sends a bot that fills the honeypot to the Portuguese thank-you page, storing nothing', async () => {
    const before = await count();
    const response = await inquiries(valuationPost(validFields(), '/pt/contact', { website: 'https://spam.example' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/pt/home-valuation/thank-you');
    expect(await count()).toBe(before);
  });

  it('comes back on the Portuguese form page, its problems, labels and button in Portuguese', async () => {
    asked.length = 0;
    const response = await handleInquiryForm(
      valuationPost({ fullName: 'Ann Lee', city: 'Newport', notes: 'x'.repeat(2001) }, '/pt/sell-your-home'),
      deps(),
    );
    expect(response.status).toBe(400);
    expect(asked).toEqual(['/pt/home-valuation']);
    const html = await response.text();
    expect(html).toContain(`<h1>${pt['valuation_title']}</h1>`);
    expect(html).toContain(`<title>Error: ${pt['valuation_title']} | Flagship</title>`);
    const summary = /<div id="lead-form-problem"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
    expect(summary).toContain(`>${pt['valuation_check_fields']}</h2>`);
    const listed = [...summary.matchAll(/<a href="#([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => [match[1], match[2]]);
    expect(listed).toEqual([
      ['valuation-form-email', pt['form_error_email']],
      ['valuation-form-phone', pt['form_error_phone']],
      ['valuation-form-addressLine1', pt['valuation_error_address']],
      ['valuation-form-zip', pt['valuation_error_zip']],
      ['valuation-form-propertyType', pt['valuation_error_property_type']],
      ['valuation-form-timeline', pt['valuation_error_timeline']],
      // A bound names the field by its Portuguese label, its number as Intl writes it in Portuguese.
      [
        'valuation-form-notes',
        `O campo «${pt['valuation_notes']}» não pode ter mais de ${new Intl.NumberFormat('pt').format(2000)} caracteres`,
      ],
      ['valuation-form-consent', pt['form_error_consent']],
    ]);
    for (const key of ['valuation_group_address', 'valuation_street', 'valuation_type_condo', 'valuation_submit'])
      expect(html, key).toContain(pt[key]);
    for (const english of ['Property address is required', 'Street Address', 'Request Valuation', 'Your request'])
      expect(html, english).not.toContain(english);
    expect(html).toMatch(/id="valuation-form-city"[^>]*value="Newport"/);
    // The next post still names the first page, so it stays in Portuguese.
    expect(html).toContain('name="sourcePage" value="/pt/sell-your-home"');
  });

  it('says in Portuguese when the store cannot take it', async () => {
    const response = await handleInquiryForm(
      valuationPost(validFields(), '/pt/home-valuation'),
      deps({
        openStore: () => {
          throw new Error('down');
        },
      }),
    );
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain(pt['valuation_not_sent']);
    expect(html).toContain(pt['form_store_unavailable']);
    expect(html).not.toContain(STORE_UNAVAILABLE);
  });

  it('reaches the office in English, saying the visitor wrote from the Portuguese site', async () => {
    await inquiries(valuationPost(validFields(), '/pt/home-valuation'));
    const email = composeLeadEmail(await newest(), {
      siteUrl: 'https://www.example.test',
      leadsEmail: 'leads@example.test',
      listing: null,
      advisor: null,
    });
    expect(email.text).toContain('The visitor wrote from the Portuguese site.');
    expect(email.text).toContain('Home valuation request');
  });
});

describe("the valuation form's pages in every language", () => {
  it('are the functions’ in every language, the thank-you page left to its own', () => {
    expect(townConfig.path).toEqual([
      '/home-valuation/:town',
      '/es/home-valuation/:town',
      '/pt/home-valuation/:town',
      '/fr/home-valuation/:town',
    ]);
    expect(townConfig.excludedPath).toEqual(thankYouConfig.path);
  });

  it('/pt/home-valuation/{town} is the Portuguese form page with the town filled in', async () => {
    const read: Locale[] = [];
    const response = await renderValuationTownPage(new Request(`${ORIGIN}/pt/home-valuation/east-greenwich`), {
      page: async (locale) => {
        read.push(locale);
        return template(locale, pt['valuation_title'] ?? '');
      },
      notFoundPage: async () => 'not found',
    });
    expect(response.status).toBe(200);
    expect(read).toEqual(['pt']);
    const html = await response.text();
    expect(html).toMatch(/<input[^>]*name="city"[^>]*value="East Greenwich"/);
    expect(html).toContain(pt['valuation_street']);
    expect(html).toContain(`>${pt['valuation_submit']}</button>`);
    expect(html).not.toContain('Error:');
    expect(
      (
        await renderValuationTownPage(new Request(`${ORIGIN}/pt/home-valuation/atlantis`), {
          page: async () => '',
          notFoundPage: async () => 'not found',
        })
      ).status,
    ).toBe(404);
  });

  it('/pt/home-valuation/thank-you answers from the Portuguese page', async () => {
    const read: Locale[] = [];
    const page = `<!doctype html><html lang="pt"><body><h1>${pt['valuation_sent_title']}</h1>${VALUATION_COMPARABLES_REGION.start}${VALUATION_COMPARABLES_REGION.end}</body></html>`;
    const response = await renderValuationThankYou(new Request(`${ORIGIN}/pt/home-valuation/thank-you`), {
      page: async (locale) => {
        read.push(locale);
        return page;
      },
      market: openStore('market'),
      soldDisplay: 'aggregate',
    });
    expect(response.status).toBe(200);
    expect(read).toEqual(['pt']);
    expect(await response.text()).toContain(`<h1>${pt['valuation_sent_title']}</h1>`);
  });
});
