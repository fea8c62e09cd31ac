/**
 * The valuation form's words, as one object its island (ValuationDialog) takes as a prop, as the inquiry
 * form's (./inquiry-form-text.ts): English (the spec's) by default, and in another language from the catalogue
 * (./valuation-form-words.ts, build and server only), so the browser gets only its page's language. Pure.
 */
import { ENGLISH_CONSENT_TEXT, type ConsentText } from '#src/lib/forms/fields.tsx';
import { ENGLISH_NOTICE_TEXT, type NoticeText } from '#src/lib/forms/notices.ts';
import type { ValuationFormInput } from '#src/schemas/valuation.ts';
import {
  CONDITION_OPTIONS,
  OCCUPANCY_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  TIMELINE_OPTIONS,
  type ValuationChoices,
} from '#src/schemas/valuation-fields.ts';
import { THANK_YOU_PAGE } from './lead-pages.ts';
import { ENGLISH_REGION_LABELS, RESPONSE_PROMISE_HOURS, type RegionLabels } from './leads.ts';

/** The form's fields that have a label of their own (the consent row has its statement). */
export type ValuationLabelledField = Exclude<Extract<keyof ValuationFormInput, string>, 'consent'>;
/** The form's selects. */
export type ValuationSelect = 'propertyType' | 'timeline' | 'occupancy' | 'condition';

export interface ValuationFormText {
  /** The dialog's heading and lead. */
  title: string;
  lead: string;
  /** The headings of the groups of fields. */
  groups: { contact: string; address: string; details: string; plans: string };
  labels: Readonly<Record<ValuationLabelledField, string>>;
  /** Each select's option labels, by the value the form sends (always the spec's). */
  choices: Readonly<Record<ValuationSelect, Readonly<Record<string, string>>>>;
  /** A required select's empty choice, and an optional one's. */
  select: string;
  preferNot: string;
  consent: ConsentText;
  honeypot: string;
  submit: string;
  submitting: string;
  close: string;
  cancel: string;
  notices: NoticeText;
  region: RegionLabels;
  /** Where a sent request goes: the thank-you page in the page's language (as the server's 303 without JavaScript). */
  thankYouPage: string;
}

const labelsByValue = (choices: ValuationChoices): Readonly<Record<string, string>> => Object.fromEntries(choices);

export const ENGLISH_VALUATION_FORM_TEXT: ValuationFormText = {
  title: 'Get Your Free Home Valuation',
  lead: `Tell us about your property and we'll prepare a complimentary market analysis within ${RESPONSE_PROMISE_HOURS} hours.`,
  groups: {
    contact: 'Contact Information',
    address: 'Property Address',
    details: 'Property Details',
    plans: 'Your Plans',
  },
  labels: {
    fullName: 'Full Name',
    email: 'Email',
    phone: 'Phone',
    addressLine1: 'Street Address',
    addressLine2: 'Apartment, Suite, Unit',
    city: 'City',
    state: 'State',
    zip: 'ZIP Code',
    propertyType: 'Property Type',
    beds: 'Bedrooms',
    baths: 'Bathrooms',
    squareFeet: 'Square Feet',
    lotSize: 'Lot Size (acres)',
    yearBuilt: 'Year Built',
    timeline: 'Selling Timeline',
    occupancy: 'Occupancy',
    condition: 'Condition',
    targetPrice: 'Target Price',
    upgrades: 'Recent Upgrades or Renovations',
    notes: 'Anything Else We Should Know?',
  },
  choices: {
    propertyType: labelsByValue(PROPERTY_TYPE_OPTIONS),
    timeline: labelsByValue(TIMELINE_OPTIONS),
    occupancy: labelsByValue(OCCUPANCY_OPTIONS),
    condition: labelsByValue(CONDITION_OPTIONS),
  },
  select: 'Select...',
  preferNot: 'Prefer not to say',
  consent: ENGLISH_CONSENT_TEXT,
  honeypot: 'Leave this field empty',
  submit: 'Request Valuation',
  submitting: 'Submitting...',
  close: 'Close',
  cancel: 'Cancel',
  notices: ENGLISH_NOTICE_TEXT,
  region: ENGLISH_REGION_LABELS,
  thankYouPage: THANK_YOU_PAGE.valuation,
};
