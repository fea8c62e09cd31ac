/**
 * /home-valuation/{town}: the valuation form without JavaScript with the town filled in (where a market
 * page's "What is my home worth?" leads), rendered from the built /home-valuation page, whose canonical URL it
 * keeps. Any other segment is the site's 404 page.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CACHE_TAGS, cdnCacheHeaders } from '#src/lib/server/cache.ts';
import { guardMethod, htmlPage } from '#src/lib/server/http.ts';
import { notFoundAnswer, templateReader } from '#src/lib/server/page-template.ts';
import { RI_TOWNS, type RiTown } from '#src/schemas/rules/ri-towns.ts';
import { slugify } from '#src/schemas/rules/slug.ts';
import { VALUATION_DEFAULTS } from '#src/schemas/valuation-fields.ts';
import { fillFormPage, valuationTownPath } from './lead-pages.ts';
import { StaticLeadForm } from './StaticLeadForm.tsx';

export const readValuationPage = templateReader('dist/home-valuation.html');
export const readNotFoundPage = templateReader('dist/404.html');

export interface ValuationTownPageDeps {
  page: () => Promise<string>;
  notFoundPage: () => Promise<string>;
}

const TOWN_BY_SLUG = new Map<string, RiTown>(RI_TOWNS.map((town) => [slugify(town), town]));

/** The town a path names, or null. */
export function valuationTownOf(pathname: string): RiTown | null {
  const prefix = valuationTownPath('');
  return pathname.startsWith(prefix) ? (TOWN_BY_SLUG.get(pathname.slice(prefix.length)) ?? null) : null;
}

export async function renderValuationTownPage(request: Request, deps: ValuationTownPageDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET', 'HEAD']);
  if (refused) return refused;
  const town = valuationTownOf(new URL(request.url).pathname);
  if (town === null) return notFoundAnswer(request, deps.notFoundPage, [CACHE_TAGS.valuationForm]);
  const page = await deps.page().catch((error: unknown) => {
    console.error('The valuation page could not be read:', error);
    return null;
  });
  if (page === null) return htmlPage(null, 503, { 'cache-control': 'no-store', 'retry-after': '60' });
  // The page changes only with a deploy, which empties the CDN's cache.
  const cached = cdnCacheHeaders([CACHE_TAGS.valuationForm]);
  const block = renderToStaticMarkup(
    createElement(StaticLeadForm, { kind: 'valuation', values: { ...VALUATION_DEFAULTS, city: town } }),
  );
  const filled = fillFormPage(page, block, false);
  if (filled === null) throw new Error('The valuation page lacks its form block');
  return htmlPage(request.method === 'HEAD' ? null : filled, 200, cached);
}
