/**
 * /counties/{slug} in every language (/pt/counties/{slug}: the county-page function): the county guide the
 * build made in that language, its "Market now" block written from the figures the sync stored, in the words
 * of the page's content, CDN-cached under the tag `market`, which the sync purges when it
 * stores new ones. Without figures (before the sync's first pass, or the store down) the page keeps the
 * block that says they are on their way, uncached; with RESO_SOLD_DISPLAY=off it has no block at all. Any
 * other slug is the site's 404 page.
 */
import { templateLanguage } from '#src/lib/server/template-language.ts';
import type { Store } from '@netlify/blobs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { readMarketFiguresKept } from '#src/features/market/figures.server.ts';
import type { SoldDisplay } from '#src/features/mls/reso-settings.ts';
import { CACHE_TAGS, cdnCacheHeaders } from '#src/lib/server/cache.ts';
import { guardMethod, htmlPage } from '#src/lib/server/http.ts';
import {
  inPageLanguage,
  localeTemplateReader,
  notFoundAnswer,
  requestLocale,
  withRegion,
} from '#src/lib/server/page-template.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import type { RiCounty } from '#src/schemas/rules/ri-towns.ts';
import {
  COUNTY_MARKET_REGION,
  countyArea,
  countyMarketPath,
  countyOfPath,
  countyTemplateFile,
} from './county-market.ts';
import { CountyMarket } from './CountyMarket.tsx';
import { countyMarketName, ENGLISH_COUNTY_MARKET_TEXT } from './county-market-text.ts';
import { countyMarketText } from './county-market-words.ts';

export interface CountyPageDeps {
  /** The store "market", which holds the figures' blob. */
  market: Store;
  /** The built county page in a language. */
  template: (county: RiCounty, locale: Locale) => Promise<string>;
  notFoundPage: () => Promise<string>;
  /** RESO_SOLD_DISPLAY: `off` shows no sales figures at all. */
  soldDisplay: SoldDisplay;
}

const templateReaders = new Map<RiCounty, (locale: Locale) => Promise<string>>();

/** The deploy's county page in a language, each read once per instance. */
export function readCountyTemplate(county: RiCounty, locale: Locale): Promise<string> {
  let read = templateReaders.get(county);
  if (!read) {
    read = localeTemplateReader((language) => countyTemplateFile(county, language));
    templateReaders.set(county, read);
  }
  return read(locale);
}

const notFound = (request: Request, deps: CountyPageDeps): Promise<Response> =>
  notFoundAnswer(request, deps.notFoundPage, [CACHE_TAGS.market]);

/**
 * The block for the county in the language of the page's content (English's own words without `text`): its
 * figures, or "on their way" when there are none to show (null).
 */
async function marketBlock(county: RiCounty, market: Store, locale: Locale): Promise<string | null> {
  const figures = await readMarketFiguresKept(market).catch((error: unknown) => {
    console.error('The market figures could not be read:', error);
    return null;
  });
  const area = figures ? countyArea(figures, county) : null;
  if (!figures || !area) return null;
  const text = locale === DEFAULT_LOCALE ? undefined : countyMarketText(locale);
  const name = countyMarketName(county, text ?? ENGLISH_COUNTY_MARKET_TEXT);
  return renderToStaticMarkup(
    createElement(CountyMarket, { name, href: countyMarketPath(county), area, figures, text }),
  );
}

export async function renderCountyPage(request: Request, deps: CountyPageDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET', 'HEAD']);
  if (refused) return refused;
  const county = countyOfPath(new URL(request.url).pathname);
  if (county === null) return notFound(request, deps);
  const locale = requestLocale(request);
  const template = await deps.template(county, locale).catch((error: unknown) => {
    // No guide for this county in data/ (its page was never built), or the deploy lacks the file.
    console.error(`The county page of ${county} (${locale}) could not be read:`, error);
    return null;
  });
  if (template === null) return notFound(request, deps);
  const body = (page: string) => (request.method === 'HEAD' ? null : page);

  if (deps.soldDisplay === 'off')
    return htmlPage(body(withRegion(template, COUNTY_MARKET_REGION, '')), 200, cdnCacheHeaders([CACHE_TAGS.market]));
  const block = await marketBlock(county, deps.market, templateLanguage(template, locale).content);
  // Without figures the built page as it is ("on their way"), never cached: the next request tries again.
  if (block === null) return htmlPage(body(template), 200, { 'cache-control': 'no-store' });
  const page = withRegion(template, COUNTY_MARKET_REGION, inPageLanguage(block, locale));
  return htmlPage(body(page), 200, cdnCacheHeaders([CACHE_TAGS.market]));
}
