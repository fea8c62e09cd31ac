/**
 * /advisors/{segment} in every language (/pt/advisors/{segment}) wherever the build left no file (the
 * advisor-page function, whose path prefers static files): the profile of an advisor the MLS names, their
 * prebuilt page in that language with "Listings by {first name}" and the JSON-LD's offers written from the whole
 * catalogue, the MLS feed's listings included; an advisor's old numeric address, a permanent redirect to their
 * profile; anything else, "Advisor Not Found" (404).
 */
import { templateLanguage } from '#src/lib/server/template-language.ts';
import { AdvisorListings } from '#src/features/listings/AdvisorListings.tsx';
import { advisorListingsText } from '#src/features/listings/advisor-listings-words.ts';
import { advisorListings } from '#src/features/listings/advisor-listings.ts';
import type { ListingsDeps } from '#src/features/listings/api.server.ts';
import { loadCatalog } from '#src/features/listings/catalog.server.ts';
import { firstName, profileJsonLd } from '#src/features/team/profile.ts';
import { teamMembers } from '#src/features/team/team-data.server.ts';
import { englishPath, localePath } from '#src/lib/i18n.ts';
import { jsonLdScript } from '#src/lib/jsonld.ts';
import { advisorPath, advisorSegment } from '#src/lib/paths.ts';
import { CACHE_TAGS, cdnCacheHeaders } from '#src/lib/server/cache.ts';
import { guardMethod, htmlPage } from '#src/lib/server/http.ts';
import { componentHtml, type AnyComponent } from '#src/lib/server/islands.ts';
import {
  inPageLanguage,
  localeTemplateReader,
  notFoundAnswer,
  requestLocale,
  withRegion,
} from '#src/lib/server/page-template.ts';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { positiveIntParam } from '#src/schemas/params.ts';
import type { Property } from '#src/schemas/property.ts';
import type { TeamMember } from '#src/schemas/team.ts';
import {
  ADVISOR_JSON_LD_REGION,
  ADVISOR_LISTINGS_REGION,
  advisorNotFoundFile,
  advisorTemplateFile,
  rendersOnRequest,
} from './advisor-page.ts';

export interface AdvisorPageDeps extends ListingsDeps {
  /** The prebuilt profile of an advisor the MLS names, by slug, in a language. */
  template: (slug: string, locale: Locale) => Promise<string>;
  /** The built "Advisor Not Found" page in a language. */
  notFoundPage: (locale: Locale) => Promise<string>;
  /** The site's origin, as the build's canonical URLs have it. */
  siteUrl: string;
}

const templateReaders = new Map<string, (locale: Locale) => Promise<string>>();

/** The deploy's template of an advisor's profile in a language, each read once per instance. */
export function readAdvisorTemplate(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<string> {
  let read = templateReaders.get(slug);
  if (!read) {
    read = localeTemplateReader((language) => advisorTemplateFile(slug, language));
    templateReaders.set(slug, read);
  }
  return read(locale);
}

export const readAdvisorNotFoundPage = localeTemplateReader(advisorNotFoundFile);

/**
 * "Listings by {first name}" with these listings (the advisor's available ones, newest first), as HTML, in
 * the language of the page's content (English's own words without one).
 */
export function advisorListingsHtml(
  member: Pick<TeamMember, 'name'>,
  listings: readonly Property[],
  syncedAt: string | null,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string> {
  return componentHtml(
    AdvisorListings as unknown as AnyComponent,
    {
      firstName: firstName(member.name),
      listings,
      idx: siteSettings(locale).idx,
      idxOriginal: locale === DEFAULT_LOCALE ? undefined : siteSettings().idx,
      syncedAt,
      text: locale === DEFAULT_LOCALE ? undefined : advisorListingsText(listings, locale),
    },
    '',
  );
}

/**
 * The profile in a language with these listings in its section and as its JSON-LD's offers: their words in
 * the language of the template's content, as the build wrote it (English where it is not translated yet),
 * their links to the pages of the page's language.
 */
export async function fillAdvisorPage(
  template: string,
  member: TeamMember,
  listings: readonly Property[],
  syncedAt: string | null,
  siteUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string> {
  const content = templateLanguage(template, locale).content;
  // The same person as the page's content shows them: their title in its language.
  const shown = teamMembers(content).find((person) => person.id === member.id) ?? member;
  const person = profileJsonLd(shown, listings, siteUrl, siteSettings(content).name, locale);
  const page = withRegion(template, ADVISOR_JSON_LD_REGION, jsonLdScript(person));
  const section = await advisorListingsHtml(shown, listings, syncedAt, content);
  return withRegion(page, ADVISOR_LISTINGS_REGION, inPageLanguage(section, locale));
}

const notFound = (request: Request, deps: AdvisorPageDeps, locale: Locale): Promise<Response> =>
  notFoundAnswer(request, () => deps.notFoundPage(locale), [CACHE_TAGS.team], 'The Advisor Not Found page');

export async function renderAdvisorPage(request: Request, deps: AdvisorPageDeps): Promise<Response> {
  const refused = guardMethod(request, ['GET', 'HEAD']);
  if (refused) return refused;
  const locale = requestLocale(request);
  const segment = advisorSegment(englishPath(new URL(request.url).pathname)) ?? '';
  const advisors = teamMembers().filter((member) => member.role === 'advisor');

  // The profiles' old numeric addresses (every advisor's, whether their profile is static or not).
  const id = positiveIntParam.safeParse(segment);
  const renamed = id.success ? advisors.find((member) => member.id === id.data) : undefined;
  if (renamed)
    return htmlPage(null, 301, {
      location: localePath(advisorPath(renamed.slug), locale),
      ...cdnCacheHeaders([CACHE_TAGS.team]),
    });

  // Only slugs of the team reach the file system.
  const member = advisors.find((advisor) => advisor.slug === segment && rendersOnRequest(advisor));
  if (!member) return notFound(request, deps, locale);

  const template = await deps.template(member.slug, locale).catch((error: unknown) => {
    console.error(`The profile template of ${member.slug} (${locale}) could not be read:`, error);
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
  const page = await fillAdvisorPage(template, member, listings, catalog.syncedAt, deps.siteUrl, locale);
  // The sync purges `listings` whenever a listing changes, appears or leaves.
  return htmlPage(request.method === 'HEAD' ? null : page, 200, cdnCacheHeaders([CACHE_TAGS.listings]));
}
