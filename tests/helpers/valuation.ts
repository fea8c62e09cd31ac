import { VALUATION_DEFAULTS, type ValuationFormInput } from '#src/schemas/valuation.ts';

/** A valuation form that passes every rule: the empty form with each required field filled. */
export const VALID_VALUATION: ValuationFormInput = {
  ...VALUATION_DEFAULTS,
  fullName: 'Ann Lee',
  email: 'ann@example.com',
  phone: '(401) 555-0100',
  addressLine1: '12 Ocean Road',
  city: 'Newport',
  zip: '02840',
  propertyType: 'single-family',
  timeline: '0-3-months',
  consent: true,
};
