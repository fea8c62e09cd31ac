// npm run bench:alerts — how the saved-search index scales: 500 catalogue changes matched against 10,000
// and against 100,000 active saved searches, in this process (goal: at most 1 s at 100,000, index included).
//
// The searches are generated as visitors save them: most name a town (some a ZIP or a street, in any case),
// many a type, a price band or a minimum of beds, a fifth a map area. The changes are listings spread over
// the same towns. Each size runs in a fresh Node process, so the memory reported is that size's alone:
// the heap the index holds once built (after a garbage collection), and the process's peak resident size.
// BENCH_ALERTS_SIZES=1000,5000 shortens a run; BENCH_ALERTS_CHANGES sets the changes (500).
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { createSearchMatcher } from '#src/features/alerts/matching.ts';
import type { IndexedSearch } from '#src/features/alerts/owners.server.ts';
import { PRICE_BAND_KEYS, PROPERTY_TYPES } from '#src/schemas/property-fields.ts';
import type { Property } from '#src/schemas/property.ts';
import { savedQuery } from '#src/schemas/saved-search.ts';
import { formatBbox } from '#src/schemas/map-area.ts';
import { NO_FILTERS } from '#src/schemas/results-query.ts';

const TOWNS: [string, string, number, number][] = [
  ['Newport', '02840', 41.49, -71.31],
  ['Providence', '02903', 41.82, -71.41],
  ['Narragansett', '02882', 41.43, -71.46],
  ['Westerly', '02891', 41.38, -71.83],
  ['Jamestown', '02835', 41.5, -71.37],
  ['Little Compton', '02837', 41.51, -71.17],
  ['Watch Hill', '02891', 41.31, -71.86],
  ['Bristol', '02809', 41.68, -71.27],
  ['Barrington', '02806', 41.74, -71.31],
  ['East Greenwich', '02818', 41.66, -71.46],
  ['New Shoreham', '02807', 41.17, -71.58],
  ['Middletown', '02842', 41.52, -71.29],
  ['Portsmouth', '02871', 41.6, -71.25],
  ['Tiverton', '02878', 41.63, -71.2],
  ['South Kingstown', '02879', 41.45, -71.52],
];
const STREETS = ['Ocean Drive', 'Bellevue Avenue', 'Harbor Road', 'Main Street', 'Shore Road', 'Beach Lane'];

/** A small deterministic generator (mulberry32), so every run measures the same data. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)] as T;
}

function searches(count: number): IndexedSearch[] {
  const next = random(27);
  return Array.from({ length: count }, (_, i) => {
    const [town, zip, lat, lng] = pick(next, TOWNS);
    const roll = next();
    const location =
      roll < 0.6 ? town : roll < 0.65 ? town.toLowerCase() : roll < 0.7 ? zip : roll < 0.75 ? pick(next, STREETS) : '';
    const bbox =
      next() < 0.2
        ? formatBbox({ south: lat - 0.03, west: lng - 0.04, north: lat + 0.02 + next() * 0.03, east: lng + 0.03 })
        : '';
    const filters = {
      ...NO_FILTERS,
      location,
      type: next() < 0.5 ? pick(next, PROPERTY_TYPES) : '',
      price: next() < 0.6 ? pick(next, PRICE_BAND_KEYS) : '',
      beds: next() < 0.5 ? String(1 + Math.floor(next() * 5)) : '',
      bbox,
    } as const;
    return {
      owner: (i % 65_536).toString(16).padStart(32, '0'),
      search: `s${i}`,
      query: savedQuery(filters),
      frequency: pick(next, ['instant', 'daily', 'weekly'] as const),
    };
  });
}

function changedListings(count: number): Property[] {
  const next = random(8);
  return Array.from({ length: count }, (_, i) => {
    const [city, zipcode, lat, lng] = pick(next, TOWNS);
    return {
      id: 1_000_000 + i,
      title: `Listing ${i}`,
      description: 'A generated listing for the alert benchmark, long enough for the schema.',
      price: Math.round(400_000 + next() * 9_000_000),
      address: `${1 + Math.floor(next() * 400)} ${pick(next, STREETS)}`,
      city,
      state: 'RI',
      zipcode,
      beds: Math.floor(next() * 7),
      baths: 2,
      squareFeet: 3000,
      propertyType: pick(next, PROPERTY_TYPES),
      status: 'Available',
      isFeatured: false,
      images: ['/images/listings/1/1.webp'],
      features: [],
      advisorId: null,
      createdAt: '2026-12-01T12:00:00Z',
      latitude: lat + (next() - 0.5) * 0.06,
      longitude: lng + (next() - 0.5) * 0.06,
    };
  });
}

interface Measurement {
  searches: number;
  changes: number;
  buildMs: number;
  matchMs: number;
  matched: number;
  indexMb: number;
  rssMb: number;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const gc = (globalThis as { gc?: () => void }).gc;

function measure(size: number, changes: number): Measurement {
  const all = searches(size);
  const listings = changedListings(changes);
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const matcher = createSearchMatcher(all);
  const built = performance.now();
  let matched = 0;
  for (const listing of listings) matched += matcher.match(listing).length;
  const done = performance.now();
  gc?.();
  const indexBytes = process.memoryUsage().heapUsed - heapBefore;
  if (matcher.size !== size) throw new Error('The index lost searches');
  return {
    searches: size,
    changes,
    buildMs: built - started,
    matchMs: done - built,
    matched,
    indexMb: mb(indexBytes),
    rssMb: mb(process.resourceUsage().maxRSS * 1024),
  };
}

/** One size in a fresh process (with --expose-gc for the heap figure); its measurement as JSON. */
function runInstance(size: number, changes: number): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', import.meta.filename, '--instance', String(size), String(changes)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output) as Measurement) : reject(new Error(`size ${size}: exit ${code}`)),
    );
  });
}

const args = process.argv.slice(2);
if (args[0] === '--instance') {
  console.log(JSON.stringify(measure(Number(args[1]), Number(args[2]))));
} else {
  const sizes = (process.env['BENCH_ALERTS_SIZES'] ?? '10000,100000').split(',').map(Number);
  const changes = Number(process.env['BENCH_ALERTS_CHANGES'] ?? 500);
  console.log(`Node ${process.version}, ${cpus().length} CPUs, load ${loadavg()[0]?.toFixed(2)}`);
  console.log(
    '| saved searches | changes | index built | 500 changes matched | total | matches | index heap | peak RSS |',
  );
  console.log(
    '| -------------: | ------: | ----------: | ------------------: | ----: | ------: | ---------: | -------: |',
  );
  for (const size of sizes) {
    const m = await runInstance(size, changes);
    const total = m.buildMs + m.matchMs;
    console.log(
      `| ${m.searches.toLocaleString('en-US')} | ${m.changes} | ${m.buildMs.toFixed(0)} ms | ${m.matchMs.toFixed(0)} ms | ` +
        `${total.toFixed(0)} ms${size >= 100_000 ? (total <= 1000 ? ' (goal ≤ 1 s: met)' : ' (goal ≤ 1 s: MISSED)') : ''} | ` +
        `${m.matched.toLocaleString('en-US')} | ${m.indexMb} MB | ${m.rssMb} MB |`,
    );
    if (size >= 100_000 && total > 1000) process.exitCode = 1;
  }
}
