import { getStore, type Store } from '@netlify/blobs';

/** The Blobs stores this site uses. */
export type StoreName = 'health' | 'listings' | 'inquiries' | 'subscribers' | 'deliveries';

/**
 * Opens a store with strong consistency, so that a write is visible to the next read.
 * Call it inside a request: Netlify provides the Blobs context per invocation.
 */
export function openStore(name: StoreName): Store {
  return getStore({ name, consistency: 'strong' });
}
