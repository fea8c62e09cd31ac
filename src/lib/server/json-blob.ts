/**
 * Large JSON values in Blobs, gzipped: the MLS feed's state and snapshot run to tens of megabytes of
 * repetitive JSON at 25,000 listings, which gzip shrinks about eight times, so a sync pass and a cold
 * catalogue load move a few megabytes instead (README, Listings from the MLS: the benchmark).
 */
import type { Store } from '@netlify/blobs';
import { gunzipSync, gzipSync } from 'node:zlib';

type Metadata = Record<string, unknown>;

/** gzip's first two bytes: every gzip stream starts with them, and no JSON text does. */
const isGzip = (bytes: Uint8Array): boolean => bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * Writes `value` as gzipped JSON. Level 1: on the 45 MB state of 25,000 listings, a quarter of the
 * default level's time for a fifth more bytes (5.3 MB against 4.3). Synchronous zlib, which is faster on
 * one large buffer; a function instance serves one request at a time.
 */
export async function writeJsonBlob(store: Store, key: string, value: unknown, metadata?: Metadata): Promise<void> {
  const bytes = gzipSync(JSON.stringify(value), { level: 1 });
  const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  await store.set(key, body, metadata ? { metadata } : {});
}

/** Reads a value writeJsonBlob wrote, or plain JSON as setJSON wrote it before; null when there is none. */
export async function readJsonBlob(store: Store, key: string): Promise<unknown> {
  // Null when there is no such key (the typings of the arrayBuffer form leave that out).
  const data = (await store.get(key, { type: 'arrayBuffer' })) as ArrayBuffer | null;
  if (data === null) return null;
  const bytes = new Uint8Array(data);
  const text = isGzip(bytes) ? gunzipSync(bytes).toString('utf8') : new TextDecoder().decode(bytes);
  return JSON.parse(text) as unknown;
}

/**
 * A JSON blob with the ETag it was read at, or null when there is none. Netlify answers a read with the
 * ETag; the local Blobs server (npm start, tests) only lists it. The ETag is then listed before the data is
 * read, so a write in between makes the conditional write fail instead of being lost.
 */
export async function readJsonForUpdate(store: Store, key: string): Promise<{ data: unknown; etag: string } | null> {
  for (let tries = 0; tries < 20; tries += 1) {
    const entry = await store.getWithMetadata(key, { type: 'json' });
    if (!entry) return null;
    if (entry.etag) return { data: entry.data as unknown, etag: entry.etag };
    const { blobs } = await store.list({ prefix: key });
    // An entry being written lists with an empty ETag.
    const etag = blobs.find((blob) => blob.key === key)?.etag;
    const data: unknown = etag ? await store.get(key, { type: 'json' }) : null;
    if (etag && data !== null) return { data, etag };
  }
  throw new Error(`No ETag for ${key}`);
}

/**
 * Read-modify-write of a JSON blob under ETag-conditional writes, retried when another writer got there
 * first. `change` gets the current value (null when none) and returns the new one, or undefined to leave it.
 */
export async function updateJsonBlob<T>(
  store: Store,
  key: string,
  change: (current: unknown) => T | undefined,
  maxTries = 20,
): Promise<T | undefined> {
  for (let tries = 0; tries < maxTries; tries += 1) {
    const current = await readJsonForUpdate(store, key);
    const next = change(current?.data ?? null);
    if (next === undefined) return undefined;
    const { modified } = await store.setJSON(key, next, current ? { onlyIfMatch: current.etag } : { onlyIfNew: true });
    if (modified) return next;
  }
  throw new Error(`${key}: not written after ${maxTries} conflicting writes`);
}
