/**
 * POST /api/showings from the form without JavaScript (form-encoded): the same guards, honeypot, rules and
 * record as the JSON path, answered with pages in the language of the page the form was sent from. Stored: 303
 * to /showings/requested (/pt/showings/requested…), which names the slot. A field's fault (a slot that has
 * passed among them): the listing page again (fetched as rendered, in its language), its showing form block
 * replaced by the static form with the messages and what was typed; the same with the problem when the store
 * is down (503). A refusal that leaves no form to show: a page saying so.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageLink } from '#src/features/alerts/AlertBlocks.tsx';
import type { FormProblem } from '#src/features/leads/StaticLeadForm.tsx';
import { sourcePage, STORE_UNAVAILABLE } from '#src/features/leads/inquiries.server.ts';
import { RATE_LIMITED_ERROR } from '#src/lib/forms/notices.ts';
import { escapeHtml } from '#src/lib/html.ts';
import { localePath, pathLocale } from '#src/lib/i18n.ts';
import { listingPath, SHOWING_REQUESTED_PATH, showingRequestedPath } from '#src/lib/paths.ts';
import { templateLanguage } from '#src/lib/server/template-language.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import {
  decodedSize,
  isFormPost,
  MAX_BODY_BYTES,
  MAX_FORM_BODY_BYTES,
  readBodyBytes,
  TOO_LARGE_TEXT,
} from '#src/lib/server/body.ts';
import { CROSS_SITE_REFUSED, errorResponse, htmlPage, isCrossSite } from '#src/lib/server/http.ts';
import { SHOWING_MESSAGES } from '#src/schemas/showing-fields.ts';
import { replaceRegion } from '#src/lib/page-regions.ts';
import { checkShowingForm, readShowingForm, type ShowingFormFields } from './showing-checks.ts';
import { SHOWING_FORM_REGION } from './showing-pages.ts';
import { REFUSAL_STATUS, requestShowing, type ShowingDeps } from './showing-requests.server.ts';
import {
  browseLink,
  listingLink,
  showingNoticePage,
  type ShowingNotice,
  type ShowingPageDeps,
  type ShowingPageWords,
} from './requested-page.server.ts';
import { offersShowings, showingDays } from './slots.ts';
import { StaticShowingForm } from './StaticShowingForm.tsx';
import { showingFormText, showingPageWords } from './showing-words.ts';

export type FetchPage = (url: URL) => Promise<Response>;

export interface ShowingFormDeps extends ShowingDeps, ShowingPageDeps {
  /** Fetches a page of the site (the listing page the form came from). */
  fetchPage?: FetchPage;
}

const seeOther = (location: string): Response => htmlPage(null, 303, { location, 'cache-control': 'no-store' });

/** The same-site page a post came from, never the API's own page of messages. */
function formSourcePage(request: Request, declared: string | null = null): string | null {
  const page = sourcePage(request, declared);
  return page && !page.startsWith('/api/') ? page : null;
}

/** The language of the page a form was sent from ("/pt/properties/12" is Portuguese). */
const formLocale = (page: string | null): Locale => (page === null ? DEFAULT_LOCALE : pathLocale(page));

/** A page that says what stopped the request (`text`: an English message, or one in the page's words). */
const notice = (
  deps: ShowingPageDeps,
  locale: Locale,
  content: (words: ShowingPageWords) => Omit<ShowingNotice, 'title'> & { title?: string },
) =>
  showingNoticePage(deps, locale, (words) => {
    const { title = words.notSent, text, ...rest } = content(words);
    return { ...rest, title, text: words.message(text) };
  });

/** Back to the page the post came from, or to the listings. */
function backLinks(request: Request, words: ShowingPageWords): PageLink[] {
  const source = formSourcePage(request);
  return [source ? { href: source, label: words.backToListing } : browseLink(words)];
}

interface FormContent {
  values: ShowingFormFields;
  errors?: Readonly<Record<string, string>>;
  problem?: FormProblem;
  sourcePage: string | null;
}

/**
 * The listing page with its showing form block replaced by the static form, with the slots of now. Without
 * the listing page (a failed fetch) a bare page still shows the form, so nothing typed is lost. A listing
 * that is gone or offers no showing (any more) gets a page saying so.
 */
async function formPage(
  request: Request,
  deps: ShowingFormDeps,
  listingId: number,
  content: FormContent,
  status: number,
  locale: Locale,
): Promise<Response> {
  let listing;
  try {
    listing = await deps.findListing(listingId);
  } catch (error) {
    console.error('Listings could not be loaded for a showing form:', error);
    return notice(deps, locale, (words) => ({
      status: 503,
      text: STORE_UNAVAILABLE,
      links: [listingLink(listingId, words)],
    }));
  }
  if (!listing)
    return notice(deps, locale, (words) => ({
      status: 404,
      text: SHOWING_MESSAGES.listing,
      links: [browseLink(words)],
    }));
  const fetchPage = deps.fetchPage ?? ((url: URL) => fetch(url));
  const page = await fetchPage(new URL(localePath(listingPath(listingId), locale), request.url))
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null);
  // The listing page's words are those of the language it shows its content in.
  const language = page === null ? locale : templateLanguage(page, locale).content;
  const days = showingDays(listing, deps.settings, deps.now?.() ?? new Date(), language);
  if (!offersShowings(listing) || days.length === 0)
    return notice(deps, locale, (words) => ({
      status: offersShowings(listing) ? status : REFUSAL_STATUS.status,
      text: offersShowings(listing) ? words.noTimes : SHOWING_MESSAGES.noShowings,
      links: [listingLink(listingId, words)],
    }));
  const text = showingFormText(language);
  const problem = content.problem && {
    ...content.problem,
    text: text.notices.messages[content.problem.text] ?? content.problem.text,
  };
  const block = renderToStaticMarkup(createElement(StaticShowingForm, { listingId, days, ...content, problem, text }));
  const filled = page === null ? null : replaceRegion(page, SHOWING_FORM_REGION, block);
  const words = showingPageWords(language);
  const title = problem?.title ?? words.checkForm;
  const html =
    filled?.replace(/<title>/, () => `<title>${escapeHtml(words.errorTitle(''))}`) ??
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.errorTitle(title))}</title></head><body><main id="main">${block}</main></body></html>`;
  return htmlPage(html, status, { 'cache-control': 'no-store' });
}

export async function handleShowingForm(request: Request, deps: ShowingFormDeps): Promise<Response> {
  // Until the post is read, the language is the referring page's.
  const referrer = formLocale(formSourcePage(request));
  if (isCrossSite(request))
    return notice(deps, referrer, (words) => ({
      status: 403,
      text: CROSS_SITE_REFUSED,
      links: backLinks(request, words),
    }));
  const tooLarge = () =>
    notice(deps, referrer, (words) => ({ status: 413, text: TOO_LARGE_TEXT, links: backLinks(request, words) }));
  const bytes = await readBodyBytes(request, MAX_FORM_BODY_BYTES);
  if (bytes === null) return tooLarge();
  const params = new URLSearchParams(new TextDecoder().decode(bytes));
  if (decodedSize(params) > MAX_BODY_BYTES) return tooLarge();

  const post = readShowingForm(params);
  const page = formSourcePage(request, post.sourcePage);
  const locale = formLocale(page);
  // A bot is shown the thank-you page, so it does not retry; nothing is stored.
  if (post.honeypot !== '') return seeOther(localePath(SHOWING_REQUESTED_PATH, locale));
  if (post.listingId === null)
    return notice(deps, locale, (words) => ({
      status: 400,
      text: SHOWING_MESSAGES.listing,
      links: [browseLink(words)],
    }));
  const { listingId, values } = post;
  const checked = checkShowingForm(post, listingId);
  if (!checked.ok)
    return formPage(request, deps, listingId, { values, errors: checked.errors, sourcePage: page }, 400, locale);

  const outcome = await requestShowing(checked.payload, page, deps, values.day);
  switch (outcome.kind) {
    case 'stored':
      return seeOther(localePath(showingRequestedPath(listingId, outcome.slot.start), locale));
    case 'refused': {
      const { reason, message } = outcome.check;
      if (reason === 'slot')
        return formPage(
          request,
          deps,
          listingId,
          { values, errors: { start: message }, sourcePage: page },
          400,
          locale,
        );
      return notice(deps, locale, (words) => ({
        status: REFUSAL_STATUS[reason],
        text: message,
        links: [reason === 'listing' ? browseLink(words) : listingLink(listingId, words)],
      }));
    }
    case 'unavailable':
      return formPage(
        request,
        deps,
        listingId,
        { values, problem: { title: showingPageWords(locale).notSent, text: STORE_UNAVAILABLE }, sourcePage: page },
        503,
        locale,
      );
  }
}

/**
 * The answer Netlify's rate limiter rewrites a request to (showings.mts): a page for a form post, the
 * JSON error for the island (which shows RATE_LIMITED_ERROR for any 429).
 */
export function showingRateLimited(request: Request, deps: ShowingPageDeps): Promise<Response> | Response {
  const headers = { 'retry-after': '60' };
  if (!isFormPost(request)) return errorResponse(429, RATE_LIMITED_ERROR, { headers });
  // The rate limiter answers before the body is read: the language is the referring page's.
  return notice(deps, formLocale(formSourcePage(request)), (words) => ({
    status: 429,
    text: RATE_LIMITED_ERROR,
    links: backLinks(request, words),
    headers,
  }));
}
