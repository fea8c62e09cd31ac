import './zod-config.ts';
// zod/mini: this schema ships to the browser, and mini's functional API tree-shakes to a few KB.
import { z } from 'zod/mini';
import { DEFAULT_INTEREST_TYPE, INQUIRY_MESSAGES } from './inquiry-fields.ts';

export * from './inquiry-fields.ts';

/** A string, trimmed, of at least `min` characters; one message for every failure. */
export const trimmedText = (min: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(min, message));

/** A trimmed e-mail address; one message for every failure. */
export const emailAddress = (message: string) => z.pipe(z.string({ error: message }).check(z.trim()), z.email(message));

/** A checkbox that must be ticked. */
export const consentGiven = (message: string) =>
  z.boolean({ error: message }).check(z.refine((checked) => checked, message));

/**
 * What POST /api/inquiries accepts: exactly {name, email, phone, interestType, message}, checked in the
 * table's order. interestType is any string (the valuation dialog sends "Home Valuation").
 */
export const inquiryPayloadSchema = z.object({
  name: trimmedText(3, INQUIRY_MESSAGES.name),
  email: emailAddress(INQUIRY_MESSAGES.email),
  phone: trimmedText(10, INQUIRY_MESSAGES.phone),
  interestType: z._default(z.string().check(z.trim()), DEFAULT_INTEREST_TYPE),
  message: trimmedText(10, INQUIRY_MESSAGES.message),
});
export type InquiryPayload = z.output<typeof inquiryPayloadSchema>;

/** The inquiry form: the payload plus the consent checkbox, which is never sent. */
export const inquiryFormSchema = z.extend(inquiryPayloadSchema, { consent: consentGiven(INQUIRY_MESSAGES.consent) });
export type InquiryFormInput = z.input<typeof inquiryFormSchema>;
export type InquiryFormValues = z.output<typeof inquiryFormSchema>;

/** An inquiry as stored in the Blobs store "inquiries": the payload plus what the server knows itself. */
export const storedInquirySchema = z.extend(inquiryPayloadSchema, {
  /** ULID: unique and time-sortable; also the Blobs key. */
  id: z.string(),
  /** When the server accepted it. */
  receivedAt: z.iso.datetime(),
  /** The site path the form was sent from, when known. */
  page: z.nullable(z.string()),
});
export type StoredInquiry = z.output<typeof storedInquirySchema>;
