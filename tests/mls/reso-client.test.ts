// The RESO client against the fixture MLS over real HTTP: paging to the end through @odata.nextLink, its
// pace, Retry-After, token renewal, retries of failed pages, gzip, and errors that keep the secret out.
import { createServer } from 'node:http';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { listingKeyOf, type ResoRecord } from '#scripts/mls-fixture/inventory.ts';
import {
  startResoFixture,
  type RequestLog,
  type ResoFixture,
  type ResoFixtureOptions,
} from '#scripts/mls-fixture/server.ts';
import {
  createResoClient,
  ResoRequestError,
  type ResoClientDeps,
  type ResoQuery,
} from '#src/features/mls/reso-client.server.ts';
import { readResoSettings, type ResoSettings } from '#src/features/mls/reso-settings.ts';

let fixture: ResoFixture | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

async function start(options: ResoFixtureOptions = {}): Promise<ResoFixture> {
  fixture = await startResoFixture({ count: 300, rateLimitPerSecond: null, ...options });
  return fixture;
}

function settingsFor(server: ResoFixture, requestsPerSecond: number, secret = server.clientSecret): ResoSettings {
  return {
    baseUrl: server.baseUrl,
    tokenUrl: server.tokenUrl,
    clientId: server.clientId,
    clientSecret: secret,
    requestsPerSecond,
  };
}

async function readAll(server: ResoFixture, query: ResoQuery, requestsPerSecond = 50, deps: ResoClientDeps = {}) {
  const client = createResoClient(settingsFor(server, requestsPerSecond), { random: () => 0, ...deps });
  const records: ResoRecord[] = [];
  for await (const page of client.pages('Property', query)) records.push(...(page.records as ResoRecord[]));
  return { client, records };
}

const propertyRequests = (log: readonly RequestLog[]) => log.filter((entry) => entry.path.endsWith('/Property'));
const tokenRequests = (log: readonly RequestLog[]) => log.filter((entry) => entry.path === '/oauth2/token');

/** Every listing once: the keys read equal the fixture's. */
function expectEveryListingOnce(server: ResoFixture, records: readonly ResoRecord[]) {
  const keys = records.map(listingKeyOf);
  expect(new Set(keys).size).toBe(keys.length);
  expect([...keys].sort()).toEqual(server.control.keys());
}

describe('paging', () => {
  it('follows @odata.nextLink to the end, never sends $skip, and asks for gzip', async () => {
    const server = await start();
    const { client, records } = await readAll(server, {
      expand: 'Media',
      orderby: 'ModificationTimestamp asc,ListingKey asc',
      filter: "ModificationTimestamp gt 2000-01-01T00:00:00Z and StandardStatus ne 'Nothing'",
      top: 70,
    });
    expectEveryListingOnce(server, records);
    const pages = propertyRequests(server.requests);
    expect(pages).toHaveLength(Math.ceil(300 / 70));
    for (const entry of pages) {
      expect(Object.keys(entry.query)).not.toContain('$skip');
      expect(entry.query['$top']).toBe('70');
      expect(entry.query['$expand']).toBe('Media');
      expect(entry).toMatchObject({ status: 200, gzip: true, authorization: true });
      expect(entry.acceptEncoding).toMatch(/gzip/);
    }
    expect(tokenRequests(server.requests)).toHaveLength(1);
    expect(client.requestCount).toBe(server.requests.length);
  });

  it('caps $top at 1000, sends $select and $count-free queries as given', async () => {
    const server = await start({ maxTop: 5000 });
    const { records } = await readAll(server, { select: ['ListingKey', 'ListPrice'], top: 5000 });
    expect(propertyRequests(server.requests)[0]?.query).toEqual({ $select: 'ListingKey,ListPrice', $top: '1000' });
    expect(Object.keys(records[0] ?? {}).sort()).toEqual(['ListPrice', 'ListingKey']);
  });

  it('reads a 10,000-listing feed in pages of 1,000 with Media', async () => {
    const server = await start({ count: 10_000 });
    const started = performance.now();
    const { records } = await readAll(server, { expand: 'Media', orderby: 'ModificationTimestamp asc,ListingKey asc' });
    expect(records).toHaveLength(10_000);
    expect(propertyRequests(server.requests)).toHaveLength(10);
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('retries a page that failed with a 500 or a reset connection, without losing or repeating listings', async () => {
    const server = await start();
    server.control.failPage(2, 500);
    expectEveryListingOnce(server, (await readAll(server, { top: 100 })).records);
    server.control.failPage(3, 'reset');
    expectEveryListingOnce(server, (await readAll(server, { top: 100 })).records);
    const statuses = server.requests.map((entry) => entry.status);
    expect(statuses).toContain(500);
    expect(statuses).toContain(0);
  });
});

describe('politeness', () => {
  it('keeps to its requests a second, token request included', async () => {
    const server = await start();
    const rate = 10;
    // When each request leaves the client: what the pacing promises. The server's arrival times also hold
    // how long its own event loop, busy with the test, took to read each request.
    const sent: number[] = [];
    const { client } = await readAll(server, { top: 25, select: ['ListingKey'] }, rate, {
      fetch: (input, init) => {
        sent.push(Date.now());
        return fetch(input, init);
      },
    });
    expect(server.requests.length).toBe(client.requestCount);
    expect(sent.length).toBe(client.requestCount);
    expect(sent.length).toBeGreaterThan(rate + 1);
    // Any `rate + 1` consecutive requests span at least a second, however late a sleeping request woke.
    for (let i = 0; i + rate < sent.length; i += 1) expect(sent[i + rate]! - sent[i]!).toBeGreaterThanOrEqual(1000);
  });

  it('never trips the provider’s rate limit at the default pace', async () => {
    const server = await start({ rateLimitPerSecond: 5 });
    const settings = readResoSettings({
      RESO_BASE_URL: server.baseUrl,
      RESO_TOKEN_URL: server.tokenUrl,
      RESO_CLIENT_ID: server.clientId,
      RESO_CLIENT_SECRET: server.clientSecret,
    });
    if (settings === null || 'problems' in settings) throw new Error('settings expected');
    const client = createResoClient(settings);
    let count = 0;
    for await (const page of client.pages('Property', { top: 100 })) count += page.records.length;
    expect(count).toBe(300);
    expect(server.requests.filter((entry) => entry.status === 429)).toEqual([]);
  });

  it('waits as Retry-After says after a 429, then succeeds', async () => {
    const server = await start();
    await readAll(server, { top: 1000 });
    server.requests.length = 0;
    server.control.failNext(1, 429, '1', 'resource');
    const { records } = await readAll(server, { top: 1000 });
    expect(records).toHaveLength(300);
    const [refused, retried] = propertyRequests(server.requests);
    expect(refused?.status).toBe(429);
    expect(retried?.status).toBe(200);
    expect(retried!.at - refused!.at).toBeGreaterThanOrEqual(990);
  });

  it('backs off after 503s and succeeds', async () => {
    const server = await start();
    server.control.failNext(2, 503, undefined, 'resource');
    const { records } = await readAll(server, { top: 1000 });
    expect(records).toHaveLength(300);
    expect(propertyRequests(server.requests).map((entry) => entry.status)).toEqual([503, 503, 200]);
  });

  it('gives up after a bounded number of tries with an error naming the status', async () => {
    const server = await start();
    server.control.failNext(10, 429, '0', 'resource');
    const failure = await readAll(server, { top: 1000 }, 50, { maxAttempts: 3 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ResoRequestError);
    expect(failure).toMatchObject({ status: 429, attempts: 3 });
    expect((failure as Error).message).toMatch(/answered 429 after 3 tries/);
    expect(propertyRequests(server.requests)).toHaveLength(3);
  });
});

describe('tokens', () => {
  it('renews an expired token once and carries on', async () => {
    const server = await start();
    const client = createResoClient(settingsFor(server, 50));
    const records: ResoRecord[] = [];
    let pages = 0;
    for await (const page of client.pages('Property', { top: 100 })) {
      records.push(...(page.records as ResoRecord[]));
      pages += 1;
      if (pages === 1) server.control.expireTokens();
    }
    expectEveryListingOnce(server, records);
    expect(tokenRequests(server.requests)).toHaveLength(2);
    expect(propertyRequests(server.requests).map((entry) => entry.status)).toEqual([200, 401, 200, 200]);
  });

  it('fails on a second 401 in a row', async () => {
    const server = await start();
    server.control.failNext(10, 401, undefined, 'resource');
    const failure = await readAll(server, { top: 100 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ResoRequestError);
    expect(failure).toMatchObject({ status: 401 });
    expect(propertyRequests(server.requests)).toHaveLength(2);
    expect(tokenRequests(server.requests)).toHaveLength(2);
  });

  it('reports refused credentials without the secret', async () => {
    const server = await start();
    const client = createResoClient(settingsFor(server, 50, 'wrong-secret-value'));
    const failure = await client
      .pages('Property', {})
      .next()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ResoRequestError);
    expect(failure).toMatchObject({ status: 401, url: server.tokenUrl });
    expect(JSON.stringify({ ...(failure as object), message: (failure as Error).message })).not.toContain(
      'wrong-secret-value',
    );
    expect(tokenRequests(server.requests)).toHaveLength(1);
  });
});

describe('a provider that misbehaves', () => {
  it('refuses a nextLink to another host, so the token never leaves the provider', async () => {
    const provider = createServer((request, response) => {
      response.setHeader('Content-Type', 'application/json');
      if (request.url === '/token')
        response.end(JSON.stringify({ access_token: 'abc', token_type: 'Bearer', expires_in: 60 }));
      else
        response.end(
          JSON.stringify({
            value: [{ ListingKey: 'A' }],
            '@odata.nextLink': 'http://elsewhere.test/Property?$skiptoken=x',
          }),
        );
    });
    provider.listen(0, '127.0.0.1');
    await once(provider, 'listening');
    const address = provider.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
    try {
      const client = createResoClient({
        baseUrl: origin,
        tokenUrl: `${origin}/token`,
        clientId: 'a',
        clientSecret: 'b',
        requestsPerSecond: 50,
      });
      const pages = client.pages('Property', {});
      expect((await pages.next()).value).toMatchObject({ records: [{ ListingKey: 'A' }], last: false });
      await expect(pages.next()).rejects.toThrow(/nextLink leaves/);
    } finally {
      provider.close();
    }
  });
});
