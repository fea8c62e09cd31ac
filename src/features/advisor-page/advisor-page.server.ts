/**
 * /advisors/{segment} wherever the build left no file (the advisor-page function, whose path prefers static
 * files): the profile of an advisor the MLS names, their prebuilt page with "Listings by {first name}" and
 * the JSON-LD's offers written from the whole catalogue, the MLS feed's listings included; an advisor's old
 * numeric address, a permanent redirect to their profile; anything else, "Advisor Not Found" (404).
 */
import { AdvisorListings } from '#src/features/listings/AdvisorListings.tsx';
import { advisorListings } from '#src/features/listings/advisor-listings.ts';
import type { ListingsDeps } from '#src/features/listings/api.server.ts';
import { loadCatalog } from '#src/features/listings/catalog.server.ts';
import { firstName, profileJsonLd } from '#src/features/team/profile.ts';
import { teamMembers } from '#src/features/team/team-data.server.ts';
import { jsonLdScript } from '#src/lib/jsonld.ts';
import { advisorPath, advisorSegment } from '#src/lib/paths.ts';
import { CACHE_TAGS, cdnCacheHeaders } from '#src/lib/server/cache.ts';
import { guardMethod, htmlPage } from '#src/lib/server/http.ts';
import { componentHtml, type AnyComponent } from '#src/lib/server/islands.ts';
import { notFoundAnswer, templateReader, withRegion } from '#src/lib/server/page-template.ts';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import { positiveIntParam } from '#src/schemas/params.ts';
import type { Property } from '#src/schemas/property.ts';
import type { TeamMember } from '#src/schemas/team.ts';
import {
  ADVISOR_JSON_LD_REGION,
  ADVISOR_LISTINGS_REGION,
  advisorTemplateFile,
  rendersOnRequest,
} from './advisor-page.ts';

/** The built "Advisor Not Found" page (included_files on Netlify). */
export const ADVISOR_NOT_FOUND_FILE = 'dist/advisors/not-found.html';

export interface AdvisorPageDeps extends ListingsDeps {
  /** The prebuilt profile of an advisor the MLS names, by slug. */
  template: (slug: string) => Promise<string>;
  /** The built "Advisor Not Found" page. */
  notFoundPage: () => Promise<string>;
  /** The site's origin, as the build's canonical URLs have it. */
  siteUrl: string;
}

const templateReaders = new Map<string, () => Promise<string>>();

/** The deploy's template of an advisor's profile, each read once per instance. */
export function readAdvisorTemplate(slug: string): Promise<string> {
  let read = templateReaders.get(slug);
  if (!read) {
    read = templateReader(advisorTemplateFile(slug));
    templateReaders.set(slug, read);
  }
  return read();
}

export const readAdvisorNotFoundPage = templateReader(ADVISOR_NOT_FOUND_FILE);

/** "Listings by {first name}" with these listings (the advisor's available ones, newest first), as HTML. */
export function advisorListingsHtml(
  member: Pick<TeamMember, 'name'>,
  listings: readonly Property[],
  syncedAt: string | null,
): Promise<string> {
  return componentHtml(
    AdvisorListings as unknown as AnyComponent,
    { firstName: firstName(member.name), listings, idx: siteSettings().idx, syncedAt },
    '',
  );
}

/** The profile with these listings in its section and as its JSON-LD's offers. */
export async function fillAdvisorPage(
  template: string,
  member: TeamMember,
  listings: readonly Property[],
  syncedAt: string | null,
  siteUrl: string,
): Promise<string> {
  const person = profileJsonLd(member, listings, siteUrl, siteSettings().name);
  const page = withRegion(template, ADVISOR_JSON_LD_REGION, jsonLdScript(person));
  return withRegion(page, ADVISOR_LISTINGS_REGION, await advisorListingsHtml(member, listings, syncedAt));
}

const notFound = (request: Request, deps: AdvisorPageDeps): Promise<Response> =>
  notFoundAnswer(request, deps.notFoundPage, [CACHE_TAGS.team], 'The Advisor Not Found page');

export async function renderAdvisorPage(request: Request, deps: AdvisorPageDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET', 'HEAD']);
  if (refused) return refused;
  const segment = advisorSegment(new URL(request.url).pathname) ?? '';
  const advisors = teamMembers().filter((member) => member.role === 'advisor');

  // The profiles' old numeric addresses (every advisor's, whether their profile is static or not).
  const id = positiveIntParam.safeParse(segment);
  const renamed = id.success ? advisors.find((member) => member.id === id.data) : undefined;
  if (renamed)
    return htmlPage(null, 301, { location: advisorPath(renamed.slug), ...cdnCacheHeaders([CACHE_TAGS.team]) });

  // Only slugs of the team reach the file system.
  const member = advisors.find((advisor) => advisor.slug === segment && rendersOnRequest(advisor));
  if (!member) return notFound(request, deps);

  const template = await deps.template(member.slug).catch((error: unknown) => {
    console.error(`The profile template of ${member.slug} could not be read:`, error);
    return null;
  });
  if (template === null) return htmlPage(null, 503, { 'cache-control': 'no-store', 'retry-after': '60' });
  const catalog = await loadCatalog(deps).catch((error: unknown) => {
    console.error('Listings could not be loaded:', error);
    return null;
  });
  // While the feed's store cannot be read, the prebuilt profile (the office's own listings), never cached.
  if (!catalog) return htmlPage(request.method === 'HEAD' ? null : template, 200, { 'cache-control': 'no-store' });
  const listings = advisorListings(catalog.properties, member.id);
  const page = await fillAdvisorPage(template, member, listings, catalog.syncedAt, deps.siteUrl);
  // The sync purges `listings` whenever a listing changes, appears or leaves.
  return htmlPage(request.method === 'HEAD' ? null : page, 200, cdnCacheHeaders([CACHE_TAGS.listings]));
}
