// The CDN's compression of the local server: brotli or gzip as the client accepts, with each whole body
// compressed once per encoding and content.
import { createHash } from 'node:crypto';
import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import {
  brotliCompress as brotliCompressCallback,
  createBrotliCompress,
  createGzip,
  gzip as gzipCallback,
} from 'node:zlib';
import { cdnCache } from './cdn-cache.ts';

export type Encoding = 'br' | 'gzip';

const brotliCompress = promisify(brotliCompressCallback);
const gzip = promisify(gzipCallback);

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/** Picks brotli or gzip as a CDN would, or nothing for small or already-compressed bodies. */
export function chooseEncoding(acceptEncoding: string, type: string | null, length: string | null): Encoding | null {
  if (!type || !COMPRESSIBLE.test(type)) return null;
  if (length !== null && Number(length) < 1024) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/**
 * Bodies compressed once per encoding and content, as a CDN keeps them: brotli at its best quality takes
 * 70-130 ms for a page and a quarter of a second for the React chunk, which every request would otherwise
 * pay before its first byte (and Lighthouse's simulation counts as server time). Keyed by a hash of the
 * body, so a rebuilt page or a function's new answer is compressed afresh.
 */
const compressedBodies = cdnCache<Buffer>(500);

export async function compressedBody(response: Response, encoding: Encoding): Promise<Buffer> {
  const raw = Buffer.from(await response.arrayBuffer());
  const key = `${encoding} ${createHash('sha256').update(raw).digest('base64')}`;
  return compressedBodies(key, () => (encoding === 'br' ? brotliCompress(raw) : gzip(raw)));
}

/** A streaming compressor, for answers that are not a whole 200 to a GET. */
export const compressor = (encoding: Encoding): Transform =>
  encoding === 'br' ? createBrotliCompress() : createGzip();
