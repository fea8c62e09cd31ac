/**
 * Everything under /market, in every language (/pt/market, /pt/market/{town or county}, /pt/market/method),
 * rendered on request from the figures the sync stored (README, Market statistics) into the template page the
 * build made in that language: the state's overview with every town and county, each town's and county's page,
 * and the method; and each area's CSV, one English file at /market/{area}.csv. Its words are those of the
 * language the template shows its content in. CDN-cached under the tag `market`, which the sync purges when it
 * stores new figures. An unknown area is the site's 404 page.
 */
import type { Store } from '@netlify/blobs';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { valuationTownPath } from '#src/features/leads/lead-pages.ts';
import { readMarketFiguresKept } from '#src/features/market/figures.server.ts';
import type { SoldDisplay } from '#src/features/mls/reso-settings.ts';
import { englishPath, localePath } from '#src/lib/i18n.ts';
import { jsonLdScript } from '#src/lib/jsonld.ts';
import { DEFAULT_SOCIAL_IMAGE } from '#src/lib/page-head.ts';
import { HOME_VALUATION_PATH, MARKET_METHOD_PATH, MARKET_PATH, marketAreaPath } from '#src/lib/paths.ts';
import { CACHE_TAGS, cdnCacheHeaders } from '#src/lib/server/cache.ts';
import { guardMethod, htmlPage } from '#src/lib/server/http.ts';
import {
  inPageLanguage,
  localeTemplateReader,
  notFoundAnswer,
  requestLocale,
  templateReader,
  withHead,
  withRegion,
} from '#src/lib/server/page-template.ts';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import { templateLanguage, withLanguageLinks } from '#src/lib/server/template-language.ts';
import { SECURITY_HEADERS } from '#src/lib/security.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import type { AreaFigures, MarketFigures } from '#src/schemas/market-figures.ts';
import { DEFAULT_RESULTS_QUERY, NO_FILTERS, listingsSearchPath } from '#src/schemas/results-query.ts';
import { riCountyLocation } from '#src/schemas/rules/ri-towns.ts';
import { areaCharts } from './area-charts.ts';
import { marketSeriesCsv } from './market-csv.ts';
import { MARKET_JSON_LD_REGION, MARKET_MAIN_REGION, marketTemplateFile, NOT_FOUND_FILE } from './market-page.ts';
import { areaHeadIn, ENGLISH_MARKET_PAGE_TEXT, type MarketHead, type MarketPageText } from './market-page-text.ts';
import { marketPageText } from './market-page-words.ts';
import { MarketMethod } from './MarketMethod.tsx';
import { MarketOverview } from './MarketOverview.tsx';
import { MarketPending } from './MarketPending.tsx';
import { AreaPage, AreaSections } from './MarketPages.tsx';
import {
  areaDatasetJsonLd,
  MARKET_QUERY_KEYS,
  marketRoute,
  pageArea,
  shownRecentSales,
  sortedTowns,
  stateArea,
  townTableOrder,
} from '#src/features/market/market-view.ts';

export interface MarketPageDeps {
  /** The store "market", which holds the figures' blob. */
  market: Store;
  /** The built template in a language. */
  template: (locale: Locale) => Promise<string>;
  notFoundPage: () => Promise<string>;
  /** The site's origin, as the build's canonical URLs have it. */
  siteUrl: string;
  /** RESO_SOLD_DISPLAY: `off` shows no sales figures at all. */
  soldDisplay: SoldDisplay;
}

export const readMarketTemplate = localeTemplateReader(marketTemplateFile);
export const readNotFoundPage = templateReader(NOT_FOUND_FILE);

/** The valuation form with the town filled in (a county's page leaves it empty). */
export const valuationPath = (area: Pick<AreaFigures, 'kind' | 'key'>): string =>
  area.kind === 'town' ? valuationTownPath(area.key) : HOME_VALUATION_PATH;

/** The area's search on /properties: the town, or the whole county. */
export function searchPath(area: AreaFigures): string {
  const location = area.kind === 'county' && area.county ? riCountyLocation(area.county) : area.name;
  return listingsSearchPath({ ...DEFAULT_RESULTS_QUERY, filters: { ...NO_FILTERS, location } });
}

const html = (element: ReactElement): string => renderToStaticMarkup(element);

/** The words of a language; English's own (the components' default) without the catalogue. */
const wordsIn = (locale: Locale): MarketPageText =>
  locale === DEFAULT_LOCALE ? ENGLISH_MARKET_PAGE_TEXT : marketPageText(locale);

function areaMain(figures: MarketFigures, area: AreaFigures, soldDisplay: SoldDisplay, text: MarketPageText): string {
  const sales = shownRecentSales(area, soldDisplay);
  const wider =
    area.kind === 'town'
      ? (figures.areas.find((one) => one.kind === 'county' && one.county === area.county) ?? null)
      : stateArea(figures);
  const towns =
    area.kind === 'county' ? figures.areas.filter((one) => one.kind === 'town' && one.county === area.county) : [];
  return html(
    createElement(AreaPage, {
      area,
      figures,
      charts: areaCharts(area, wider, text),
      searchHref: searchPath(area),
      valuationHref: valuationPath(area),
      towns,
      recentSales:
        area.kind === 'town'
          ? { town: area.name, sales, onlyOurs: soldDisplay !== 'listings', brokerage: siteSettings().name }
          : null,
      text,
    }),
  );
}

function overviewMain(figures: MarketFigures, state: AreaFigures, params: URLSearchParams, text: MarketPageText) {
  const order = townTableOrder(params);
  return html(
    createElement(MarketOverview, {
      figures,
      state,
      counties: figures.areas.filter((area) => area.kind === 'county'),
      towns: sortedTowns(figures, order),
      order,
      text,
      children: createElement(AreaSections, { area: state, charts: areaCharts(state, null, text), text }),
    }),
  );
}

interface Filled {
  /** `path`: the English page's. */
  head: MarketHead & { path: string };
  main: string;
  jsonLd: string;
}

/** A page in the template's language (the URL's, `locale`): its head, its content, its links in that language. */
function fill(template: string, { head, main, jsonLd }: Filled, siteUrl: string, locale: Locale): string {
  const language = templateLanguage(template, locale);
  // While the content is not translated into the URL's language, the page shows English, out of the index.
  const untranslated = language.content !== locale;
  const page = withHead(
    template,
    {
      ...head,
      path: localePath(head.path, locale),
      image: DEFAULT_SOCIAL_IMAGE,
      noindex: untranslated,
      languages: untranslated ? [] : language.languages,
    },
    siteUrl,
  );
  const filled = withRegion(withRegion(page, MARKET_JSON_LD_REGION, jsonLd), MARKET_MAIN_REGION, main);
  return inPageLanguage(withLanguageLinks(filled, head.path), locale);
}

const notFound = (request: Request, deps: MarketPageDeps): Promise<Response> =>
  notFoundAnswer(request, deps.notFoundPage, [CACHE_TAGS.market]);

const UNAVAILABLE_HEADERS = { 'cache-control': 'no-store', 'retry-after': '60' };

/** The template of the request's language, and the words of the language it shows its content in. */
async function templateIn(deps: MarketPageDeps, locale: Locale): Promise<{ template: string; text: MarketPageText }> {
  const template = await deps.template(locale);
  return { template, text: wordsIn(templateLanguage(template, locale).content) };
}

/**
 * A 503 while there are no figures to show (before the sync's first complete pass, or the store is down): the
 * site's page saying so, uncached, or the status alone for the CSV or when the template cannot be read either.
 * `path`: the English page's.
 */
async function unavailable(
  request: Request,
  deps: MarketPageDeps,
  path: string | null,
  locale: Locale,
): Promise<Response> {
  const found = path === null ? null : await templateIn(deps, locale).catch(() => null);
  if (found === null || path === null) return htmlPage(null, 503, UNAVAILABLE_HEADERS);
  const { template, text } = found;
  const page = fill(
    template,
    {
      head: { title: text.head.pendingTitle, description: text.head.pendingDescription, path },
      main: html(createElement(MarketPending, { text })),
      jsonLd: '',
    },
    deps.siteUrl,
    locale,
  );
  return htmlPage(request.method === 'HEAD' ? null : page, 503, UNAVAILABLE_HEADERS);
}

export async function renderMarketPage(request: Request, deps: MarketPageDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET', 'HEAD']);
  if (refused) return refused;
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const path = englishPath(url.pathname);
  const route = marketRoute(path);
  // The CSV is one file, in English, at its English path only.
  const csvElsewhere = route?.page === 'csv' && locale !== DEFAULT_LOCALE;
  if (route === null || csvElsewhere || deps.soldDisplay === 'off') return notFound(request, deps);

  const figures = await readMarketFiguresKept(deps.market).catch((error: unknown) => {
    console.error('The market figures could not be read:', error);
    return undefined;
  });
  const state = figures ? stateArea(figures) : null;
  // Before the sync's first complete pass there are no figures (null), and in an outage none could be read:
  // nothing to show yet, and nothing to cache.
  if (!figures || !state) return unavailable(request, deps, route.page === 'csv' ? null : path, locale);

  // A town's or county's page; the CSV of the state's series too (/market's download).
  const area =
    route.page === 'area'
      ? pageArea(figures, route.key)
      : route.page === 'csv'
        ? (figures.areas.find((one) => one.key === route.key) ?? null)
        : null;
  if ((route.page === 'area' || route.page === 'csv') && !area) return notFound(request, deps);
  // One cached answer per order of the towns, whatever else the query holds (utm_*, fbclid).
  const cached = { ...cdnCacheHeaders([CACHE_TAGS.market]), 'netlify-vary': `query=${MARKET_QUERY_KEYS.join('|')}` };

  if (route.page === 'csv' && area)
    return new Response(request.method === 'HEAD' ? null : marketSeriesCsv(area), {
      headers: {
        ...SECURITY_HEADERS,
        ...cached,
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="market-${area.key}.csv"`,
      },
    });

  const found = await templateIn(deps, locale).catch((error: unknown) => {
    console.error(`The market template (${locale}) could not be read:`, error);
    return null;
  });
  if (found === null) return htmlPage(null, 503, UNAVAILABLE_HEADERS);
  const { template, text } = found;
  const publisher = siteSettings().name;
  let filled: Filled;
  if (route.page === 'method')
    filled = {
      head: { title: text.head.methodTitle, description: text.head.methodDescription, path: MARKET_METHOD_PATH },
      main: html(createElement(MarketMethod, { figures, text })),
      jsonLd: '',
    };
  else if (area)
    filled = {
      head: { ...areaHeadIn(area, figures, text), path: marketAreaPath(area.key) },
      main: areaMain(figures, area, deps.soldDisplay, text),
      // The data set's own names, in English whatever the page's language.
      jsonLd: jsonLdScript(areaDatasetJsonLd(area, figures, deps.siteUrl, publisher)),
    };
  else
    filled = {
      head: { ...areaHeadIn(state, figures, text), path: MARKET_PATH },
      main: overviewMain(figures, state, url.searchParams, text),
      jsonLd: jsonLdScript({
        ...areaDatasetJsonLd(state, figures, deps.siteUrl, publisher),
        url: new URL(MARKET_PATH, deps.siteUrl).href,
      }),
    };
  return htmlPage(request.method === 'HEAD' ? null : fill(template, filled, deps.siteUrl, locale), 200, cached);
}
