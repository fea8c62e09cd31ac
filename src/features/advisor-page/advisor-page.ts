/**
 * The profile of an advisor the MLS names, rendered on request from the page the build made of it (its
 * template): which profiles, where the build leaves their templates, and their marked regions. Pure.
 */
import { pageRegion } from '#src/lib/page-regions.ts';
import type { TeamMember } from '#src/schemas/team.ts';

/**
 * Where the build leaves those profiles: astro.config.mjs moves them out of dist/, so that Netlify finds no
 * file at their path and runs the advisor-page function (its `preferStatic` path) instead.
 */
export const ADVISOR_TEMPLATES_DIR = 'build/advisor-profiles';

export const advisorTemplateFile = (slug: string): string => `${ADVISOR_TEMPLATES_DIR}/${slug}.html`;

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
