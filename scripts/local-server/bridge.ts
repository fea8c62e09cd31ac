// Between node:http and fetch for the local server: a Node request as a Request for a function, and any
// Response written back, compressed as the CDN would (compression.ts). Hand-written rather than
// @hono/node-server's getRequestListener: that one replaces the global Request and Response unless told
// not to, drains a refused body by its own bounds, and leaves compression and the early 413 to this code.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { chooseEncoding, compressedBody, compressor } from './compression.ts';

/** Writes `response` to `res`, `extra` headers over its own, compressed when the client and the type allow. */
export async function send(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  extra = new Headers(),
): Promise<void> {
  const headers = new Headers(response.headers);
  extra.forEach((value, key) => headers.set(key, value));
  const encoding = response.body
    ? chooseEncoding(req.headers['accept-encoding'] ?? '', headers.get('content-type'), headers.get('content-length'))
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
  const body = Readable.fromWeb(response.body as NodeReadableStream);
  if (encoding) await pipeline(body, compressor(encoding), res);
  else await pipeline(body, res);
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

/** Answers `req` with `handler`, which gets it as a Request for `url`. */
export async function answerWith(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  handler: (request: Request) => Response | Promise<Response>,
): Promise<void> {
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
  // The body goes through a PassThrough: a function that stops reading (a body over the limit) cancels the
  // stream, and cancelling `req` itself would destroy the socket, so the next request on it would fail.
  const body = hasBody ? req.pipe(new PassThrough()) : null;
  const response = await handler(
    new Request(url, {
      method: req.method ?? 'GET',
      headers,
      ...(body ? { body: Readable.toWeb(body) as ReadableStream, duplex: 'half' } : {}),
    }),
  );
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
}
