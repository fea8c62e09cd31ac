/**
 * /home-valuation/thank-you: where a valuation request lands (303 without JavaScript, the dialog's
 * navigation with it), in the language of the page it was sent from (/pt/home-valuation/thank-you), rendered
 * from the built page of that language with the comparables of the home its query names
 * (valuationThankYouPath): sales like it, or its town's figures, as RESO_SOLD_DISPLAY allows. Without a
 * town in the query, or without data, the page as built. Public data only, so the CDN keeps it under the
 * tag "market", which the sync purges.
 */
import type { Store } from '@netlify/blobs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ComparablesBlock } from '#src/features/market/ComparablesBlock.tsx';
import { valuationComparables } from '#src/features/market/comparables.server.ts';
import { comparablesSummary } from '#src/features/market/comparables-view.ts';
import type { SoldDisplay } from '#src/features/mls/reso-settings.ts';
import { CACHE_TAGS, cdnCacheHeaders } from '#src/lib/server/cache.ts';
import { guardMethod, htmlPage } from '#src/lib/server/http.ts';
import { localeTemplateReader, requestLocale, withRegion } from '#src/lib/server/page-template.ts';
import { localePath } from '#src/lib/i18n.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { THANK_YOU_PAGE, VALUATION_COMPARABLES_REGION } from './lead-pages.ts';
import { comparablesWordsIn } from './valuation-comparables-words.ts';
import { THANK_YOU_QUERY_KEYS } from './valuation-home.ts';
import { valuationSubjectOfQuery } from './valuation-subject.ts';

const readBuiltThankYouPage = localeTemplateReader(
  (locale) => `dist${localePath(THANK_YOU_PAGE.valuation, locale)}.html`,
);
/** The built page of a language (English by default): dist/home-valuation/thank-you.html, dist/pt/home-valuation/… */
export const readThankYouPage = (locale: Locale = DEFAULT_LOCALE): Promise<string> => readBuiltThankYouPage(locale);

export interface ValuationThankYouDeps {
  page: (locale: Locale) => Promise<string>;
  /** The store "market". */
  market: Store;
  soldDisplay: SoldDisplay;
  now?: () => Date;
}

/**
 * The comparables' block for the query, or '' without them; null when the stores failed (logged: the page
 * goes without, uncached).
 */
async function comparablesHtml(
  query: URLSearchParams,
  locale: Locale,
  deps: ValuationThankYouDeps,
): Promise<string | null> {
  const subject = valuationSubjectOfQuery(query);
  if (subject === null) return '';
  try {
    const comparables = await valuationComparables(
      deps.market,
      deps.soldDisplay,
      subject,
      (deps.now ?? (() => new Date()))(),
    );
    return comparables === null
      ? ''
      : renderToStaticMarkup(
          createElement(ComparablesBlock, { summary: comparablesSummary(comparables, comparablesWordsIn(locale)) }),
        );
  } catch (error) {
    console.error('The comparables could not be read:', error);
    return null;
  }
}

export async function renderValuationThankYou(request: Request, deps: ValuationThankYouDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET', 'HEAD']);
  if (refused) return refused;
  const locale = requestLocale(request);
  const page = await deps.page(locale).catch((error: unknown) => {
    console.error('The valuation thank-you page could not be read:', error);
    return null;
  });
  if (page === null) return htmlPage(null, 503, { 'cache-control': 'no-store', 'retry-after': '60' });
  const headers = {
    ...cdnCacheHeaders([CACHE_TAGS.market]),
    'netlify-vary': `query=${THANK_YOU_QUERY_KEYS.join('|')}`,
    'x-robots-tag': 'noindex',
  };
  if (request.method === 'HEAD') return htmlPage(null, 200, headers);
  const block = await comparablesHtml(new URL(request.url).searchParams, locale, deps);
  // An outage is never cached: the next request tries the stores again.
  if (block === null) return htmlPage(page, 200, { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });
  return htmlPage(withRegion(page, VALUATION_COMPARABLES_REGION, block), 200, headers);
}
