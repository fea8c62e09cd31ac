// The header, the footer, the legal pages and the team's portraits as the built pages have them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, dist } from './html.ts';
import { monogram } from '#src/lib/monogram.ts';
import { LEGAL_PAGE_PATHS } from '#src/lib/paths.ts';
import { builtPageLocale, localePath } from '#src/lib/i18n.ts';
import { LEGAL_PAGES, legalSchema } from '#src/schemas/legal.ts';
import { siteSchema } from '#src/schemas/site.ts';
import { teamSchema } from '#src/schemas/team.ts';

const readData = async (path: string): Promise<unknown> => JSON.parse(await readFile(path, 'utf8')) as unknown;
const site = siteSchema.parse(await readData('data/site/site.en.json'));
const team = teamSchema.parse(await readData('data/team/team.en.json'));
const pages = await builtPages();
/** Astro's escaping of text and attributes, undone: it writes an apostrophe as &#39;. */
const unescapeAstro = (html: string) =>
  html.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&amp;', '&');
const advisors = await readFile(join(dist, 'advisors.html'), 'utf8');

describe('the header', () => {
  it("links Properties to the site's own search in the same tab on every page, unless an outside site is set", () => {
    for (const { route, html } of pages) {
      // The site's own search in the page's language.
      const expected = site.links.externalPropertiesSite ?? localePath('/properties', builtPageLocale(route.slice(1)));
      const header = /<header id="site-header"[\s\S]*?<\/header>/.exec(html)?.[0];
      if (!header) continue;
      const links = [...header.matchAll(/<a [^>]*data-nav-item="properties"[^>]*>/g)].map((match) => match[0]);
      expect(links, route).toHaveLength(1);
      expect(links[0], route).toContain(`href="${expected}"`);
      expect(links[0]?.includes('target="_blank"'), route).toBe(site.links.externalPropertiesSite !== undefined);
    }
  });
});

describe('team portraits', () => {
  const cards = [...advisors.matchAll(/<li[^>]*data-member[^>]*data-name="([^"]*)"[^>]*>([\s\S]*?)<\/li>/g)];

  it('show the initials of everyone without a portrait, as decoration beside the name', () => {
    expect(cards).toHaveLength(team.length);
    for (const member of team.filter((m) => m.image === null)) {
      const card = cards.find((match) => unescapeAstro(match[1] ?? '') === member.name)?.[2] ?? '';
      expect(card, member.name).toMatch(
        new RegExp(`<span[^>]*aria-hidden="true"[^>]*data-monogram[^>]*>[\\s\\S]*?>${monogram(member.name)}</text>`),
      );
      expect(unescapeAstro(card), member.name).toContain(`>${member.name}<`);
    }
  });
});

const legal = legalSchema.parse(await readData('data/legal/legal.en.json'));

describe('the footer', () => {
  it('links the legal pages and names the license and the broker of record on every page', () => {
    for (const { route, html } of pages) {
      // The site's footer is the page's last (articles have footers of their own).
      const start = html.lastIndexOf('<footer');
      if (start < 0) continue;
      const footer = html.slice(start);
      const locale = builtPageLocale(route.slice(1));
      for (const path of Object.values(LEGAL_PAGE_PATHS))
        expect(footer, route).toContain(`href="${localePath(path, locale)}"`);
      const license = unescapeAstro(/<p[^>]*data-license[^>]*>([\s\S]*?)<\/p>/.exec(footer)?.[1] ?? '');
      expect(license, route).toContain(site.licenseNumber);
      expect(license, route).toContain(site.brokerOfRecord);
    }
  });
});

describe('the legal pages', () => {
  it.each(LEGAL_PAGES)('/%s: one h1, its title from data/legal/legal.en.json, its review date', (id) => {
    const page = pages.find((built) => built.route === LEGAL_PAGE_PATHS[id]);
    const html = page?.html ?? '';
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(unescapeAstro(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(`${legal[id].title} | ${site.name}`);
    expect(html).toMatch(new RegExp(`data-last-reviewed[^>]*>[^<]*<time datetime="${legal[id].lastReviewed}"`));
  });

  it('are linked from every consent checkbox, after its statement', () => {
    const labels = pages.flatMap(({ route, html }) =>
      [...html.matchAll(/<input[^>]*type="checkbox"[^>]*id="([^"]+)"[^>]*>/g)].flatMap(([, id = '']) => {
        const label = new RegExp(`<label[^>]*for="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(html)?.[1];
        return label === undefined ? [] : [{ route, label }];
      }),
    );
    expect(labels.length).toBeGreaterThan(0);
    // In a page's own language: "(see our", "(consulte a nossa"…, and the policy in that language.
    for (const { route, label } of labels)
      expect(label, route).toMatch(
        new RegExp(`^[^<]+(?:<!-- -->)? \\([^<]+ <a href="${localePath('/privacy', builtPageLocale(route.slice(1)))}"`),
      );
  });
});
