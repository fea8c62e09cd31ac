// GET /advisors/{slug} where the build left no file: the advisor-page function renders the profile of an
// advisor the MLS names from their built page (tests/build/advisor-page.test.ts proves it renders the
// office's listings exactly as the build does), with the feed's listings in its HTML; it also answers the
// old numeric addresses and unknown slugs, which reach it for want of a file.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  readAdvisorNotFoundPage,
  readAdvisorTemplate,
  renderAdvisorPage,
  type AdvisorPageDeps,
} from '#src/features/advisor-page/advisor-page.server.ts';
import { rendersOnRequest } from '#src/features/advisor-page/advisor-page.ts';
import { advisorListings } from '#src/features/listings/advisor-listings.ts';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import { teamMembers } from '#src/features/team/team-data.server.ts';
import { escapeHtml } from '#src/lib/html.ts';
import { advisorPath, legacyAdvisorPath, listingPath } from '#src/lib/paths.ts';
import { writeFeedSnapshot } from '#src/lib/server/listing-snapshot.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { SITE_ORIGIN } from '#src/lib/site-origin.ts';
import { propertySchema, type Property } from '#src/schemas/property.ts';
import type { TeamMember } from '#src/schemas/team.ts';
import { freshCatalogStorePerTest } from '#tests/helpers/catalog-store.ts';
import { expectCdnCachedPage, expectStaticPageHeaders, expectUncachedPage } from '#tests/helpers/page-headers.ts';

const SYNCED_AT = '2026-11-20T17:05:00.000Z';
const BROKERAGE = 'Flagship Luxury Realty';

let office: Property[];
let advisor: TeamMember;
let other: TeamMember;

beforeAll(async () => {
  office = (await readListingFiles()).map((file) => propertySchema.parse(file));
  const advisors = teamMembers().filter((member) => member.role === 'advisor');
  advisor = advisors.find(rendersOnRequest)!;
  other = advisors.find((member) => member.id !== advisor.id)!;
});
const stopBlobs = freshCatalogStorePerTest();

const deps = (overrides: Partial<AdvisorPageDeps> = {}): AdvisorPageDeps => ({
  office: { load: async () => office, mode: 'deploy' },
  feed: openStore('listings'),
  template: readAdvisorTemplate,
  notFoundPage: readAdvisorNotFoundPage,
  // The build's origin, which the templates' canonical URLs have.
  siteUrl: SITE_ORIGIN,
  ...overrides,
});

const get = (path: string, method = 'GET') => new Request(`https://www.example.test${path}`, { method });

const feedListing = (id: number, overrides: Partial<Property> = {}): Property => ({
  ...office[0]!,
  id,
  title: `Harborview Colonial ${String(id)}`,
  description: 'A feed listing with a long enough description to pass the schema, on a quiet Newport lane.',
  address: '9 Feed Lane',
  status: 'Available',
  advisorId: null,
  source: 'mls',
  listingKey: `K${String(id)}`,
  listOfficeName: BROKERAGE,
  listAgentName: 'Pat Agent',
  createdAt: '2026-11-19T12:00:00Z',
  modifiedAt: '2026-11-20T16:30:00Z',
  ...overrides,
});

/** The listing cards in the page's "Listings by" section, in order. */
const cardIds = (html: string): number[] =>
  [...html.matchAll(/data-property-card="(\d+)"/g)].map((match) => Number(match[1]));

function person(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
  const found = blocks.filter((block) => block['@type'] === 'Person');
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('the profile of an advisor the MLS names, rendered by the advisor-page function', () => {
  it("lists their feed listings with the office's, newest first, under the IDX disclaimer; CDN-cached under listings", async () => {
    const own = feedListing(1_000_001, { advisorId: advisor.id });
    const sold = feedListing(1_000_002, { advisorId: advisor.id, status: 'Sold' });
    // A listing of another brokerage whose town advisor they are: not theirs, so not on their profile.
    const townContact = feedListing(1_000_003, { advisorId: null, contactAdvisorId: advisor.id });
    const others = feedListing(1_000_004, { advisorId: other.id });
    await writeFeedSnapshot(openStore('listings'), [own, sold, townContact, others], SYNCED_AT);

    const response = await renderAdvisorPage(get(advisorPath(advisor.slug)), deps());
    expect(response.status).toBe(200);
    expectCdnCachedPage(response, 'listings');

    const html = await response.text();
    const expected = advisorListings([...office, own, sold, townContact, others], advisor.id);
    expect(expected.map((listing) => listing.id)).toContain(own.id);
    expect(expected.some((listing) => listing.source !== 'mls')).toBe(true);
    expect(cardIds(html)).toEqual(expected.map((listing) => listing.id));
    expect(cardIds(html)[0]).toBe(own.id);
    // React separates text parts with empty comments.
    expect(html.replaceAll('<!-- -->', '')).toContain(`Listings by ${advisor.name.split(' ')[0]!}</h2>`);
    expect(html).toContain(`Listing courtesy of ${BROKERAGE}`);
    expect(html).toContain('data-idx-disclaimer');
    expect(html).toContain('November 20, 2026 at 12:05 PM EST');
    // The page is the built profile: its head, canonical URL and the rest of its body.
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}${advisorPath(advisor.slug)}">`);
    expect(html).toContain(`<h1 id="advisor-name" class="mt-3 text-4xl sm:text-5xl">${advisor.name}</h1>`);
    expect(html).not.toContain('<astro-island');

    const offers = person(html)['makesOffer'] as { url: string; itemOffered: { name: string } }[];
    expect(offers.map((offer) => offer.url)).toEqual(
      expected.map((listing) => new URL(listingPath(listing.id), SITE_ORIGIN).href),
    );
    expect(offers[0]?.itemOffered.name).toBe(own.title);
    expect(person(html)['url']).toBe(`${SITE_ORIGIN}${advisorPath(advisor.slug)}`);
  });

  it('shows no disclaimer while none of their listings comes from the feed, and no section when they have none', async () => {
    await writeFeedSnapshot(openStore('listings'), [feedListing(1_000_005, { advisorId: other.id })], SYNCED_AT);
    const officeOnly = advisorListings(office, advisor.id);
    const html = await (await renderAdvisorPage(get(advisorPath(advisor.slug)), deps())).text();
    expect(cardIds(html)).toEqual(officeOnly.map((listing) => listing.id));
    expect(html).not.toContain('data-idx-disclaimer');

    const none = await renderAdvisorPage(
      get(advisorPath(advisor.slug)),
      deps({ office: { load: async () => [], mode: 'deploy' } }),
    );
    const empty = await none.text();
    expect(cardIds(empty)).toEqual([]);
    expect(empty).not.toContain('data-advisor-listings');
    expect(person(empty)).not.toHaveProperty('makesOffer');
  });

  it('keeps text from the MLS as text: a title cannot end the JSON-LD or a marked region', async () => {
    const title = '</script><script>alert(1)</script> <!--/advisor-listings--> & more';
    await writeFeedSnapshot(
      openStore('listings'),
      [feedListing(1_000_006, { advisorId: advisor.id, title })],
      SYNCED_AT,
    );
    const html = await (await renderAdvisorPage(get(advisorPath(advisor.slug)), deps())).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html.split('<!--/advisor-listings-->')).toHaveLength(2);
    expect(html).toContain(escapeHtml(title));
    expect((person(html)['makesOffer'] as { itemOffered: { name: string } }[])[0]?.itemOffered.name).toBe(title);
  });

  it("serves the built profile (the office's listings), never cached, while the feed's store cannot be read", async () => {
    await stopBlobs();
    const response = await renderAdvisorPage(get(advisorPath(advisor.slug)), deps());
    expect(response.status).toBe(200);
    expectUncachedPage(response);
    expect(await response.text()).toBe(await readAdvisorTemplate(advisor.slug));
  });

  it('answers HEAD without a body, and refuses other methods with 405', async () => {
    const head = await renderAdvisorPage(get(advisorPath(advisor.slug), 'HEAD'), deps());
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await renderAdvisorPage(get(advisorPath(advisor.slug), 'POST'), deps())).status).toBe(405);
  });
});

describe('the other paths the advisor-page function gets (no file there)', () => {
  it("redirects an advisor's old numeric address to their profile, permanently", async () => {
    for (const member of [advisor, other]) {
      const response = await renderAdvisorPage(get(legacyAdvisorPath(member.id)), deps());
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(advisorPath(member.slug));
    }
  });

  it.each([['/advisors/no-such-person'], ['/advisors/0'], ['/advisors/%E0']])(
    'answers %s with "Advisor Not Found" and status 404',
    async (path) => {
      const response = await renderAdvisorPage(get(path), deps());
      expect(response.status).toBe(404);
      expectStaticPageHeaders(response);
      const html = await response.text();
      expect(html).toContain('Advisor Not Found');
      expect(html).toContain('<meta name="robots" content="noindex">');
    },
  );

  it("answers a member's id who is no advisor, and a static profile's slug, with Advisor Not Found", async () => {
    const officer = teamMembers().find((member) => member.role !== 'advisor')!;
    expect((await renderAdvisorPage(get(legacyAdvisorPath(officer.id)), deps())).status).toBe(404);
    // A profile with a built file: Netlify serves the file, so only a missing file would bring it here.
    const staticProfile = teamMembers().find((member) => member.role === 'advisor' && !rendersOnRequest(member))!;
    expect((await renderAdvisorPage(get(advisorPath(staticProfile.slug)), deps())).status).toBe(404);
  });
});
