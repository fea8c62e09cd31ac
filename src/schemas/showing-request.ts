import './zod-config.ts';
// zod/mini, as inquiry.ts: the form's schema ships to the browser (loaded when the form is first used).
import { z } from 'zod/mini';
import {
  consentGiven,
  emailAddress,
  fullName,
  INQUIRY_MESSAGES,
  phoneNumber,
  storedInquirySchema,
  type StoredInquiry,
} from './inquiry.ts';
import { positiveIntParam } from './params.ts';
import { NOTE_MAX, SHOWING_MESSAGES, SHOWING_MODES } from './showing-fields.ts';

export * from './showing-fields.ts';

/** The optional note: trimmed, within the inquiry message's bound, '' when left out. */
const note = z._default(z.string().check(z.trim(), z.maxLength(NOTE_MAX, SHOWING_MESSAGES.note)), '');
const mode = z.enum(SHOWING_MODES, { error: SHOWING_MESSAGES.mode });

/**
 * What POST /api/showings accepts: the listing, the slot's start (an ISO instant from the slots offered),
 * in person or by video call, and the inquiry form's contact fields with their rules and limits.
 */
export const showingRequestPayloadSchema = z.object({
  listingId: z.number({ error: SHOWING_MESSAGES.listing }).check(z.int(), z.positive(SHOWING_MESSAGES.listing)),
  start: z.iso.datetime({ offset: true, error: SHOWING_MESSAGES.start }),
  mode,
  name: fullName(INQUIRY_MESSAGES.name),
  email: emailAddress(INQUIRY_MESSAGES.email),
  phone: phoneNumber(INQUIRY_MESSAGES.phone),
  note,
});
export type ShowingRequestPayload = z.output<typeof showingRequestPayloadSchema>;

/**
 * The showing form as typed, in the form's order: the day shown picked (only for the form: a start tells
 * its day), a start picked among that day's slots (none is null in the island, '' without JavaScript), the
 * mode, the contact fields, the note and the consent, which is never sent.
 */
export const showingFormSchema = z.object({
  day: z._default(z.string(), ''),
  start: z.string({ error: SHOWING_MESSAGES.start }).check(z.minLength(1, SHOWING_MESSAGES.start)),
  mode,
  name: fullName(INQUIRY_MESSAGES.name),
  email: emailAddress(INQUIRY_MESSAGES.email),
  phone: phoneNumber(INQUIRY_MESSAGES.phone),
  note,
  consent: consentGiven(INQUIRY_MESSAGES.consent),
});
export type ShowingFormInput = z.input<typeof showingFormSchema>;
export type ShowingFormValues = z.output<typeof showingFormSchema>;

/** The slot a request asks for, as offered when it was received (UTC instants). */
export const requestedShowingSchema = z.object({
  listingId: z.number().check(z.int(), z.positive()),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  mode,
});
export type RequestedShowing = z.output<typeof requestedShowingSchema>;

/**
 * A showing request as stored in the Blobs store "inquiries" beside the inquiries: a lead of type
 * `showing`, with the slot, under a ULID like every inquiry.
 */
export const storedShowingRequestSchema = z.object({
  id: z.string(),
  type: z.literal('showing'),
  receivedAt: z.iso.datetime(),
  page: z.nullable(z.string()),
  name: fullName(INQUIRY_MESSAGES.name),
  email: emailAddress(INQUIRY_MESSAGES.email),
  phone: phoneNumber(INQUIRY_MESSAGES.phone),
  note,
  showing: requestedShowingSchema,
});
export type StoredShowingRequest = z.output<typeof storedShowingRequestSchema>;

/** Any record of the store "inquiries": a showing request (typed) or an inquiry (which has no type). */
export const storedLeadSchema = z.union([storedShowingRequestSchema, storedInquirySchema]);
export type StoredLead = StoredShowingRequest | StoredInquiry;

/** The query of /showings/requested: the listing and the start of the slot requested. */
export const showingRequestedQuerySchema = z.object({
  listing: positiveIntParam,
  start: z.iso.datetime({ offset: true }),
});
