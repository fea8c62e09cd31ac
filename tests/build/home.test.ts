// The home page as built: the market-update cards (the page carries their teasers, and
// /market-updates/teasers.json their bodies, fetched on the first "Read More": src/features/home/market-teasers.ts),
// the row of featured homes and the hero's location field; and those parts' words in Spanish and Portuguese.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributeOf, dist, elementsOf, textOf, withAttribute } from './html.ts';
import { FEATURED_LISTINGS_COUNT } from '#src/features/home/featured-listings.ts';
import { MARKET_TEASERS_PATH, teaserPanelId } from '#src/features/home/market-teasers.ts';
import type { BadgeLabels } from '#src/features/listings/badges.ts';
import { cardText } from '#src/features/listings/card-text.ts';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import { articlePath, listingPath } from '#src/lib/paths.ts';
import { LOCATION_MAX_LENGTH } from '#src/schemas/property-fields.ts';
import { propertiesSchema } from '#src/schemas/property.ts';
import { m } from '#src/paraglide/messages.js';

const home = await readFile(join(dist, 'index.html'), 'utf8');
const listings = propertiesSchema.parse(await readListingFiles());
const bodies = JSON.parse(await readFile(join(dist, MARKET_TEASERS_PATH), 'utf8')) as Record<string, string>;
const cards = [...home.matchAll(/<li[^>]*data-market-card[^>]*>([\s\S]*?)<\/li>/g)].map((match) => match[1] ?? '');
const slugOf = (card: string) => /data-expand="([^"]+)"/.exec(card)?.[1] ?? '';

describe('market-update cards', () => {
  it('link Read More to the article and leave the body out of the page, to be fetched', () => {
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const slug = slugOf(card);
      expect(card, slug).toContain(`<a href="${articlePath(slug)}"`);
      expect(card, slug).toMatch(new RegExp(`data-expand="${slug}">Read More →</a>`));
      const panel = new RegExp(`<div id="${teaserPanelId(slug)}" hidden data-expand-panel><div [^>]*></div></div>`);
      expect(card, slug).toMatch(panel);
    }
  });

  it('have their bodies, and only theirs, in the teasers file, headings under the card title, ids apart', () => {
    expect(Object.keys(bodies).sort()).toEqual(cards.map(slugOf).sort());
    for (const [slug, body] of Object.entries(bodies)) {
      expect(body.replace(/<[^>]+>/g, '').trim(), slug).not.toBe('');
      expect(body, slug).not.toMatch(/<h[1-3][\s>]/);
      for (const [, id] of body.matchAll(/\sid="([^"]+)"/g)) expect(id, slug).toMatch(`${teaserPanelId(slug)}-`);
    }
  });
});

describe('the featured homes', () => {
  const elements = elementsOf(home);
  const sections = elements.filter(
    (element) => element.tagName === 'section' && attributeOf(element, 'data-home-section'),
  );
  const row = sections.find((section) => attributeOf(section, 'data-home-section') === 'featured');
  const cards = row ? withAttribute(elementsOf(row), 'data-featured-listing') : [];
  const shownIds = cards.map((card) =>
    Number(attributeOf(withAttribute(elementsOf(card), 'data-property-card')[0]!, 'data-property-card')),
  );
  const offered = listings.filter((listing) => listing.status === 'Available' && listing.listingKey === undefined);

  it('follow the hero, before the launch video, when the office has a home for sale', () => {
    const order = sections.map((section) => attributeOf(section, 'data-home-section'));
    if (offered.length === 0) expect(order).not.toContain('featured');
    else expect(order.slice(0, 3)).toEqual(['hero', 'featured', 'video']);
  });

  it("are the office's Available homes, featured ones first, each card linking to its prebuilt page", async () => {
    expect(shownIds.length).toBe(Math.min(offered.length, FEATURED_LISTINGS_COUNT));
    const shown = shownIds.map((id) => offered.find((listing) => listing.id === id));
    expect(shown.every(Boolean)).toBe(true);
    // No featured home is left out for one that is not featured.
    const firstPlain = shown.findIndex((listing) => !listing?.isFeatured);
    if (firstPlain >= 0) {
      expect(shown.slice(firstPlain).every((listing) => !listing?.isFeatured)).toBe(true);
      expect(offered.filter((listing) => listing.isFeatured).length).toBe(firstPlain);
    }
    for (const [index, card] of cards.entries()) {
      const id = shownIds[index]!;
      const links = elementsOf(card).filter((element) => element.tagName === 'a');
      expect(
        links.map((link) => attributeOf(link, 'href')),
        String(id),
      ).toContain(listingPath(id));
      await expect(readFile(join(dist, `${listingPath(id).slice(1)}.html`), 'utf8')).resolves.toContain('<h1');
    }
  });

  it('are prebuilt cards with lazy photos, and no island', () => {
    expect(row === undefined || elementsOf(row).every((element) => element.tagName !== 'astro-island')).toBe(true);
    for (const card of cards)
      for (const image of elementsOf(card).filter((element) => element.tagName === 'img'))
        expect(attributeOf(image, 'loading')).toBe('lazy');
  });
});

describe("the hero's location field", () => {
  const elements = elementsOf(home);
  const hero = elements.find((element) => attributeOf(element, 'data-home-section') === 'hero');
  const forms = hero ? elementsOf(hero).filter((element) => element.tagName === 'form') : [];

  it('is a labelled search field of a GET form to /properties, sending the location the search reads', () => {
    expect(forms).toHaveLength(1);
    const form = forms[0]!;
    expect([attributeOf(form, 'method'), attributeOf(form, 'action')]).toEqual(['get', '/properties']);
    const fields = elementsOf(form).filter((element) => ['input', 'select', 'textarea'].includes(element.tagName));
    expect(fields.map((field) => attributeOf(field, 'name'))).toEqual(['location']);
    const input = fields[0]!;
    expect(attributeOf(input, 'type')).toBe('search');
    expect(attributeOf(input, 'autocomplete')).toBe('off');
    expect(Number(attributeOf(input, 'maxlength'))).toBe(LOCATION_MAX_LENGTH);
    const label = elementsOf(form).find((element) => element.tagName === 'label');
    expect(label && attributeOf(label, 'for')).toBe(attributeOf(input, 'id'));
    expect(label && textOf(label)).not.toBe('');
    const submit = elementsOf(form).filter((element) => element.tagName === 'button');
    expect(submit.map((button) => attributeOf(button, 'type'))).toEqual(['submit']);
  });
});

describe("the home page's own scripts", () => {
  // Inline they were about 0.9 KB of the HTML as sent, which must fit in TCP's first window (README, Lighthouse).
  it('are files, not inline in the page (Astro inlines only its own island runtime)', () => {
    const inlineModules = [...home.matchAll(/<script type="module">/g)];
    expect(inlineModules).toHaveLength(0);
  });
});

/** The Testimonials island of a built home page. */
const testimonialsIsland = (html: string) =>
  elementsOf(html).find(
    (element) =>
      element.tagName === 'astro-island' && (attributeOf(element, 'component-url') ?? '').includes('/Testimonials.'),
  );

describe('the home page in another language', () => {
  // Intl's prices and numbers hold no-break spaces, which textOf turns into plain ones. (Tailwind reads the tests
  // too: a helper named like one of its utilities would add that utility to the site’s CSS.)
  const singleSpaced = (text: string) => text.replace(/\s+/g, ' ').trim();

  it.each(['es', 'pt'] as const)(
    '%s: the featured cards, the market cards and the testimonials in the language',
    async (locale) => {
      const html = await readFile(join(dist, `${locale}.html`), 'utf8');
      const elements = elementsOf(html);
      const cards = withAttribute(elements, 'data-property-card');
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        const id = Number(attributeOf(card, 'data-property-card'));
        const text = cardText(
          listings.find((listing) => listing.id === id)!,
          locale,
        );
        const parts = elementsOf(card);
        expect(textOf(withAttribute(parts, 'data-price')[0]!), String(id)).toBe(singleSpaced(text.price));
        expect(textOf(card), String(id)).toContain(singleSpaced(text.stats));
        expect(
          attributeOf(
            parts.find((element) => element.tagName === 'img')!,
            'alt',
          ),
        ).toBe(text.photoAlt);
        expect(textOf(withAttribute(parts, 'data-save-home')[0]!)).toBe(text.save);
        for (const badge of withAttribute(parts, 'data-badge'))
          expect(textOf(badge)).toBe(text.badges[attributeOf(badge, 'data-badge') as keyof BadgeLabels]);
      }

      const o = { locale };
      const list = withAttribute(elements, 'data-read-more')[0]!;
      expect([attributeOf(list, 'data-read-more'), attributeOf(list, 'data-show-less')]).toEqual([
        m.teaser_read_more({}, o),
        m.teaser_show_less({}, o),
      ]);
      for (const link of withAttribute(elements, 'data-expand')) expect(textOf(link)).toBe(m.teaser_read_more({}, o));

      const props = attributeOf(testimonialsIsland(html)!, 'props') ?? '';
      expect(props).toContain(`"error":${JSON.stringify([0, m.testimonials_error({}, o)])}`);
      expect(props).toContain(`"rated":${JSON.stringify([0, m.testimonials_rated({ rating: '{rating}' }, o)])}`);
    },
  );

  it("leaves English to the island's own words, and gives the script the English labels", () => {
    expect(attributeOf(testimonialsIsland(home)!, 'props')).not.toContain('"loading"');
    const list = withAttribute(elementsOf(home), 'data-read-more')[0]!;
    expect([attributeOf(list, 'data-read-more'), attributeOf(list, 'data-show-less')]).toEqual([
      'Read More →',
      'Show Less ↑',
    ]);
  });
});
