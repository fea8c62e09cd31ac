/**
 * The pages the alert functions answer with: the built /alerts page in the page's language (the template,
 * included_files on Netlify) with its region filled in. Never cached, never indexed, and no Referer leaves
 * them: their URLs carry tokens.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { escapeHtml } from '#src/lib/html.ts';
import { htmlPage } from '#src/lib/server/http.ts';
import { inPageLanguage, localeTemplateReader, withHead, withRegion } from '#src/lib/server/page-template.ts';
import { DEFAULT_SOCIAL_IMAGE } from '#src/lib/page-head.ts';
import { localePath } from '#src/lib/i18n.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { m } from '#src/paraglide/messages.js';
import { ALERT_PAGE_REGION } from './alert-pages.ts';
import { AlertNotice, type PageLink } from './AlertBlocks.tsx';

/** The built /alerts page in a language (src/pages/[...locale]/alerts.astro). */
export const alertTemplateFile = (locale: Locale): string =>
  locale === DEFAULT_LOCALE ? 'dist/alerts.html' : `dist/${locale}/alerts.html`;
export const readAlertTemplate = localeTemplateReader(alertTemplateFile);

/** The headers of every page with a token in its URL, beside the static pages' security headers. */
export const TOKEN_PAGE_HEADERS = {
  'cache-control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'x-robots-tag': 'noindex',
} as const;

export interface PageDeps {
  template: (locale: Locale) => Promise<string>;
  siteUrl: string;
}

export interface AlertPage {
  title: string;
  /** The English path: the page answers at its path in `locale`. */
  path: string;
  /** The page's language; English unless given. */
  locale?: Locale | undefined;
  status: number;
  block: ReactElement;
  headers?: Record<string, string>;
}

/** The page, or a bare one with the same content when the template cannot be read. */
export async function alertPage(deps: PageDeps, page: AlertPage): Promise<Response> {
  const locale = page.locale ?? DEFAULT_LOCALE;
  const block = renderToStaticMarkup(page.block);
  const title = page.status >= 400 ? m.alerts_error_page_title({ title: page.title }, { locale }) : page.title;
  const template = await deps.template(locale).catch(() => null);
  const html =
    template === null
      ? `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main id="main">${block}</main></body></html>`
      : withHead(
          withRegion(template, ALERT_PAGE_REGION, block),
          {
            title,
            description: page.title,
            path: localePath(page.path, locale),
            image: DEFAULT_SOCIAL_IMAGE,
            noindex: true,
          },
          deps.siteUrl,
        );
  // The block's links go to the pages of its language, as the template's own do.
  return htmlPage(inPageLanguage(html, locale), page.status, { ...TOKEN_PAGE_HEADERS, ...page.headers });
}

/** A page of text and links. */
export function noticePage(
  deps: PageDeps,
  path: string,
  status: number,
  notice: {
    title: string;
    text: readonly string[];
    links?: readonly PageLink[];
    confirmedSearch?: string;
    locale?: Locale | undefined;
  },
): Promise<Response> {
  const { locale, ...content } = notice;
  return alertPage(deps, {
    title: notice.title,
    path,
    locale,
    status,
    block: createElement(AlertNotice, { ...content, alert: status >= 400 }),
  });
}
