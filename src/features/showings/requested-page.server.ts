/**
 * The pages the showing functions answer with, from the built /showings/requested page (the template,
 * included_files on Netlify) with its block filled in: "Showing Requested" naming the slot (GET
 * /showings/requested?listing=&start=, where a form sent without JavaScript lands), and a request's
 * refusals. Never cached, never indexed, with the static pages' security headers (htmlPage).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AlertNotice, type PageLink } from '#src/features/alerts/AlertBlocks.tsx';
import { escapeHtml } from '#src/lib/html.ts';
import { DEFAULT_SOCIAL_IMAGE } from '#src/lib/page-head.ts';
import { listingPath, SHOWING_REQUESTED_PATH } from '#src/lib/paths.ts';
import { guardMethod, htmlPage } from '#src/lib/server/http.ts';
import { templateReader, withHead, withRegion } from '#src/lib/server/page-template.ts';
import {
  requestReceivedText,
  SHOWING_REQUESTED_TITLE,
  showingRequestedQuerySchema,
} from '#src/schemas/showing-request.ts';
import { SHOWING_NOTICE_REGION, SHOWING_TEMPLATE_FILE } from './showing-pages.ts';
import { formatShowingStart } from './slots.ts';

export const readShowingTemplate = templateReader(SHOWING_TEMPLATE_FILE);

export interface ShowingPageDeps {
  template: () => Promise<string>;
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

export const BROWSE_LINK: PageLink = { href: '/properties', label: 'Browse properties' };
const HOME_LINK: PageLink = { href: '/', label: 'Back to Home' };
export const listingLink = (id: number): PageLink => ({ href: listingPath(id), label: 'Back to the listing' });

/** A page of text and links; a bare one with the same content when the template cannot be read. */
export async function showingNoticePage(deps: ShowingPageDeps, path: string, notice: ShowingNotice): Promise<Response> {
  const block = renderToStaticMarkup(
    createElement(AlertNotice, {
      title: notice.title,
      text: [notice.text],
      links: notice.links,
      alert: notice.status >= 400,
    }),
  );
  const title = notice.status >= 400 ? `Error: ${notice.title}` : notice.title;
  const template = await deps.template().catch(() => null);
  const html =
    template === null
      ? `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main id="main">${block}</main></body></html>`
      : withHead(
          withRegion(template, SHOWING_NOTICE_REGION, block),
          { title, description: notice.title, path, image: DEFAULT_SOCIAL_IMAGE, noindex: true },
          deps.siteUrl,
        );
  return htmlPage(html, notice.status, { 'cache-control': 'no-store', 'x-robots-tag': 'noindex', ...notice.headers });
}

/** GET /showings/requested?listing={id}&start={ISO}: the requested slot, named as the visitor picked it. */
export async function handleRequestedPage(request: Request, deps: ShowingPageDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET', 'HEAD']);
  if (refused) return refused;
  const query = showingRequestedQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const page = query.success
    ? await showingNoticePage(deps, SHOWING_REQUESTED_PATH, {
        status: 200,
        title: SHOWING_REQUESTED_TITLE,
        text: requestReceivedText(formatShowingStart(query.data.start)),
        links: [listingLink(query.data.listing), HOME_LINK],
      })
    : await showingNoticePage(deps, SHOWING_REQUESTED_PATH, {
        status: 400,
        title: 'This link is not complete',
        text: 'It does not name a home and a time. Choose a time on the listing page to request a showing.',
        links: [BROWSE_LINK],
      });
  return request.method === 'HEAD' ? new Response(null, { status: page.status, headers: page.headers }) : page;
}
