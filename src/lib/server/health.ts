import type { Store } from '@netlify/blobs';

/** Writes and reads back a marker, proving the Blobs store answers. */
export async function checkStore(store: Store, now: () => Date = () => new Date()): Promise<boolean> {
  const stamp = now().toISOString();
  await store.set('last-check', stamp);
  return (await store.get('last-check', { type: 'text' })) === stamp;
}
