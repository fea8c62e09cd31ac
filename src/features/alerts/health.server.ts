/** The alert figures of /api/health: counts only, never an address or a search. */
import type { Store } from '@netlify/blobs';
import { readIndex } from './owners.server.ts';

/** Saved-search alerts in figures: confirmed (active) searches and alert e-mails waiting for delivery. */
export interface AlertsHealth {
  activeSearches: number;
  pendingEmails: number;
}

/** Confirmed (active) searches from the index shards, and alert e-mails (kind message) waiting to be sent. */
export async function alertsHealth(alerts: Store, deliveries: Store): Promise<AlertsHealth> {
  const [searches, pending] = await Promise.all([readIndex(alerts), deliveries.list({ prefix: 'pending/message/' })]);
  return { activeSearches: searches.length, pendingEmails: pending.blobs.length };
}
