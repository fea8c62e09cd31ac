/**
 * The pages the alert functions answer with: the built /alerts page (the template, included_files on
 * Netlify) with its region filled in. Never cached, never indexed, and no Referer leaves them: their URLs
 * carry tokens.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { escapeHtml } from '#src/lib/html.ts';
import { htmlPage } from '#src/lib/server/http.ts';
import { templateReader, withHead, withRegion } from '#src/lib/server/page-template.ts';
import { DEFAULT_SOCIAL_IMAGE } from '#src/lib/page-head.ts';
import { ALERT_PAGE_REGION } from './alert-pages.ts';
import { AlertNotice, type PageLink } from './AlertBlocks.tsx';

export const ALERT_TEMPLATE_FILE = 'dist/alerts.html';
export const readAlertTemplate = templateReader(ALERT_TEMPLATE_FILE);

/** The headers of every page with a token in its URL, beside the static pages' security headers. */
export const TOKEN_PAGE_HEADERS = {
  'cache-control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'x-robots-tag': 'noindex',
} as const;

export interface PageDeps {
  template: () => Promise<string>;
  siteUrl: string;
}

export interface AlertPage {
  title: string;
  path: string;
  status: number;
  block: ReactElement;
  headers?: Record<string, string>;
}

/** The page, or a bare one with the same content when the template cannot be read. */
export async function alertPage(deps: PageDeps, page: AlertPage): Promise<Response> {
  const block = renderToStaticMarkup(page.block);
  const title = page.status >= 400 ? `Error: ${page.title}` : page.title;
  const template = await deps.template().catch(() => null);
  const html =
    template === null
      ? `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main id="main">${block}</main></body></html>`
      : withHead(
          withRegion(template, ALERT_PAGE_REGION, block),
          { title, description: page.title, path: page.path, image: DEFAULT_SOCIAL_IMAGE, noindex: true },
          deps.siteUrl,
        );
  return htmlPage(html, page.status, { ...TOKEN_PAGE_HEADERS, ...page.headers });
}

/** A page of text and links. */
export function noticePage(
  deps: PageDeps,
  path: string,
  status: number,
  notice: { title: string; text: readonly string[]; links?: readonly PageLink[]; confirmedSearch?: string },
): Promise<Response> {
  return alertPage(deps, {
    title: notice.title,
    path,
    status,
    block: createElement(AlertNotice, { ...notice, alert: status >= 400 }),
  });
}
