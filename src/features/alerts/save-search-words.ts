/**
 * "Save this search"'s words in a language, from the message catalogue: for the search page that gives the
 * dialog its words, the form page without JavaScript and the pages the alert functions answer with. Never
 * imported by browser code (the catalogue's functions hold every language).
 */
import { m } from '#src/paraglide/messages.js';
import { localePath } from '#src/lib/i18n.ts';
import { FALLBACK_ERROR } from '#src/lib/forms/notices.ts';
import { SAVE_SEARCH_PAGE } from '#src/lib/paths.ts';
import { MAX_BODY_BYTES, TOO_LARGE_TEXT } from '#src/lib/server/body.ts';
import { CROSS_SITE_REFUSED } from '#src/lib/server/http.ts';
import { INQUIRY_MESSAGES, LEAD_LIMIT_MESSAGES } from '#src/schemas/inquiry-fields.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { SAVED_SEARCH_MESSAGES, type AlertFrequency } from '#src/schemas/saved-search-fields.ts';
import { ALERTS_OFF_MESSAGE } from './settings.ts';
import { SAVE_UNAVAILABLE } from './alert-pages.ts';
import {
  ENGLISH_SAVE_SEARCH_TEXT,
  saveSearchWordsPath,
  type SaveSearchButtonText,
  type SaveSearchText,
} from './save-search-text.ts';
import type { LocalSearchesText } from './LocalSearches.tsx';
import { consentTextIn } from '#src/lib/forms/consent-words.ts';

/** How often, as the form's choice names it ("Daily"). */
export function frequencyLabel(frequency: AlertFrequency, locale: Locale): string {
  const o = { locale };
  if (frequency === 'instant') return m.alerts_frequency_instant({}, o);
  if (frequency === 'daily') return m.alerts_frequency_daily({}, o);
  return m.alerts_frequency_weekly({}, o);
}

/** The schemas' and the API's English messages a save can answer with, each with its catalogue entry. */
function messagesIn(locale: Locale): Record<string, string> {
  const o = { locale };
  return {
    [INQUIRY_MESSAGES.email]: m.form_error_email({}, o),
    [LEAD_LIMIT_MESSAGES.email]: m.form_limit_email({}, o),
    [SAVED_SEARCH_MESSAGES.frequency]: m.alerts_error_frequency({}, o),
    [SAVED_SEARCH_MESSAGES.consent]: m.alerts_error_consent({}, o),
    [SAVED_SEARCH_MESSAGES.search]: m.alerts_error_search({}, o),
    [SAVE_UNAVAILABLE]: m.alerts_save_unavailable({}, o),
    [ALERTS_OFF_MESSAGE]: m.alerts_off({}, o),
    [CROSS_SITE_REFUSED]: m.alerts_cross_site({}, o),
    [TOO_LARGE_TEXT]: m.alerts_too_large({ size: String(MAX_BODY_BYTES / 1024) }, o),
    [FALLBACK_ERROR]: m.form_error_fallback({}, o),
  };
}

/** The words in the catalogue's language; English is the spec's own (ENGLISH_SAVE_SEARCH_TEXT). */
export function catalogueSaveSearchText(locale: Locale): SaveSearchText {
  const o = { locale };
  return {
    locale,
    title: m.alerts_save_search({}, o),
    lead: m.alerts_dialog_lead({}, o),
    savePage: localePath(SAVE_SEARCH_PAGE, locale),
    fields: { email: m.form_email({}, o), frequency: m.alerts_field_frequency({}, o) },
    frequencies: {
      instant: frequencyLabel('instant', locale),
      daily: frequencyLabel('daily', locale),
      weekly: frequencyLabel('weekly', locale),
    },
    consent: consentTextIn(m.alerts_consent({}, o), locale),
    honeypot: m.form_honeypot({}, o),
    submit: m.alerts_save_submit({}, o),
    submitting: m.form_submitting({}, o),
    close: m.alerts_dialog_close({}, o),
    cancel: m.alerts_dialog_cancel({}, o),
    saved: { title: m.alerts_saved_title({}, o), description: m.alerts_saved_text({}, o) },
    notices: {
      errorTitle: m.form_error_title({}, o),
      fallback: m.form_error_fallback({}, o),
      rateLimited: m.form_error_rate_limited({}, o),
      messages: locale === DEFAULT_LOCALE ? {} : messagesIn(locale),
    },
  };
}

/** The search page's "Save this search" outside English: the button's words and the dialog's words' file. */
export function saveSearchButtonTextProp(locale: Locale): SaveSearchButtonText | undefined {
  if (locale === DEFAULT_LOCALE) return undefined;
  const { title, savePage } = catalogueSaveSearchText(locale);
  return { title, savePage, wordsPath: saveSearchWordsPath(locale) };
}

/** The words for a page the server renders: English's own, or the catalogue's. */
export const saveSearchText = (locale: Locale): SaveSearchText =>
  locale === DEFAULT_LOCALE ? ENGLISH_SAVE_SEARCH_TEXT : catalogueSaveSearchText(locale);

/** A message of the schemas or the API in a language, or as written when it has no entry. */
export const saveMessageIn = (message: string, locale: Locale): string =>
  saveSearchText(locale).notices.messages[message] ?? message;

/** /saved's list of the searches saved from this browser (LocalSearches), in a language (saved-homes-words.ts). */
export function catalogueLocalSearchesText(locale: Locale): LocalSearchesText {
  const o = { locale };
  return {
    locale,
    heading: m.alerts_local_heading({}, o),
    lead: m.alerts_local_lead({}, o),
    frequencies: saveSearchText(locale).frequencies,
    saved: m.alerts_local_saved({ frequency: '{frequency}', date: '{date}' }, o),
    forget: m.alerts_local_forget({ name: '{name}' }, o),
    waiting: m.alerts_local_waiting({}, o),
    waitingText: m.alerts_local_waiting_text({ email: '{email}' }, o),
    resend: m.alerts_local_resend({}, o),
    resendFor: m.alerts_local_resend_for({ name: '{name}' }, o),
  };
}
