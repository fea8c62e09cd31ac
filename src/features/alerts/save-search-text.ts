/**
 * "Save this search"'s words, as one object: the dialog's (an island, which gets them as a prop from the search
 * page outside English) and the form page's without JavaScript. English (the spec's) here; another language's
 * from the catalogue (./save-search-words.ts, server only), so the browser gets only its page's language. Pure.
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
