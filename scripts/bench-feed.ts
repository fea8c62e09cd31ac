// npm run bench:feed — how the MLS feed scales, against the fixture MLS (scripts/mls-fixture, in this
// process on 127.0.0.1, with its provider-like rate limit of 5 requests a second) and a local Blobs server:
//
// 1. A first sync of 10,000 and of 25,000 listings: scheduled passes (each a fresh process, with the
//    scheduled function's 20 s budget) until one has read everything and reconciled; requests, seconds
//    and peak memory.
// 2. An incremental pass of 100 changes at 25,000 (goal: at most 10 requests and 5 s).
// 3. Loading the catalogue in a cold function instance at 25,000 (goal: at most 1 s and 300 MB).
// 4. A listing page rendered by the property-page function, warm, in this process: p50 and p99
//    (goal: p99 at most 50 ms). It reads the build's template: run `npm run build` first.
// 5. Copying 1,000 feed photos of 1,000 listings (BENCH_FEED_PHOTOS) in a cold instance, 4 at a time, one
//    of them from a host whose answer never ends (goal: at most 300 MB), with V8's young generation set
//    to 2 MB semi-spaces (PHOTO_INSTANCE_FLAGS: a measurement setting, see README).
//
// Each pass and each cold load runs in a fresh Node process (scripts/bench-feed-instance.ts), as a function
// instance would, so no cache carries over and the memory measured is that instance's alone.
// The sync paces itself as RESO_REQUESTS_PER_SECOND says: BENCH_FEED_RPS sets it (the sync's default, 2).
// BENCH_FEED_SIZES=1000,2500 shortens a run (the last size is the one of measurements 2 and 3);
// BENCH_FEED_CHANGES sets the changes of the incremental pass (100). BENCH_FEED_ONLY=photos runs only the
// fifth measurement (1, 2, 3 and 4 likewise run only theirs: BENCH_FEED_ONLY=1,3).
// 6. `npm run bench:market` (BENCH_FEED_ONLY=market): with 60,000 closed sales besides (BENCH_MARKET_SALES),
//    the market stage in a cold instance (goal: at most 2 s and 300 MB over what the pass holds), and
//    /market/newport rendered by the market-page function, warm (goal: p99 at most 50 ms).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import {
  startResoFixture,
  FIXTURE_OFFICE_MLS_ID,
  type ResoFixture,
  type ResoFixtureOptions,
} from '#scripts/mls-fixture/server.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { DEFAULT_REQUESTS_PER_SECOND } from '#src/features/mls/reso-settings.ts';
import type { SyncSummary } from '#src/features/mls/sync.server.ts';
import { loadCatalog } from '#src/features/listings/catalog.server.ts';
import { officeSource } from '#src/features/listings/listing-files.server.ts';
import { loadFunctions } from '#scripts/local-server/functions.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { MARKET_FIGURES_KEY } from '#src/features/market/figures.server.ts';

const root = join(import.meta.dirname, '..');
const sizes = (process.env['BENCH_FEED_SIZES'] ?? '10000,25000')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const largest = Math.max(...sizes);
const changes = Number(process.env['BENCH_FEED_CHANGES'] ?? 100);
const requestsPerSecond = Number(process.env['BENCH_FEED_RPS'] ?? DEFAULT_REQUESTS_PER_SECOND);
const photoCount = Number(process.env['BENCH_FEED_PHOTOS'] ?? 1000);

/** One row of the table. `time` and `memory` are text, so a measurement may give p50/p99 or MB as it sees fit. */
interface Row {
  measurement: string;
  listings: number;
  requests?: number;
  time: string;
  memory?: string;
  goal?: string;
  met?: boolean;
}

/** A fixture MLS and a Blobs store, one at a time (the Blobs context is process-wide). */
interface World {
  size: number;
  /** The closed sales the fixture serves besides. */
  sales: number;
  fixture: ResoFixture;
  blobs: LocalBlobs;
  /** Whether a first sync has completed into this store. */
  synced: boolean;
}

interface Bench {
  /** A fresh fixture of `size` listings and an empty store (closing the one before). */
  fresh(size: number, fixtureOptions?: ResoFixtureOptions): Promise<World>;
  /** The world of `size` (and `sales`) with its first sync done: the current one, or a fresh one synced now. */
  synced(size: number, sales?: number): Promise<World>;
}

interface Measurement {
  name: string;
  run(bench: Bench): Promise<Row[]>;
}

interface InstanceResult {
  ms: number;
  cpuMs: number;
  peakRssMB: number;
  rssBeforeMB: number;
  heapGrowthMB: number;
  summary?: SyncSummary;
  listings?: number;
  photos?: number;
  statuses?: Record<string, number>;
  /** The market stage stored figures. */
  computed?: boolean;
}

/**
 * A measurement setting of the photo instance, not a fix: V8 sizes its young generation from the machine's
 * memory (24 GB on the development machine), and each copy's garbage (and the buffers it holds) waits there
 * for a scavenge. With 2 MB semi-spaces the figure shows what the copies keep rather than how much garbage
 * a large machine lets wait; Netlify's function memory (1,024 MB) is the real bound.
 */
const PHOTO_INSTANCE_FLAGS = ['--max-semi-space-size=2'];

/** Runs scripts/bench-feed-instance.ts in a fresh Node process with `env` added, and reads its JSON line. */
function instance(
  mode: 'sync' | 'market' | 'catalog' | 'photos',
  env: Record<string, string>,
): Promise<InstanceResult> {
  // The market instance collects its garbage before the stage, so the memory before it is what the pass holds.
  const flags = mode === 'photos' ? PHOTO_INSTANCE_FLAGS : mode === 'market' ? ['--expose-gc'] : [];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...flags, join(root, 'scripts/bench-feed-instance.ts'), mode], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`${mode} instance ended with ${code}: ${out}`));
      else resolve(JSON.parse(line) as InstanceResult);
    });
  });
}

/** The settings the sync reads, pointing at the fixture. */
const resoEnv = (fixture: ResoFixture): Record<string, string> => ({
  RESO_BASE_URL: fixture.baseUrl,
  RESO_TOKEN_URL: fixture.tokenUrl,
  RESO_CLIENT_ID: fixture.clientId,
  RESO_CLIENT_SECRET: fixture.clientSecret,
  RESO_OFFICE_MLS_ID: FIXTURE_OFFICE_MLS_ID,
  RESO_REQUESTS_PER_SECOND: String(requestsPerSecond),
});

interface Passes {
  passes: number;
  requests: number;
  refused: number;
  seconds: number;
  cpuSeconds: number;
  peakRssMB: number;
  last: SyncSummary;
}

/**
 * Scheduled passes until one completes (with `reconciled`, until one has also reconciled, as a first sync
 * must), at most `maxPasses`; requests as the MLS counted them.
 */
async function syncUntil(world: World, reconciled: boolean, maxPasses = 50): Promise<Passes> {
  const before = world.fixture.requests.length;
  let seconds = 0;
  let cpuSeconds = 0;
  let peakRssMB = 0;
  for (let passes = 1; passes <= maxPasses; passes += 1) {
    const result = await instance('sync', resoEnv(world.fixture));
    const summary = result.summary;
    if (!summary || summary.outcome === 'failed' || summary.outcome === 'busy')
      throw new Error(`A sync pass did not run through: ${JSON.stringify(summary)}`);
    seconds += result.ms / 1000;
    cpuSeconds += result.cpuMs / 1000;
    peakRssMB = Math.max(peakRssMB, result.peakRssMB);
    const outcome = `${summary.outcome}${summary.reconciled ? ', reconciled' : ''}`;
    process.stdout.write(
      `  pass ${passes}: ${outcome}, ${summary.requests} requests, ${(result.ms / 1000).toFixed(1)} s\n`,
    );
    if (summary.outcome === 'complete' && (summary.reconciled || !reconciled)) {
      const made = world.fixture.requests.slice(before);
      world.synced = true;
      return {
        passes,
        requests: made.length,
        refused: made.filter((request) => request.status === 429).length,
        seconds,
        cpuSeconds,
        peakRssMB,
        last: summary,
      };
    }
  }
  throw new Error(`No pass completed${reconciled ? ' and reconciled' : ''} in ${maxPasses} passes.`);
}

const seconds = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} s`;
const megabytes = (value: number) => `${value.toFixed(0)} MB`;

const firstSync = (size: number): Measurement => ({
  name: `First sync of ${size.toLocaleString('en-US')} listings`,
  async run(bench) {
    const world = await bench.fresh(size);
    const result = await syncUntil(world, true);
    const refused = result.refused > 0 ? `, ${result.refused} answered 429` : '';
    return [
      {
        measurement: `${this.name} (${result.passes} ${result.passes === 1 ? 'pass' : 'passes'}, ${result.last.total.toLocaleString('en-US')} show${refused})`,
        listings: size,
        requests: result.requests,
        time: `${seconds(result.seconds)} (CPU ${seconds(result.cpuSeconds)})`,
        memory: `${megabytes(result.peakRssMB)} peak RSS`,
      },
    ];
  },
});

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const incrementalPass = (size: number, count: number, repeats = 3): Measurement => ({
  name: `An incremental pass of ${count} changes`,
  async run(bench) {
    const world = await bench.synced(size);
    const keys = world.fixture.control.keys();
    const step = Math.max(1, Math.floor(keys.length / count));
    const results: Passes[] = [];
    // A few rounds, the median reported: the machine is shared, and one pass is over in seconds.
    for (let round = 0; round < repeats; round += 1) {
      // Price cuts on `count` listings spread over the inventory (of every status, as a day brings them).
      for (let i = 0; i < count; i += 1) {
        const key = keys[(i * step + round) % keys.length];
        const price = key === undefined ? undefined : world.fixture.control.get(key)?.['ListPrice'];
        if (key !== undefined && typeof price === 'number') world.fixture.control.setPrice(key, price - 1000);
      }
      results.push(await syncUntil(world, false));
    }
    const time = median(results.map((result) => result.seconds));
    const requests = Math.max(...results.map((result) => result.requests));
    const ok = results.every((result) => result.passes === 1) && requests <= 10 && time <= 5;
    const [first] = results;
    return [
      {
        measurement: `${this.name} (${first?.last.updated ?? '?'} of them to listings that show; median of ${repeats}, slowest ${seconds(Math.max(...results.map((result) => result.seconds)))})`,
        listings: size,
        requests,
        time: `${seconds(time)} (CPU ${seconds(median(results.map((result) => result.cpuSeconds)))})`,
        memory: `${megabytes(median(results.map((result) => result.peakRssMB)))} peak RSS`,
        goal: '≤ 10 requests, ≤ 5 s',
        met: ok,
      },
    ];
  },
});

const coldCatalogue = (size: number): Measurement => ({
  name: 'Catalogue load in a cold function instance',
  async run(bench) {
    await bench.synced(size);
    // One at a time: concurrent loads would share the cores.
    const runs: InstanceResult[] = [];
    for (let i = 0; i < 3; i += 1) runs.push(await instance('catalog', {}));
    const ms = median(runs.map((run) => run.ms));
    const cpuMs = median(runs.map((run) => run.cpuMs));
    const peak = median(runs.map((run) => run.peakRssMB));
    const heap = median(runs.map((run) => run.heapGrowthMB));
    const base = median(runs.map((run) => run.rssBeforeMB));
    return [
      {
        measurement: `${this.name} (${runs[0]?.listings?.toLocaleString('en-US') ?? '?'} listings with the office files; median of 3)`,
        listings: size,
        time: `${ms.toFixed(0)} ms (CPU ${cpuMs.toFixed(0)} ms)`,
        memory: `${megabytes(peak)} peak RSS (${megabytes(base)} before the load; heap +${megabytes(heap)})`,
        goal: '≤ 1 s, ≤ 300 MB',
        met: ms <= 1000 && peak <= 300,
      },
    ];
  },
});

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Renders 20 times to warm, then `count` times one at a time: each render's milliseconds, sorted. */
async function timedRenders(render: (i: number) => Promise<void>, count: number): Promise<number[]> {
  for (let i = 0; i < 20; i += 1) await render(i);
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await render(i);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const renderedPage = (size: number, renders = 500): Measurement => ({
  name: 'A function-rendered listing page, warm, in process',
  async run(bench) {
    await bench.synced(size);
    const feed = (await loadCatalog({ office: officeSource(false), feed: openStore('listings') })).properties.filter(
      (property) => property.source === 'mls',
    );
    // The function itself, bundled as the local server bundles it (its pages are TSX).
    const handler = (await loadFunctions(root)).find((route) => route.name === 'property-page')?.handler;
    if (!handler) throw new Error('No property-page function');
    const render = async (i: number) => {
      const id = feed[(i * 7919) % feed.length]?.id ?? 0;
      const response = await handler(new Request(`http://localhost/properties/${String(id)}`), {
        params: { id: String(id) },
        ip: '127.0.0.1',
        requestId: `bench-${String(i)}`,
        // A deployed instance: the office's files are read once, as on Netlify.
        deploy: { id: 'bench' },
        site: { url: 'http://localhost' },
        waitUntil: () => undefined,
      });
      if (response.status !== 200) throw new Error(`/properties/${String(id)} answered ${String(response.status)}`);
      await response.text();
    };
    // Warm: the template read, the catalogue loaded and the code compiled, as in a busy instance.
    const times = await timedRenders(render, renders);
    const p99 = percentile(times, 99);
    return [
      {
        measurement: `${this.name} (${renders} pages of ${feed.length.toLocaleString('en-US')} feed listings, one at a time)`,
        listings: size,
        time: `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
        goal: 'p99 ≤ 50 ms',
        met: p99 <= 50,
      },
    ];
  },
});

const photoCopies = (count: number, size = 1000): Measurement => ({
  name: `Copying ${count.toLocaleString('en-US')} feed photos in a cold instance, one of them endless`,
  async run(bench) {
    // Media without the fixture's rate limit: the photos' host is a CDN, not the API.
    const world = await bench.fresh(size, { rateLimitPerSecond: null });
    await syncUntil(world, false);
    // A host whose answer never ends: the copy must stop at 20 MB, not hold it all.
    const endless = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(256 * 1024, 0xff);
      const pump = () => {
        while (!response.destroyed && response.write(chunk));
      };
      response.on('drain', pump);
      pump();
    });
    endless.listen(0, '127.0.0.1');
    await once(endless, 'listening');
    const endlessHost = `127.0.0.1:${String((endless.address() as AddressInfo).port)}`;
    const before = world.fixture.requests.length;
    try {
      const result = await instance('photos', {
        ...resoEnv(world.fixture),
        RESO_MEDIA_HOSTS: `${world.fixture.mediaHost},${endlessHost}`,
        BENCH_PHOTOS: String(count),
        BENCH_ENDLESS_URL: `http://${endlessHost}/endless.jpg`,
      });
      const statuses = Object.entries(result.statuses ?? {})
        .map(([status, times]) => `${String(times)} × ${status}`)
        .join(', ');
      return [
        {
          measurement: `${this.name} (${String(result.photos ?? 0)} photos of ${size.toLocaleString('en-US')} listings, 4 at a time: ${statuses})`,
          listings: size,
          requests: world.fixture.requests.length - before,
          time: `${seconds(result.ms / 1000)} (CPU ${seconds(result.cpuMs / 1000)})`,
          memory: `${megabytes(result.peakRssMB)} peak RSS (${megabytes(result.rssBeforeMB)} before the copies)`,
          goal: '≤ 300 MB',
          met: result.peakRssMB <= 300,
        },
      ];
    } finally {
      endless.closeAllConnections();
      endless.close();
    }
  },
});

const salesCount = Number(process.env['BENCH_MARKET_SALES'] ?? 60_000);

/** The world with its listings synced and its sales read: passes until the market stage stored figures. */
async function marketWorld(bench: Bench, size: number, sales: number): Promise<World> {
  const world = await bench.synced(size, sales);
  for (let passes = 0; (await openStore('market').getMetadata(MARKET_FIGURES_KEY)) === null; passes += 1) {
    if (passes === 20) throw new Error('The market stage stored no figures in 20 passes.');
    await syncUntil(world, false);
  }
  return world;
}

const marketComputation = (size: number, sales: number, repeats = 3): Measurement => ({
  name: 'The market figures computed in a cold instance',
  async run(bench) {
    const world = await marketWorld(bench, size, sales);
    const results: InstanceResult[] = [];
    for (let round = 0; round < repeats; round += 1) {
      // Without stored figures the stage computes them whatever changed, as on the first pass of a month.
      await openStore('market').delete(MARKET_FIGURES_KEY);
      const result = await instance('market', resoEnv(world.fixture));
      if (!result.computed) throw new Error('The market stage stored no figures.');
      results.push(result);
    }
    const time = median(results.map((result) => result.ms));
    // The stage's own memory: the instance's peak over what it held before (the listings that show).
    const growth = median(results.map((result) => result.peakRssMB - result.rssBeforeMB));
    const peak = median(results.map((result) => result.peakRssMB));
    return [
      {
        measurement: `${this.name} (${sales.toLocaleString('en-US')} sales generated, ${String(results[0]?.listings ?? 0)} listings that show: the sales read from the store, the figures computed and stored; median of ${String(repeats)})`,
        listings: size,
        time: `${seconds(time / 1000)} (CPU ${seconds(median(results.map((result) => result.cpuMs)) / 1000)})`,
        memory: `+${megabytes(growth)} over the ${megabytes(median(results.map((result) => result.rssBeforeMB)))} held (peak RSS ${megabytes(peak)})`,
        goal: '≤ 2 s, ≤ 300 MB',
        met: time <= 2000 && growth <= 300,
      },
    ];
  },
});

const marketPage = (size: number, sales: number, path = '/market/newport', renders = 500): Measurement => ({
  name: `A function-rendered market page (${path}), warm, in process`,
  async run(bench) {
    await marketWorld(bench, size, sales);
    const handler = (await loadFunctions(root)).find((route) => route.name === 'market-page')?.handler;
    if (!handler) throw new Error('No market-page function');
    const render = async (i: number) => {
      const response = await handler(new Request(`http://localhost${path}`), {
        params: {},
        ip: '127.0.0.1',
        requestId: `bench-${String(i)}`,
        deploy: { id: 'bench' },
        site: { url: 'http://localhost' },
        waitUntil: () => undefined,
      });
      if (response.status !== 200) throw new Error(`${path} answered ${String(response.status)}`);
      await response.text();
    };
    // Warm: the template and the figures read, the code compiled, as in a busy instance.
    const times = await timedRenders(render, renders);
    const p99 = percentile(times, 99);
    return [
      {
        measurement: `${this.name} (${String(renders)} pages, one at a time)`,
        listings: size,
        time: `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
        goal: 'p99 ≤ 50 ms',
        met: p99 <= 50,
      },
    ];
  },
});

// The measurements, in order (the page renders need a build: build/listing-template.html and the market
// template). `market` runs only when asked for (npm run bench:market), with BENCH_MARKET_SALES sales.
const numbered: [string, Measurement[]][] = [
  ['1', sizes.map((size) => firstSync(size))],
  ['2', [incrementalPass(largest, changes)]],
  ['3', [coldCatalogue(largest)]],
  ['4', [renderedPage(largest)]],
  ['5', [photoCopies(photoCount)]],
  ['market', [marketComputation(largest, salesCount), marketPage(largest, salesCount)]],
];
const only = (process.env['BENCH_FEED_ONLY'] ?? '').replace('photos', '5').split(',').filter(Boolean);
const measurements = numbered.flatMap(([number, group]) =>
  only.includes(number) || (only.length === 0 && number !== 'market') ? group : [],
);

let current: World | null = null;
async function close(): Promise<void> {
  if (!current) return;
  await current.fixture.close();
  await current.blobs.stop();
  current = null;
}
const bench: Bench = {
  async fresh(size, fixtureOptions = {}) {
    await close();
    const blobs = await startLocalBlobs();
    // No background edits: the measurements make their own changes.
    const fixture = await startResoFixture({ count: size, changesPerMinute: 0, ...fixtureOptions });
    current = { size, sales: fixtureOptions.sales ?? 0, fixture, blobs, synced: false };
    return current;
  },
  async synced(size, sales = 0) {
    if (current?.size === size && current.sales === sales && current.synced) return current;
    const world = await bench.fresh(size, { sales });
    await syncUntil(world, true);
    return world;
  },
};

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
console.log(
  `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 1024 ** 3)} GB, Node ${process.version}; load average at start ${load()}.`,
);
console.log(
  `bench:feed — the sync paced at ${requestsPerSecond} requests a second (RESO_REQUESTS_PER_SECOND${
    process.env['BENCH_FEED_RPS'] ? ', from BENCH_FEED_RPS' : ", the sync's default"
  }); the fixture MLS allows 5 a second per token.`,
);
const rows: Row[] = [];
try {
  for (const measurement of measurements) {
    console.log(`${measurement.name} …`);
    rows.push(...(await measurement.run(bench)));
  }
} finally {
  await close();
}

const cell = (value: string | number | undefined) =>
  value === undefined ? '–' : typeof value === 'number' ? value.toLocaleString('en-US') : value;
console.log(
  [
    '',
    '| measurement | listings | requests | time | memory | goal | met |',
    '| --- | ---: | ---: | ---: | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.measurement} | ${cell(row.listings)} | ${cell(row.requests)} | ${row.time} | ${cell(row.memory)} | ${cell(row.goal)} | ${row.met === undefined ? '–' : row.met ? 'yes' : 'no'} |`,
    ),
    '',
    `Load average at the end: ${load()} (the machine is shared; read the figures with that in mind).`,
    'Time: wall-clock, the passes added up (each pass in its own process, module loading apart), or one load;',
    "CPU: that process's CPU time (all threads), which other work on the machine inflates less. Memory: the",
    "process's peak resident set (RSS), Node and the code included; heap: heapUsed after the load minus before.",
  ].join('\n'),
);
