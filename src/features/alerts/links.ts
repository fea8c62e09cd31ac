/** The links of alert e-mails, each carrying a signed token and never an address, and a search's name. Pure. */
import { ALERT_PAGES, UNSUBSCRIBE_API_PATH } from '#src/lib/paths.ts';
import { searchTitle } from '#src/features/listings/search-head.ts';
import type { ResultsFilters } from '#src/schemas/results-query.ts';
import { savedQuery } from '#src/schemas/saved-search.ts';
import type { AlertOwner } from '#src/schemas/saved-search.ts';
import { confirmExpiry, linkExpiry, signToken } from './tokens.ts';

const withToken = (siteUrl: string, path: string, token: string): string =>
  `${siteUrl}${path}?token=${encodeURIComponent(token)}`;

/** The confirmation link of one saved search: good for 7 days from `now`. */
export async function confirmLink(secret: string, siteUrl: string, owner: string, search: string, now: Date) {
  const token = await signToken(secret, { purpose: 'confirm', owner, search, expires: confirmExpiry(now) });
  return withToken(siteUrl, ALERT_PAGES.confirm, token);
}

/** The newsletter's confirmation link: good for 7 days from `now`. */
export async function newsletterConfirmLink(secret: string, siteUrl: string, owner: string, now: Date) {
  const token = await signToken(secret, { purpose: 'newsletter', owner, expires: confirmExpiry(now) });
  return withToken(siteUrl, ALERT_PAGES.newsletter, token);
}

/**
 * The generation of an owner's record that manage and unsubscribe links carry: the record's creation time.
 * "Delete everything" removes the record, and a later save starts a new one, so old links stop working.
 */
export const ownerEpoch = (record: Pick<AlertOwner, 'createdAt'>): number => Date.parse(record.createdAt);

/** "Manage your alerts": every search of the address; good for a year from `now`. */
export async function manageLink(
  secret: string,
  siteUrl: string,
  owner: string,
  record: Pick<AlertOwner, 'createdAt'>,
  now: Date,
): Promise<string> {
  const claims = { purpose: 'manage', owner, expires: linkExpiry(now), epoch: ownerEpoch(record) } as const;
  return withToken(siteUrl, ALERT_PAGES.manage, await signToken(secret, claims));
}

/**
 * One search's unsubscribe: the visible link (a page with a button) and the one-click URL mail clients POST
 * to (RFC 8058 List-Unsubscribe), with the same token; good for a year from `now`.
 */
export async function unsubscribeLinks(
  secret: string,
  siteUrl: string,
  owner: string,
  search: string,
  record: Pick<AlertOwner, 'createdAt'>,
  now: Date,
) {
  const epoch = ownerEpoch(record);
  const token = await signToken(secret, { purpose: 'unsubscribe', owner, search, expires: linkExpiry(now), epoch });
  return {
    page: withToken(siteUrl, ALERT_PAGES.unsubscribe, token),
    oneClick: withToken(siteUrl, UNSUBSCRIBE_API_PATH, token),
  };
}

/** The headers of RFC 8058 one-click unsubscribe for an e-mail about one search. */
export function unsubscribeHeaders(oneClick: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** /properties with the search's filters: the "See all" link of an alert, and the link on /saved. */
export function searchLink(siteUrl: string, filters: ResultsFilters): string {
  const query = savedQuery(filters);
  return `${siteUrl}/properties${query ? `?${query}` : ''}`;
}

/** A search's name as the e-mails, the manage page and /saved show it: "Condos in Newport, RI". */
export function savedSearchName(filters: ResultsFilters): string {
  return searchTitle(filters);
}
