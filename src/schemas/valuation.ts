import './zod-config.ts';
// zod/mini: this schema ships to the browser (see inquiry.ts).
import { z } from 'zod/mini';
import { consentGiven, emailAddress, trimmedText } from './inquiry.ts';
import { DEFAULT_STATE, VALUATION_MESSAGES } from './valuation-fields.ts';

export * from './valuation-fields.ts';

const required = trimmedText;
const optional = z.optional(z.string().check(z.trim()));

/** The home-valuation form, with the rules of the spec's table in its order; every other field is optional. */
export const valuationFormSchema = z.object({
  fullName: required(3, VALUATION_MESSAGES.fullName),
  email: emailAddress(VALUATION_MESSAGES.email),
  phone: required(10, VALUATION_MESSAGES.phone),
  addressLine1: required(5, VALUATION_MESSAGES.addressLine1),
  addressLine2: optional,
  city: required(2, VALUATION_MESSAGES.city),
  state: z._default(required(2, VALUATION_MESSAGES.state), DEFAULT_STATE),
  zip: required(5, VALUATION_MESSAGES.zip),
  propertyType: required(1, VALUATION_MESSAGES.propertyType),
  beds: optional,
  baths: optional,
  squareFeet: optional,
  lotSize: optional,
  yearBuilt: optional,
  timeline: required(1, VALUATION_MESSAGES.timeline),
  occupancy: optional,
  condition: optional,
  upgrades: optional,
  targetPrice: optional,
  notes: optional,
  consent: consentGiven(VALUATION_MESSAGES.consent),
});
export type ValuationFormInput = z.input<typeof valuationFormSchema>;
export type ValuationFormValues = z.output<typeof valuationFormSchema>;
