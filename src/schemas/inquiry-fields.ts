/** What the inquiry form shows: its choices and messages. No zod here, so a form renders without loading the schema. */

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
