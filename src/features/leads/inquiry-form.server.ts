/**
 * POST /api/inquiries from a form without JavaScript (form-encoded): the same guards, honeypot, rules and
 * record as the JSON path (inquiries.server.ts), answered with pages: 303 to the thank-you page, or the form
 * page again (fetched as built, its marked block replaced) with the messages and what was typed.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  decodedSize,
  isFormPost,
  MAX_BODY_BYTES,
  MAX_FORM_BODY_BYTES,
  readBodyBytes,
  TOO_LARGE_TEXT,
} from '#src/lib/server/body.ts';
import { CROSS_SITE_REFUSED, errorResponse, htmlPage, isCrossSite } from '#src/lib/server/http.ts';
import { RATE_LIMITED_ERROR } from '#src/lib/forms/notices.ts';
import { escapeHtml } from '#src/lib/html.ts';
import { checkLeadForm, formKind, readLeadForm } from './lead-form-post.ts';
import { FORM_PAGE, THANK_YOU_PAGE, fillFormPage, type LeadFormKind } from './lead-pages.ts';
import { saveInquiry, sourcePage, STORE_UNAVAILABLE, type InquiryDeps } from './inquiries.server.ts';
import { StaticLeadForm, type FormProblem } from './StaticLeadForm.tsx';
import { valuationSubjectOfMessage, valuationThankYouPath } from './valuation-subject.ts';

export type FetchPage = (url: URL) => Promise<Response>;

/** The site path to go back to: the same-site page the post came from, else the form's own page. */
function backTo(request: Request, kind: LeadFormKind, declared: string | null = null): string {
  const page = formSourcePage(request, declared);
  return page ?? FORM_PAGE[kind];
}

/**
 * The page a form post was sent from, as sourcePage reads it, but never the API: the page of messages is
 * at /api/inquiries, and a post from it carries the first page in a hidden field instead.
 */
function formSourcePage(request: Request, declared: string | null): string | null {
  const page = sourcePage(request, declared);
  return page && !page.startsWith('/api/') ? page : null;
}

const seeOther = (location: string): Response => htmlPage(null, 303, { location, 'cache-control': 'no-store' });

/** What a failed post's page shows in the form page's block. */
type FormPageContent = Parameters<typeof StaticLeadForm>[0];

/**
 * The form page with `content` in its block, answered with `status`. Without the built page (a failed
 * fetch) a bare page still shows the messages and the form, so nothing typed is lost.
 */
export async function formPage(
  request: Request,
  content: FormPageContent,
  status: number,
  fetchPage: FetchPage = (url) => fetch(url),
  headers: Record<string, string> = {},
): Promise<Response> {
  const block = renderToStaticMarkup(createElement(StaticLeadForm, content));
  const template = await fetchPage(new URL(FORM_PAGE[content.kind], request.url))
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null);
  const title = content.problem?.title ?? 'Please check the form';
  const html =
    (template !== null ? fillFormPage(template, block, true) : null) ??
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Error: ${escapeHtml(title)}</title></head><body><main id="main">${block}</main></body></html>`;
  return htmlPage(html, status, { 'cache-control': 'no-store', ...headers });
}

/** A refused post: its message and a link back, no form (its fields were not read). */
const refused = (title: string, text: string): FormProblem => ({ title, text });

export interface InquiryFormDeps extends InquiryDeps {
  fetchPage?: FetchPage;
}

export async function handleInquiryForm(request: Request, deps: InquiryFormDeps): Promise<Response> {
  const kind = formKind(new URL(request.url));
  const answer = (content: Omit<FormPageContent, 'kind'>, status: number) =>
    formPage(request, { kind, ...content }, status, deps.fetchPage);
  const notSent = kind === 'inquiry' ? 'Your message was not sent' : 'Your request was not sent';

  if (isCrossSite(request)) {
    return answer({ problem: refused(notSent, CROSS_SITE_REFUSED), back: backTo(request, kind) }, 403);
  }
  const tooLarge = () => answer({ problem: refused(notSent, TOO_LARGE_TEXT), back: backTo(request, kind) }, 413);
  const bytes = await readBodyBytes(request, MAX_FORM_BODY_BYTES);
  if (bytes === null) return tooLarge();
  const params = new URLSearchParams(new TextDecoder().decode(bytes));
  if (decodedSize(params) > MAX_BODY_BYTES) return tooLarge();

  const post = readLeadForm(kind, params);
  // A bot is shown the thank-you page, so it does not retry; nothing is stored.
  if (post.honeypot !== '') return seeOther(THANK_YOU_PAGE[kind]);
  const page = formSourcePage(request, post.sourcePage);
  const checked = checkLeadForm(post);
  if (!checked.ok) return answer({ values: post.values, errors: checked.errors, sourcePage: page }, 400);

  const saved = await saveInquiry(checked.payload, page, deps);
  if (!saved)
    return answer({ values: post.values, problem: refused(notSent, STORE_UNAVAILABLE), sourcePage: page }, 503);
  // A valuation request's page shows the comparables of the home (its query, as the dialog goes there too).
  return seeOther(
    kind === 'valuation'
      ? valuationThankYouPath(valuationSubjectOfMessage(checked.payload.message))
      : THANK_YOU_PAGE[kind],
  );
}

/**
 * The answer Netlify's rate limiter rewrites a request to (inquiries.mts): a page for a form post, the
 * JSON error for the islands (which show RATE_LIMITED_ERROR for any 429).
 */
export function rateLimited(request: Request, fetchPage?: FetchPage): Promise<Response> | Response {
  const headers = { 'retry-after': '60' };
  if (!isFormPost(request)) return errorResponse(429, RATE_LIMITED_ERROR, { headers });
  const kind = formKind(new URL(request.url));
  const title = kind === 'inquiry' ? 'Your message was not sent' : 'Your request was not sent';
  return formPage(
    request,
    { kind, problem: refused(title, RATE_LIMITED_ERROR), back: backTo(request, kind) },
    429,
    fetchPage,
    headers,
  );
}
