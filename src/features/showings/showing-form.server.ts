/**
 * POST /api/showings from the form without JavaScript (form-encoded): the same guards, honeypot, rules and
 * record as the JSON path, answered with pages. Stored: 303 to /showings/requested, which names the slot.
 * A field's fault (a slot that has passed among them): the listing page again (fetched as rendered), its
 * showing form block replaced by the static form with the messages and what was typed; the same with the
 * problem when the store is down (503). A refusal that leaves no form to show: a page saying so.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageLink } from '#src/features/alerts/AlertBlocks.tsx';
import type { FormProblem } from '#src/features/leads/StaticLeadForm.tsx';
import { sourcePage, STORE_UNAVAILABLE } from '#src/features/leads/inquiries.server.ts';
import { RATE_LIMITED_ERROR } from '#src/lib/forms/notices.ts';
import { escapeHtml } from '#src/lib/html.ts';
import { listingPath, SHOWING_REQUESTED_PATH, showingRequestedPath } from '#src/lib/paths.ts';
import {
  decodedSize,
  isFormPost,
  MAX_BODY_BYTES,
  MAX_FORM_BODY_BYTES,
  readBodyBytes,
  TOO_LARGE_TEXT,
} from '#src/lib/server/body.ts';
import { CROSS_SITE_REFUSED, errorResponse, htmlPage, isCrossSite } from '#src/lib/server/http.ts';
import { replaceRegion } from '#src/lib/page-regions.ts';
import { SHOWING_MESSAGES } from '#src/schemas/showing-request.ts';
import { checkShowingForm, readShowingForm, type ShowingFormFields } from './showing-checks.ts';
import { SHOWING_FORM_REGION } from './showing-pages.ts';
import { REFUSAL_STATUS, requestShowing, type ShowingDeps } from './showing-requests.server.ts';
import {
  BROWSE_LINK,
  listingLink,
  showingNoticePage,
  type ShowingNotice,
  type ShowingPageDeps,
} from './requested-page.server.ts';
import { offersShowings, showingDays } from './slots.ts';
import { StaticShowingForm } from './StaticShowingForm.tsx';

export type FetchPage = (url: URL) => Promise<Response>;

export interface ShowingFormDeps extends ShowingDeps, ShowingPageDeps {
  /** Fetches a page of the site (the listing page the form came from). */
  fetchPage?: FetchPage;
}

const NOT_SENT = 'Your request was not sent';

const seeOther = (location: string): Response => htmlPage(null, 303, { location, 'cache-control': 'no-store' });

/** The same-site page a post came from, never the API's own page of messages. */
function formSourcePage(request: Request, declared: string | null = null): string | null {
  const page = sourcePage(request, declared);
  return page && !page.startsWith('/api/') ? page : null;
}

/** A page that says what stopped the request, with a way back. */
const notice = (deps: ShowingPageDeps, content: ShowingNotice) =>
  showingNoticePage(deps, SHOWING_REQUESTED_PATH, content);

/** Back to the page the post came from, or to the listings. */
function backLinks(request: Request): PageLink[] {
  const source = formSourcePage(request);
  return [source ? { href: source, label: 'Back to the listing' } : BROWSE_LINK];
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
): Promise<Response> {
  let listing;
  try {
    listing = await deps.findListing(listingId);
  } catch (error) {
    console.error('Listings could not be loaded for a showing form:', error);
    return notice(deps, { status: 503, title: NOT_SENT, text: STORE_UNAVAILABLE, links: [listingLink(listingId)] });
  }
  if (!listing)
    return notice(deps, { status: 404, title: NOT_SENT, text: SHOWING_MESSAGES.listing, links: [BROWSE_LINK] });
  const days = showingDays(listing, deps.settings, deps.now?.() ?? new Date());
  if (!offersShowings(listing) || days.length === 0)
    return notice(deps, {
      status: offersShowings(listing) ? status : REFUSAL_STATUS.status,
      title: NOT_SENT,
      text: offersShowings(listing) ? 'No showing times are open in the next two weeks.' : SHOWING_MESSAGES.noShowings,
      links: [listingLink(listingId)],
    });
  const block = renderToStaticMarkup(createElement(StaticShowingForm, { listingId, days, ...content }));
  const fetchPage = deps.fetchPage ?? ((url: URL) => fetch(url));
  const page = await fetchPage(new URL(listingPath(listingId), request.url))
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null);
  const filled = page === null ? null : replaceRegion(page, SHOWING_FORM_REGION, block);
  const title = content.problem?.title ?? 'Please check the form';
  const html =
    filled?.replace(/<title>/, '<title>Error: ') ??
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Error: ${escapeHtml(title)}</title></head><body><main id="main">${block}</main></body></html>`;
  return htmlPage(html, status, { 'cache-control': 'no-store' });
}

export async function handleShowingForm(request: Request, deps: ShowingFormDeps): Promise<Response> {
  if (isCrossSite(request))
    return notice(deps, { status: 403, title: NOT_SENT, text: CROSS_SITE_REFUSED, links: backLinks(request) });
  const tooLarge = () =>
    notice(deps, { status: 413, title: NOT_SENT, text: TOO_LARGE_TEXT, links: backLinks(request) });
  const bytes = await readBodyBytes(request, MAX_FORM_BODY_BYTES);
  if (bytes === null) return tooLarge();
  const params = new URLSearchParams(new TextDecoder().decode(bytes));
  if (decodedSize(params) > MAX_BODY_BYTES) return tooLarge();

  const post = readShowingForm(params);
  // A bot is shown the thank-you page, so it does not retry; nothing is stored.
  if (post.honeypot !== '') return seeOther(SHOWING_REQUESTED_PATH);
  if (post.listingId === null)
    return notice(deps, { status: 400, title: NOT_SENT, text: SHOWING_MESSAGES.listing, links: [BROWSE_LINK] });
  const { listingId, values } = post;
  const page = formSourcePage(request, post.sourcePage);
  const checked = checkShowingForm(post, listingId);
  if (!checked.ok) return formPage(request, deps, listingId, { values, errors: checked.errors, sourcePage: page }, 400);

  const outcome = await requestShowing(checked.payload, page, deps, values.day);
  switch (outcome.kind) {
    case 'stored':
      return seeOther(showingRequestedPath(listingId, outcome.slot.start));
    case 'refused': {
      const { reason, message } = outcome.check;
      if (reason === 'slot')
        return formPage(request, deps, listingId, { values, errors: { start: message }, sourcePage: page }, 400);
      return notice(deps, {
        status: REFUSAL_STATUS[reason],
        title: NOT_SENT,
        text: message,
        links: [reason === 'listing' ? BROWSE_LINK : listingLink(listingId)],
      });
    }
    case 'unavailable':
      return formPage(
        request,
        deps,
        listingId,
        { values, problem: { title: NOT_SENT, text: STORE_UNAVAILABLE }, sourcePage: page },
        503,
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
  return notice(deps, { status: 429, title: NOT_SENT, text: RATE_LIMITED_ERROR, links: backLinks(request), headers });
}
