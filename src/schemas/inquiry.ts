import './zod-config.ts';
// zod/mini: this schema ships to the browser, and mini's functional API tree-shakes to a few KB.
import { z } from 'zod/mini';
import { DEFAULT_INTEREST_TYPE, INQUIRY_MESSAGES, LEAD_LIMITS, LEAD_LIMIT_MESSAGES } from './inquiry-fields.ts';

export * from './inquiry-fields.ts';

/**
 * A string, trimmed, of at least `min` characters (`message` for every failure of that rule) and, with
 * `max`, at most that many (its own message; the spec's rules keep the spec's message).
 */
export const trimmedText = (min: number, message: string, max?: readonly [number, string]) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(min, message), ...(max ? [z.maxLength(max[0], max[1])] : []));

/** A trimmed e-mail address of at most 254 characters; one message for every failure of the spec's rule. */
export const emailAddress = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.trim(), z.maxLength(LEAD_LIMITS.email, LEAD_LIMIT_MESSAGES.email)),
    z.email(message),
  );

/** A phone number: the spec's rule (at least 10 characters), then at most 32 of digits and + ( ) . - spaces. */
export const phoneNumber = (message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.minLength(10, message),
    // 32: LEAD_LIMITS.phone.
    z.regex(/^[\d+(). -]{0,32}$/, LEAD_LIMIT_MESSAGES.phone),
  );

/** The full name: the spec's rule (at least 3 characters), at most 100. */
export const fullName = (message: string) => trimmedText(3, message, [LEAD_LIMITS.name, LEAD_LIMIT_MESSAGES.name]);

/** A checkbox that must be ticked. */
export const consentGiven = (message: string) =>
  z.boolean({ error: message }).check(z.refine((checked) => checked, message));

/**
 * What POST /api/inquiries accepts: exactly {name, email, phone, interestType, message}, checked in the
 * table's order, within LEAD_LIMITS. interestType is any string of at most 60 characters (the valuation
 * dialog sends "Home Valuation").
 */
export const inquiryPayloadSchema = z.object({
  name: fullName(INQUIRY_MESSAGES.name),
  email: emailAddress(INQUIRY_MESSAGES.email),
  phone: phoneNumber(INQUIRY_MESSAGES.phone),
  interestType: z._default(
    z.string().check(z.trim(), z.maxLength(LEAD_LIMITS.interestType, LEAD_LIMIT_MESSAGES.interestType)),
    DEFAULT_INTEREST_TYPE,
  ),
  message: trimmedText(10, INQUIRY_MESSAGES.message, [LEAD_LIMITS.message, LEAD_LIMIT_MESSAGES.message]),
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
