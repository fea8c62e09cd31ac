/** The real wiring of lead delivery: stores, transports from the environment, listings and advisors. */
import site from '#data/site.json' with { type: 'json' };
import { siteSchema } from '#src/schemas/site.ts';
import { teamMembers } from '#src/features/team/team-data.server.ts';
import { outboxHooks, type DeliveryDeps, type LeadKind, type ListingWithAdvisor } from './delivery.server.ts';
import { isLocalInvocation, officeSource } from '#src/features/listings/listing-files.server.ts';
import { loadCatalog } from '#src/features/listings/catalog.server.ts';
import { deployContext, openStore, type StoreName } from '#src/lib/server/stores.ts';
import { configuredSiteUrl } from '#src/lib/server/site-url.ts';
import type { Store } from '@netlify/blobs';
import { deliversIn } from './settings.ts';
import { transportsFromEnv } from './transports.server.ts';

let advisorEmails: Map<number, { name: string; email: string }> | undefined;
function advisorContact(id: number): { name: string; email: string } | null {
  advisorEmails ??= new Map(
    teamMembers()
      .filter((member) => member.email !== '')
      .map((member) => [member.id, { name: member.name, email: member.email }]),
  );
  return advisorEmails.get(id) ?? null;
}

export const LEADS_EMAIL = siteSchema.shape.leadsEmail.parse(site.leadsEmail);

const LEAD_STORE = { inquiry: 'inquiries', subscriber: 'subscribers', message: 'messages' } as const satisfies Record<
  LeadKind,
  StoreName
>;

interface InvocationContext {
  deploy?: { id?: string; context?: string };
  site?: { url?: string };
}

/**
 * Call inside an invocation (Netlify provides the Blobs context per call). Scripts pass `open` for stores
 * of their own and `local` for where they run.
 */
export function deliveryDeps(
  context?: InvocationContext,
  options: { env?: NodeJS.ProcessEnv; open?: (name: StoreName) => Store; local?: boolean } = {},
): DeliveryDeps {
  // Lead stores are the deploy context's own (see storeName); scripts pass `open` for production's.
  const { env = process.env, open = (name: StoreName) => openStore(name, context) } = options;
  const local = options.local ?? isLocalInvocation(context);
  return {
    records: (kind) => open(LEAD_STORE[kind]),
    // Opened on use, so that a missing Blobs context surfaces inside the handlers' error handling.
    get index() {
      return open('deliveries');
    },
    now: () => new Date(),
    ...transportsFromEnv(env, { local, leadsEmail: LEADS_EMAIL }),
    siteUrl: configuredSiteUrl(context, env),
    leadsEmail: LEADS_EMAIL,
    findListing: async (id): Promise<ListingWithAdvisor | null> => {
      const listing = (await loadCatalog({ office: officeSource(local), feed: open('listings') })).byId.get(id);
      if (!listing) return null;
      const { title, price, address, city, state, zipcode, advisorId } = listing;
      return {
        id,
        title,
        price,
        address,
        city,
        state,
        zipcode,
        advisor: advisorId === null ? null : advisorContact(advisorId),
      };
    },
    log: console,
  };
}

/**
 * The outbox hooks of a record that the lead functions create in this invocation: the first attempt runs
 * after the response (context.waitUntil), and the delivery wiring is built once, when first needed.
 */
export function invocationOutbox(
  kind: LeadKind,
  context?: InvocationContext & { waitUntil: (promise: Promise<unknown>) => void },
) {
  // Outside production without LEADS_DELIVERY_IN_PREVIEWS=true: no outbox, the lead is only stored.
  if (!deliversIn(deployContext(context), process.env)) return undefined;
  let deps: DeliveryDeps | undefined;
  return outboxHooks(
    kind,
    () => (deps ??= deliveryDeps(context)),
    context && ((promise) => context.waitUntil(promise)),
  );
}
