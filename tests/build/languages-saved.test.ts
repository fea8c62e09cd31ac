// /saved in Spanish and Portuguese: the page's words, the island's words given as its prop (the browser gets
// no catalogue), its links in the page's language, noindex and out of the sitemap.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributeOf, dist, elementsOf, metaContent, textOf } from './html.ts';
import { catalogueSavedHomesText } from '#src/features/saved/saved-homes-words.ts';
import { m } from '#src/paraglide/messages.js';
import site from '#data/site/site.en.json' with { type: 'json' };

const page = (route: string) => readFile(join(dist, `${route}.html`), 'utf8');
const propsOf = (html: string) =>
  attributeOf(
    elementsOf(html).find(
      (element) =>
        element.tagName === 'astro-island' && (attributeOf(element, 'opts') ?? '').includes('"name":"SavedHomes"'),
    )!,
    'props',
  ) ?? '';
/** A string prop as Astro serializes it. */
const prop = (key: string, value: string) => `"${key}":${JSON.stringify([0, value])}`;
const canonicalOf = (html: string) => new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '').pathname;

describe.each(['pt', 'es'] as const)('/%s/saved', async (locale) => {
  const html = await page(`${locale}/saved`);
  const o = { locale };
  const main = elementsOf(html).find((element) => element.tagName === 'main')!;

  it('is written in its language, is its own canonical URL, and stays out of the index', () => {
    expect(/<html lang="([^"]+)"/.exec(html)?.[1]).toBe(locale);
    expect(attributeOf(main, 'lang')).toBeNull();
    expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]).toBe(`${m.saved_homes({}, o)} | ${site.name}`);
    expect(metaContent(html, 'name', 'description')).toBe(m.saved_description({}, o));
    expect(metaContent(html, 'name', 'robots')).toBe('noindex');
    expect(canonicalOf(html)).toBe(`/${locale}/saved`);
    expect(html).not.toContain('hreflang="x-default"');
    const headings = elementsOf(main)
      .filter((element) => /^h[12]$/.test(element.tagName))
      .map(textOf);
    expect(headings).toEqual([m.saved_heading({}, o), m.saved_homes({}, o), m.saved_recent({}, o)]);
    // Without JavaScript: the note and the search, in its language (noscript's content is text to the parser).
    expect(html).toContain(m.saved_noscript({}, o));
    expect(html).toContain(`<a href="/${locale}/properties" class="underline">${m.saved_noscript_link({}, o)}</a>`);
  });

  it("gives the island its words, its cards' and its saved searches', and the MLS's English disclaimer", () => {
    const props = propsOf(html);
    const text = catalogueSavedHomesText(locale);
    expect(props).toContain(prop('locale', locale));
    expect(props).toContain(prop('empty', text.saved.empty));
    expect(props).toContain(prop('clear', text.recent.clear));
    expect(props).toContain(prop('href', `/${locale}/properties`));
    expect(props).toContain(prop('photoAlt', text.cards!.photoAlt));
    expect(props).toContain(prop('heading', text.searches.heading));
    expect(props).toContain(prop('disclaimer', site.idx.disclaimer));
  });

  it('marks the header’s Saved link as the current page, in its language', () => {
    const links = elementsOf(html).filter((element) => attributeOf(element, 'data-saved-link') !== null);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(attributeOf(link, 'href')).toBe(`/${locale}/saved`);
      expect(attributeOf(link, 'aria-current')).toBe('page');
    }
  });
});

describe('/saved in English and the sitemap', () => {
  it('leaves the English island its own words', async () => {
    const props = propsOf(await page('saved'));
    expect(props).toContain('"text":[0]');
    expect(props).toContain('"idxOriginal":[0]');
  });

  it('lists /saved in no language', async () => {
    const xml = await readFile(join(dist, 'sitemap-0.xml'), 'utf8');
    expect(xml).not.toMatch(/\/saved[<"]/);
  });
});
