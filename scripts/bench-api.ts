// npm run bench:api — how fast the listings API is.
//
// 1. In process (the production code path without the platform): for 100, 1,000 and 10,000 listings in
//    the feed snapshot of a local Blobs server, p50/p99 of the handlers for list, search (four filter
//    mixes) and get-by-id, cold (first request of a fresh function instance) and warm.
// 2. The inquiry POST in process, p50/p99 of the time to the 201, with lead delivery off and on (SMTP to
//    a local smtp-server and the signed webhook to a local receiver, both started after the response):
//    delivery must not add to what the visitor waits for. BENCH_INQUIRIES sets the count (300; 0 skips).
// 3. End to end through the local server (scripts/serve.ts, needs `npx astro build` first) with
//    autocannon at 20 connections, over the demo listings.
//
// 4. One page against the whole list, in process at BENCH_PAGING listings (10,000; 0 skips): bytes and warm
//    p50/p99 of GET /api/properties (the full answer, about 8 MB) next to a page of 6 (newest, and by
//    price), and of the search with and without a page of 6.
//
// BENCH_SIZES=100,1000 and BENCH_SECONDS=10 shorten a run (defaults: all three sizes, 40 s; BENCH_SIZES=""
// skips the in-process part, BENCH_E2E=0 the end-to-end part); BENCH_PORT picks the server's port (8890).
import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startLocalBlobs } from '#tests/helpers/blobs.ts';
import { startSmtpServer } from '#tests/helpers/smtp.ts';
import { startWebhookReceiver } from '#tests/helpers/webhook-receiver.ts';
import { outboxHooks, type DeliveryDeps } from '#src/features/mail/delivery.server.ts';
import { handleInquiry } from '#src/features/leads/inquiries.server.ts';
import { inquiryContent } from '#src/features/leads/lead-delivery.server.ts';
import { smtpTransport, webhookTransport } from '#src/features/mail/transports.server.ts';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import { forgetCatalog, type OfficeSource } from '#src/features/listings/catalog.server.ts';
import { writeFeedSnapshot } from '#src/lib/server/listing-snapshot.ts';
import { getProperty, listProperties, searchProperties, type ListingsDeps } from '#src/features/listings/api.server.ts';
import { openStore } from '#src/lib/server/stores.ts';
import type { Property } from '#src/schemas/property.ts';
import type { SearchBody } from '#src/schemas/search-body.ts';

const root = join(import.meta.dirname, '..');

/** The listings measured are all in the feed snapshot. */
const NO_OFFICE_FILES: OfficeSource = { load: () => Promise.resolve([]), mode: 'deploy' };

/** items[index], which the caller knows exists. */
const at = <T>(items: readonly T[], index: number): T => {
  const item = items[index];
  if (item === undefined) throw new Error(`No item at ${index}`);
  return item;
};
const sizes = (process.env['BENCH_SIZES'] ?? '100,1000,10000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 40);
const port = Number(process.env['BENCH_PORT'] ?? 8890);
const inquiryCount = Number(process.env['BENCH_INQUIRIES'] ?? 300);
const pagingSize = Number(process.env['BENCH_PAGING'] ?? 10_000);
const endToEndOn = process.env['BENCH_E2E'] !== '0';

const SEARCHES: [string, SearchBody][] = [
  ['location', { location: 'newport', propertyType: '', priceRange: '', beds: '' }],
  ['type + price', { location: '', propertyType: 'Single Family', priceRange: '1000000-2000000', beds: '' }],
  ['price + beds', { location: '', propertyType: '', priceRange: '5000000+', beds: '4' }],
  ['all four', { location: 'ri', propertyType: 'Estate', priceRange: '3000000-5000000', beds: '3' }],
];
const TOWNS = [
  ['Newport', '02840'],
  ['Jamestown', '02835'],
  ['Westerly', '02891'],
  ['Narragansett', '02882'],
  ['Providence', '02906'],
  ['Barrington', '02806'],
  ['Bristol', '02809'],
  ['East Greenwich', '02818'],
  ['Warwick', '02889'],
  ['Little Compton', '02837'],
] as const;

/** n listings derived from the demo set: new ids, towns, prices and dates, deterministically. */
function syntheticListings(demo: readonly Property[], n: number): Property[] {
  return Array.from({ length: n }, (_, i) => {
    const base = at(demo, i % demo.length);
    const [city, zipcode] = at(TOWNS, (i * 7) % TOWNS.length);
    const day = String(1 + (i % 28)).padStart(2, '0');
    const month = String(1 + (Math.floor(i / 28) % 12)).padStart(2, '0');
    return {
      ...base,
      id: i + 1,
      city,
      zipcode,
      price: Math.round((base.price * (0.6 + ((i * 37) % 80) / 100)) / 1000) * 1000,
      createdAt: `2025-${month}-${day}T12:00:00Z`,
    };
  });
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));

async function timeOnce(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  const result = await run();
  if (result instanceof Response) {
    if (!result.ok) throw new Error(`Unexpected ${result.status}: ${await result.text()}`);
    await result.arrayBuffer();
  }
  return performance.now() - start;
}

async function sample(times: number, run: () => Promise<unknown>, before?: () => void): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    before?.();
    out.push(await timeOnce(run));
  }
  return out;
}

interface Row {
  size: number;
  operation: string;
  cold: number[];
  warm: number[];
}

/** POST /api/properties/search, answered by the handler's core in this process. */
function postSearch(body: object, deps: ListingsDeps): Promise<Response> {
  return searchProperties(
    new Request('http://localhost/api/properties/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    deps,
  );
}

async function inProcess(demo: readonly Property[]): Promise<{ rows: Row[]; seeds: [number, number][] }> {
  const rows: Row[] = [];
  const seeds: [number, number][] = [];
  for (const size of sizes) {
    const blobs = await startLocalBlobs();
    try {
      const listings = syntheticListings(demo, size);
      const store = openStore('listings');
      const seedStart = performance.now();
      await writeFeedSnapshot(store, listings, new Date().toISOString());
      seeds.push([size, performance.now() - seedStart]);
      const deps: ListingsDeps = { office: NO_OFFICE_FILES, feed: store };
      const cold = size >= 10_000 ? 5 : 10;
      const warm = 200;
      const list = () => listProperties(new Request('http://localhost/api/properties'), deps);
      const search = (body: SearchBody) => () => postSearch(body, deps);
      let nextId = 0;
      const byId = () =>
        getProperty(new Request(`http://localhost/api/properties/${((nextId++ * 7919) % size) + 1}`), deps);

      const measure = async (operation: string, run: () => Promise<Response>) => {
        const coldSamples = await sample(cold, run, forgetCatalog);
        await run();
        rows.push({
          size,
          operation,
          cold: coldSamples,
          warm: await sample(warm, run),
        });
        process.stdout.write('.');
      };
      await measure('list', list);
      for (const [name, body] of SEARCHES) await measure(`search: ${name}`, search(body));
      await measure('get by id', byId);
    } finally {
      await blobs.stop();
      forgetCatalog();
    }
  }
  process.stdout.write('\n');
  return { rows, seeds };
}

/** p50/p99 of POST /api/inquiries in process, without and with lead delivery. */
async function inquiryPosts(): Promise<string[]> {
  if (inquiryCount <= 0) return ['(skipped: BENCH_INQUIRIES=0)'];
  const blobs = await startLocalBlobs();
  const smtp = await startSmtpServer();
  const hook = await startWebhookReceiver();
  try {
    const deps: DeliveryDeps = {
      records: (kind) => openStore(kind === 'inquiry' ? 'inquiries' : 'subscribers'),
      index: openStore('deliveries'),
      now: () => new Date(),
      mail: smtpTransport(smtp.url, 'bench@example.test'),
      webhook: webhookTransport(hook.url, hook.secret),
      content: {
        inquiry: inquiryContent({
          siteUrl: 'https://www.example.test',
          leadsEmail: 'leads@example.test',
          findListing: () => Promise.resolve(null),
        }),
      },
    };
    const body = JSON.stringify({
      name: 'Bench Visitor',
      email: 'bench@example.com',
      phone: '(401) 555-0100',
      interestType: 'Buying a Property',
      message: 'A benchmark inquiry, please ignore.',
    });
    const post = (delivery: boolean, background: Promise<unknown>[]) => () =>
      handleInquiry(
        new Request('http://localhost/api/inquiries', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }),
        {
          openStore: () => openStore('inquiries'),
          outbox: delivery
            ? outboxHooks(
                'inquiry',
                () => deps,
                (work) => background.push(work),
              )
            : undefined,
        },
      );
    const lines = ['| inquiry POST (in process) | p50 ms | p99 ms |', '| --- | ---: | ---: |'];
    // One request at a time, its background work finished before the next one starts: a Netlify function
    // instance serves one invocation at a time, and waitUntil work belongs to the invocation that made it.
    const measure = async (delivery: boolean, count: number) => {
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const background: Promise<unknown>[] = [];
        times.push(await timeOnce(post(delivery, background)));
        await Promise.all(background);
      }
      return times;
    };
    for (const delivery of [false, true]) {
      await measure(delivery, 20);
      const times = await measure(delivery, inquiryCount);
      const label = delivery ? 'delivery on (e-mail + webhook after the response)' : 'delivery off';
      lines.push(`| ${label} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 99))} |`);
      process.stdout.write('.');
    }
    process.stdout.write('\n');
    const delivered = smtp.received.length;
    lines.push('', `(${delivered} e-mails and ${hook.verified.length} webhooks delivered after the responses)`);
    return lines;
  } finally {
    await Promise.all([blobs.stop(), smtp.stop(), hook.stop()]);
  }
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Bytes and warm p50/p99 of the full answers next to a page of six, at `pagingSize` listings. */
async function pageVersusFull(demo: readonly Property[]): Promise<string[]> {
  if (pagingSize <= 0) return ['(skipped: BENCH_PAGING=0)'];
  const blobs = await startLocalBlobs();
  try {
    const store = openStore('listings');
    await writeFeedSnapshot(store, syntheticListings(demo, pagingSize), new Date().toISOString());
    const deps: ListingsDeps = { office: NO_OFFICE_FILES, feed: store };
    const get = (query: string) => () => listProperties(new Request(`http://localhost/api/properties${query}`), deps);
    const post = (body: object) => () => postSearch(body, deps);
    const filters = SEARCHES[1]?.[1] ?? {};
    const cases: [string, () => Promise<Response>][] = [
      ['GET /api/properties (full list)', get('')],
      ['GET /api/properties?limit=6&offset=0&sort=newest', get('?limit=6&offset=0&sort=newest')],
      ['GET /api/properties?limit=6&offset=60&sort=price-desc', get('?limit=6&offset=60&sort=price-desc')],
      ['POST search: type + price (all matches)', post(filters)],
      [
        'POST search: type + price, limit 6, sort price-asc',
        post({ ...filters, limit: 6, offset: 0, sort: 'price-asc' }),
      ],
    ];
    const lines = ['| answer | bytes | warm p50 ms | warm p99 ms |', '| --- | ---: | ---: | ---: |'];
    for (const [name, run] of cases) {
      const bytes = (await (await run()).arrayBuffer()).byteLength;
      const times = await sample(100, run);
      lines.push(
        `| ${name} | ${bytes.toLocaleString('en-US')} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 99))} |`,
      );
      process.stdout.write('.');
    }
    process.stdout.write('\n');
    return lines;
  } finally {
    await blobs.stop();
    forgetCatalog();
  }
}

async function endToEnd(): Promise<string[]> {
  if (!endToEndOn) return ['(skipped: BENCH_E2E=0)'];
  try {
    await access(join(root, 'dist/index.html'));
  } catch {
    return ['(skipped: run `npx astro build` first)'];
  }
  const server = spawn(process.execPath, [join(root, 'scripts/serve.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const base = `http://localhost:${port}`;
  try {
    await waitFor(`${base}/api/health`, 60_000);
    // First calls bundle the functions and seed the local store; keep them out of the measurement.
    for (const path of ['/api/properties', '/api/properties/3']) await fetch(`${base}${path}`);
    await fetch(`${base}/api/properties/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const targets: [string, Parameters<typeof autocannon>[0]][] = [
      ['GET /api/properties', { url: `${base}/api/properties` }],
      [
        'POST /api/properties/search',
        {
          url: `${base}/api/properties/search`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(at(SEARCHES, 1)[1]),
        },
      ],
      ['GET /api/properties/3', { url: `${base}/api/properties/3` }],
      // References: a function with no work of its own (the per-call cost of the local runtime), and a static page.
      ['GET /api/health (reference)', { url: `${base}/api/health` }],
      ['GET /properties (static page)', { url: `${base}/properties` }],
    ];
    const lines = [
      '| endpoint | p50 ms | p99 ms | req/s | requests | non-2xx |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
    ];
    for (const [name, options] of targets) {
      const result = await autocannon({ ...options, connections: 20, duration: seconds, timeout: 60 });
      const done = result.requests.total > 0;
      lines.push(
        `| ${name} | ${done ? result.latency.p50 : '–'} | ${done ? result.latency.p99 : '–'} | ${result.requests.average.toFixed(1)} | ${result.requests.total} | ${result.non2xx + result.errors + result.timeouts} |`,
      );
      process.stdout.write('.');
    }
    process.stdout.write('\n');
    return lines;
  } finally {
    server.kill('SIGTERM');
  }
}

const demo = (await readListingFiles()) as Property[];
console.log(`In process: ${sizes.join(', ')} listings`);
const { rows, seeds } = await inProcess(demo);
console.log(`Inquiry POST in process: ${inquiryCount} requests each, delivery off and on`);
const inquiryLines = await inquiryPosts();
console.log(`A page of 6 against the full answer, ${pagingSize.toLocaleString('en-US')} listings`);
const paging = await pageVersusFull(demo);
console.log(`End to end: local server on port ${port}, 20 connections, ${seconds} s per endpoint`);
const e2e = await endToEnd();

const table = [
  '| listings | operation | cold p50 | cold p99 | warm p50 | warm p99 |',
  '| ---: | --- | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (row) =>
      `| ${row.size.toLocaleString('en-US')} | ${row.operation} | ${ms(percentile(row.cold, 50))} | ${ms(percentile(row.cold, 99))} | ${ms(percentile(row.warm, 50))} | ${ms(percentile(row.warm, 99))} |`,
  ),
];
console.log('\nHandlers in process (ms):\n');
console.log(table.join('\n'));
console.log(
  `\nSeeding: ${seeds.map(([size, time]) => `${size.toLocaleString('en-US')} listings ${(time / 1000).toFixed(1)} s`).join(', ')}`,
);
console.log('\nInquiry POST, time to the 201 (ms):\n');
console.log(inquiryLines.join('\n'));
console.log(`\nA page of 6 against the full answer, ${pagingSize.toLocaleString('en-US')} listings, in process:\n`);
console.log(paging.join('\n'));
console.log('\nEnd to end through the local server (autocannon, 20 connections):\n');
console.log(e2e.join('\n'));
