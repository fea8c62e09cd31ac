/**
 * The county pages' "Market now" block (issue 35): the county guide the build makes, with a marked region
 * that the county-page function fills from the market figures on request. Which page, where its template
 * is, and which figures it shows. Pure.
 */
import { AREAS } from '#src/features/market/areas.ts';
import { pageRegion } from '#src/lib/page-regions.ts';
import { englishPath } from '#src/lib/i18n.ts';
import { marketAreaPath } from '#src/lib/paths.ts';
import { RI_COUNTY_SLUGS } from '#src/schemas/county.ts';
import type { AreaFigures, MarketFigures } from '#src/schemas/market-figures.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import type { RiCounty } from '#src/schemas/rules/ri-towns.ts';

/** The block's region in the built county page; the build fills it with the "on their way" block. */
export const COUNTY_MARKET_REGION = pageRegion('county-market');

/**
 * The built county page in a language, which stays in dist/ (the static page every build test reads), read by
 * the function as its template: "dist/counties/newport.html", "dist/pt/counties/newport.html".
 */
export const countyTemplateFile = (county: RiCounty, locale: Locale = DEFAULT_LOCALE): string =>
  `dist${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/counties/${county}.html`;

/**
 * The county a /counties/{slug} path names, in any language ("/pt/counties/newport"); null for any other path
 * (only these reach the file system).
 */
export function countyOfPath(pathname: string): RiCounty | null {
  const slug = /^\/counties\/([a-z]{1,20})\/?$/.exec(englishPath(pathname))?.[1];
  return RI_COUNTY_SLUGS.find((county) => county === slug) ?? null;
}

/** The county's market page, "/market/newport-county", whether or not there are figures yet. */
export function countyMarketPath(county: RiCounty): string {
  const area = AREAS.find((one) => one.kind === 'county' && one.county === county);
  if (!area) throw new Error(`No market area for the county ${county}`);
  return marketAreaPath(area.key);
}

/** The county's own figures, or null when they lack it. */
export const countyArea = (figures: MarketFigures, county: RiCounty): AreaFigures | null =>
  figures.areas.find((area) => area.kind === 'county' && area.county === county) ?? null;
