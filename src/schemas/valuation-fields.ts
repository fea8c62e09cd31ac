/** What the valuation form shows: its choices, messages and empty state. No zod here (see inquiry-fields.ts). */

/** A select's choices as [value, label] pairs. */
export type ValuationChoices = readonly (readonly [value: string, label: string])[];

/** [value, label] pairs for the dialog's selects; values are the spec's. */
export const PROPERTY_TYPE_OPTIONS = [
  ['single-family', 'Single-Family Home'],
  ['condo', 'Condominium'],
  ['townhouse', 'Townhouse'],
  ['multi-family', 'Multi-Family'],
  ['land', 'Land'],
  ['commercial', 'Commercial'],
  ['other', 'Other'],
] as const;

export const TIMELINE_OPTIONS = [
  ['0-3-months', '0-3 months'],
  ['3-6-months', '3-6 months'],
  ['6-12-months', '6-12 months'],
  ['just-exploring', 'Just exploring'],
] as const;

export const OCCUPANCY_OPTIONS = [
  ['owner-occupied', 'Owner-occupied'],
  ['vacant', 'Vacant'],
  ['tenant-occupied', 'Tenant-occupied'],
] as const;

export const CONDITION_OPTIONS = [
  ['excellent', 'Excellent'],
  ['good', 'Good'],
  ['fair', 'Fair'],
  ['needs-work', 'Needs work'],
] as const;

export const DEFAULT_STATE = 'RI';

/** Messages of the spec's validation table for the valuation form. */
export const VALUATION_MESSAGES = {
  fullName: 'Full name is required',
  email: 'Valid email is required',
  phone: 'Valid phone number is required',
  addressLine1: 'Property address is required',
  city: 'City is required',
  state: 'State is required',
  zip: 'ZIP code is required',
  propertyType: 'Property type is required',
  timeline: 'Selling timeline is required',
  consent: 'You must consent to submit the form',
} as const;

/**
 * Our bounds of the valuation form's fields beyond the contact fields' (the spec sets none): the name each
 * field's message gives it ("Notes must be at most 2,000 characters") and its most characters. They keep the
 * message composed from them (valuation-request.ts) within the inquiry's 5,000.
 */
export const VALUATION_LIMITS = {
  addressLine1: ['Property address', 100],
  addressLine2: ['Address line 2', 100],
  city: ['City', 60],
  state: ['State', 30],
  zip: ['ZIP code', 10],
  propertyType: ['Property type', 60],
  beds: ['Bedrooms', 30],
  baths: ['Bathrooms', 30],
  squareFeet: ['Square feet', 30],
  lotSize: ['Lot size', 30],
  yearBuilt: ['Year built', 30],
  timeline: ['Selling timeline', 60],
  occupancy: ['Occupancy', 60],
  condition: ['Condition', 60],
  upgrades: ['Upgrades', 1000],
  targetPrice: ['Target price', 30],
  notes: ['Notes', 2000],
} as const;

/**
 * The empty form: state RI, consent never pre-checked. Untyped here so that this module needs nothing from
 * valuation.ts; tests/unit/lead-schemas.test.ts checks that it fits the schema's input, field for field.
 */
export const VALUATION_DEFAULTS = {
  fullName: '',
  email: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: DEFAULT_STATE,
  zip: '',
  propertyType: '',
  beds: '',
  baths: '',
  squareFeet: '',
  lotSize: '',
  yearBuilt: '',
  timeline: '',
  occupancy: '',
  condition: '',
  upgrades: '',
  targetPrice: '',
  notes: '',
  consent: false,
};
