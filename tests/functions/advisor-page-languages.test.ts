// The advisor-page function in the other languages (/pt/advisors/{segment}): the profile of an advisor the MLS
// names from the language's built template, its listings section and JSON-LD in the page's language; the old
// numeric addresses and unknown slugs answered in that language too. Needs `astro build` (the templates).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  readAdvisorNotFoundPage,
  readAdvisorTemplate,
  renderAdvisorPage,
  type AdvisorPageDeps,
} from '#src/features/advisor-page/advisor-page.server.ts';
import { ADVISOR_LISTINGS_REGION, rendersOnRequest } from '#src/features/advisor-page/advisor-page.ts';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import { firstName } from '#src/features/team/profile.ts';
import { syncedLine } from '#src/features/listings/idx.ts';
import { teamMembers } from '#src/features/team/team-data.server.ts';
import { localePath } from '#src/lib/i18n.ts';
import { regionContent } from '#src/lib/page-regions.ts';
import { advisorPath, legacyAdvisorPath } from '#src/lib/paths.ts';
import { writeFeedSnapshot } from '#src/lib/server/listing-snapshot.ts';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { SITE_ORIGIN } from '#src/lib/site-origin.ts';
import { m } from '#src/paraglide/messages.js';
import { propertySchema, type Property } from '#src/schemas/property.ts';
import type { TeamMember } from '#src/schemas/team.ts';
import { freshCatalogStorePerTest } from '#tests/helpers/catalog-store.ts';
import { expectCdnCachedPage, expectStaticPageHeaders } from '#tests/helpers/page-headers.ts';

const SYNCED_AT = '2026-11-20T17:05:00.000Z';
const BROKERAGE = 'Flagship Luxury Realty';

let office: Property[];
let advisor: TeamMember;

beforeAll(async () => {
  office = (await readListingFiles()).map((file) => propertySchema.parse(file));
  advisor = teamMembers().find((member) => member.role === 'advisor' && rendersOnRequest(member))!;
});
freshCatalogStorePerTest();

const deps: () => AdvisorPageDeps = () => ({
  office: { load: async () => office, mode: 'deploy' },
  feed: openStore('listings'),
  template: readAdvisorTemplate,
  notFoundPage: readAdvisorNotFoundPage,
  siteUrl: SITE_ORIGIN,
});

const get = (path: string) => renderAdvisorPage(new Request(`https://www.example.test${path}`), deps());

const feedListing = (id: number): Property => ({
  ...office[0]!,
  id,
  title: `Harborview Colonial ${String(id)}`,
  description: 'A feed listing with a long enough description to pass the schema, on a quiet Newport lane.',
  address: '9 Feed Lane',
  status: 'Available',
  advisorId: advisor.id,
  source: 'mls',
  listingKey: `K${String(id)}`,
  listOfficeName: BROKERAGE,
  listAgentName: 'Pat Agent',
  beds: 4,
  baths: 2.5,
  createdAt: '2026-11-19T12:00:00Z',
  modifiedAt: '2026-11-20T16:30:00Z',
});

function person(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
  return blocks.find((block) => block['@type'] === 'Person') ?? {};
}

/** The listings section as text: React's empty comments gone. */
const section = (html: string) => (regionContent(html, ADVISOR_LISTINGS_REGION) ?? '').replaceAll('<!-- -->', '');

describe('the profile of an advisor the MLS names, asked in Portuguese', () => {
  it('is the Portuguese page with the feed’s listings, their words, the disclaimer and its time in Portuguese', async () => {
    await writeFeedSnapshot(openStore('listings'), [feedListing(1_000_101)], SYNCED_AT);
    const path = localePath(advisorPath(advisor.slug), 'pt');
    const response = await get(path);
    expect(response.status).toBe(200);
    expectCdnCachedPage(response, 'listings');
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="pt"/i);
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}${path}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="pt" href="${SITE_ORIGIN}${path}">`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${SITE_ORIGIN}${advisorPath(advisor.slug)}">`,
    );

    const listings = section(html);
    const pt = { locale: 'pt' } as const;
    expect(listings).toContain(`>${m.advisor_listings_heading({ firstName: firstName(advisor.name) }, pt)}</h2>`);
    expect(listings).toContain('data-property-card="1000101"');
    expect(listings).toContain(m.card_beds({ count: 4 }, pt));
    // The MLS's attribution keeps its English words, marked so.
    expect(listings).toContain(`lang="en" data-courtesy="true">Listing courtesy of ${BROKERAGE}</p>`);
    expect(listings).toContain(siteSettings('pt').idx.disclaimer);
    expect(listings).toContain(
      'Última atualização das informações dos imóveis: 20 de novembro de 2026 às 12:05 GMT-5.',
    );
    expect(listings).not.toContain('Listings by');

    const jsonLd = person(html);
    expect(jsonLd['url']).toBe(`${SITE_ORIGIN}${path}`);
    expect(jsonLd['jobTitle']).toBe(teamMembers('pt').find((member) => member.id === advisor.id)?.title);
  });

  it('in French, writes the section in French', async () => {
    await writeFeedSnapshot(openStore('listings'), [feedListing(1_000_102)], SYNCED_AT);
    const html = await (await get(localePath(advisorPath(advisor.slug), 'fr'))).text();
    expect(html).toMatch(/<html lang="fr"/);
    expect(html).not.toMatch(/<main [^>]*lang="en"/);
    expect(section(html)).toContain(
      m.advisor_listings_heading({ firstName: firstName(advisor.name) }, { locale: 'fr' }),
    );
    // The disclaimer in French with the sync's time as French writes it, the MLS's English beside it.
    expect(section(html)).toContain(syncedLine(siteSettings('fr').idx.lastUpdated, SYNCED_AT, 'fr'));
    expect(section(html)).toContain('lang="en" data-idx-disclaimer-original');
  });
});

describe('the other Portuguese paths the function gets', () => {
  it("redirects an advisor's old numeric address to their Portuguese profile", async () => {
    const response = await get(`/pt${legacyAdvisorPath(advisor.id)}`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/pt${advisorPath(advisor.slug)}`);
  });

  it('answers an unknown slug with the Portuguese "Advisor Not Found" page, status 404', async () => {
    const response = await get('/pt/advisors/no-such-person');
    expect(response.status).toBe(404);
    expectStaticPageHeaders(response);
    const html = await response.text();
    expect(html).toMatch(/<html lang="pt"/);
    expect(html).toContain('Consultor não encontrado');
    expect(html).toContain('href="/pt/advisors"');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
