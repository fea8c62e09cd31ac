/** Where the market pages' template lives and its marked regions. Pure. */
import { AREAS } from '#src/features/market/areas.ts';
import { pageRegion } from '#src/lib/page-regions.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';

/**
 * The page the build makes for the market function in each language (src/pages/[...locale]/market-template.astro),
 * moved out of dist/ by astro.config.mjs, so that no visitor sees it as a page: "build/market-template.html",
 * "build/pt/market-template.html".
 */
export const marketTemplateFile = (locale: Locale): string =>
  locale === DEFAULT_LOCALE ? 'build/market-template.html' : `build/${locale}/market-template.html`;
/** The site's 404 page, for an unknown town. */
export const NOT_FOUND_FILE = 'dist/404.html';

export const MARKET_MAIN_REGION = pageRegion('market-main');
export const MARKET_JSON_LD_REGION = pageRegion('market-json-ld');

/**
 * Every market page in English, for the sitemap (in each language): the overview, the method, each county and
 * each town (the pages are a function's, so the build's sitemap lists them by name).
 */
export const MARKET_PAGE_PATHS: readonly string[] = [
  '/market',
  '/market/method',
  ...AREAS.filter((area) => area.kind !== 'state').map((area) => `/market/${area.key}`),
];
