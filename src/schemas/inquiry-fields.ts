/** What the inquiry form shows: its choices and messages. No zod here, so a form renders without loading the schema. */

/**
 * The interest types the inquiry form offers, in display order: the spec's five, then the topic the
 * accessibility statement sends feedback to.
 */
export const INTEREST_TYPES = [
  'Buying a Property',
  'Selling a Property',
  'Property Management',
  'Investment Opportunities',
  'Other',
  'Accessibility Feedback',
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
 * Upper bounds of our own (the spec sets none): they keep the e-mails, the CSV export and the store's keys
 * a sane size. 254 is the longest address SMTP carries; a phone number is digits and + ( ) . - spaces.
 */
export const LEAD_LIMITS = { name: 100, email: 254, phone: 32, message: 5000, interestType: 60 } as const;

/** The messages for the bounds above, shared by the inquiry and valuation forms and the API. */
export const LEAD_LIMIT_MESSAGES = {
  name: 'Full name must be at most 100 characters',
  email: 'Email must be at most 254 characters',
  phone: 'Phone number must be at most 32 digits, spaces or + ( ) . - characters',
  message: 'Message must be at most 5,000 characters',
  interestType: 'Interest type must be at most 60 characters',
} as const;

/** The message of an optional field's bound, e.g. "Notes must be at most 2,000 characters". */
export const atMostMessage = (label: string, max: number): string =>
  `${label} must be at most ${max.toLocaleString('en-US')} characters`;
