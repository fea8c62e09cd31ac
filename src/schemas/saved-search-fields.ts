/** What the "Save this search" form shows: its choices and messages. No zod here: the dialog imports it. */

/** How often a confirmed search is e-mailed: at once, a digest at 8:00 AM New York time, or Mondays then. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'Instantly',
  daily: 'Daily',
  weekly: 'Weekly',
};

export const SAVED_SEARCH_MESSAGES = {
  frequency: 'Choose how often to hear from us',
  consent: 'You must agree to receive e-mail alerts',
  search: 'This search cannot be saved',
} as const;

/**
 * The longest /properties query a saved search keeps: every filter at its longest, the map area, and a
 * location of 100 characters that each take 9 when percent-encoded (1,131 in all).
 */
export const SAVED_QUERY_MAX_LENGTH = 1200;

/** The longest name a saved search is shown with: its search's title, about 260 characters at most. */
export const SAVED_NAME_MAX_LENGTH = 400;

/** The consent checkbox's words (never pre-checked). */
export const ALERT_CONSENT_LABEL =
  'I agree to receive e-mail alerts about new listings for this search. Every e-mail has an unsubscribe link.';
