/**
 * /counties/{slug} (the county-page function): the county guide the build made, its "Market now" block
 * written from the figures the sync stored, CDN-cached under the tag `market`, which the sync purges when it
 * stores new ones. Without figures (before the sync's first pass, or the store down) the page keeps the
 * block that says they are on their way, uncached; with RESO_SOLD_DISPLAY=off it has no block at all. Any
 * other slug is the site's 404 page.
 */
import type { Store } from '@netlify/blobs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { readMarketFiguresKept } from '#src/features/market/figures.server.ts';
import type { SoldDisplay } from '#src/features/mls/reso-settings.ts';
import { CACHE_TAGS, cdnCacheHeaders } from '#src/lib/server/cache.ts';
import { guardMethod, htmlPage } from '#src/lib/server/http.ts';
import { notFoundAnswer, templateReader, withRegion } from '#src/lib/server/page-template.ts';
import { RI_COUNTY_NAMES, type RiCounty } from '#src/schemas/rules/ri-towns.ts';
import {
  COUNTY_MARKET_REGION,
  countyArea,
  countyMarketPath,
  countyOfPath,
  countyTemplateFile,
} from './county-market.ts';
import { CountyMarket } from './CountyMarket.tsx';

export interface CountyPageDeps {
  /** The store "market", which holds the figures' blob. */
  market: Store;
  /** The built county page. */
  template: (county: RiCounty) => Promise<string>;
  notFoundPage: () => Promise<string>;
  /** RESO_SOLD_DISPLAY: `off` shows no sales figures at all. */
  soldDisplay: SoldDisplay;
}

const templateReaders = new Map<RiCounty, () => Promise<string>>();

/** The deploy's county page, each read once per instance. */
export function readCountyTemplate(county: RiCounty): Promise<string> {
  let read = templateReaders.get(county);
  if (!read) {
    read = templateReader(countyTemplateFile(county));
    templateReaders.set(county, read);
  }
  return read();
}

const notFound = (request: Request, deps: CountyPageDeps): Promise<Response> =>
  notFoundAnswer(request, deps.notFoundPage, [CACHE_TAGS.market]);

/** The block for the county: its figures, or "on their way" when there are none to show (null). */
async function marketBlock(county: RiCounty, market: Store): Promise<string | null> {
  const figures = await readMarketFiguresKept(market).catch((error: unknown) => {
    console.error('The market figures could not be read:', error);
    return null;
  });
  const area = figures ? countyArea(figures, county) : null;
  if (!figures || !area) return null;
  const name = RI_COUNTY_NAMES[county];
  return renderToStaticMarkup(createElement(CountyMarket, { name, href: countyMarketPath(county), area, figures }));
}

export async function renderCountyPage(request: Request, deps: CountyPageDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET', 'HEAD']);
  if (refused) return refused;
  const county = countyOfPath(new URL(request.url).pathname);
  if (county === null) return notFound(request, deps);
  const template = await deps.template(county).catch((error: unknown) => {
    // No guide for this county in data/ (its page was never built), or the deploy lacks the file.
    console.error(`The county page of ${county} could not be read:`, error);
    return null;
  });
  if (template === null) return notFound(request, deps);
  const body = (page: string) => (request.method === 'HEAD' ? null : page);

  if (deps.soldDisplay === 'off')
    return htmlPage(body(withRegion(template, COUNTY_MARKET_REGION, '')), 200, cdnCacheHeaders([CACHE_TAGS.market]));
  const block = await marketBlock(county, deps.market);
  // Without figures the built page as it is ("on their way"), never cached: the next request tries again.
  if (block === null) return htmlPage(body(template), 200, { 'cache-control': 'no-store' });
  return htmlPage(body(withRegion(template, COUNTY_MARKET_REGION, block)), 200, cdnCacheHeaders([CACHE_TAGS.market]));
}
