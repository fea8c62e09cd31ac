/**
 * Everything under /market, rendered on request from the figures the sync stored (README, Market
 * statistics) into the template page the build made: the state's overview with every town and county, each
 * town's and county's page, their CSV, and the method. CDN-cached under the tag `market`, which the sync
 * purges when it stores new figures. An unknown area is the site's 404 page.
 */
import type { Store } from '@netlify/blobs';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { valuationTownPath } from '#src/features/leads/lead-pages.ts';
import { readMarketFiguresKept } from '#src/features/market/figures.server.ts';
import type { SoldDisplay } from '#src/features/mls/reso-settings.ts';
import { jsonLdScript } from '#src/lib/jsonld.ts';
import { DEFAULT_SOCIAL_IMAGE } from '#src/lib/page-head.ts';
import { HOME_VALUATION_PATH, MARKET_METHOD_PATH, MARKET_PATH, marketAreaPath } from '#src/lib/paths.ts';
import { CACHE_TAGS, cdnCacheHeaders } from '#src/lib/server/cache.ts';
import { guardMethod, htmlPage } from '#src/lib/server/http.ts';
import { notFoundAnswer, templateReader, withHead, withRegion } from '#src/lib/server/page-template.ts';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import { SECURITY_HEADERS } from '#src/lib/security.ts';
import type { AreaFigures, MarketFigures } from '#src/schemas/market-figures.ts';
import { DEFAULT_RESULTS_QUERY, NO_FILTERS, listingsSearchPath } from '#src/schemas/results-query.ts';
import { riCountyLocation } from '#src/schemas/rules/ri-towns.ts';
import { areaCharts } from './area-charts.ts';
import { marketSeriesCsv } from './market-csv.ts';
import { MARKET_JSON_LD_REGION, MARKET_MAIN_REGION, MARKET_TEMPLATE_FILE, NOT_FOUND_FILE } from './market-page.ts';
import { MarketMethod } from './MarketMethod.tsx';
import { MarketOverview } from './MarketOverview.tsx';
import { MarketPending } from './MarketPending.tsx';
import { AreaPage, AreaSections } from './MarketPages.tsx';
import {
  areaDatasetJsonLd,
  areaHead,
  MARKET_QUERY_KEYS,
  marketRoute,
  pageArea,
  shownRecentSales,
  sortedTowns,
  stateArea,
  townTableOrder,
  type MarketHead,
} from '#src/features/market/market-view.ts';

export interface MarketPageDeps {
  /** The store "market", which holds the figures' blob. */
  market: Store;
  template: () => Promise<string>;
  notFoundPage: () => Promise<string>;
  /** The site's origin, as the build's canonical URLs have it. */
  siteUrl: string;
  /** RESO_SOLD_DISPLAY: `off` shows no sales figures at all. */
  soldDisplay: SoldDisplay;
}

export const readMarketTemplate = templateReader(MARKET_TEMPLATE_FILE);
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

function areaMain(figures: MarketFigures, area: AreaFigures, soldDisplay: SoldDisplay): string {
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
      charts: areaCharts(area, wider),
      searchHref: searchPath(area),
      valuationHref: valuationPath(area),
      towns,
      recentSales:
        area.kind === 'town'
          ? { town: area.name, sales, onlyOurs: soldDisplay !== 'listings', brokerage: siteSettings().name }
          : null,
    }),
  );
}

function overviewMain(figures: MarketFigures, state: AreaFigures, params: URLSearchParams): string {
  const order = townTableOrder(params);
  return html(
    createElement(MarketOverview, {
      figures,
      state,
      counties: figures.areas.filter((area) => area.kind === 'county'),
      towns: sortedTowns(figures, order),
      order,
      children: createElement(AreaSections, { area: state, charts: areaCharts(state, null) }),
    }),
  );
}

interface Filled {
  head: MarketHead & { path: string };
  main: string;
  jsonLd: string;
}

function fill(template: string, { head, main, jsonLd }: Filled, siteUrl: string): string {
  const page = withHead(template, { ...head, image: DEFAULT_SOCIAL_IMAGE, noindex: false }, siteUrl);
  return withRegion(withRegion(page, MARKET_JSON_LD_REGION, jsonLd), MARKET_MAIN_REGION, main);
}

const notFound = (request: Request, deps: MarketPageDeps): Promise<Response> =>
  notFoundAnswer(request, deps.notFoundPage, [CACHE_TAGS.market]);

const UNAVAILABLE_HEADERS = { 'cache-control': 'no-store', 'retry-after': '60' };

/**
 * A 503 while there are no figures to show (before the sync's first complete pass, or the store is down): the
 * site's page saying so, uncached, or the status alone for the CSV or when the template cannot be read either.
 */
async function unavailable(request: Request, deps: MarketPageDeps, path: string | null): Promise<Response> {
  const template = path === null ? null : await deps.template().catch(() => null);
  if (template === null || path === null) return htmlPage(null, 503, UNAVAILABLE_HEADERS);
  const page = fill(
    template,
    {
      head: {
        title: 'Market Figures',
        description: 'Live sales, prices and supply for every Rhode Island town and county, from the State-Wide MLS.',
        path,
      },
      main: html(createElement(MarketPending)),
      jsonLd: '',
    },
    deps.siteUrl,
  );
  return htmlPage(request.method === 'HEAD' ? null : page, 503, UNAVAILABLE_HEADERS);
}

export async function renderMarketPage(request: Request, deps: MarketPageDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET', 'HEAD']);
  if (refused) return refused;
  const url = new URL(request.url);
  const route = marketRoute(url.pathname);
  if (route === null || deps.soldDisplay === 'off') return notFound(request, deps);

  const figures = await readMarketFiguresKept(deps.market).catch((error: unknown) => {
    console.error('The market figures could not be read:', error);
    return undefined;
  });
  const state = figures ? stateArea(figures) : null;
  // Before the sync's first complete pass there are no figures (null), and in an outage none could be read:
  // nothing to show yet, and nothing to cache.
  if (!figures || !state) return unavailable(request, deps, route.page === 'csv' ? null : url.pathname);

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

  const template = await deps.template().catch((error: unknown) => {
    console.error('The market template could not be read:', error);
    return null;
  });
  if (template === null) return htmlPage(null, 503, UNAVAILABLE_HEADERS);
  const publisher = siteSettings().name;
  let filled: Filled;
  if (route.page === 'method')
    filled = {
      head: {
        title: 'How the Market Figures Are Computed',
        description:
          'The definitions of the market figures (sales, median sale price, price per square foot, days on market, sale-to-list ratio, supply), their period and their source.',
        path: MARKET_METHOD_PATH,
      },
      main: html(createElement(MarketMethod, { figures })),
      jsonLd: '',
    };
  else if (area)
    filled = {
      head: { ...areaHead(area, figures), path: marketAreaPath(area.key) },
      main: areaMain(figures, area, deps.soldDisplay),
      jsonLd: jsonLdScript(areaDatasetJsonLd(area, figures, deps.siteUrl, publisher)),
    };
  else
    filled = {
      head: { ...areaHead(state, figures), path: MARKET_PATH },
      main: overviewMain(figures, state, url.searchParams),
      jsonLd: jsonLdScript({
        ...areaDatasetJsonLd(state, figures, deps.siteUrl, publisher),
        url: new URL(MARKET_PATH, deps.siteUrl).href,
      }),
    };
  return htmlPage(request.method === 'HEAD' ? null : fill(template, filled, deps.siteUrl), 200, cached);
}
