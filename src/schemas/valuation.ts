import './zod-config.ts';
// zod/mini: this schema ships to the browser (see inquiry.ts).
import { z } from 'zod/mini';
import { atMostMessage, consentGiven, emailAddress, fullName, phoneNumber, trimmedText } from './inquiry.ts';
import { DEFAULT_STATE, VALUATION_LIMITS, VALUATION_MESSAGES } from './valuation-fields.ts';

export * from './valuation-fields.ts';

/** A field the spec requires (its message), of at most `max` characters (ours, naming the field). */
const required = (min: number, message: string, [label, max]: readonly [string, number]) =>
  trimmedText(min, message, [max, atMostMessage(label, max)]);
const optional = ([label, max]: readonly [string, number]) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, atMostMessage(label, max))));

/** The home-valuation form, with the rules of the spec's table in its order; every other field is optional. */
export const valuationFormSchema = z.object({
  fullName: fullName(VALUATION_MESSAGES.fullName),
  email: emailAddress(VALUATION_MESSAGES.email),
  phone: phoneNumber(VALUATION_MESSAGES.phone),
  addressLine1: required(5, VALUATION_MESSAGES.addressLine1, VALUATION_LIMITS.addressLine1),
  addressLine2: optional(VALUATION_LIMITS.addressLine2),
  city: required(2, VALUATION_MESSAGES.city, VALUATION_LIMITS.city),
  state: z._default(required(2, VALUATION_MESSAGES.state, VALUATION_LIMITS.state), DEFAULT_STATE),
  zip: required(5, VALUATION_MESSAGES.zip, VALUATION_LIMITS.zip),
  propertyType: required(1, VALUATION_MESSAGES.propertyType, VALUATION_LIMITS.propertyType),
  beds: optional(VALUATION_LIMITS.beds),
  baths: optional(VALUATION_LIMITS.baths),
  squareFeet: optional(VALUATION_LIMITS.squareFeet),
  lotSize: optional(VALUATION_LIMITS.lotSize),
  yearBuilt: optional(VALUATION_LIMITS.yearBuilt),
  timeline: required(1, VALUATION_MESSAGES.timeline, VALUATION_LIMITS.timeline),
  occupancy: optional(VALUATION_LIMITS.occupancy),
  condition: optional(VALUATION_LIMITS.condition),
  upgrades: optional(VALUATION_LIMITS.upgrades),
  targetPrice: optional(VALUATION_LIMITS.targetPrice),
  notes: optional(VALUATION_LIMITS.notes),
  consent: consentGiven(VALUATION_MESSAGES.consent),
});
export type ValuationFormInput = z.input<typeof valuationFormSchema>;
export type ValuationFormValues = z.output<typeof valuationFormSchema>;
