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

/** The consent checkbox's words (never pre-checked). */
export const ALERT_CONSENT_LABEL =
  'I agree to receive e-mail alerts about new listings for this search. Every e-mail has an unsubscribe link.';
