import type { Store } from '@netlify/blobs';

/**
 * Writes a marker under a key of its own, reads it back and removes it, proving the Blobs store answers.
 * A key per check keeps concurrent checks from reading each other's marker.
 */
export async function checkStore(store: Store, key = `check/${crypto.randomUUID()}`): Promise<boolean> {
  const stamp = new Date().toISOString();
  await store.set(key, stamp);
  const ok = (await store.get(key, { type: 'text' })) === stamp;
  await store.delete(key);
  return ok;
}
