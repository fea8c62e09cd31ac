/** The pages of saved searches and the newsletter's opt-in: their template's region and fixed paths. Pure. */
import { pageRegion } from '#src/lib/page-regions.ts';

/** The block of the /alerts page (its template) that the alert functions fill in. */
export const ALERT_PAGE_REGION = pageRegion('alert-page');

/** The page a search saved without JavaScript lands on (303): check your inbox. */
export const CHECK_INBOX_PAGE = '/alerts/check-inbox';

/** What the dialog and the page say once a search is saved. */
export const SAVED_NOTICE = {
  title: 'Check your inbox',
  description: 'We sent you an e-mail to confirm this search. Open the link in it within 7 days to start your alerts.',
} as const;
