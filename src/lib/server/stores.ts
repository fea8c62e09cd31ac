import { getStore, type Store } from '@netlify/blobs';

/** The Blobs stores this site uses. */
export type StoreName =
  | 'health'
  | 'listings'
  | 'listing-photos'
  | 'sales'
  | 'market'
  | 'inquiries'
  | 'subscribers'
  | 'deliveries'
  | 'alerts'
  | 'messages'
  | 'showing-requests';

/** The stores that hold leads: kept apart per deploy context, so a deploy preview never writes production's. */
const LEAD_STORES: ReadonlySet<StoreName> = new Set([
  'inquiries',
  'subscribers',
  'deliveries',
  'alerts',
  'messages',
  'showing-requests',
]);

/** What a function's context tells about its deploy, as far as the stores need it. */
export interface DeployInfo {
  deploy?: { context?: string };
}

/**
 * The deploy context of an invocation: 'production', 'deploy-preview', 'branch-deploy' or 'dev' on Netlify;
 * undefined where none is given (the local server passes `deploy: {}`, tests and scripts pass nothing).
 */
export function deployContext(context?: DeployInfo): string | undefined {
  const name = context?.deploy?.context;
  return name === '' ? undefined : name;
}

/**
 * The name a store has in a deploy context: a lead store outside production gets the context as a suffix
 * ("inquiries-deploy-preview"); production and local runs (undefined) use the plain names.
 */
export function storeName(name: StoreName, context: string | undefined): string {
  if (context === undefined || context === 'production' || !LEAD_STORES.has(name)) return name;
  return `${name}-${context.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}`;
}

/**
 * Opens a store with strong consistency, so that a write is visible to the next read; with the
 * invocation's context, a lead store is the one of its deploy context (see storeName).
 * Call it inside a request: Netlify provides the Blobs context per invocation.
 */
export function openStore(name: StoreName, context?: DeployInfo): Store {
  return getStore({ name: storeName(name, deployContext(context)), consistency: 'strong' });
}
