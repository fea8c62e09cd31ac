import { getStore } from '@netlify/blobs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import inquiries, { config } from '#netlify/functions/inquiries.mts';
import { SOURCE_PAGE_HEADER } from '#src/lib/api.ts';
import { readAllInquiries } from '#src/features/leads/export.server.ts';
import { handleInquiry, STORE_UNAVAILABLE } from '#src/features/leads/inquiries.server.ts';
import type { CreateOnlyStore } from '#src/features/mail/records.server.ts';
import { MAX_BODY_BYTES } from '#src/lib/server/body.ts';
import { HONEYPOT_FIELD, storedInquirySchema } from '#src/schemas/inquiry.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';

const URL = 'http://localhost:8888/api/inquiries';
const valid = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '(401) 555-0100',
  interestType: 'Selling a Property',
  message: 'Please call me about listing my home.',
};

function post(body: BodyInit | null, headers: Record<string, string> = {}): Promise<Response> {
  return inquiries(
    new Request(URL, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }),
  );
}
const store = () => getStore({ name: 'inquiries', consistency: 'strong' });
const count = async () => (await store().list()).blobs.length;

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(() => blobs.stop());

describe('POST /api/inquiries', () => {
  it('stores the inquiry under a new ULID with receivedAt and the page, and answers 201 with the id', async () => {
    const before = Date.now();
    const response = await post(JSON.stringify(valid), { [SOURCE_PAGE_HEADER]: '/properties/12?ref=x' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    const stored = storedInquirySchema.parse(await store().get(id, { type: 'json' }));
    expect(stored).toEqual({ ...valid, id, receivedAt: stored.receivedAt, page: '/properties/12' });
    expect(Date.parse(stored.receivedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each<[string, Record<string, string>, string | null]>([
    ['a same-site Referer', { referer: 'http://localhost:8888/contact#form' }, '/contact'],
    ['a foreign Referer', { referer: 'https://elsewhere.example/contact' }, null],
    ['no Referer', {}, null],
    ['a header that is not a site path', { [SOURCE_PAGE_HEADER]: '//evil.example/x' }, null],
    ['a header that normalises off-site', { [SOURCE_PAGE_HEADER]: '/.//evil.example' }, null],
    ['a header with a backslash', { [SOURCE_PAGE_HEADER]: '/\\evil.example' }, null],
    ['a header with dot segments', { [SOURCE_PAGE_HEADER]: '/sell/../contact' }, '/contact'],
    ['a same-site Referer whose path leaves the site', { referer: 'http://localhost:8888/.//evil.example/x' }, null],
    ['a same-site Referer with a double slash', { referer: 'http://localhost:8888//evil.example/x' }, null],
  ])('takes the page from %s', async (_name, headers, page) => {
    const response = await post(JSON.stringify(valid), headers);
    const { id } = (await response.json()) as { id: string };
    expect(((await store().get(id, { type: 'json' })) as { page: unknown }).page).toBe(page);
  });

  it('stores only the payload fields', async () => {
    const response = await post(
      JSON.stringify({ ...valid, consent: true, admin: true, id: 'mine', receivedAt: 'then' }),
    );
    const { id } = (await response.json()) as { id: string };
    const stored = (await store().get(id, { type: 'json' })) as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual([
      'delivery',
      'email',
      'id',
      'interestType',
      'message',
      'name',
      'page',
      'phone',
      'receivedAt',
    ]);
    expect(stored['id']).toBe(id);
    expect(stored['receivedAt']).not.toBe('then');
  });

  it('answers 400 naming every invalid field, in the table order, with the spec messages', async () => {
    const response = await post(JSON.stringify({ name: 'Al', email: 'nope', phone: '123', message: 'short' }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(Object.entries(body.fields)).toEqual([
      ['name', 'Full name is required'],
      ['email', 'Valid email is required'],
      ['phone', 'Valid phone number is required'],
      ['message', 'Message must be at least 10 characters long'],
    ]);
    expect(body.error).toMatch(/name: .*; email: .*; phone: .*; message: /);
  });

  it.each(['[]', '"text"', 'null', '42'])('answers 400 for the JSON value %s', async (body) => {
    expect((await post(body)).status).toBe(400);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('refuses %s with 405 and Allow: POST', async (method) => {
    const response = await inquiries(new Request(URL, { method }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('answers 400 with a message per field for values over our length limits, and stores nothing', async () => {
    const before = await count();
    const response = await post(
      JSON.stringify({
        name: 'n'.repeat(101),
        email: `${'e'.repeat(250)}@example.com`,
        phone: '+1 (401) 555-0100 ext. 12',
        interestType: 'i'.repeat(61),
        message: 'm'.repeat(5001),
      }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: unknown }).fields).toEqual({
      name: 'Full name must be at most 100 characters',
      email: 'Email must be at most 254 characters',
      phone: 'Phone number must be at most 32 digits, spaces or + ( ) . - characters',
      interestType: 'Interest type must be at most 60 characters',
      message: 'Message must be at most 5,000 characters',
    });
    expect(await count()).toBe(before);
  });

  // A form-encoded body is a form sent without JavaScript, answered with pages (inquiries-form.test.ts).
  it('answers 415 for a body that is neither JSON nor form-encoded', async () => {
    const form = await inquiries(
      new Request(URL, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnn\r\n--x--',
      }),
    );
    expect(form.status).toBe(415);
    const none = await inquiries(new Request(URL, { method: 'POST', body: JSON.stringify(valid) }));
    expect(none.status).toBe(415);
    const broken = await post('{"name": "Ann"');
    expect(broken.status).toBe(415);
    expect(await broken.json()).toMatchObject({ error: expect.stringMatching(/JSON/) });
  });

  it('answers 413 for a body over 16 KB, whether or not it declares its length', async () => {
    const big = JSON.stringify({ ...valid, message: 'x'.repeat(MAX_BODY_BYTES) });
    expect((await post(big)).status).toBe(413);
    expect((await post('{}', { 'content-length': String(MAX_BODY_BYTES + 1) })).status).toBe(413);
    // Near the limit within the length limits: 5,000 characters of three bytes each.
    const justUnder = JSON.stringify({ ...valid, message: '€'.repeat(5000) });
    expect(new TextEncoder().encode(justUnder).byteLength).toBeGreaterThan(MAX_BODY_BYTES - 1300);
    expect((await post(justUnder)).status).toBe(201);
  });

  it.each<[string, Record<string, string>, number]>([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }, 403],
    ['a foreign Origin', { origin: 'https://evil.example' }, 403],
    ['a malformed Origin', { origin: 'null' }, 403],
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:8888' }, 201],
    ['no browser headers (a server or curl)', {}, 201],
  ])('%s → %i', async (_name, headers, status) => {
    const response = await post(JSON.stringify(valid), headers);
    expect(response.status).toBe(status);
    if (status === 403) expect(await response.json()).toMatchObject({ error: expect.stringMatching(/Cross-site/) });
  });

  it('answers 201 to a bot that fills the honeypot, and stores nothing', async () => {
    const before = await count();
    const response = await post(JSON.stringify({ ...valid, [HONEYPOT_FIELD]: 'https://spam.example' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ id: expect.any(String) });
    const invalidBot = await post(JSON.stringify({ [HONEYPOT_FIELD]: 'x' }));
    expect(invalidBot.status).toBe(201);
    expect(await count()).toBe(before);
  });

  it('answers 503 JSON with a clear message when the store is down', async () => {
    await blobs.stop();
    const response = await post(JSON.stringify(valid));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: STORE_UNAVAILABLE });
    blobs = await startLocalBlobs();
  });

  it('sets Netlify rate limiting per IP and domain', () => {
    expect(config.path).toBe('/api/inquiries');
    expect(config.rateLimit).toMatchObject({ aggregateBy: ['ip', 'domain'], windowSize: 60 });
    expect(config.rateLimit?.windowLimit).toBeGreaterThan(0);
  });
});

describe('never overwriting', () => {
  const request = () =>
    new Request(URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(valid) });

  it('writes with onlyIfNew and takes a new key when one is taken', async () => {
    const writes: [string, unknown][] = [];
    const taken = new Set(['A']);
    const fake: CreateOnlyStore = {
      async setJSON(key, _data, options) {
        writes.push([key, options]);
        return { modified: !taken.has(key) };
      },
    };
    const ids = ['A', 'B'];
    const response = await handleInquiry(request(), { openStore: () => fake, newId: () => ids.shift() ?? 'Z' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 'B' });
    expect(writes).toEqual([
      ['A', { onlyIfNew: true }],
      ['B', { onlyIfNew: true }],
    ]);
  });

  it('answers 503 rather than overwrite when no free key is found', async () => {
    const fake: CreateOnlyStore = { setJSON: async () => ({ modified: false }) };
    const response = await handleInquiry(request(), { openStore: () => fake, newId: () => 'same' });
    expect(response.status).toBe(503);
  });

  it('answers 503 when opening the store throws', async () => {
    const response = await handleInquiry(request(), {
      openStore: () => {
        throw new Error('MissingBlobsEnvironmentError');
      },
    });
    expect(response.status).toBe(503);
  });
});

describe('robustness (fast-check)', () => {
  const field = fc.oneof(
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string()),
    fc.object(),
  );
  const inquiryLike = fc.record(
    {
      name: field,
      email: fc.oneof(fc.emailAddress(), field),
      phone: field,
      interestType: field,
      message: field,
      website: fc.oneof(fc.constant(''), field),
    },
    { requiredKeys: [] },
  );
  const body = fc.oneof(
    inquiryLike.map((value) => JSON.stringify(value)),
    fc.json(),
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.uint8Array({ maxLength: 2048 }).map((bytes) => new TextDecoder().decode(bytes)),
    fc.string({ minLength: 16_000, maxLength: 17_000 }),
  );
  const contentType = fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/vnd.api+json',
    '',
    'multipart/form-data',
  );
  const method = fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT', 'OPTIONS');

  it('1,000 random and malformed requests never get a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(body, contentType, method, async (text, type, verb) => {
        const init: RequestInit = { method: verb, headers: type ? { 'content-type': type } : {} };
        if (verb !== 'GET') init.body = text;
        const response = await inquiries(new Request(URL, init));
        expect(response.status).toBeLessThan(500);
        expect(response.headers.get('content-type')).toMatch(/application\/json/);
      }),
      { numRuns: 1000 },
    );
  }, 120_000);
});

describe('durability in process', () => {
  it('2,000 inquiries, 100 at a time, are all stored once with unique ids', async () => {
    await blobs.stop();
    blobs = await startLocalBlobs();
    const ids: string[] = [];
    for (let batch = 0; batch < 20; batch += 1) {
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, index) =>
          post(JSON.stringify({ ...valid, message: `Durability inquiry ${batch * 100 + index}` })),
        ),
      );
      for (const response of responses) {
        expect(response.status).toBe(201);
        ids.push(((await response.json()) as { id: string }).id);
      }
    }
    expect(new Set(ids).size).toBe(2000);
    const { inquiries: stored, skipped } = await readAllInquiries(store(), 100);
    expect(skipped).toEqual([]);
    expect(stored.map((inquiry) => inquiry.id).sort()).toEqual([...ids].sort());
    expect(new Set(stored.map((inquiry) => ('message' in inquiry ? inquiry.message : null))).size).toBe(2000);
  }, 180_000);
});
