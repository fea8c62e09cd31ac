// The team page, the advisors' profiles and the county guides in Spanish and Portuguese, as built: their content
// files' words (data/pages, data/team, data/advisor-profile, data/counties) and the catalogue's around them,
// links and the scripts' words in the page's language. (tests/build/languages.test.ts checks every translated
// page's head, links and the absence of English catalogue words.)
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributeOf, builtPages, elementsOf, jsonLdBlocks, textOf, withAttribute, type Element } from './html.ts';
import { rendersOnRequest } from '#src/features/advisor-page/advisor-page.ts';
import { forSaleWords } from '#src/features/listings/for-sale-words.ts';
import { advisorListings } from '#src/features/listings/advisor-listings.ts';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import { countyMarketText } from '#src/features/market-page/county-market-words.ts';
import { teamMembers } from '#src/features/team/team-data.server.ts';
import { teamPageWords } from '#src/features/team/team-words.ts';
import { firstName } from '#src/features/team/profile.ts';
import { advisorProfileSchema } from '#src/schemas/advisor-profile.ts';
import { countyGuideSchema } from '#src/schemas/county.ts';
import { pagesSchema } from '#src/schemas/pages.ts';
import { propertySchema } from '#src/schemas/property.ts';
import { SITE_ORIGIN } from '#src/lib/site-origin.ts';
import { m } from '#src/paraglide/messages.js';

const pages = new Map((await builtPages()).map((page) => [page.route, page.html]));
const data = async (path: string): Promise<unknown> =>
  JSON.parse(await readFile(join(import.meta.dirname, '../../data', path), 'utf8'));

const pageAt = (route: string): Element[] => {
  const html = pages.get(route);
  if (html === undefined) throw new Error(`${route} was not built`);
  return elementsOf(html);
};
const byId = (elements: Element[], id: string) => withAttribute(elements, 'id', id)[0];
const texts = (elements: Element[], tag: string) => elements.filter((e) => e.tagName === tag).map(textOf);
/** The texts of the elements with a tag inside one. */
const within = (element: Element, tag: string) => texts(elementsOf(element), tag);

const advisors = teamMembers().filter((member) => member.role === 'advisor');
const office = (await readListingFiles()).map((file) => propertySchema.parse(file));

describe('the team page in Portuguese (/pt/advisors)', () => {
  const elements = pageAt('/pt/advisors');
  const pt = { locale: 'pt' } as const;

  it("shows data/pages' team copy and each person's title from data/team/team.pt.json", async () => {
    const copy = pagesSchema.parse(await data('pages/pages.pt.json')).team;
    expect(texts(elements, 'h1')).toEqual([copy.title]);
    const team = new Map(teamMembers('pt').map((member) => [member.name, member.title]));
    const members = withAttribute(elements, 'data-member');
    expect(members).toHaveLength(team.size);
    for (const member of members)
      expect(attributeOf(member, 'data-title'), attributeOf(member, 'data-name') ?? '').toBe(
        team.get(attributeOf(member, 'data-name') ?? ''),
      );
  });

  it('names its groups, its search button and its search status in Portuguese, and searches itself', () => {
    const words = teamPageWords('pt');
    expect(texts(withAttribute(elements, 'data-team-heading'), 'h2')).toEqual([
      `${words.groups.advisor} (${String(advisors.length)})`,
      `${words.groups.officer} (2)`,
      `${words.groups.staff} (4)`,
    ]);
    const form = withAttribute(elements, 'data-team-search')[0]!;
    expect(attributeOf(form, 'action')).toBe('/pt/advisors');
    expect(within(form, 'button')).toEqual([m.advisor_team_search_button({}, pt)]);
    const root = withAttribute(elements, 'data-team')[0]!;
    expect(JSON.parse(attributeOf(root, 'data-team-status-words') ?? '')).toEqual(words.status);
  });

  it("links each advisor's profile in Portuguese", () => {
    const links = elements.filter((e) => e.tagName === 'a' && (attributeOf(e, 'href') ?? '').includes('/advisors/'));
    expect(links.map((link) => attributeOf(link, 'href')).sort()).toEqual(
      advisors.map((advisor) => `/pt/advisors/${advisor.slug}`).sort(),
    );
  });

  it('keeps the English page as it was: no words for its script', () => {
    expect(withAttribute(pageAt('/advisors'), 'data-team-status-words')).toEqual([]);
  });
});

describe("an advisor's profile in Spanish", () => {
  const advisor = advisors.find((member) => !rendersOnRequest(member))!;
  const route = `/es/advisors/${advisor.slug}`;
  const elements = pageAt(route);
  const es = { locale: 'es' } as const;
  const member = teamMembers('es').find((person) => person.id === advisor.id)!;

  it('shows their Spanish title, the Spanish profile copy and the catalogue’s Spanish words', async () => {
    const profile = advisorProfileSchema.parse(await data('advisor-profile/advisor-profile.es.json'));
    expect(texts(elements, 'h1')).toEqual([advisor.name]);
    expect(member.title).toMatch(/^Asesora?$/);
    expect(texts(elements, 'p')).toContain(member.title);
    expect(within(withAttribute(elements, 'data-specialties')[0]!, 'li')).toEqual(profile.specialties);
    expect(textOf(byId(elements, 'about-heading')!)).toBe(
      m.advisor_profile_about({ firstName: firstName(advisor.name) }, es),
    );
    expect(textOf(byId(elements, 'specialties-heading')!)).toBe(m.advisor_profile_specialties({}, es));
    const labels = elements.filter((e) => e.tagName === 'p' && (attributeOf(e, 'class') ?? '').includes('uppercase'));
    expect(labels.map(textOf)).toEqual([m.advisor_profile_phone({}, es), m.advisor_profile_email({}, es)]);
    const contact = withAttribute(elements, 'aria-label', m.advisor_profile_contact_details({}, es));
    expect(contact).toHaveLength(1);
  });

  it('links back to the team page in Spanish, and names their page in Spanish in its JSON-LD', () => {
    const toTeam = elements.filter((e) => e.tagName === 'a' && attributeOf(e, 'href') === '/es/advisors');
    expect(toTeam.map(textOf)).toContain(`←${m.nav_team({}, es)}`);
    const person = jsonLdBlocks(pages.get(route)!).find((block) => block['@type'] === 'Person');
    expect(person).toMatchObject({ url: `${SITE_ORIGIN}${route}`, jobTitle: member.title });
  });
});

describe('the profile of an advisor the MLS names, as the Portuguese template', () => {
  const advisor = advisors.filter(rendersOnRequest).find((member) => advisorListings(office, member.id).length > 0)!;
  const listings = advisorListings(office, advisor.id);
  const elements = pageAt(`/pt/advisors/${advisor.slug}`);

  it("holds the office's listings under a Portuguese heading, their cards in Portuguese", () => {
    expect(textOf(byId(elements, 'listings-heading')!)).toBe(
      m.advisor_listings_heading({ firstName: firstName(advisor.name) }, { locale: 'pt' }),
    );
    const cards = withAttribute(elements, 'data-property-card');
    expect(cards.map((card) => Number(attributeOf(card, 'data-property-card')))).toEqual(
      listings.map((listing) => listing.id),
    );
    for (const card of cards) expect(textOf(card)).toMatch(/quartos?/);
  });
});

describe('a county guide in Portuguese (/pt/counties/newport)', () => {
  const elements = pageAt('/pt/counties/newport');
  const html = pages.get('/pt/counties/newport')!;

  it('shows data/counties/newport.pt.json', async () => {
    const guide = countyGuideSchema.parse(await data('counties/newport.pt.json'));
    expect(html).toContain(`<title>${guide.title}`);
    expect(texts(elements, 'h1')).toEqual([guide.hero.headline]);
    expect(withAttribute(elements, 'data-community').flatMap((card) => within(card, 'h3'))).toEqual(
      guide.communities.items.map((community) => community.name),
    );
  });

  it('says "Market now" in Portuguese until the county-page function writes its figures', () => {
    const text = countyMarketText('pt');
    const block = withAttribute(elements, 'data-county-market')[0]!;
    expect(within(block, 'h3')).toEqual([text.heading]);
    expect(textOf(withAttribute(elementsOf(block), 'data-county-market-pending')[0]!)).toBe(
      text.pending.replace('{name}', 'Condado de Newport'),
    );
    expect(textOf(withAttribute(elementsOf(block), 'data-market-link')[0]!)).toBe(
      text.link.replace('{name}', 'Condado de Newport'),
    );
  });

  it("gives the for-sale lines' script its Portuguese words, and the English page none", () => {
    const scope = withAttribute(elements, 'data-for-sale-counts')[0]!;
    expect(JSON.parse(attributeOf(scope, 'data-for-sale-text') ?? '')).toEqual(forSaleWords('pt'));
    expect(withAttribute(pageAt('/counties/newport'), 'data-for-sale-text')).toEqual([]);
  });

  it('labels its figures in Portuguese', () => {
    const pt = { locale: 'pt' } as const;
    const labels = withAttribute(elements, 'data-community').flatMap((card) => within(card, 'dt'));
    expect(new Set(labels)).toEqual(new Set([m.population({}, pt), m.median_home({}, pt)]));
    expect(within(withAttribute(elements, 'data-market-table')[0]!, 'th').slice(0, 2)).toEqual([
      m.county_guide_measure({}, pt),
      m.county_guide_figure({}, pt),
    ]);
  });
});
