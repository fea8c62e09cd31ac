/**
 * The private showing's words in a language, from the message catalogue: the form island's (given as a prop only
 * outside English), the section around it, the refusals of a slot, and the pages that answer a form sent without
 * JavaScript. Build and server only: never imported by code that ships to the browser.
 */
import { m } from '#src/paraglide/messages.js';
import { catalogueInquiryFormText } from '#src/features/leads/inquiry-form-words.ts';
import { formatOpenHouse } from '#src/features/listings/open-houses.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { RATE_LIMITED_ERROR } from '#src/lib/forms/notices.ts';
import { SHOWING_MESSAGES } from '#src/schemas/showing-fields.ts';
import { ENGLISH_SLOT_CHECK_WORDS, type SlotCheckWords } from './showing-checks.ts';
import { ENGLISH_SHOWING_SECTION_TEXT, type ShowingSectionText } from './ShowingSection.tsx';
import { ENGLISH_SHOWING_FORM_TEXT, type ShowingFormText } from './showing-text.ts';
import type { SlotWords } from './slots.ts';

/** How the language names a slot: "sábado, 5 de dezembro às 10:00". */
export const slotWords = (locale: Locale): SlotWords => ({
  locale,
  at: m.listing_showing_at({ day: '{day}', time: '{time}' }, { locale }),
});

/** The form's words in the catalogue's language; English is the spec's own (ENGLISH_SHOWING_FORM_TEXT). */
export function catalogueShowingFormText(locale: Locale): ShowingFormText {
  const o = { locale };
  const inquiry = catalogueInquiryFormText(locale);
  const willConfirm = m.listing_showing_will_confirm({}, o);
  const title = m.listing_showing_requested({}, o);
  return {
    slots: slotWords(locale),
    chooseDay: m.listing_showing_choose({}, o),
    timesOn: m.listing_showing_times_on({ day: '{day}' }, o),
    how: m.listing_showing_how({}, o),
    modes: { 'in-person': m.listing_showing_in_person({}, o), video: m.listing_showing_video({}, o) },
    fields: {
      name: inquiry.fields.name,
      email: inquiry.fields.email,
      phone: inquiry.fields.phone,
      note: m.listing_showing_note({}, o),
    },
    consent: inquiry.consent,
    honeypot: inquiry.honeypot,
    submit: m.listing_showing_submit({}, o),
    submitting: inquiry.submitting,
    requested: {
      title,
      text: `${m.listing_showing_received({ when: '{when}' }, o)} ${willConfirm}`,
      again: m.listing_showing_again({}, o),
    },
    sentNotice: { title, description: willConfirm, variant: 'default' },
    noTimes: m.listing_showing_no_times({ phone: '{phone}' }, o),
    notices: {
      ...inquiry.notices,
      messages:
        locale === DEFAULT_LOCALE
          ? {}
          : {
              ...inquiry.notices.messages,
              [SHOWING_MESSAGES.listing]: m.listing_showing_error_listing({}, o),
              [SHOWING_MESSAGES.start]: m.listing_showing_error_start({}, o),
              [SHOWING_MESSAGES.mode]: m.listing_showing_error_mode({}, o),
              [SHOWING_MESSAGES.note]: m.listing_showing_error_note({}, o),
              [SHOWING_MESSAGES.noShowings]: m.listing_showing_error_no_showings({}, o),
            },
    },
    region: inquiry.region,
    problems: { checkField: m.listing_showing_check_field({}, o), checkFields: m.listing_showing_check_fields({}, o) },
  };
}

/** The words the island is given: none in English, whose words it holds itself. */
export const showingFormTextProp = (locale: Locale): ShowingFormText | undefined =>
  locale === DEFAULT_LOCALE ? undefined : catalogueShowingFormText(locale);

/** The form's words for a server-rendered form: English's own, or the catalogue's. */
export const showingFormText = (locale: Locale): ShowingFormText =>
  showingFormTextProp(locale) ?? ENGLISH_SHOWING_FORM_TEXT;

/** The section's words around the form in the catalogue's language. */
export function catalogueShowingSectionText(locale: Locale): ShowingSectionText {
  const o = { locale };
  return {
    title: m.listing_showing_title({}, o),
    lead: m.listing_showing_lead({}, o),
    orOpenHouse: m.listing_showing_or_open_house({}, o),
    addToCalendar: m.listing_add_to_calendar({}, o),
    when: (openHouse) => formatOpenHouse(openHouse, locale),
  };
}

export const showingSectionText = (locale: Locale): ShowingSectionText =>
  locale === DEFAULT_LOCALE ? ENGLISH_SHOWING_SECTION_TEXT : catalogueShowingSectionText(locale);

/** A slot's refusals in the catalogue's language. */
export function catalogueSlotCheckWords(locale: Locale): SlotCheckWords {
  const o = { locale };
  return {
    slots: slotWords(locale),
    listing: m.listing_showing_error_listing({}, o),
    noShowings: m.listing_showing_error_no_showings({}, o),
    slotGone: m.listing_showing_error_slot_gone({ when: '{when}' }, o),
    otherDay: m.listing_showing_error_other_day({ day: '{day}' }, o),
  };
}

export const slotCheckWords = (locale: Locale): SlotCheckWords =>
  locale === DEFAULT_LOCALE ? ENGLISH_SLOT_CHECK_WORDS : catalogueSlotCheckWords(locale);

/** The words of the pages that answer a showing request sent without JavaScript. */
export function showingPageWords(locale: Locale) {
  const o = { locale };
  return {
    requested: m.listing_showing_requested({}, o),
    received: (when: string) => `${m.listing_showing_received({ when }, o)} ${m.listing_showing_will_confirm({}, o)}`,
    notSent: m.listing_showing_not_sent({}, o),
    noTimes: m.listing_showing_no_times_short({}, o),
    checkForm: m.form_check_title({}, o),
    errorTitle: (title: string) => m.listing_showing_error_page_title({ title }, o),
    browse: m.listing_showing_browse({}, o),
    backHome: m.listing_showing_back_home({}, o),
    backToListing: m.listing_showing_back_listing({}, o),
    incompleteTitle: m.listing_showing_incomplete_title({}, o),
    incompleteText: m.listing_showing_incomplete_text({}, o),
    /** The schemas' and the API's English messages in the language; any other text as it is. */
    message: (english: string) => {
      const { notices } = showingFormText(locale);
      return english === RATE_LIMITED_ERROR ? notices.rateLimited : (notices.messages[english] ?? english);
    },
  };
}
