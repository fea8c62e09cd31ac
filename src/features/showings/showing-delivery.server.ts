/**
 * What a showing request sends through lead delivery (showing-message.tsx with the listing from the
 * catalogue), and the wiring of lead delivery with showing requests among the leads: the showings
 * function's first attempt, and every delivery pass (the scheduled function, `npm run leads:deliver`).
 */
import {
  inquiryOutbox,
  leadDeliveryDeps,
  type InquiryContentDeps,
  type LeadTypes,
} from '#src/features/leads/lead-delivery.server.ts';
import type { DeliveryDeps, RecordContent } from '#src/features/mail/delivery.server.ts';
import type { DeliveryOptions, InvocationContext } from '#src/features/mail/delivery-deps.server.ts';
import { storedShowingRequestSchema } from '#src/schemas/showing-request.ts';
import { composeShowingEmail, showingWebhookBody } from './showing-message.tsx';

/** A showing request's e-mail and webhook body, with its listing as the catalogue has it when sent. */
export function showingContent(deps: InquiryContentDeps): RecordContent {
  return {
    email: async (data) => {
      const request = storedShowingRequestSchema.parse(data);
      const listing = await deps.findListing(request.showing.listingId);
      return {
        ...composeShowingEmail(request, { siteUrl: deps.siteUrl, leadsEmail: deps.leadsEmail, listing }),
        id: request.id,
      };
    },
    webhookBody: async (data) => {
      const request = storedShowingRequestSchema.parse(data);
      return showingWebhookBody(request, await deps.findListing(request.showing.listingId), deps.siteUrl);
    },
  };
}

/** The lead types of the store "inquiries" beside inquiries: showing requests. */
export const SHOWING_LEAD_TYPES: LeadTypes = { showing: showingContent };

/** Lead delivery of every kind and type, for a pass over everything pending (see leadDeliveryDeps). */
export function everyLeadDeliveryDeps(
  context?: InvocationContext,
  options: Omit<DeliveryOptions, 'content'> = {},
): DeliveryDeps {
  return leadDeliveryDeps(context, options, SHOWING_LEAD_TYPES);
}

/** The outbox hooks of a showing request the showings function stores in this invocation. */
export const showingOutbox = (context?: Parameters<typeof inquiryOutbox>[0]) =>
  inquiryOutbox(context, SHOWING_LEAD_TYPES);
