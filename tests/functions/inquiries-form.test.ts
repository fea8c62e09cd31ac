// POST /api/inquiries from a form without JavaScript (form-encoded), against the local Blobs server: the
// same record as JSON, 303 to the thank-you pages, and pages for every refusal (inquiry-form.server.ts).
import { getStore } from '@netlify/blobs';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import inquiries from '#netlify/functions/inquiries.mts';
import rateLimitedFunction, { config as rateLimitedConfig } from '#netlify/functions/inquiries-rate-limited.mts';
import { config } from '#netlify/functions/inquiries.mts';
import { SOURCE_PAGE_HEADER } from '#src/lib/api.ts';
import { STORE_UNAVAILABLE } from '#src/features/leads/inquiries.server.ts';
import { handleInquiryForm, rateLimited, type InquiryFormDeps } from '#src/features/leads/inquiry-form.server.ts';
import { LEAD_FORM_REGION } from '#src/features/leads/lead-pages.ts';
import { RATE_LIMITED_ERROR } from '#src/lib/forms/notices.ts';
import { MAX_BODY_BYTES, MAX_FORM_BODY_BYTES } from '#src/lib/server/body.ts';
import { storedInquirySchema } from '#src/schemas/inquiry.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { VALID_VALUATION } from '#tests/helpers/valuation.ts';

const ORIGIN = 'http://localhost:8888';
const FORM = 'application/x-www-form-urlencoded';
const valid = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '(401) 555-0100',
  interestType: 'Selling a Property',
  message: 'Please call me about listing my home.',
};
const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** A browser's form post from a page of this site. */
function formPost(body: string, options: { path?: string; headers?: Record<string, string> } = {}): Request {
  return new Request(`${ORIGIN}${options.path ?? '/api/inquiries'}`, {
    method: 'POST',
    headers: { 'content-type': FORM, origin: ORIGIN, referer: `${ORIGIN}/contact`, ...options.headers },
    body,
  });
}

/** The built form pages stand in as these templates; each records that it was asked for. */
const asked: string[] = [];
const template = (heading: string) =>
  `<!doctype html><html lang="en"><head><title>${heading} | Flagship</title></head><body><header>chrome</header><main id="main"><h1>${heading}</h1>${LEAD_FORM_REGION.start}<form>empty</form>${LEAD_FORM_REGION.end}</main><footer>chrome</footer></body></html>`;
async function fetchPage(url: URL): Promise<Response> {
  asked.push(url.pathname);
  if (url.pathname === '/contact/message') return new Response(template('Send Us a Message'));
  if (url.pathname === '/pt/contact/message') return new Response(template('Envie-nos uma mensagem'));
  if (url.pathname === '/home-valuation') return new Response(template('Get Your Free Home Valuation'));
  return new Response('', { status: 404 });
}

const store = () => getStore({ name: 'inquiries', consistency: 'strong' });
const count = async () => (await store().list()).blobs.length;
const deps = (changes: Partial<InquiryFormDeps> = {}): InquiryFormDeps => ({
  openStore: () => getStore({ name: 'inquiries', consistency: 'strong' }),
  fetchPage,
  ...changes,
});
const newest = async () => {
  const { blobs: list } = await store().list();
  const key =
    list
      .map((blob) => blob.key)
      .sort()
      .at(-1) ?? '';
  return storedInquirySchema.parse(await store().get(key, { type: 'json' }));
};

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(() => blobs.stop());

describe('a form post that is stored', () => {
  it('answers 303 to the thank-you page and stores exactly the record the JSON path stores', async () => {
    const form = await inquiries(formPost(formBody({ ...valid, consent: 'on', website: '' })));
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/contact/thank-you');
    expect(form.headers.get('cache-control')).toBe('no-store');
    expect(form.headers.get('x-content-type-options')).toBe('nosniff');
    const viaForm = (await store().get((await newest()).id, { type: 'json' })) as Record<string, unknown>;

    const json = await inquiries(
      new Request(`${ORIGIN}/api/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SOURCE_PAGE_HEADER]: '/contact' },
        body: JSON.stringify(valid),
      }),
    );
    expect(json.status).toBe(201);
    const { id } = (await json.json()) as { id: string };
    const viaJson = (await store().get(id, { type: 'json' })) as Record<string, unknown>;

    // Same keys, same values, same outbox shape; only the ids and the times differ.
    const comparable = (record: Record<string, unknown>) =>
      JSON.parse(
        JSON.stringify(record, (key, value: unknown) =>
          ['id', 'messageId', 'receivedAt', 'createdAt', 'nextAttemptAt'].includes(key) ? '…' : value,
        ),
      ) as unknown;
    expect(Object.keys(viaForm).sort()).toEqual(Object.keys(viaJson).sort());
    expect(comparable(viaForm)).toEqual(comparable(viaJson));
    expect(storedInquirySchema.parse(viaForm)).toMatchObject({ ...valid, page: '/contact' });
  });

  it('trims what was typed, as the island does before it sends', async () => {
    const response = await inquiries(
      formPost(formBody({ ...valid, name: '  Ann Lee ', email: ' ann@example.com ', consent: 'on' })),
    );
    expect(response.status).toBe(303);
    expect(await newest()).toMatchObject({ name: 'Ann Lee', email: 'ann@example.com' });
  });

  it.each<[string, Record<string, string>, Record<string, string>, string | null]>([
    ['a same-site Referer', {}, {}, '/contact'],
    [
      'the hidden field of a page of messages',
      { referer: `${ORIGIN}/api/inquiries` },
      { sourcePage: '/properties/3' },
      '/properties/3',
    ],
    ['a Referer of the API itself (never a page)', { referer: `${ORIGIN}/api/inquiries` }, {}, null],
    [
      'a hidden field that is not a site path',
      { referer: `${ORIGIN}/api/inquiries` },
      { sourcePage: '//evil.example' },
      null,
    ],
    ['a foreign Referer', { referer: 'https://elsewhere.example/contact' }, {}, null],
  ])('takes the page from %s', async (_name, headers, fields, page) => {
    const response = await inquiries(formPost(formBody({ ...valid, consent: 'on', ...fields }), { headers }));
    expect(response.status).toBe(303);
    expect((await newest()).page).toBe(page);
  });

  it('a valuation request is stored as the dialog sends it, and lands on its thank-you page naming the home', async () => {
    const fields = Object.fromEntries(
      Object.entries({ ...VALID_VALUATION, beds: '4' }).filter(([name]) => name !== 'consent'),
    ) as Record<string, string>;
    const response = await inquiries(
      formPost(formBody({ ...fields, consent: 'on' }), {
        path: '/api/inquiries?form=valuation',
        headers: { referer: `${ORIGIN}/home-valuation` },
      }),
    );
    expect(response.status).toBe(303);
    // The home only (its comparables' query), nothing personal.
    expect(response.headers.get('location')).toBe('/home-valuation/thank-you?town=newport&type=single-family&beds=4');
    const stored = await newest();
    expect(stored).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '(401) 555-0100',
      interestType: 'Home Valuation',
      page: '/home-valuation',
    });
    expect(stored.message.split('\n')).toEqual([
      'Home valuation request',
      'Property address: 12 Ocean Road, Newport, RI 02840',
      'Property type: Single-Family Home',
      'Bedrooms: 4',
      'Selling timeline: 0-3 months',
    ]);
  });
});

describe('a form post that is not stored', () => {
  it('answers 400 with the form page: every message listed and under its field, the values kept and escaped', async () => {
    const before = await count();
    asked.length = 0;
    const response = await handleInquiryForm(
      formPost(
        formBody({
          name: '"><script>alert(1)</script>',
          email: 'nope',
          phone: '401',
          interestType: 'Other',
          message: 'Tell me </textarea><img src=x onerror=alert(2)>',
        }),
      ),
      deps(),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(asked).toEqual(['/contact/message']);
    const html = await response.text();
    // The site's page around it, with its title marked.
    expect(html).toContain('<title>Error: Send Us a Message | Flagship</title>');
    expect(html).toMatch(/<header>chrome<\/header>[\s\S]*<h1>Send Us a Message<\/h1>[\s\S]*<footer>chrome<\/footer>/);
    expect(html).not.toContain('<form>empty</form>');
    // Nothing typed becomes markup.
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('Tell me &lt;/textarea&gt;&lt;img src=x onerror=alert(2)&gt;</textarea>');
    expect(html).toContain('<option value="Other" selected="">');
    // The list at the top links to each field; each field says what is wrong with it.
    const summary = /<div id="lead-form-problem"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
    expect([...summary.matchAll(/<a href="#([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => [match[1], match[2]])).toEqual(
      [
        ['inquiry-form-email', 'Valid email is required'],
        ['inquiry-form-phone', 'Valid phone number is required'],
        ['inquiry-form-consent', 'You must consent to submit the form'],
      ],
    );
    for (const name of ['email', 'phone', 'consent']) {
      expect(html).toMatch(
        new RegExp(`id="inquiry-form-${name}"[^>]*aria-invalid="true" aria-describedby="inquiry-form-${name}-error"`),
      );
      expect(html).toContain(`<p id="inquiry-form-${name}-error" role="alert"`);
    }
    for (const name of ['name', 'message'])
      expect(html).not.toMatch(new RegExp(`id="inquiry-form-${name}"[^>]*aria-invalid`));
    // The next post keeps the page the first came from.
    expect(html).toContain('<input type="hidden" name="sourcePage" value="/contact"/>');
    expect(await count()).toBe(before);
  });

  it('a valuation request comes back on its own page, with its own messages', async () => {
    asked.length = 0;
    const response = await handleInquiryForm(
      formPost(formBody({ fullName: 'Ann Lee', city: 'Newport', notes: 'Corner lot' }), {
        path: '/api/inquiries?form=valuation',
      }),
      deps(),
    );
    expect(response.status).toBe(400);
    expect(asked).toEqual(['/home-valuation']);
    const html = await response.text();
    expect(html).toContain('<title>Error: Get Your Free Home Valuation | Flagship</title>');
    expect(html).toContain('action="/api/inquiries?form=valuation"');
    expect(html).toContain('<a href="#valuation-form-addressLine1"');
    expect(html).toContain('Property address is required');
    expect(html).toMatch(/id="valuation-form-city"[^>]*value="Newport"/);
    expect(html).toContain('Corner lot</textarea>');
    expect(html).toMatch(/id="valuation-form-state"[^>]*value="RI"/);
  });

  it('a bot that fills the honeypot is sent to the thank-you page, and nothing is stored', async () => {
    const before = await count();
    const response = await inquiries(formPost(formBody({ ...valid, consent: 'on', website: 'https://spam.example' })));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact/thank-you');
    const invalidBot = await inquiries(formPost(formBody({ website: 'x' })));
    expect(invalidBot.status).toBe(303);
    expect(await count()).toBe(before);
  });

  it.each<[string, Record<string, string>]>([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
  ])('refuses %s with a 403 page that echoes nothing and links back', async (_name, headers) => {
    const before = await count();
    const response = await handleInquiryForm(
      formPost(formBody({ ...valid, consent: 'on', name: 'Injected Name' }), {
        headers: { ...headers, referer: 'https://evil.example/form' },
      }),
      deps(),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('Cross-site requests are not accepted. Please use the form on our website.');
    expect(html).toContain('<a href="/contact/message"');
    expect(html).not.toContain('Injected Name');
    expect(html).not.toContain('<form');
    expect(await count()).toBe(before);
  });

  it('answers 413 with a page for a body over the limit: raw, declared, or once decoded', async () => {
    const before = await count();
    const rawTooLarge = formBody({ ...valid, consent: 'on', message: '€'.repeat(MAX_FORM_BODY_BYTES / 9 + 10) });
    expect(rawTooLarge.length).toBeGreaterThan(MAX_FORM_BODY_BYTES);
    const decodedTooLarge = formBody({ ...valid, consent: 'on', message: 'x'.repeat(MAX_BODY_BYTES) });
    expect(decodedTooLarge.length).toBeLessThan(MAX_FORM_BODY_BYTES);
    for (const request of [
      formPost(rawTooLarge),
      formPost(decodedTooLarge),
      formPost('name=Ann', { headers: { 'content-length': String(MAX_FORM_BODY_BYTES + 1) } }),
    ]) {
      const response = await handleInquiryForm(request, deps());
      expect(response.status).toBe(413);
      const html = await response.text();
      expect(html).toContain('Please shorten it and send it again.');
      expect(html).toContain('<a href="/contact"');
    }
    expect(await count()).toBe(before);
  });

  it('takes the same text as JSON does: 5,000 characters of three bytes each are accepted', async () => {
    const response = await inquiries(formPost(formBody({ ...valid, consent: 'on', message: '€'.repeat(5000) })));
    expect(response.status).toBe(303);
  });

  it('answers 503 with the form and everything typed when the store is down', async () => {
    await blobs.stop();
    const response = await handleInquiryForm(formPost(formBody({ ...valid, consent: 'on' })), deps());
    blobs = await startLocalBlobs();
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain(STORE_UNAVAILABLE);
    expect(html).toMatch(/id="inquiry-form-name"[^>]*value="Ann Lee"/);
    expect(html).toContain('Please call me about listing my home.</textarea>');
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""/);
    expect(html).toContain('<option value="Selling a Property" selected="">');
  });

  it('without the built page, a bare page still shows the messages and the form', async () => {
    const response = await handleInquiryForm(formPost(formBody({ name: 'Ann Lee' })), {
      ...deps(),
      fetchPage: () => Promise.reject(new Error('offline')),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<title>Error: Please check the form</title>');
    expect(html).toMatch(/id="inquiry-form-name"[^>]*value="Ann Lee"/);
    expect(html).toContain('Valid email is required');
  });
});

describe('rate limiting', () => {
  it('past the limit, Netlify rewrites to inquiries-rate-limited, which answers 429', () => {
    expect(config.rateLimit).toMatchObject({ action: 'rewrite', to: rateLimitedConfig.path });
    expect(config.rateLimit?.windowLimit).toBeGreaterThan(0);
  });

  it('as a page for a form post, with a link back to the page it came from', async () => {
    const response = await rateLimited(formPost(formBody(valid)), fetchPage);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain(RATE_LIMITED_ERROR);
    expect(html).toContain('<a href="/contact"');
  });

  it('as JSON for the islands', async () => {
    const response = await rateLimitedFunction(
      new Request(`${ORIGIN}/api/inquiries/rate-limited`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(valid),
      }),
    );
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: RATE_LIMITED_ERROR });
  });
});

describe('robustness (fast-check)', () => {
  const field = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constant(''), fc.emailAddress());
  const fields = fc.dictionary(
    fc.constantFrom(
      'name',
      'email',
      'phone',
      'interestType',
      'message',
      'consent',
      'fullName',
      'state',
      'website',
      'sourcePage',
      'other',
    ),
    field,
  );
  const body = fc.oneof(
    fields.map((record) => new URLSearchParams(record).toString()),
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.constantFrom('%', '%E0%A4%A', 'a=%ZZ&&&=', '=&=', 'consent'),
  );

  it('300 random and malformed form posts always get a page, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (text, valuation) => {
        const response = await handleInquiryForm(
          formPost(text, { path: valuation ? '/api/inquiries?form=valuation' : '/api/inquiries' }),
          deps(),
        );
        expect([303, 400, 413]).toContain(response.status);
        if (response.status !== 303) expect(response.headers.get('content-type')).toMatch(/text\/html/);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});

describe('a form sent from a page in another language', () => {
  const fromPortuguese = { headers: { referer: `${ORIGIN}/pt` } };
  const pt = JSON.parse(readFileSync(join(import.meta.dirname, '../../messages/pt.json'), 'utf8')) as Record<
    string,
    string
  >;

  it('goes on to the thank-you page in that language, and the record keeps the page', async () => {
    const answer = await inquiries(formPost(formBody({ ...valid, consent: 'on' }), fromPortuguese));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/pt/contact/thank-you');
    expect((await newest()).page).toBe('/pt');
  });

  it('comes back on the form page of that language, its messages and labels in it', async () => {
    asked.length = 0;
    const answer = await handleInquiryForm(
      formPost(formBody({ ...valid, name: 'A', message: 'short' }), fromPortuguese),
      deps(),
    );
    expect(answer.status).toBe(400);
    expect(asked).toEqual(['/pt/contact/message']);
    const html = await answer.text();
    expect(html).toContain('<h1>Envie-nos uma mensagem</h1>');
    for (const key of [
      'form_error_name',
      'form_error_message',
      'form_check_fields',
      'form_full_name',
      'form_send_message',
    ])
      expect(html, key).toContain(pt[key]);
    expect(html).not.toContain('Full name is required');
    // The next post still names the first page, so it stays in Portuguese.
    expect(html).toContain('name="sourcePage" value="/pt"');
  });

  it('says in that language when the store cannot take it', async () => {
    const answer = await handleInquiryForm(
      formPost(formBody({ ...valid, consent: 'on' }), fromPortuguese),
      deps({
        openStore: () => {
          throw new Error('down');
        },
      }),
    );
    expect(answer.status).toBe(503);
    const html = await answer.text();
    expect(html).toContain(pt['form_store_unavailable']);
    expect(html).toContain(pt['form_not_sent']);
  });
});
