/**
 * The links of alert e-mails, each carrying a signed token and never an address, to the pages in the saved
 * search's language, and a search's name in a language. Pure (the catalogue's words are data).
 */
import { ALERT_PAGES, UNSUBSCRIBE_API_PATH } from '#src/lib/paths.ts';
import { localePath } from '#src/lib/i18n.ts';
import { searchTitle } from '#src/features/listings/search-head.ts';
import { filterChips } from '#src/features/listings/results-header.ts';
import { searchText, searchTitleIn } from '#src/features/listings/search-words.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import type { ResultsFilters } from '#src/schemas/results-query.ts';
import { savedQuery } from '#src/schemas/saved-search.ts';
import type { AlertOwner } from '#src/schemas/saved-search.ts';
import { confirmExpiry, linkExpiry, signToken } from './tokens.ts';

/** A page's absolute link with its token: the page in `locale` (the API has one for every language). */
const withToken = (siteUrl: string, path: string, token: string, locale: Locale = DEFAULT_LOCALE): string =>
  `${siteUrl}${localePath(path, locale)}?token=${encodeURIComponent(token)}`;

/** The confirmation link of one saved search, to its page in `locale`: good for 7 days from `now`. */
export async function confirmLink(
  secret: string,
  siteUrl: string,
  owner: string,
  search: string,
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
) {
  const token = await signToken(secret, { purpose: 'confirm', owner, search, expires: confirmExpiry(now) });
  return withToken(siteUrl, ALERT_PAGES.confirm, token, locale);
}

/** The newsletter's confirmation link, to its page in `locale`: good for 7 days from `now`. */
export async function newsletterConfirmLink(
  secret: string,
  siteUrl: string,
  owner: string,
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
) {
  const token = await signToken(secret, { purpose: 'newsletter', owner, expires: confirmExpiry(now) });
  return withToken(siteUrl, ALERT_PAGES.newsletter, token, locale);
}

/**
 * The generation of an owner's record that manage and unsubscribe links carry: the record's creation time.
 * "Delete everything" removes the record, and a later save starts a new one, so old links stop working.
 */
export const ownerEpoch = (record: Pick<AlertOwner, 'createdAt'>): number => Date.parse(record.createdAt);

/** "Manage your alerts": every search of the address, on the page in `locale`; good for a year from `now`. */
export async function manageLink(
  secret: string,
  siteUrl: string,
  owner: string,
  record: Pick<AlertOwner, 'createdAt'>,
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string> {
  const claims = { purpose: 'manage', owner, expires: linkExpiry(now), epoch: ownerEpoch(record) } as const;
  return withToken(siteUrl, ALERT_PAGES.manage, await signToken(secret, claims), locale);
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
  locale: Locale = DEFAULT_LOCALE,
) {
  const epoch = ownerEpoch(record);
  const token = await signToken(secret, { purpose: 'unsubscribe', owner, search, expires: linkExpiry(now), epoch });
  return {
    page: withToken(siteUrl, ALERT_PAGES.unsubscribe, token, locale),
    oneClick: withToken(siteUrl, UNSUBSCRIBE_API_PATH, token),
  };
}

/** The headers of RFC 8058 one-click unsubscribe for an e-mail about one search. */
export function unsubscribeHeaders(oneClick: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** /properties with the search's filters, in `locale`: the "See all" link of an alert, and the manage page's. */
export function searchLink(siteUrl: string, filters: ResultsFilters, locale: Locale = DEFAULT_LOCALE): string {
  const query = savedQuery(filters);
  return `${siteUrl}${localePath(`/properties${query ? `?${query}` : ''}`, locale)}`;
}

/**
 * A search's name as the e-mails, the manage page and /saved show it: "Condos in Newport, RI" in English's
 * sentence, and in another language its filters' chips, as the search page's title names it ("Imóveis:
 * Newport · Condomínio").
 */
export function savedSearchName(filters: ResultsFilters, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === DEFAULT_LOCALE) return searchTitle(filters);
  return searchTitleIn(filterChips(filters, undefined, searchText(locale)), locale);
}
