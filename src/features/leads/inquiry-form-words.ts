/**
 * The inquiry form's words in a language, from the message catalogue: for the pages that render the form and
 * the function that answers a form sent without JavaScript. Never imported by browser code (the catalogue's
 * functions hold every language).
 */
import { m } from '#src/paraglide/messages.js';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { INQUIRY_MESSAGES, INTEREST_TYPES, LEAD_LIMIT_MESSAGES } from '#src/schemas/inquiry-fields.ts';
import { FALLBACK_ERROR } from '#src/lib/forms/notices.ts';
import { ENGLISH_INQUIRY_FORM_TEXT, type InquiryFormText } from './inquiry-form-text.ts';
import { STORE_UNAVAILABLE } from './inquiries.server.ts';
import { consentTextIn } from '#src/lib/forms/consent-words.ts';

/**
 * The English messages of the schemas and the API, each with its catalogue entry: the inquiry form's, and those
 * the valuation form shares with it (./valuation-form-words.ts).
 */
export function messagesIn(locale: Locale): Record<string, string> {
  const o = { locale };
  return {
    [INQUIRY_MESSAGES.name]: m.form_error_name({}, o),
    [INQUIRY_MESSAGES.email]: m.form_error_email({}, o),
    [INQUIRY_MESSAGES.phone]: m.form_error_phone({}, o),
    [INQUIRY_MESSAGES.message]: m.form_error_message({}, o),
    [INQUIRY_MESSAGES.consent]: m.form_error_consent({}, o),
    [LEAD_LIMIT_MESSAGES.name]: m.form_limit_name({}, o),
    [LEAD_LIMIT_MESSAGES.email]: m.form_limit_email({}, o),
    [LEAD_LIMIT_MESSAGES.phone]: m.form_limit_phone({}, o),
    [LEAD_LIMIT_MESSAGES.message]: m.form_limit_message({}, o),
    [LEAD_LIMIT_MESSAGES.interestType]: m.form_limit_interest_type({}, o),
    [STORE_UNAVAILABLE]: m.form_store_unavailable({}, o),
    [FALLBACK_ERROR]: m.form_error_fallback({}, o),
  };
}

const INTEREST_TYPE_LABELS: Record<(typeof INTEREST_TYPES)[number], (locale: Locale) => string> = {
  'Buying a Property': (locale) => m.form_interest_buying({}, { locale }),
  'Selling a Property': (locale) => m.form_interest_selling({}, { locale }),
  'Property Management': (locale) => m.form_interest_management({}, { locale }),
  'Investment Opportunities': (locale) => m.form_interest_investment({}, { locale }),
  Other: (locale) => m.form_interest_other({}, { locale }),
  'Accessibility Feedback': (locale) => m.form_interest_accessibility({}, { locale }),
};

/** The form's words in the catalogue's language; English is the spec's own (ENGLISH_INQUIRY_FORM_TEXT). */
export function catalogueInquiryFormText(locale: Locale): InquiryFormText {
  const o = { locale };
  return {
    fields: {
      name: m.form_full_name({}, o),
      email: m.form_email({}, o),
      phone: m.form_phone({}, o),
      interestType: m.form_interested_in({}, o),
      message: m.form_message({}, o),
    },
    interestTypes: Object.fromEntries(INTEREST_TYPES.map((type) => [type, INTEREST_TYPE_LABELS[type](locale)])),
    consent: consentTextIn(m.form_consent({}, o), locale),
    honeypot: m.form_honeypot({}, o),
    submit: m.form_send_message({}, o),
    submitting: m.form_submitting({}, o),
    sent: { title: m.form_sent_title({}, o), text: m.form_sent_text({}, o), again: m.form_send_another({}, o) },
    sentNotice: {
      title: m.form_sent_notice_title({}, o),
      description: m.form_sent_notice_text({}, o),
      variant: 'default',
    },
    notices: {
      errorTitle: m.form_error_title({}, o),
      fallback: m.form_error_fallback({}, o),
      rateLimited: m.form_error_rate_limited({}, o),
      messages: locale === DEFAULT_LOCALE ? {} : messagesIn(locale),
    },
    region: {
      notifications: m.form_notifications({}, o),
      notification: m.form_notification({}, o),
      close: m.form_close_notification({}, o),
    },
  };
}

/** The words an island is given: none in English, whose words it holds itself. */
export const inquiryFormTextProp = (locale: Locale): InquiryFormText | undefined =>
  locale === DEFAULT_LOCALE ? undefined : catalogueInquiryFormText(locale);

/** The form's words for a server-rendered form: English's own, or the catalogue's. */
export const inquiryFormText = (locale: Locale): InquiryFormText =>
  inquiryFormTextProp(locale) ?? ENGLISH_INQUIRY_FORM_TEXT;
