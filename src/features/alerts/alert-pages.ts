/** The pages of saved searches and the newsletter's opt-in: their template's region and fixed paths. Pure. */
import { pageRegion } from '#src/lib/page-regions.ts';

/** The block of the /alerts page (its template) that the alert functions fill in. */
export const ALERT_PAGE_REGION = pageRegion('alert-page');

/** The page a search saved without JavaScript lands on (303): check your inbox. */
export const CHECK_INBOX_PAGE = '/alerts/check-inbox';

/**
 * The field of a save posted without JavaScript that names the language of the page it was sent from (the
 * form pages send no Referer, their URLs carrying tokens or not): one of the site's languages, or English.
 */
export const SAVE_LANGUAGE_FIELD = 'lang';

/** What a save answers when the store fails: the visitor is asked to try again. */
export const SAVE_UNAVAILABLE = 'We could not save your search just now. Please try again in a few minutes.';

/** What the dialog and the page say once a search is saved. */
export const SAVED_NOTICE = {
  title: 'Check your inbox',
  description: 'We sent you an e-mail to confirm this search. Open the link in it within 7 days to start your alerts.',
} as const;
