/**
 * The pages the showing functions answer with, from the built /showings/requested page of the language of the
 * page the request came from (the template, included_files on Netlify) with its block filled in: "Showing
 * Requested" naming the slot (GET /showings/requested?listing=&start=, or /pt/showings/requested?…, where a form
 * sent without JavaScript lands), and a request's refusals. Never cached, never indexed, with the static pages'
 * security headers (htmlPage).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AlertNotice, type PageLink } from '#src/features/alerts/AlertBlocks.tsx';
import { escapeHtml } from '#src/lib/html.ts';
import { localePath } from '#src/lib/i18n.ts';
import { DEFAULT_SOCIAL_IMAGE } from '#src/lib/page-head.ts';
import { listingPath, SHOWING_REQUESTED_PATH } from '#src/lib/paths.ts';
import { guardMethod, htmlPage } from '#src/lib/server/http.ts';
import {
  inPageLanguage,
  localeTemplateReader,
  requestLocale,
  withHead,
  withRegion,
} from '#src/lib/server/page-template.ts';
import { templateLanguage } from '#src/lib/server/template-language.ts';
import type { Locale } from '#src/schemas/locale.ts';
import { showingRequestedQuerySchema } from '#src/schemas/showing-request.ts';
import { SHOWING_NOTICE_REGION, showingTemplateFile } from './showing-pages.ts';
import { showingPageWords, slotWords } from './showing-words.ts';
import { formatShowingStart } from './slots.ts';

export const readShowingTemplate = localeTemplateReader(showingTemplateFile);

export interface ShowingPageDeps {
  /** The built page in a language. */
  template: (locale: Locale) => Promise<string>;
  /** The site's origin, as the build's canonical URLs have it. */
  siteUrl: string;
}

export interface ShowingNotice {
  status: number;
  title: string;
  text: string;
  links: readonly PageLink[];
  headers?: Record<string, string>;
}

export type ShowingPageWords = ReturnType<typeof showingPageWords>;

/** The links of the notices, in the page's words (English paths: the page points them at its language's). */
export const browseLink = (words: ShowingPageWords): PageLink => ({ href: '/properties', label: words.browse });
const homeLink = (words: ShowingPageWords): PageLink => ({ href: '/', label: words.backHome });
export const listingLink = (id: number, words: ShowingPageWords): PageLink => ({
  href: listingPath(id),
  label: words.backToListing,
});

/**
 * A page of text and links in `locale` (the page the request came from), its words those of the language the
 * page shows its content in (`notice` writes them); a bare one with the same content when the template cannot
 * be read.
 */
export async function showingNoticePage(
  deps: ShowingPageDeps,
  locale: Locale,
  notice: (words: ShowingPageWords, content: Locale) => ShowingNotice,
): Promise<Response> {
  const template = await deps.template(locale).catch(() => null);
  const content = template === null ? locale : templateLanguage(template, locale).content;
  const words = showingPageWords(content);
  const { status, title, text, links, headers } = notice(words, content);
  const block = renderToStaticMarkup(createElement(AlertNotice, { title, text: [text], links, alert: status >= 400 }));
  const pageTitle = status >= 400 ? words.errorTitle(title) : title;
  const path = localePath(SHOWING_REQUESTED_PATH, locale);
  const html =
    template === null
      ? inPageLanguage(
          `<!doctype html><html lang="${content}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(pageTitle)}</title></head><body><main id="main">${block}</main></body></html>`,
          locale,
        )
      : inPageLanguage(
          withHead(
            withRegion(template, SHOWING_NOTICE_REGION, block),
            { title: pageTitle, description: title, path, image: DEFAULT_SOCIAL_IMAGE, noindex: true },
            deps.siteUrl,
          ),
          locale,
        );
  return htmlPage(html, status, { 'cache-control': 'no-store', 'x-robots-tag': 'noindex', ...headers });
}

/** GET /showings/requested?listing={id}&start={ISO}: the requested slot, named as the visitor picked it. */
export async function handleRequestedPage(request: Request, deps: ShowingPageDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET', 'HEAD']);
  if (refused) return refused;
  const query = showingRequestedQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const page = await showingNoticePage(deps, requestLocale(request), (words, content) =>
    query.success
      ? {
          status: 200,
          title: words.requested,
          text: words.received(formatShowingStart(query.data.start, slotWords(content))),
          links: [listingLink(query.data.listing, words), homeLink(words)],
        }
      : { status: 400, title: words.incompleteTitle, text: words.incompleteText, links: [browseLink(words)] },
  );
  return request.method === 'HEAD' ? new Response(null, { status: page.status, headers: page.headers }) : page;
}
