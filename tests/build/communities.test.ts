// The county and community pages lead somewhere and date their figures: each town card links to its town's
// search and keeps a line for its live count, each county guide links to the search for the whole county, and
// every block of editorial figures says when they were true. Over dist/ (run `npx astro build` first), against
// whatever data/ holds.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributeOf, dist, elementsOf, enclosing, textOf, withAttribute, type Element } from './html.ts';
import { figuresAsOfText } from '#src/lib/figure-labels.ts';
import { FOR_SALE_COUNTS_API_PATH } from '#src/lib/paths.ts';
import { MAX_COUNTED_LOCATIONS } from '#src/schemas/property-fields.ts';
import { countyNamedBy, RI_COUNTY_TOWNS } from '#src/schemas/rules/ri-towns.ts';
import { data } from '#tests/helpers/guides-data.ts';

const page = async (file: string) => elementsOf(await readFile(join(dist, file), 'utf8'));
const one = (elements: Element[], what: string): Element => {
  expect(elements, what).toHaveLength(1);
  return elements[0]!;
};
const within = (element: Element) => elementsOf(element);
const named = (elements: Element[], tag: string) => elements.filter((element) => element.tagName === tag);
/** A link's search: its path and its query's pairs. */
const searchOf = (link: Element) => {
  const url = new URL(attributeOf(link, 'href') ?? '', 'https://site.test');
  return { path: url.pathname, params: [...url.searchParams] };
};
/** The lines under an element that say when its figures were true. */
const datesIn = (element: Element) => withAttribute(within(element), 'data-figures-as-of').map(textOf);

const counties = Object.values(data.counties);

describe.each(counties.map((county) => [county.slug, county] as const))('/counties/%s', (slug, county) => {
  it('links every town card to the search for its town, described by an empty line kept for its count', async () => {
    const elements = await page(`counties/${slug}.html`);
    const cards = withAttribute(elements, 'data-community');
    expect(cards.map((card) => textOf(one(named(within(card), 'h3'), 'heading')))).toEqual(
      county.communities.items.map((community) => community.name),
    );
    for (const card of cards) {
      const name = textOf(one(named(within(card), 'h3'), 'heading'));
      const link = one(withAttribute(within(card), 'data-town-search'), `${name}: search link`);
      expect(searchOf(link), name).toEqual({ path: '/properties', params: [['location', name]] });
      const line = one(withAttribute(within(card), 'data-for-sale'), `${name}: count line`);
      expect(attributeOf(line, 'data-for-sale'), name).toBe(name);
      expect(textOf(line), name).toBe('');
      expect(attributeOf(link, 'aria-describedby'), name).toBe(attributeOf(line, 'id'));
    }
  });

  it('links to the search for the whole county, which reads it as the county, there and in the closing band', async () => {
    const elements = await page(`counties/${slug}.html`);
    const link = one(withAttribute(elements, 'data-county-search'), 'county search link');
    const search = searchOf(link);
    expect(search.path).toBe('/properties');
    expect(search.params.map(([key]) => key)).toEqual(['location']);
    const location = search.params[0]?.[1] ?? '';
    expect(countyNamedBy(location.toLowerCase())).toBe(slug);
    const line = one(withAttribute(elements, 'id', attributeOf(link, 'aria-describedby') ?? ''), 'its count line');
    expect(attributeOf(line, 'data-for-sale')).toBe(location);
    const closing = one(withAttribute(elements, 'id', 'closing'), 'closing band');
    const listings = named(within(closing), 'a').filter((a) => textOf(a) === county.closing.propertiesLabel);
    expect(one(listings, 'closing search link').attrs).toContainEqual({
      name: 'href',
      value: attributeOf(link, 'href'),
    });
  });

  it('asks for the counts of the locations it shows, all in one request', async () => {
    const elements = await page(`counties/${slug}.html`);
    const scope = one(withAttribute(elements, 'data-for-sale-counts'), 'counted block');
    const url = new URL(attributeOf(scope, 'data-for-sale-counts') ?? '', 'https://site.test');
    expect(url.pathname).toBe(FOR_SALE_COUNTS_API_PATH);
    const lines = withAttribute(within(scope), 'data-for-sale').map((line) => attributeOf(line, 'data-for-sale'));
    expect(url.searchParams.getAll('location')).toEqual(lines);
    expect(lines.length).toBeLessThanOrEqual(MAX_COUNTED_LOCATIONS);
    expect(withAttribute(elements, 'data-for-sale')).toHaveLength(lines.length);
  });

  it('says when its figures were true, with each block of them', async () => {
    const elements = await page(`counties/${slug}.html`);
    const expected = figuresAsOfText(county.figuresAsOf);
    const tiles = enclosing(withAttribute(elements, 'data-stat', 'county')[0]!, 'section');
    expect(datesIn(tiles)).toEqual([expected]);
    const blocks = ['communities', 'market', ...(county.neighborhoods ? ['neighborhoods'] : [])];
    if (county.propertyTypes) blocks.push('property-types');
    for (const id of blocks) expect(datesIn(one(withAttribute(elements, 'id', id), id)), id).toEqual([expected]);
  });
});

describe('the pages over the counties and states', () => {
  it('/counties: each county card with its own figures date, the state tiles with the overview date', async () => {
    const elements = await page('counties.html');
    const cards = withAttribute(elements, 'data-county');
    expect(cards.map((card) => attributeOf(card, 'data-county')).sort()).toEqual(counties.map((c) => c.slug).sort());
    for (const card of cards) {
      const county = counties.find((c) => c.slug === attributeOf(card, 'data-county'));
      expect(datesIn(card)).toEqual([figuresAsOfText(county?.figuresAsOf ?? '')]);
    }
    const tiles = enclosing(withAttribute(elements, 'data-stat', 'state')[0]!, 'section');
    expect(datesIn(tiles)).toEqual([figuresAsOfText(data.overview.figuresAsOf)]);
  });

  it('/communities: the region tiles and the state cards, with the overview date', async () => {
    const elements = await page('communities.html');
    const expected = figuresAsOfText(data.overview.figuresAsOf);
    expect(datesIn(enclosing(withAttribute(elements, 'data-stat', 'region')[0]!, 'section'))).toEqual([expected]);
    expect(datesIn(one(withAttribute(elements, 'id', 'states'), 'states'))).toEqual([expected]);
  });

  it.each([data.massachusetts, data.connecticut])('/$slug: every county card with the page date', async (state) => {
    const elements = await page(`${state.slug}.html`);
    const cards = withAttribute(elements, 'data-county');
    expect(cards.length).toBe(state.counties.length);
    for (const card of cards) expect(datesIn(card)).toEqual([figuresAsOfText(state.figuresAsOf)]);
    const tiles = enclosing(withAttribute(elements, 'data-stat', 'state')[0]!, 'section');
    expect(datesIn(tiles)).toEqual([figuresAsOfText(data.overview.figuresAsOf)]);
  });
});

describe("the browsers' code", () => {
  // The county searches match on the server (search-filter-rules.ts); the search island stays small.
  it("holds no table of Rhode Island's towns, but for the CMS (an advisor's towns are a select there)", async () => {
    const scripts = (await readdir(join(dist, '_astro'))).filter(
      (file) => file.endsWith('.js') && !file.startsWith('admin.'),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const code = await readFile(join(dist, '_astro', file), 'utf8');
      expect(
        RI_COUNTY_TOWNS.providence.every((town) => code.includes(town)),
        file,
      ).toBe(false);
    }
  });
});
