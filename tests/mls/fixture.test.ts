// The fixture MLS over HTTP, as the RESO client will meet it: OAuth2, strict query options, paging through
// @odata.nextLink without gaps or overlaps, gzip, media files, data changes and injected faults.
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_OFFICE_MLS_ID,
  generateInventory,
  listingKeyOf,
  mediaOf,
  textOf,
  type ResoRecord,
} from '#scripts/mls-fixture/inventory.ts';
import { startResoFixture, type ResoFixture } from '#scripts/mls-fixture/server.ts';

let fixture: ResoFixture;

beforeAll(async () => {
  fixture = await startResoFixture({ count: 300, rateLimitPerSecond: null });
});
afterAll(() => fixture.close());
afterEach(() => {
  fixture.control.clearFaults();
  fixture.control.setRateLimit(null);
});

async function token(): Promise<string> {
  const response = await fetch(fixture.tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: fixture.clientId,
      client_secret: fixture.clientSecret,
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

interface Page {
  value: ResoRecord[];
  '@odata.nextLink'?: string;
  '@odata.count'?: number;
  error?: { code: string; message: string };
}

async function get(path: string, accessToken: string | null, headers: Record<string, string> = {}) {
  const url = path.startsWith('http') ? path : `${fixture.baseUrl}${path}`;
  const response = await fetch(url, {
    headers: { ...(accessToken === null ? {} : { Authorization: `Bearer ${accessToken}` }), ...headers },
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Page };
}

const query = (options: Record<string, string>) =>
  `/Property?${Object.entries(options)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&')}`;

describe('the token endpoint', () => {
  it('issues a bearer token for client credentials in the body or through HTTP Basic', async () => {
    const basic = Buffer.from(`${fixture.clientId}:${fixture.clientSecret}`).toString('base64');
    const response = await fetch(fixture.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Basic ${basic}` },
      body: 'grant_type=client_credentials',
    });
    const answer = (await response.json()) as { access_token: unknown; token_type: unknown; expires_in: unknown };
    expect(answer).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(typeof answer.access_token).toBe('string');
    expect((await get(query({ $top: '1' }), String(answer.access_token))).status).toBe(200);
    expect((await get(query({ $top: '1' }), await token())).status).toBe(200);
  });

  it('refuses wrong credentials with 401, other grants with 400 and GET with 405', async () => {
    const post = (body: string, contentType = 'application/x-www-form-urlencoded') =>
      fetch(fixture.tokenUrl, { method: 'POST', headers: { 'Content-Type': contentType }, body });
    const wrong = await post(`grant_type=client_credentials&client_id=${fixture.clientId}&client_secret=guess`);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
    expect((await post('grant_type=password&username=a&password=b')).status).toBe(400);
    expect((await post('{"grant_type":"client_credentials"}', 'application/json')).status).toBe(400);
    expect((await fetch(fixture.tokenUrl)).status).toBe(405);
  });
});

describe('the Property resource', () => {
  it('answers 401 without a token, with an unknown one and with an expired one', async () => {
    expect((await get(query({ $top: '1' }), null)).status).toBe(401);
    expect((await get(query({ $top: '1' }), 'made-up')).status).toBe(401);
    const old = await token();
    fixture.control.expireTokens();
    const expired = await get(query({ $top: '1' }), old);
    expect(expired.status).toBe(401);
    expect(expired.body.error?.message).toMatch(/expired/);
    expect((await get(query({ $top: '1' }), await token())).status).toBe(200);
  });

  it('pages through every listing by @odata.nextLink, in order, with no gap and no overlap', async () => {
    const accessToken = await token();
    const options = {
      $filter: "PropertyType ne 'Nothing'",
      $select: 'ListingKey,ModificationTimestamp,ListPrice',
      $expand: 'Media',
      $orderby: 'ModificationTimestamp asc,ListingKey asc',
      $top: '47',
      $count: 'true',
    };
    let next: string | undefined = query(options);
    const seen: ResoRecord[] = [];
    let pages = 0;
    while (next !== undefined) {
      const page = await get(next, accessToken);
      expect(page.status).toBe(200);
      expect(page.body['@odata.count']).toBe(300);
      expect(page.body.value.length).toBeLessThanOrEqual(47);
      seen.push(...page.body.value);
      next = page.body['@odata.nextLink'];
      if (next !== undefined) {
        expect(next.startsWith(`${fixture.baseUrl}/Property?`)).toBe(true);
        const params = new URL(next).searchParams;
        for (const [name, value] of Object.entries(options)) expect(params.get(name)).toBe(value);
        expect(params.get('$skiptoken')).toBeTruthy();
      }
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(300 / 47));
    const keys = seen.map(listingKeyOf);
    expect(new Set(keys).size).toBe(300);
    expect([...keys].sort()).toEqual(fixture.control.keys());
    const order = seen.map((record) => `${textOf(record, 'ModificationTimestamp')} ${listingKeyOf(record)}`);
    expect(order).toEqual([...order].sort());
    expect(Object.keys(seen[0] ?? {}).sort()).toEqual(['ListPrice', 'ListingKey', 'Media', 'ModificationTimestamp']);
    expect(mediaOf(seen[0]).length).toBeGreaterThan(0);
  });

  it('orders by ListingKey when no $orderby is given', async () => {
    const page = await get(query({ $top: '20', $select: 'ListingKey' }), await token());
    expect(page.body.value.map(listingKeyOf)).toEqual(fixture.control.keys().slice(0, 20));
  });

  it('answers a keyset filter on ModificationTimestamp and ListingKey with exactly the later listings', async () => {
    const records = fixture.control.keys().map((key) => fixture.control.get(key)!);
    const stamps = records.map((record) => textOf(record, 'ModificationTimestamp'));
    // A timestamp several listings share (the inventory makes batches), and the first key among them.
    const shared = stamps.find((stamp, index) => stamps.indexOf(stamp) !== index)!;
    const tied = records
      .filter((record) => record['ModificationTimestamp'] === shared)
      .map(listingKeyOf)
      .sort();
    const after = tied[0]!;
    const at = shared.replace('.000Z', 'Z');
    const expected = records
      .filter((record) => {
        const stamp = Date.parse(textOf(record, 'ModificationTimestamp'));
        return stamp > Date.parse(shared) || (stamp === Date.parse(shared) && listingKeyOf(record) > after);
      })
      .map(listingKeyOf)
      .sort();
    const page = await get(
      query({
        $filter: `ModificationTimestamp gt ${at} or (ModificationTimestamp eq ${at} and ListingKey gt '${after}')`,
        $orderby: 'ModificationTimestamp asc,ListingKey asc',
        $select: 'ListingKey',
        $top: '1000',
      }),
      await token(),
    );
    expect(page.status).toBe(200);
    expect(tied.length).toBeGreaterThan(1);
    expect(page.body.value.map(listingKeyOf).sort()).toEqual(expected);
    expect(page.body.value.map(listingKeyOf)).toContain(tied[1]);
  });

  it('refuses $skip, unknown options and fields, other expansions and a $top over the cap, as OData errors', async () => {
    const accessToken = await token();
    const cases: [Record<string, string>, RegExp][] = [
      [{ $skip: '100' }, /\$skip is not supported/],
      [{ $search: 'ocean' }, /Unknown query option '\$search'/],
      [{ $filter: "Town eq 'Newport'" }, /Unknown field 'Town'/],
      [{ $select: 'ListingKey,Price' }, /Unknown field 'Price'/],
      [{ $orderby: 'Price desc' }, /Unknown field 'Price'/],
      [{ $expand: 'OpenHouse' }, /only Media/],
      [{ $expand: 'Media', $top: '1001' }, /\$top must be a whole number from 1 to 1000/],
      [{ $top: '0' }, /\$top/],
      [{ $top: '9000' }, /\$top/],
      [{ $skiptoken: 'forged' }, /skiptoken/],
    ];
    for (const [options, message] of cases) {
      const answer = await get(query(options), accessToken);
      expect(answer.status, JSON.stringify(options)).toBe(400);
      expect(answer.body.error?.code).toBeTruthy();
      expect(answer.body.error?.message).toMatch(message);
    }
    expect((await get(query({ $top: '2000', $select: 'ListingKey' }), accessToken)).body.value).toHaveLength(300);
    expect((await get('/Member', accessToken)).status).toBe(404);
  });

  it('compresses JSON when gzip is accepted, and logs what was asked and served', async () => {
    const accessToken = await token();
    const path = query({ $top: '5', $expand: 'Media' });
    const zipped = await get(path, accessToken, { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.body.value).toHaveLength(5);
    const plain = await get(path, accessToken, { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const [first, second] = fixture.requests.slice(-2);
    expect(first).toMatchObject({
      method: 'GET',
      path: '/reso/odata/Property',
      acceptEncoding: 'gzip',
      gzip: true,
      authorization: true,
      status: 200,
    });
    expect(first?.query).toEqual({ $top: '5', $expand: 'Media' });
    expect(second).toMatchObject({ acceptEncoding: 'identity', gzip: false });
  });
});

describe('changes through control', () => {
  it('moves a changed listing past the others and drops a deleted one without a trace', async () => {
    const accessToken = await token();
    const [first, second] = fixture.control.keys();
    const before = fixture.control.get(first!)!;
    const changed = fixture.control.setPrice(first!, 1_234_000);
    expect(Date.parse(textOf(changed, 'ModificationTimestamp'))).toBeGreaterThan(
      Date.parse(textOf(before, 'ModificationTimestamp')),
    );
    fixture.control.setStatus(first!, 'Active Under Contract');
    fixture.control.restrict(first!, { InternetAddressDisplayYN: false });
    const latest = await get(query({ $orderby: 'ModificationTimestamp desc', $top: '1' }), accessToken);
    expect(latest.body.value[0]).toMatchObject({
      ListingKey: first,
      ListPrice: 1_234_000,
      StandardStatus: 'Active Under Contract',
      InternetAddressDisplayYN: false,
    });
    fixture.control.deleteSilently(second!);
    const all = await get(query({ $top: '2000', $select: 'ListingKey' }), accessToken);
    expect(all.body.value.map(listingKeyOf)).not.toContain(second);
    const [added] = fixture.control.add(1);
    const malformed = fixture.control.addMalformed();
    const again = await get(query({ $top: '2000', $select: 'ListingKey,ListPrice' }), accessToken);
    // One deleted, two added.
    expect(again.body.value).toHaveLength(all.body.value.length + 2);
    expect(again.body.value.map(listingKeyOf)).toContain(listingKeyOf(added!));
    expect(again.body.value.find((record) => record['ListingKey'] === listingKeyOf(malformed))?.['ListPrice']).toBe(
      'Call for price',
    );
  });
});

describe('options', () => {
  it('serves enumerations as OData member names when asked, and filters on them', async () => {
    const members = await startResoFixture({ count: 200, rateLimitPerSecond: null, enumerations: 'members' });
    try {
      const response = await fetch(members.tokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `grant_type=client_credentials&client_id=${members.clientId}&client_secret=${members.clientSecret}`,
      });
      const { access_token: accessToken } = (await response.json()) as { access_token: string };
      const filter = encodeURIComponent("StandardStatus eq 'ActiveUnderContract'");
      const page = await fetch(`${members.baseUrl}/Property?$filter=${filter}&$select=StandardStatus,PropertySubType`, {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      const { value } = (await page.json()) as Page;
      expect(value.length).toBeGreaterThan(0);
      expect(new Set(value.map((record) => record['StandardStatus']))).toEqual(new Set(['ActiveUnderContract']));
      members.control.setStatus(members.control.keys()[0]!, 'Coming Soon');
      expect(members.control.get(members.control.keys()[0]!)?.['StandardStatus']).toBe('ComingSoon');
    } finally {
      await members.close();
    }
  });

  it('changes listings by itself when changesPerMinute is set', async () => {
    const start = new Date();
    const changing = await startResoFixture({ count: 50, changesPerMinute: 1200, now: () => new Date() });
    try {
      const before = new Map(changing.control.keys().map((key) => [key, changing.control.get(key)]));
      await new Promise((resolve) => setTimeout(resolve, 400));
      const keys = changing.control.keys();
      const touched = keys.filter((key) => changing.control.get(key) !== before.get(key));
      const deleted = [...before.keys()].filter((key) => !keys.includes(key));
      expect(touched.length + deleted.length).toBeGreaterThanOrEqual(3);
      for (const key of touched)
        expect(Date.parse(textOf(changing.control.get(key)!, 'ModificationTimestamp'))).toBeGreaterThanOrEqual(
          start.getTime() - 1000,
        );
    } finally {
      await changing.close();
    }
  });
});

describe('faults', () => {
  it('answers the next requests 429 or 503 with Retry-After, then normally', async () => {
    const accessToken = await token();
    fixture.control.failNext(2, 429, '3');
    fixture.control.failNext(1, 503, 'Wed, 25 Nov 2026 12:00:00 GMT');
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await get(query({ $top: '1' }), accessToken));
    expect(answers.map((answer) => answer.status)).toEqual([429, 429, 503, 200]);
    expect(answers[0]?.headers.get('retry-after')).toBe('3');
    expect(answers[2]?.headers.get('retry-after')).toBe('Wed, 25 Nov 2026 12:00:00 GMT');
  });

  it('fails the k-th page of the next pass with a 500 or a reset connection', async () => {
    const accessToken = await token();
    const pass = async () => {
      const statuses: (number | string)[] = [];
      let next: string | undefined = query({ $top: '100', $select: 'ListingKey' });
      while (next !== undefined) {
        try {
          const page = await get(next, accessToken);
          statuses.push(page.status);
          next = page.body['@odata.nextLink'];
        } catch {
          statuses.push('reset');
          return statuses;
        }
        if (statuses.at(-1) !== 200) return statuses;
      }
      return statuses;
    };
    const pages = Math.ceil(fixture.control.keys().length / 100);
    fixture.control.failPage(2, 500);
    expect(await pass()).toEqual([200, 500]);
    expect(await pass()).toEqual(Array.from({ length: pages }, () => 200));
    fixture.control.failPage(3, 'reset');
    expect(await pass()).toEqual([200, 200, 'reset']);
    expect(fixture.requests.at(-1)).toMatchObject({ status: 0, refusal: 'fault' });
  });

  it('slows answers down on demand', async () => {
    const accessToken = await token();
    fixture.control.slow(300, 1);
    const start = performance.now();
    await get(query({ $top: '1' }), accessToken);
    expect(performance.now() - start).toBeGreaterThanOrEqual(290);
  });

  it('limits each token to its requests a second with 429 and Retry-After', async () => {
    const accessToken = await token();
    fixture.control.setRateLimit(3);
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(query({ $top: '1' }), accessToken)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(2);
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(fixture.requests.filter((entry) => entry.refusal === 'rate-limit').length).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 1050));
    expect((await get(query({ $top: '1' }), accessToken)).status).toBe(200);
  });
});

describe('media', () => {
  it('serves a real image per photo, the same bytes every time, and a PNG floor plan', async () => {
    const accessToken = await token();
    const page = await get(query({ $top: '300', $expand: 'Media', $select: 'ListingKey' }), accessToken);
    const media = page.body.value.flatMap((record) => mediaOf(record));
    const photo = media.find((item) => item.MediaCategory === 'Photo')!;
    expect(new URL(photo.MediaURL).host).toBe(fixture.mediaHost);
    const first = Buffer.from(await (await fetch(photo.MediaURL)).arrayBuffer());
    const again = Buffer.from(await (await fetch(photo.MediaURL)).arrayBuffer());
    expect(first.equals(again)).toBe(true);
    expect((await sharp(first).metadata()).format).toBe('jpeg');
    const plan = media.find((item) => item.MediaCategory === 'Floor Plan')!;
    const planResponse = await fetch(plan.MediaURL);
    expect(planResponse.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await planResponse.arrayBuffer())).metadata()).format).toBe('png');
    expect((await fetch(`${fixture.mediaOrigin}/media/SWMnothing/1.jpg`)).status).toBe(404);
  });
});

describe('the inventory', () => {
  const options = {
    seed: 7,
    mediaOrigin: 'http://127.0.0.1:1',
    enumerations: 'display' as const,
    now: () => new Date('2026-11-25T12:00:00Z'),
  };

  it('is the same for the same seed, and differs for another', () => {
    expect(generateInventory(50, options)).toEqual(generateInventory(50, options));
    expect(generateInventory(50, { ...options, seed: 8 })).not.toEqual(generateInventory(50, options));
  });

  it('lies in Rhode Island, mixes statuses and media, and includes our office', () => {
    const listings = generateInventory(600, options);
    for (const listing of listings) {
      expect(listing['Latitude']).toBeGreaterThan(41.14);
      expect(listing['Latitude']).toBeLessThan(42.02);
      expect(listing['Longitude']).toBeGreaterThan(-71.86);
      expect(listing['Longitude']).toBeLessThan(-71.12);
      expect(textOf(listing, 'PostalCode')).toMatch(/^02[89]\d\d$/);
      expect(listing['StateOrProvince']).toBe('RI');
    }
    const statuses = new Set(listings.map((listing) => listing['StandardStatus']));
    for (const status of [
      'Active',
      'Active Under Contract',
      'Pending',
      'Coming Soon',
      'Closed',
      'Withdrawn',
      'Expired',
      'Canceled',
      'Hold',
      'Delete',
    ])
      expect(statuses).toContain(status);
    const categories = new Set(listings.flatMap((listing) => mediaOf(listing).map((item) => item.MediaCategory)));
    expect([...categories].sort()).toEqual([
      'Branded Virtual Tour',
      'Document',
      'Floor Plan',
      'Photo',
      'Unbranded Virtual Tour',
      'Video',
    ]);
    // The unbranded tour in its field, beside the branded one, which IDX forbids.
    const toured = listings.filter((listing) => typeof listing['VirtualTourURLUnbranded'] === 'string');
    expect(toured.length).toBeGreaterThan(100);
    for (const listing of toured) expect(listing['VirtualTourURLBranded']).toMatch(/\/branded\//);
    expect(listings.filter((listing) => listing['ListOfficeMlsId'] === FIXTURE_OFFICE_MLS_ID).length).toBeGreaterThan(
      3,
    );
    expect(new Set(listings.map(listingKeyOf)).size).toBe(600);
  });

  it('spells enumerations as OData member names when asked', () => {
    const listings = generateInventory(400, { ...options, enumerations: 'members' });
    const statuses = new Set(listings.map((listing) => listing['StandardStatus']));
    expect(statuses).toContain('ActiveUnderContract');
    expect(statuses).not.toContain('Active Under Contract');
    expect(new Set(listings.map((listing) => listing['PropertySubType']))).toContain('SingleFamilyResidence');
  });

  it('makes 25,000 listings in well under a few seconds', () => {
    const start = performance.now();
    const listings = generateInventory(25_000, options);
    expect(listings).toHaveLength(25_000);
    expect(new Set(listings.map(listingKeyOf)).size).toBe(25_000);
    expect(performance.now() - start).toBeLessThan(5000);
  });
});
