/**
 * /home-valuation/{town}: the valuation form without JavaScript with the town filled in (where a market
 * page's "What is my home worth?" leads), rendered from the built /home-valuation page of the path's language
 * (/pt/home-valuation/{town} from /pt/home-valuation), whose canonical URL it keeps. Any other segment is the
 * site's 404 page.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CACHE_TAGS, cdnCacheHeaders } from '#src/lib/server/cache.ts';
import { guardMethod, htmlPage } from '#src/lib/server/http.ts';
import { localeTemplateReader, notFoundAnswer, requestLocale, templateReader } from '#src/lib/server/page-template.ts';
import { englishPath, localePath } from '#src/lib/i18n.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { RI_TOWNS, type RiTown } from '#src/schemas/rules/ri-towns.ts';
import { slugify } from '#src/schemas/rules/slug.ts';
import { VALUATION_DEFAULTS } from '#src/schemas/valuation-fields.ts';
import { FORM_PAGE, fillFormPage, valuationTownPath } from './lead-pages.ts';
import { StaticLeadForm } from './StaticLeadForm.tsx';

const readBuiltValuationPage = localeTemplateReader((locale) => `dist${localePath(FORM_PAGE.valuation, locale)}.html`);
/** The built form page of a language (English by default): dist/home-valuation.html, dist/pt/home-valuation.html… */
export const readValuationPage = (locale: Locale = DEFAULT_LOCALE): Promise<string> => readBuiltValuationPage(locale);
export const readNotFoundPage = templateReader('dist/404.html');

export interface ValuationTownPageDeps {
  page: (locale: Locale) => Promise<string>;
  notFoundPage: () => Promise<string>;
}

const TOWN_BY_SLUG = new Map<string, RiTown>(RI_TOWNS.map((town) => [slugify(town), town]));

/** The town a path names, in any language ("/pt/home-valuation/newport"), or null. */
export function valuationTownOf(pathname: string): RiTown | null {
  const prefix = valuationTownPath('');
  const path = englishPath(pathname);
  return path.startsWith(prefix) ? (TOWN_BY_SLUG.get(path.slice(prefix.length)) ?? null) : null;
}

export async function renderValuationTownPage(request: Request, deps: ValuationTownPageDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET', 'HEAD']);
  if (refused) return refused;
  const town = valuationTownOf(new URL(request.url).pathname);
  if (town === null) return notFoundAnswer(request, deps.notFoundPage, [CACHE_TAGS.valuationForm]);
  const locale = requestLocale(request);
  const page = await deps.page(locale).catch((error: unknown) => {
    console.error(`The valuation page ${localePath(FORM_PAGE.valuation, locale)} could not be read:`, error);
    return null;
  });
  if (page === null) return htmlPage(null, 503, { 'cache-control': 'no-store', 'retry-after': '60' });
  // The page changes only with a deploy, which empties the CDN's cache.
  const cached = cdnCacheHeaders([CACHE_TAGS.valuationForm]);
  const block = renderToStaticMarkup(
    createElement(StaticLeadForm, { kind: 'valuation', values: { ...VALUATION_DEFAULTS, city: town }, locale }),
  );
  const filled = fillFormPage(page, block, false);
  if (filled === null) throw new Error('The valuation page lacks its form block');
  return htmlPage(request.method === 'HEAD' ? null : filled, 200, cached);
}
