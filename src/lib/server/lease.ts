/**
 * A lease in a Blobs store, so that two passes of one job (the MLS sync, the alert pass) never interleave:
 * taken by a conditional write (onlyIfNew, or onlyIfMatch on an expired lease's ETag), renewed and released
 * the same way, so a pass whose lease has lapsed and been taken over finds out instead of writing on.
 */
import type { Store } from '@netlify/blobs';

interface LeaseBody {
  holder: string;
  expiresAt: string;
}

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
    const current = (await store.get(key, { type: 'json' })) as LeaseBody | null;
    if (!etag || !current || Date.parse(current.expiresAt) > now().getTime()) return null;
    // Expired: taken over only if nobody else took it since it was read.
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
