import './zod-config.ts';
import { z } from 'zod';

/** The five interest types the inquiry form offers, in display order. */
export const INTEREST_TYPES = [
  'Buying a Property',
  'Selling a Property',
  'Property Management',
  'Investment Opportunities',
  'Other',
] as const;
export const DEFAULT_INTEREST_TYPE = INTEREST_TYPES[0];

/** A hidden field people never see and bots fill in. The forms send it only when it has a value. */
export const HONEYPOT_FIELD = 'website';

/** Messages of the spec's validation table, shared by the forms and the API. */
export const INQUIRY_MESSAGES = {
  name: 'Full name is required',
  email: 'Valid email is required',
  phone: 'Valid phone number is required',
  message: 'Message must be at least 10 characters long',
  consent: 'You must consent to submit the form',
} as const;

/**
 * What POST /api/inquiries accepts: exactly {name, email, phone, interestType, message}, checked in the
 * table's order. interestType is any string (the valuation dialog sends "Home Valuation").
 */
export const inquiryPayloadSchema = z.object({
  name: z.string({ error: INQUIRY_MESSAGES.name }).trim().min(3, INQUIRY_MESSAGES.name),
  email: z.string({ error: INQUIRY_MESSAGES.email }).trim().pipe(z.email(INQUIRY_MESSAGES.email)),
  phone: z.string({ error: INQUIRY_MESSAGES.phone }).trim().min(10, INQUIRY_MESSAGES.phone),
  interestType: z.string().trim().default(DEFAULT_INTEREST_TYPE),
  message: z.string({ error: INQUIRY_MESSAGES.message }).trim().min(10, INQUIRY_MESSAGES.message),
});
export type InquiryPayload = z.output<typeof inquiryPayloadSchema>;

/** The inquiry form: the payload plus the consent checkbox, which is never sent. */
export const inquiryFormSchema = inquiryPayloadSchema.extend({
  consent: z.boolean({ error: INQUIRY_MESSAGES.consent }).refine((checked) => checked, INQUIRY_MESSAGES.consent),
});
export type InquiryFormInput = z.input<typeof inquiryFormSchema>;
export type InquiryFormValues = z.output<typeof inquiryFormSchema>;

/** An inquiry as stored in the Blobs store "inquiries": the payload plus what the server knows itself. */
export const storedInquirySchema = inquiryPayloadSchema.extend({
  id: z.string().describe('ULID: unique and time-sortable; also the Blobs key'),
  receivedAt: z.iso.datetime().describe('When the server accepted it'),
  page: z.string().nullable().describe('The site path the form was sent from, when known'),
});
export type StoredInquiry = z.output<typeof storedInquirySchema>;
