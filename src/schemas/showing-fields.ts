/**
 * What the private showing form shows: the weekdays of the showing hours, the ways to see a home, the
 * messages and the texts. No zod here (see inquiry-fields.ts), so the island renders without loading a schema.
 */

/** The listing page's section, and the link to it from the top of the page. */
export const SHOWING_SECTION_TITLE = 'Request a private showing';

/** The weekdays, indexed as Date#getDay counts them. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** How a visitor would like to see the home, each with its label. */
export const SHOWING_MODES = ['in-person', 'video'] as const;
export type ShowingMode = (typeof SHOWING_MODES)[number];
export const SHOWING_MODE_LABELS: Readonly<Record<ShowingMode, string>> = {
  'in-person': 'In person',
  video: 'By video call',
};
export const DEFAULT_SHOWING_MODE: ShowingMode = 'in-person';

/** The showing form's hidden fields: the listing it is about, and the page it was first sent from. */
export const LISTING_FIELD = 'listingId';
export const SOURCE_PAGE_FIELD = 'sourcePage';

export const SHOWING_SUBMIT_LABEL = 'Request Showing';

/** The optional note has the inquiry message's upper bound (LEAD_LIMITS.message). */
export const NOTE_MAX = 5000;

export const SHOWING_MESSAGES = {
  listing: 'This home could not be found',
  start: 'Please choose a time',
  mode: 'Please choose in person or by video call',
  note: 'Note must be at most 5,000 characters',
  /** A home under contract or sold. */
  noShowings: 'This home is no longer offered for showings',
} as const;

/** "Saturday, December 5 at 10:00 AM is no longer available…": a slot past its time or inside the lead time. */
export const slotGoneMessage = (when: string): string => `${when} is no longer available. Please choose another time.`;

/** The day of a slot posted without JavaScript is not the day the form shows picked. */
export const otherDayMessage = (day: string): string => `Please choose a time on ${day}`;

/** The island's panel and notice, and the thank-you page's title, once the request is stored. */
export const SHOWING_REQUESTED_TITLE = 'Showing Requested';
export const ADVISOR_WILL_CONFIRM = 'Your advisor will confirm by phone or e-mail.';

/** What the visitor reads once the request is stored: on the island's panel and the thank-you page. */
export const requestReceivedText = (when: string): string =>
  `We received your request for ${when}. ${ADVISOR_WILL_CONFIRM}`;
