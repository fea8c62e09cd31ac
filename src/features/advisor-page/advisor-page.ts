/**
 * The profile of an advisor the MLS names, rendered on request from the page the build made of it (its
 * template): which profiles, where the build leaves their templates, and their marked regions. Pure.
 */
import { pageRegion } from '#src/lib/page-regions.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import type { TeamMember } from '#src/schemas/team.ts';

/**
 * Where the build leaves those profiles: astro.config.mjs moves them out of dist/, so that Netlify finds no
 * file at their path and runs the advisor-page function (its `preferStatic` path) instead.
 */
export const ADVISOR_TEMPLATES_DIR = 'build/advisor-profiles';

/** A profile's template in a language: "build/advisor-profiles/{slug}.html", ".../pt/{slug}.html". */
export const advisorTemplateFile = (slug: string, locale: Locale = DEFAULT_LOCALE): string =>
  `${ADVISOR_TEMPLATES_DIR}/${locale === DEFAULT_LOCALE ? '' : `${locale}/`}${slug}.html`;

/** The built "Advisor Not Found" page in a language (included_files on Netlify). */
export const advisorNotFoundFile = (locale: Locale = DEFAULT_LOCALE): string =>
  `dist${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/advisors/not-found.html`;

/** The profile's Person block (JSON-LD), whose offers are its listings. */
export const ADVISOR_JSON_LD_REGION = pageRegion('advisor-json-ld');
/** "Listings by {first name}". */
export const ADVISOR_LISTINGS_REGION = pageRegion('advisor-listings');

/**
 * Whether a profile is rendered on request: an advisor the MLS names (an `mlsId`) has listings in the feed,
 * which changes between deploys. Every other profile is a static page.
 */
export const rendersOnRequest = (member: Pick<TeamMember, 'role' | 'mlsId'>): boolean =>
  member.role === 'advisor' && member.mlsId !== undefined;
