/**
 * What an inquiry sends through lead delivery (the e-mail to the office or the advisor who answers about the
 * listing, and the webhook's body, both with the listing it was sent from), and the wiring of lead delivery
 * with every lead kind's content: the inquiries function, the delivery pass and `npm run leads:deliver`.
 */
import { SUBSCRIBER_CONTENT } from '#src/features/alerts/newsletter.server.ts';
import { loadCatalog } from '#src/features/listings/catalog.server.ts';
import { isLocalInvocation, officeSource } from '#src/features/listings/listing-files.server.ts';
import type { DeliveryContent, DeliveryDeps, RecordContent } from '#src/features/mail/delivery.server.ts';
import {
  deliveryDeps,
  invocationOutbox,
  LEADS_EMAIL,
  type DeliveryOptions,
  type InvocationContext,
} from '#src/features/mail/delivery-deps.server.ts';
import { teamMembers } from '#src/features/team/team-data.server.ts';
import { contactAdvisor } from '#src/features/team/listing-contact.ts';
import { configuredSiteUrl } from '#src/lib/server/site-url.ts';
import type { Store } from '@netlify/blobs';
import { openStore, type StoreName } from '#src/lib/server/stores.ts';
import { storedInquirySchema, type StoredInquiry } from '#src/schemas/inquiry.ts';
import { composeLeadEmail, inquiryWebhookBody, listingIdFromPage, type LeadListing } from './lead-message.tsx';
import type { ValuationSubject } from '#src/features/market/comparables.ts';
import { valuationComparables } from '#src/features/market/comparables.server.ts';
import {
  comparablesSummary,
  type ComparablesSummary,
  type ComparablesWords,
} from '#src/features/market/comparables-view.ts';
import { readSoldDisplay } from '#src/features/mls/reso-settings.ts';
import { VALUATION_INTEREST_TYPE } from './valuation-request.ts';
import { valuationSubjectOfMessage } from './valuation-subject.ts';

/** A listing with the e-mail of the advisor who answers about it, as the lead e-mail needs it. */
export interface ListingWithAdvisor extends LeadListing {
  advisor: { name: string; email: string } | null;
  /** Whether `advisor` is the listing's own (its advisorId), not its town's. */
  ownAdvisor: boolean;
  /** A listing of the MLS feed (source "mls"), whichever brokerage lists it. */
  fromFeed: boolean;
}

export interface InquiryContentDeps {
  /** The site's origin, for the links in the e-mail and the webhook's body. */
  siteUrl: string;
  /** data/site/site.en.json leadsEmail. */
  leadsEmail: string;
  findListing: (id: number) => Promise<ListingWithAdvisor | null>;
  /**
   * A valuation request's comparables, or its town's figures (as RESO_SOLD_DISPLAY allows), else null; in
   * English unless `words` are given (the visitor's confirmation, in the language of the page it was sent from).
   */
  comparables?: (subject: ValuationSubject, words?: ComparablesWords) => Promise<ComparablesSummary | null>;
}

/**
 * The comparables of a valuation request, read now: a failure to read them is logged and the e-mail goes
 * without them, never later or not at all. The office's e-mail and the visitor's confirmation both read them so.
 */
export async function comparablesOf(
  inquiry: StoredInquiry,
  deps: Pick<InquiryContentDeps, 'comparables'>,
  words?: ComparablesWords,
): Promise<ComparablesSummary | null> {
  if (!deps.comparables || inquiry.interestType !== VALUATION_INTEREST_TYPE) return null;
  const subject = valuationSubjectOfMessage(inquiry.message);
  if (subject === null) return null;
  try {
    return await (words ? deps.comparables(subject, words) : deps.comparables(subject));
  } catch (error) {
    console.error(`The comparables of inquiry ${inquiry.id} could not be read; it goes without them:`, error);
    return null;
  }
}

/**
 * What a lead of another type in the store "inquiries" sends (a showing request, `type: "showing"`), made by
 * the feature that owns the type from the same wiring. An inquiry has no type.
 */
export type LeadTypeContent = (deps: InquiryContentDeps) => RecordContent;
export type LeadTypes = Readonly<Record<string, LeadTypeContent>>;

/**
 * An inquiry's e-mail and webhook body, each with the listing of the page it was sent from, if any; a
 * record of another type sends what `types` makes for it. A type without content fails its attempt (and is
 * retried), never sent as an inquiry.
 */
export function inquiryContent(deps: InquiryContentDeps, types: LeadTypes = {}): RecordContent {
  const listingOf = (inquiry: StoredInquiry): Promise<ListingWithAdvisor | null> => {
    const id = listingIdFromPage(inquiry.page);
    return id === null ? Promise.resolve(null) : deps.findListing(id);
  };
  const typed = new Map(Object.entries(types).map(([type, content]) => [type, content(deps)]));
  const contentOf = (data: Record<string, unknown>): RecordContent | null => {
    const type = data['type'];
    if (type === undefined) return null;
    const content = typeof type === 'string' ? typed.get(type) : undefined;
    if (!content) throw new Error(`No delivery content for a lead of type ${JSON.stringify(type)}`);
    return content;
  };
  return {
    email: async (data) => {
      const own = contentOf(data);
      if (own) {
        if (!own.email) throw new Error(`A ${String(data['type'])} lead has no e-mail`);
        return own.email(data);
      }
      const inquiry = storedInquirySchema.parse(data);
      const listing = await listingOf(inquiry);
      const email = composeLeadEmail(inquiry, {
        siteUrl: deps.siteUrl,
        leadsEmail: deps.leadsEmail,
        listing,
        advisor: listing?.advisor ?? null,
        comparables: await comparablesOf(inquiry, deps),
      });
      return { ...email, id: inquiry.id };
    },
    webhookBody: async (data) => {
      const own = contentOf(data);
      if (own) {
        if (!own.webhookBody) throw new Error(`A ${String(data['type'])} lead has no webhook body`);
        return own.webhookBody(data);
      }
      const inquiry = storedInquirySchema.parse(data);
      return inquiryWebhookBody(inquiry, await listingOf(inquiry), deps.siteUrl);
    },
  };
}

/** A valuation request's comparables as RESO_SOLD_DISPLAY allows them, read from the store "market" now. */
export function comparablesReader(
  open: (name: StoreName) => Store,
  env: NodeJS.ProcessEnv,
  now: () => Date = () => new Date(),
): (subject: ValuationSubject, words?: ComparablesWords) => Promise<ComparablesSummary | null> {
  const soldDisplay = readSoldDisplay(env);
  return async (subject, words) => {
    const found = await valuationComparables(open('market'), soldDisplay, subject, now());
    return found && comparablesSummary(found, words);
  };
}

/**
 * Every lead kind's content, with the catalogue (office files and the feed snapshot) for the listings;
 * `types` sends the typed leads of the store "inquiries".
 */
function leadContent(
  context: InvocationContext | undefined,
  options: Omit<DeliveryOptions, 'content'>,
  types: LeadTypes,
): DeliveryContent {
  const { env = process.env, open = (name: StoreName) => openStore(name, context) } = options;
  const local = options.local ?? isLocalInvocation(context);
  const findListing = async (id: number): Promise<ListingWithAdvisor | null> => {
    const listing = (await loadCatalog({ office: officeSource(local), feed: open('listings') })).byId.get(id);
    if (!listing) return null;
    const { title, price, address, city, state, zipcode, source } = listing;
    // The advisor whose card the page shows (the listing's own, or its town's); without an e-mail, the office.
    const contact = contactAdvisor(listing, teamMembers());
    const member = contact?.member;
    const advisor = member && member.email !== '' ? { name: member.name, email: member.email } : null;
    return {
      id,
      title,
      price,
      address,
      city,
      state,
      zipcode,
      advisor,
      ownAdvisor: contact?.kind === 'listing-advisor',
      fromFeed: source === 'mls',
    };
  };
  return {
    inquiry: inquiryContent(
      {
        siteUrl: configuredSiteUrl(context, env),
        leadsEmail: LEADS_EMAIL,
        findListing,
        comparables: comparablesReader(open, env),
      },
      types,
    ),
    subscriber: SUBSCRIBER_CONTENT,
  };
}

/**
 * Lead delivery for a pass over every pending record, with the content of the lead types given. Scripts pass
 * `open` and `local`, as to deliveryDeps.
 */
export function leadDeliveryDeps(
  context?: InvocationContext,
  options: Omit<DeliveryOptions, 'content'> = {},
  types: LeadTypes = {},
): DeliveryDeps {
  return deliveryDeps(context, { ...options, content: leadContent(context, options, types) });
}

/**
 * The outbox hooks of a record a function stores in the store "inquiries" in this invocation (see
 * invocationOutbox): an inquiry, or a lead of one of `types`.
 */
export function inquiryOutbox(context?: Parameters<typeof invocationOutbox>[1], types: LeadTypes = {}) {
  return invocationOutbox('inquiry', context, leadContent(context, {}, types));
}
