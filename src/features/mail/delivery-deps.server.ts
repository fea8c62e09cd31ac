/** The real wiring of lead delivery: the stores of the deploy context and the transports from the environment. */
import type { Store } from '@netlify/blobs';
import site from '#data/site/site.en.json' with { type: 'json' };
import { siteSchema } from '#src/schemas/site.ts';
import { isLocalInvocation } from '#src/features/listings/listing-files.server.ts';
import { deployContext, openStore, type StoreName } from '#src/lib/server/stores.ts';
import { outboxHooks, type DeliveryContent, type DeliveryDeps, type LeadKind } from './delivery.server.ts';
import { deliversIn } from './settings.ts';
import { transportsFromEnv } from './transports.server.ts';

export const LEADS_EMAIL = siteSchema.shape.leadsEmail.parse(site.leadsEmail);

const LEAD_STORE = { inquiry: 'inquiries', subscriber: 'subscribers', message: 'messages' } as const satisfies Record<
  LeadKind,
  StoreName
>;

export interface InvocationContext {
  deploy?: { id?: string; context?: string };
  site?: { url?: string };
}

export interface DeliveryOptions {
  env?: NodeJS.ProcessEnv;
  open?: (name: StoreName) => Store;
  local?: boolean;
  /** What the kinds this wiring meets send (see DeliveryDeps.content). */
  content?: DeliveryContent;
}

/**
 * Call inside an invocation (Netlify provides the Blobs context per call). Scripts pass `open` for stores
 * of their own and `local` for where they run.
 */
export function deliveryDeps(context?: InvocationContext, options: DeliveryOptions = {}): DeliveryDeps {
  // Lead stores are the deploy context's own (see storeName); scripts pass `open` for production's.
  const { env = process.env, open = (name: StoreName) => openStore(name, context), content = {} } = options;
  const local = options.local ?? isLocalInvocation(context);
  return {
    records: (kind) => open(LEAD_STORE[kind]),
    // Opened on use, so that a missing Blobs context surfaces inside the handlers' error handling.
    get index() {
      return open('deliveries');
    },
    now: () => new Date(),
    ...transportsFromEnv(env, { local, leadsEmail: LEADS_EMAIL }),
    content,
    log: console,
  };
}

/**
 * The outbox hooks of a record that a function creates in this invocation: the first attempt runs after
 * the response (context.waitUntil), and the delivery wiring is built once, when first needed.
 */
export function invocationOutbox(
  kind: LeadKind,
  context?: InvocationContext & { waitUntil: (promise: Promise<unknown>) => void },
  content: DeliveryContent = {},
) {
  // Outside production without LEADS_DELIVERY_IN_PREVIEWS=true: no outbox, the lead is only stored.
  if (!deliversIn(deployContext(context), process.env)) return undefined;
  let deps: DeliveryDeps | undefined;
  return outboxHooks(
    kind,
    () => (deps ??= deliveryDeps(context, { content })),
    context && ((promise) => context.waitUntil(promise)),
  );
}
