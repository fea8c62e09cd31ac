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
import { inquiryFormText } from './inquiry-form-words.ts';
import { valuationFormText } from './valuation-form-words.ts';
import { localePath, pathLocale } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';

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

/** The language a form was sent in: its page's ("/pt/…" is Portuguese). */
function formLocale(page: string | null): Locale {
  return page === null ? DEFAULT_LOCALE : pathLocale(page);
}

/** A form's failure words and its table of the schemas' and the API's messages, in its language. */
const noticesIn = (kind: LeadFormKind, locale: Locale) =>
  (kind === 'inquiry' ? inquiryFormText(locale) : valuationFormText(locale)).notices;

/** A message of the schemas or the API in the form's language. */
const messageIn = (kind: LeadFormKind, locale: Locale, english: string): string =>
  noticesIn(kind, locale).messages[english] ?? english;

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
  const formPagePath = localePath(FORM_PAGE[content.kind], content.locale ?? DEFAULT_LOCALE);
  const template = await fetchPage(new URL(formPagePath, request.url))
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null);
  const locale = content.locale ?? DEFAULT_LOCALE;
  const title = content.problem?.title ?? m.form_check_title({}, { locale });
  const html =
    (template !== null ? fillFormPage(template, block, true) : null) ??
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Error: ${escapeHtml(title)}</title></head><body><main id="main">${block}</main></body></html>`;
  return htmlPage(html, status, { 'cache-control': 'no-store', ...headers });
}

/** A refused post: its message and a link back, no form (its fields were not read). */
const refused = (title: string, text: string): FormProblem => ({ title, text });

export interface InquiryFormDeps extends InquiryDeps {
  fetchPage?: FetchPage;
}

/** The words of a refused post's page in the form's language. */
function notSentIn(kind: LeadFormKind, locale: Locale): string {
  return kind === 'valuation' ? m.valuation_not_sent({}, { locale }) : m.form_not_sent({}, { locale });
}

export async function handleInquiryForm(request: Request, deps: InquiryFormDeps): Promise<Response> {
  const kind = formKind(new URL(request.url));
  // Until the post is read, the language is the referring page's.
  let locale = formLocale(formSourcePage(request, null));
  const answer = (content: Omit<FormPageContent, 'kind' | 'locale'>, status: number) =>
    formPage(request, { kind, locale, ...content }, status, deps.fetchPage);
  const refusedWith = (englishText: string, status: number) =>
    answer(
      {
        problem: refused(notSentIn(kind, locale), messageIn(kind, locale, englishText)),
        back: localePath(backTo(request, kind), locale),
      },
      status,
    );

  if (isCrossSite(request)) return refusedWith(CROSS_SITE_REFUSED, 403);
  const bytes = await readBodyBytes(request, MAX_FORM_BODY_BYTES);
  if (bytes === null) return refusedWith(TOO_LARGE_TEXT, 413);
  const params = new URLSearchParams(new TextDecoder().decode(bytes));
  if (decodedSize(params) > MAX_BODY_BYTES) return refusedWith(TOO_LARGE_TEXT, 413);

  const post = readLeadForm(kind, params);
  const page = formSourcePage(request, post.sourcePage);
  locale = formLocale(page);
  const thankYou = localePath(THANK_YOU_PAGE[kind], locale);
  // A bot is shown the thank-you page, so it does not retry; nothing is stored.
  if (post.honeypot !== '') return seeOther(thankYou);
  const checked = checkLeadForm(post);
  if (!checked.ok) return answer({ values: post.values, errors: checked.errors, sourcePage: page }, 400);

  const saved = await saveInquiry(checked.payload, page, deps);
  if (!saved) {
    const unavailable = messageIn(kind, locale, STORE_UNAVAILABLE);
    return answer(
      { values: post.values, problem: refused(notSentIn(kind, locale), unavailable), sourcePage: page },
      503,
    );
  }
  // A valuation request's page shows the comparables of the home (its query, as the dialog goes there too).
  return seeOther(
    kind === 'valuation'
      ? localePath(valuationThankYouPath(valuationSubjectOfMessage(checked.payload.message)), locale)
      : thankYou,
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
  // The rate limiter answers before the body is read: the language is the referring page's.
  const locale = formLocale(formSourcePage(request, null));
  return formPage(
    request,
    {
      kind,
      locale,
      problem: refused(notSentIn(kind, locale), noticesIn(kind, locale).rateLimited),
      back: localePath(backTo(request, kind), locale),
    },
    429,
    fetchPage,
    headers,
  );
}
