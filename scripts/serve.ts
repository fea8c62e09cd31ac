// Serves the built site (dist/) the way Netlify does: static files with netlify.toml redirects and
// headers, the functions under /api/*, and a Blobs store on disk (.netlify/blobs-serve).
// @netlify/dev is not an HTTP server, so this is the thin node:http wrapper around it. The functions run in
// process (scripts/local-functions.ts).
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import {
  brotliCompress as brotliCompressCallback,
  createBrotliCompress,
  createGzip,
  gzip as gzipCallback,
} from 'node:zlib';
import { NetlifyDev } from '@netlify/dev';
import { loadFunctions, matchFunction } from './local-functions.ts';
import { startLocalSchedules } from './local-schedule.ts';
import { OFFLINE_NETLIFY_FEATURES } from './netlify-offline.ts';
import { startLocalMls } from './mls-fixture/local.ts';
import { clearFeed } from '#src/features/mls/sync.server.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { alertsSetting } from '#src/features/alerts/settings.ts';

const port = Number(process.env['PORT'] ?? 8888);
const host = process.env['HOST'] ?? 'localhost';
const projectRoot = process.cwd();
const origin = `http://${host}:${port}`;

const netlify = new NetlifyDev({
  projectRoot,
  ...OFFLINE_NETLIFY_FEATURES,
  // Every function runs in process (scripts/local-functions.ts), routed by its own paths; no rewrite in
  // netlify.toml or _redirects leads to one. @netlify/dev's own functions would only be built again, in
  // the background for about 15 s after start-up, slowing every request meanwhile.
  functions: { enabled: false },
  // The image CDN fetches its sources from this server, so a photo a function serves (a feed listing's)
  // comes from the in-process function.
  serverAddress: origin,
});

const brotliCompress = promisify(brotliCompressCallback);
const gzip = promisify(gzipCallback);

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/** Picks brotli or gzip as a CDN would, or nothing for small or already-compressed bodies. */
function chooseEncoding(req: IncomingMessage, type: string | null, length: string | null): 'br' | 'gzip' | null {
  if (!type || !COMPRESSIBLE.test(type)) return null;
  if (length !== null && Number(length) < 1024) return null;
  const accepted = req.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * Bodies compressed once per encoding and content, as a CDN keeps them: brotli at its best quality takes
 * 70-130 ms for a page and a quarter of a second for the React chunk, which every request would otherwise
 * pay before its first byte (and Lighthouse's simulation counts as server time). Keyed by a hash of the
 * body, so a rebuilt page or a function's new answer is compressed afresh; the oldest entries go first.
 */
const compressedBodies = new Map<string, Promise<Buffer>>();
const COMPRESSED_BODIES_KEPT = 500;

async function compressedBody(response: Response, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const raw = Buffer.from(await response.arrayBuffer());
  const key = `${encoding} ${createHash('sha256').update(raw).digest('base64')}`;
  const known = compressedBodies.get(key);
  if (known) return known;
  const compressing = encoding === 'br' ? brotliCompress(raw) : gzip(raw);
  compressedBodies.set(key, compressing);
  compressing.catch(() => compressedBodies.delete(key));
  const oldest = compressedBodies.keys().next().value;
  if (compressedBodies.size > COMPRESSED_BODIES_KEPT && oldest !== undefined) compressedBodies.delete(oldest);
  return compressing;
}

async function send(req: IncomingMessage, res: ServerResponse, response: Response, extra: Headers): Promise<void> {
  const headers = new Headers(response.headers);
  extra.forEach((value, key) => headers.set(key, value));
  const encoding = response.body
    ? chooseEncoding(req, headers.get('content-type'), headers.get('content-length'))
    : null;
  if (encoding) {
    headers.set('content-encoding', encoding);
    headers.delete('content-length');
    headers.append('vary', 'Accept-Encoding');
  }
  if (encoding && response.status === 200 && req.method === 'GET') {
    const body = await compressedBody(response, encoding);
    headers.set('content-length', String(body.length));
    res.writeHead(response.status, Object.fromEntries(headers));
    res.end(body);
    return;
  }
  res.writeHead(response.status, Object.fromEntries(headers));
  if (!response.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  if (encoding === 'br') await pipeline(body, createBrotliCompress(), res);
  else if (encoding === 'gzip') await pipeline(body, createGzip(), res);
  else await pipeline(body, res);
}

/** Netlify answers unknown paths with /404.html, its header rules applied, and status 404. */
async function notFound(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const headers = new Headers();
  const page = await netlify.handle(new Request(`${origin}/404.html`), {
    headersCollector: (key, value) => headers.set(key, value),
  });
  const body = page ? await page.arrayBuffer() : 'Not Found';
  const response = new Response(body, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
  await send(req, res, response, headers);
}

/**
 * After answering before a body has arrived (413), the server reads at most this much more of it, so that
 * a keep-alive connection stays usable; a larger body closes the connection instead of being read.
 */
const DRAIN_LIMIT_BYTES = 4 * 1024 * 1024;

/** The rest of a refused body: read and discarded up to DRAIN_LIMIT_BYTES, otherwise the connection closes. */
function discardRestOfBody(req: IncomingMessage, closing: boolean): void {
  if (closing) {
    // The answer said so: send it, then stop reading this connection.
    req.socket.end();
    setTimeout(() => req.socket.destroy(), 1_000).unref();
    return;
  }
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) req.socket.destroy();
  });
  req.resume();
}

let requestCount = 0;
/** Calls an in-process function when one owns the path; false when none does. */
async function runFunction(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = new URL(req.url ?? '/', origin);
  const match = matchFunction(functions, url);
  if (!match) return false;
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
  // The body goes through a PassThrough: a function that stops reading (a body over the limit) cancels the
  // stream, and cancelling `req` itself would destroy the socket, so the next request on it would fail.
  const body = hasBody ? req.pipe(new PassThrough()) : null;
  const request = new Request(url, {
    method: req.method ?? 'GET',
    headers,
    ...(body ? { body: Readable.toWeb(body) as ReadableStream, duplex: 'half' } : {}),
  });
  requestCount += 1;
  const response = await match.route.handler(request, {
    params: match.params,
    ip: req.socket.remoteAddress ?? '127.0.0.1',
    requestId: `local-${requestCount}`,
    deploy: {},
    site: { url: origin },
    waitUntil: (promise) => void promise.catch((error: unknown) => console.error(error)),
  });
  const declaredLength = Number(req.headers['content-length'] ?? 0);
  const refusedEarly = body !== null && !req.complete;
  // A declared body too large to read through gets its connection closed, and the answer says so.
  const closing = refusedEarly && declaredLength > DRAIN_LIMIT_BYTES;
  await send(req, res, response, new Headers(closing ? { connection: 'close' } : {}));
  if (body && refusedEarly) {
    req.unpipe(body);
    body.destroy();
    discardRestOfBody(req, closing);
  }
  return true;
}

/** A transformed image as the image CDN answered it. */
interface TransformedImage {
  status: number;
  headers: Headers;
  body: ArrayBuffer;
}

/**
 * Netlify's CDN keeps each transformed image until the next deploy; @netlify/dev encodes it again on every
 * request (an 800 px AVIF takes over a second of CPU). So the local server keeps them for its lifetime,
 * which is the local deploy, and one encode serves concurrent requests for the same URL.
 */
const transformedImages = new Map<string, Promise<TransformedImage | null>>();

function transformedImage(req: IncomingMessage, url: string): Promise<TransformedImage | null> {
  const known = transformedImages.get(url);
  if (known) return known;
  const transforming = (async () => {
    const headers = new Headers();
    const result = await netlify.handleAndIntrospectNodeRequest(req, {
      headersCollector: (key, value) => headers.set(key, value),
    });
    if (!result) return null;
    result.response.headers.forEach((value, key) => headers.set(key, value));
    return { status: result.response.status, headers, body: await result.response.arrayBuffer() };
  })();
  transformedImages.set(url, transforming);
  // Only images that were made are kept; a failure is tried again on the next request.
  transforming.then(
    (image) => {
      if (image?.status !== 200) transformedImages.delete(url);
    },
    () => transformedImages.delete(url),
  );
  return transforming;
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  // URLs and the same-site check use the server's own address, never what a client claims in Host.
  req.headers.host = new URL(origin).host;
  const collected = new Headers();
  try {
    if (await runFunction(req, res)) return;
    const url = req.url ?? '/';
    if (req.method === 'GET' && url.startsWith('/.netlify/images?')) {
      const image = await transformedImage(req, url);
      if (!image) await notFound(req, res);
      else await send(req, res, new Response(image.body, { status: image.status, headers: image.headers }), collected);
      return;
    }
    const result = await netlify.handleAndIntrospectNodeRequest(req, {
      headersCollector: (key, value) => collected.set(key, value),
    });
    if (!result || (result.response.status === 404 && result.type === 'static')) await notFound(req, res);
    else await send(req, res, result.response, collected);
  } catch (error) {
    // A visitor who navigates away mid-response closes the socket: nothing to report.
    if (res.destroyed || req.destroyed) return;
    console.error(`${req.method} ${req.url} failed:`, error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error');
  }
}

const server = createServer((req, res) => void handle(req, res));
// Node closes an idle keep-alive connection after 5 s. A client that reuses it at that moment gets
// ECONNRESET (seen under load, when a burst of requests leaves some sockets idle for a few seconds), so
// idle connections stay open as long as a CDN edge keeps them.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    console.error(`Port ${port} is already in use. Stop the other server or choose another port: PORT=8899 npm start`);
  } else {
    console.error(error);
  }
  void netlify.stop().finally(() => process.exit(1));
});

// Without RESO settings the site syncs from the bundled fixture MLS, so the whole feed path runs offline.
// MLS_FIXTURE=off leaves the feed out (the browser tests, which count the office's listings).
const fixture = process.env['RESO_BASE_URL'] || process.env['MLS_FIXTURE'] === 'off' ? null : await startLocalMls();
await netlify.start();
const functions = await loadFunctions(projectRoot);
// Without any feed, the local store keeps no feed listings from an earlier run with the fixture MLS (the
// browser tests count the office's own).
if (!fixture && !process.env['RESO_BASE_URL']) await clearFeed(openStore('listings'));
// LOCAL_SCHEDULES=off: the browser tests run the passes they need themselves, so none races them.
const stopSchedules =
  process.env['LOCAL_SCHEDULES'] === 'off' ? () => undefined : await startLocalSchedules(functions, origin);
const alerts = alertsSetting(process.env, true);
server.listen(port, host, () => {
  console.log(`Site, API and local Blobs store ready at ${origin}`);
  // The functions see no deploy here, so without ALERTS_SECRET they sign with the development secret.
  if (alerts.state === 'on' && alerts.development)
    console.log('E-mail alerts: ALERTS_SECRET is not set, so links are signed with the development secret.');
  else if (alerts.state === 'off') console.log(`E-mail alerts are off: ${alerts.reason}.`);
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: stopping the server.`);
  stopSchedules();
  server.closeAllConnections();
  server.close();
  // A delivery pass in flight can keep the emulated Blobs store busy for seconds; stopping never waits on
  // it, since an interrupted channel's claim expires and the next pass sends it.
  await Promise.race([
    Promise.all([netlify.stop(), fixture?.close()]),
    new Promise((resolve) => setTimeout(resolve, 2_000)),
  ]);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
