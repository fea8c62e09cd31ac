import './zod-config.ts';
// zod/mini: this schema ships to the browser (see inquiry.ts).
import { z } from 'zod/mini';
import { atMostMessage, consentGiven, emailAddress, fullName, phoneNumber, trimmedText } from './inquiry.ts';
import { DEFAULT_STATE, VALUATION_MESSAGES } from './valuation-fields.ts';

export * from './valuation-fields.ts';

/** A field the spec requires (its message), of at most `max` characters (ours, naming the field). */
const required = (min: number, message: string, label: string, max: number) =>
  trimmedText(min, message, [max, atMostMessage(label, max)]);
const optional = (label: string, max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, atMostMessage(label, max))));

/** The home-valuation form, with the rules of the spec's table in its order; every other field is optional. */
export const valuationFormSchema = z.object({
  fullName: fullName(VALUATION_MESSAGES.fullName),
  email: emailAddress(VALUATION_MESSAGES.email),
  phone: phoneNumber(VALUATION_MESSAGES.phone),
  // Bounded so that the message composed from them (valuation-request.ts) stays within the inquiry's 5,000.
  addressLine1: required(5, VALUATION_MESSAGES.addressLine1, 'Property address', 100),
  addressLine2: optional('Address line 2', 100),
  city: required(2, VALUATION_MESSAGES.city, 'City', 60),
  state: z._default(required(2, VALUATION_MESSAGES.state, 'State', 30), DEFAULT_STATE),
  zip: required(5, VALUATION_MESSAGES.zip, 'ZIP code', 10),
  propertyType: required(1, VALUATION_MESSAGES.propertyType, 'Property type', 60),
  beds: optional('Bedrooms', 30),
  baths: optional('Bathrooms', 30),
  squareFeet: optional('Square feet', 30),
  lotSize: optional('Lot size', 30),
  yearBuilt: optional('Year built', 30),
  timeline: required(1, VALUATION_MESSAGES.timeline, 'Selling timeline', 60),
  occupancy: optional('Occupancy', 60),
  condition: optional('Condition', 60),
  upgrades: optional('Upgrades', 1000),
  targetPrice: optional('Target price', 30),
  notes: optional('Notes', 2000),
  consent: consentGiven(VALUATION_MESSAGES.consent),
});
export type ValuationFormInput = z.input<typeof valuationFormSchema>;
export type ValuationFormValues = z.output<typeof valuationFormSchema>;
