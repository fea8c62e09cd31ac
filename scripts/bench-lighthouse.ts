// Lighthouse on mobile (simulated throttling) over the key routes, served by the local server behind an HTTPS
// front with HTTP/2, as Netlify's CDN serves them (scripts/local-server/https-front.ts).
// Usage: npm run bench:lighthouse [-- /route ...]   (builds first; BENCH_URL=http://host:port reuses a running
// server; BENCH_HTTP1=1 measures the local server's plain HTTP/1.1 instead)
// Prints the four category scores with LCP, TBT and CLS per route (the median of BENCH_RUNS runs, default 3);
// saves the JSON reports under reports/.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { startHttpsFront } from '#scripts/local-server/https-front.ts';

// Never /admin: Decap CMS is a staff tool loaded only there, not a page visitors see.
const KEY_ROUTES = [
  '/',
  '/properties',
  '/properties/1',
  '/advisors',
  '/advisors/alexandra-whitmore',
  '/counties/newport',
  '/contact',
  '/faq',
];
/** The routes named on the command line, or the key routes. */
const ROUTES = process.argv.length > 2 ? process.argv.slice(2) : KEY_ROUTES;
/** Runs per route (BENCH_RUNS, default 3); the table shows the median. */
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function startServer(port: number): Promise<ChildProcess> {
  // No fixture MLS and no scheduled passes: a sync or alert pass mid-run would compete for the CPU that
  // Lighthouse's simulation scales by four, and the pages measured are the same.
  // Another server on the port would answer the health check: the measurements must be of this build's.
  const taken = await fetch(`http://localhost:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is taken: stop the server there, or measure it with BENCH_URL.`);
  const server = spawn(process.execPath, ['scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), MLS_FIXTURE: 'off', LOCAL_SCHEDULES: 'off' },
    stdio: 'inherit',
  });
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const ready = await fetch(`http://localhost:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return server;
    await sleep(500);
  }
  server.kill();
  throw new Error('The local server did not start.');
}

const port = 8890;
const server = process.env['BENCH_URL'] ? null : await startServer(port);
const origin = process.env['BENCH_URL'] ?? `http://localhost:${port}`;
const front = process.env['BENCH_HTTP1'] ? null : await startHttpsFront(origin);
const base = front?.origin ?? origin;

interface Report {
  runtimeError?: { code: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { displayValue?: string; numericValue?: number } | undefined>;
}

/** The CLI, one process per route: its own Chrome launch records traces reliably here. */
async function audit(route: string, output: string): Promise<Report> {
  await promisify(execFile)(
    process.execPath,
    [
      fileURLToPath(import.meta.resolve('lighthouse/cli/index.js')),
      `${base}${route}`,
      '--quiet',
      '--form-factor=mobile',
      '--throttling-method=simulate',
      `--only-categories=${CATEGORIES.join(',')}`,
      // The front's certificate is self-signed.
      '--chrome-flags=--headless=new --no-sandbox --ignore-certificate-errors',
      '--output=json',
      `--output-path=${output}`,
    ],
    { env: { ...process.env, CHROME_PATH: process.env['CHROME_PATH'] ?? '/usr/bin/chromium' } },
  );
  return JSON.parse(await readFile(output, 'utf8')) as Report;
}

// Warm the server first: the CDN Lighthouse stands in for is never cold, and the local server compresses
// each page on its first request (brotli at its best quality, up to 130 ms). The same goes for the image
// CDN: its first transform of a photo (a listing page's LCP image) takes the local server up to a second,
// which Lighthouse's simulation would count as that photo's load and everything loaded meanwhile.
for (const route of ROUTES) {
  const html = await fetch(`${origin}${route}`).then((response) => response.text());
  const images = new Set(
    Array.from(html.matchAll(/\/\.netlify\/images\?[^"\s,]+/g), ([url]) => url.replaceAll('&amp;', '&')),
  );
  for (const image of images) await fetch(`${origin}${image}`).then((response) => response.arrayBuffer());
}

/** One Lighthouse run; Chrome here sometimes records no navigation start (NO_NAVSTART) or loses the page, and another try measures normally. */
async function measure(route: string, output: string): Promise<Report> {
  let report: Report = { categories: {}, audits: {} };
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      report = await audit(route, output);
      if (report.runtimeError?.code !== 'NO_NAVSTART') break;
    } catch (error) {
      console.error(`${route}: ${String(error instanceof Error ? error.message : error).split('\n')[0] ?? ''}`);
      report = { categories: {}, audits: {} };
    }
  }
  return report;
}

await mkdir('reports', { recursive: true });
const rows: string[] = [];
try {
  for (const route of ROUTES) {
    const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
    const runs: Report[] = [];
    for (let run = 1; run <= RUNS; run += 1)
      runs.push(await measure(route, `reports/lighthouse-${name}-run${run}.json`));
    // Single runs on a shared machine vary: each score and each metric is the median of the runs.
    const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const byScore = runs.toSorted(
      (a, b) => (a.categories['performance']?.score ?? 0) - (b.categories['performance']?.score ?? 0),
    );
    await writeFile(`reports/lighthouse-${name}.json`, JSON.stringify(byScore[Math.floor(byScore.length / 2)]));
    for (const run of runs) if (run.runtimeError) console.error(`${route}: ${run.runtimeError.code}`);
    const score = (category: string) =>
      String(Math.round(median(runs.map((run) => run.categories[category]?.score ?? 0)) * 100));
    const metric = (id: string) => median(runs.map((run) => run.audits[id]?.numericValue ?? Number.NaN));
    const lcp = `${(metric('largest-contentful-paint') / 1000).toFixed(1)} s`;
    const tbt = `${String(Math.round(metric('total-blocking-time') / 10) * 10)} ms`;
    const cls = String(Number(metric('cumulative-layout-shift').toFixed(3)));
    rows.push(`| ${route} | ${CATEGORIES.map(score).join(' | ')} | ${lcp} | ${tbt} | ${cls} |`);
    console.log(rows.at(-1));
  }
} finally {
  await front?.close();
  server?.kill('SIGTERM');
}

console.log(
  [
    '',
    '| Route | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n'),
);
