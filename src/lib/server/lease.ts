/**
 * A lease in a Blobs store, so that two passes of one job (the MLS sync, the alert pass) never interleave:
 * taken by a conditional write (onlyIfNew, or onlyIfMatch on an expired lease's ETag), renewed and released
 * the same way, so a pass whose lease has lapsed and been taken over finds out instead of writing on.
 */
import type { Store } from '@netlify/blobs';
import { leaseSchema, type LeaseBody } from '#src/schemas/lease.ts';

export interface Lease {
  /** Extends the lease; false when it was lost (expired and taken by another pass). */
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * The ETag of `key`. Netlify answers reads with it; the local Blobs server only lists it, and briefly
 * lists an entry being written with an empty one.
 */
async function currentEtag(store: Store, key: string): Promise<string | undefined> {
  for (let tries = 0; tries < 20; tries += 1) {
    const { blobs } = await store.list({ prefix: key });
    const listed = blobs.find((blob) => blob.key === key);
    if (!listed) return undefined;
    if (listed.etag !== '') return listed.etag;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return undefined;
}

/**
 * Whether a stored lease still holds. One that fails its schema, or runs further ahead than any holder of
 * this job takes it (`ttlMs`), is no lease: it is logged and taken over, never left to block the job.
 */
function heldElsewhere(stored: unknown, nowMs: number, ttlMs: number, key: string): boolean {
  const parsed = leaseSchema.safeParse(stored);
  const expiresAt = parsed.success ? Date.parse(parsed.data.expiresAt) : Number.NaN;
  if (!parsed.success || expiresAt > nowMs + ttlMs) {
    console.error(`Lease ${key}: the stored lease is not valid; taking it over.`);
    return false;
  }
  return expiresAt > nowMs;
}

/** Takes the lease `key` for `ttlMs`, or answers null while another holder's lease is still valid. */
export async function acquireLease(
  store: Store,
  key: string,
  holder: string,
  ttlMs: number,
  now: () => Date = () => new Date(),
): Promise<Lease | null> {
  const body = (): LeaseBody => ({ holder, expiresAt: new Date(now().getTime() + ttlMs).toISOString() });
  let written = await store.setJSON(key, body(), { onlyIfNew: true });
  if (!written.modified) {
    const etag = await currentEtag(store, key);
    const stored: unknown = await store.get(key, { type: 'json' });
    if (!etag || stored === null || heldElsewhere(stored, now().getTime(), ttlMs, key)) return null;
    // Expired (or no lease at all): taken over only if nobody else took it since it was read.
    written = await store.setJSON(key, body(), { onlyIfMatch: etag });
    if (!written.modified) return null;
  }
  let etag = written.etag ?? (await currentEtag(store, key));
  const rewrite = async (next: LeaseBody): Promise<boolean> => {
    if (!etag) return false;
    const result = await store.setJSON(key, next, { onlyIfMatch: etag });
    if (!result.modified) return false;
    etag = result.etag ?? (await currentEtag(store, key));
    return true;
  };
  return {
    renew: () => rewrite(body()),
    release: async () => {
      await rewrite({ holder, expiresAt: new Date(0).toISOString() });
    },
  };
}
