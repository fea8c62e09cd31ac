// The header, the footer and the team's portraits as every built page has them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, dist } from './html.ts';
import { monogram } from '#src/lib/monogram.ts';
import { siteSchema } from '#src/schemas/site.ts';
import { teamSchema } from '#src/schemas/team.ts';

const readData = async (path: string): Promise<unknown> => JSON.parse(await readFile(path, 'utf8')) as unknown;
const site = siteSchema.parse(await readData('data/site.json'));
const team = teamSchema.parse(await readData('data/team.json'));
const pages = await builtPages();
/** Astro's escaping of text and attributes, undone: it writes an apostrophe as &#39;. */
const unescapeAstro = (html: string) =>
  html.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&amp;', '&');
const advisors = await readFile(join(dist, 'advisors.html'), 'utf8');

describe('the header', () => {
  it("links Properties to the site's own search in the same tab on every page, unless an outside site is set", () => {
    const expected = site.links.externalPropertiesSite ?? '/properties';
    for (const { route, html } of pages) {
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
