/**
 * "Save this search"'s words, as one object: the dialog's and the form page's without JavaScript. English (the
 * spec's) here; another language's from the catalogue (./save-search-words.ts, server only), which the build
 * writes for the dialog as /pt/alerts/save-search.json, so the browser gets only its page's language. Pure.
 */
import { ENGLISH_CONSENT_TEXT, type ConsentText } from '#src/lib/forms/fields.tsx';
import { ENGLISH_NOTICE_TEXT, type NoticeText } from '#src/lib/forms/notices.ts';
import { SAVE_SEARCH_PAGE } from '#src/lib/paths.ts';
import { ALERT_CONSENT_LABEL, ALERT_FREQUENCY_LABELS, type AlertFrequency } from '#src/schemas/saved-search-fields.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { SAVED_NOTICE } from './alert-pages.ts';

export interface SaveSearchText {
  locale: Locale;
  /** "Save this search": the button, the dialog's heading and the form page's. */
  title: string;
  /** The dialog's lead. */
  lead: string;
  /** The form without JavaScript, in this language: "/pt/alerts/save". */
  savePage: string;
  fields: { email: string; frequency: string };
  frequencies: Readonly<Record<AlertFrequency, string>>;
  /** The alerts' consent statement (its label), and the privacy policy's link beside it. */
  consent: ConsentText;
  honeypot: string;
  submit: string;
  submitting: string;
  close: string;
  cancel: string;
  /** What the dialog and the check-your-inbox page say once a search is saved. */
  saved: { title: string; description: string };
  notices: NoticeText;
}

/**
 * What the search page gives "Save this search" outside English: the button's words, and where the dialog's
 * are. The dialog's words load with the dialog, on the first press, rather than in every search page's HTML.
 */
export interface SaveSearchButtonText {
  title: string;
  savePage: string;
  /** The dialog's words in this language (SaveSearchText as JSON): "/pt/alerts/save-search.json". */
  wordsPath: string;
}

/** Where the build writes the dialog's words in a language other than English. */
export const saveSearchWordsPath = (locale: Locale): string => `/${locale}/alerts/save-search.json`;

export const ENGLISH_SAVE_SEARCH_TEXT: SaveSearchText = {
  locale: DEFAULT_LOCALE,
  title: 'Save this search',
  lead: 'Get an e-mail when a matching home is listed, drops in price or changes status.',
  savePage: SAVE_SEARCH_PAGE,
  fields: { email: 'Email', frequency: 'How often' },
  frequencies: ALERT_FREQUENCY_LABELS,
  consent: { ...ENGLISH_CONSENT_TEXT, label: ALERT_CONSENT_LABEL },
  honeypot: 'Leave this field empty',
  submit: 'Save search',
  submitting: 'Submitting...',
  close: 'Close',
  cancel: 'Cancel',
  saved: SAVED_NOTICE,
  notices: ENGLISH_NOTICE_TEXT,
};
