/**
 * The valuation form's words in a language, from the message catalogue: for the pages that render the form
 * (the dialog's island, /home-valuation) and the functions that answer it without JavaScript. Never imported by
 * browser code (the catalogue's functions hold every language).
 */
import { m } from '#src/paraglide/messages.js';
import { intlLocale } from '#src/lib/format.ts';
import { localePath } from '#src/lib/i18n.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { atMostMessage } from '#src/schemas/inquiry-fields.ts';
import {
  CONDITION_OPTIONS,
  OCCUPANCY_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  TIMELINE_OPTIONS,
  VALUATION_LIMITS,
  VALUATION_MESSAGES,
} from '#src/schemas/valuation-fields.ts';
import { catalogueInquiryFormText, messagesIn } from './inquiry-form-words.ts';
import { THANK_YOU_PAGE } from './lead-pages.ts';
import type { Notice } from '#src/lib/forms/notices.ts';
import { RESPONSE_PROMISE_HOURS } from './leads.ts';
import type { ValuationConfirmationWords } from './valuation-confirmation.tsx';
import {
  ENGLISH_VALUATION_FORM_TEXT,
  type ValuationFormText,
  type ValuationLabelledField,
  type ValuationSelect,
} from './valuation-form-text.ts';

type Words = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** Each select's option labels by value, as the catalogue names them. */
const CHOICE_WORDS: Readonly<Record<ValuationSelect, Readonly<Record<string, Words>>>> = {
  propertyType: {
    'single-family': m.valuation_type_single_family,
    condo: m.valuation_type_condo,
    townhouse: m.valuation_type_townhouse,
    'multi-family': m.valuation_type_multi_family,
    land: m.valuation_type_land,
    commercial: m.valuation_type_commercial,
    other: m.valuation_type_other,
  } satisfies Record<(typeof PROPERTY_TYPE_OPTIONS)[number][0], Words>,
  timeline: {
    '0-3-months': m.valuation_timeline_0_3,
    '3-6-months': m.valuation_timeline_3_6,
    '6-12-months': m.valuation_timeline_6_12,
    'just-exploring': m.valuation_timeline_exploring,
  } satisfies Record<(typeof TIMELINE_OPTIONS)[number][0], Words>,
  occupancy: {
    'owner-occupied': m.valuation_occupancy_owner,
    vacant: m.valuation_occupancy_vacant,
    'tenant-occupied': m.valuation_occupancy_tenant,
  } satisfies Record<(typeof OCCUPANCY_OPTIONS)[number][0], Words>,
  condition: {
    excellent: m.valuation_condition_excellent,
    good: m.valuation_condition_good,
    fair: m.valuation_condition_fair,
    'needs-work': m.valuation_condition_needs_work,
  } satisfies Record<(typeof CONDITION_OPTIONS)[number][0], Words>,
};

function labelsIn(locale: Locale): Record<ValuationLabelledField, string> {
  const o = { locale };
  return {
    fullName: m.form_full_name({}, o),
    email: m.form_email({}, o),
    phone: m.form_phone({}, o),
    addressLine1: m.valuation_street({}, o),
    addressLine2: m.valuation_unit({}, o),
    city: m.valuation_city({}, o),
    state: m.valuation_state({}, o),
    zip: m.valuation_zip({}, o),
    propertyType: m.valuation_property_type({}, o),
    beds: m.valuation_beds({}, o),
    baths: m.valuation_baths({}, o),
    squareFeet: m.valuation_square_feet({}, o),
    lotSize: m.valuation_lot_size({}, o),
    yearBuilt: m.valuation_year_built({}, o),
    timeline: m.valuation_timeline({}, o),
    occupancy: m.valuation_occupancy({}, o),
    condition: m.valuation_condition({}, o),
    targetPrice: m.valuation_target_price({}, o),
    upgrades: m.valuation_upgrades({}, o),
    notes: m.valuation_notes({}, o),
  };
}

/**
 * The English messages the valuation schema and the API give (the spec's, and our bounds naming each field),
 * each in the language: a bound names the field by the form's own label there.
 */
export function valuationMessagesIn(locale: Locale): Record<string, string> {
  const o = { locale };
  const labels = labelsIn(locale);
  const count = new Intl.NumberFormat(intlLocale(locale));
  return {
    ...messagesIn(locale),
    [VALUATION_MESSAGES.addressLine1]: m.valuation_error_address({}, o),
    [VALUATION_MESSAGES.city]: m.valuation_error_city({}, o),
    [VALUATION_MESSAGES.state]: m.valuation_error_state({}, o),
    [VALUATION_MESSAGES.zip]: m.valuation_error_zip({}, o),
    [VALUATION_MESSAGES.propertyType]: m.valuation_error_property_type({}, o),
    [VALUATION_MESSAGES.timeline]: m.valuation_error_timeline({}, o),
    ...Object.fromEntries(
      Object.entries(VALUATION_LIMITS).map(([field, [name, max]]) => [
        atMostMessage(name, max),
        m.valuation_at_most({ field: labels[field as keyof typeof VALUATION_LIMITS], max: count.format(max) }, o),
      ]),
    ),
  };
}

/** The form's words in the catalogue's language; English is the spec's own (ENGLISH_VALUATION_FORM_TEXT). */
export function catalogueValuationFormText(locale: Locale): ValuationFormText {
  const o = { locale };
  // The words both lead forms share: consent, notices, the notification region.
  const shared = catalogueInquiryFormText(locale);
  const choicesOf = (select: ValuationSelect) =>
    Object.fromEntries(Object.entries(CHOICE_WORDS[select]).map(([value, words]) => [value, words({}, o)]));
  return {
    title: m.valuation_title({}, o),
    lead: m.valuation_dialog_lead({ hours: RESPONSE_PROMISE_HOURS }, o),
    groups: {
      contact: m.valuation_group_contact({}, o),
      address: m.valuation_group_address({}, o),
      details: m.valuation_group_details({}, o),
      plans: m.valuation_group_plans({}, o),
    },
    labels: labelsIn(locale),
    choices: {
      propertyType: choicesOf('propertyType'),
      timeline: choicesOf('timeline'),
      occupancy: choicesOf('occupancy'),
      condition: choicesOf('condition'),
    },
    select: m.valuation_select({}, o),
    preferNot: m.valuation_prefer_not({}, o),
    consent: shared.consent,
    honeypot: shared.honeypot,
    submit: m.valuation_submit({}, o),
    submitting: shared.submitting,
    close: m.valuation_close({}, o),
    cancel: m.valuation_cancel({}, o),
    notices: { ...shared.notices, messages: locale === DEFAULT_LOCALE ? {} : valuationMessagesIn(locale) },
    region: shared.region,
    thankYouPage: localePath(THANK_YOU_PAGE.valuation, locale),
  };
}

/** The words the dialog's island is given: none in English, whose words it holds itself. */
export const valuationFormTextProp = (locale: Locale): ValuationFormText | undefined =>
  locale === DEFAULT_LOCALE ? undefined : catalogueValuationFormText(locale);

/** The form's words for a server-rendered form: English's own, or the catalogue's. */
export const valuationFormText = (locale: Locale): ValuationFormText =>
  valuationFormTextProp(locale) ?? ENGLISH_VALUATION_FORM_TEXT;

/** What the thank-you page says of a request sent, in the catalogue's language (English's is VALUATION_SENT). */
export function valuationSentNotice(locale: Locale): Notice {
  const o = { locale };
  return {
    title: m.valuation_sent_title({}, o),
    description: m.valuation_sent_text({ hours: RESPONSE_PROMISE_HOURS }, o),
    variant: 'default',
  };
}

/** The visitor's confirmation e-mail's words in the catalogue's language (English's are the e-mail's own). */
export function valuationConfirmationWordsIn(locale: Locale): ValuationConfirmationWords {
  const o = { locale };
  return {
    locale,
    subject: (brand) => m.valuation_confirmation_subject({ brand }, o),
    greeting: m.valuation_confirmation_greeting({}, o),
    sent: valuationSentNotice(locale).description,
    contact: (phone) => m.valuation_confirmation_contact({ phone }, o),
    notYou: (brand) => m.valuation_confirmation_not_you({ brand }, o),
  };
}
