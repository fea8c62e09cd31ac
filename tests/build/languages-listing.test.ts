// The listing pages in Spanish, Portuguese and French (/es/properties/{id}, …): the property-page function
// renders each office listing from its language's template exactly as the build prerendered it, and a
// prebuilt Spanish page speaks Spanish around the listing's own words, which stay the MLS's (or the office
// file's) English, marked so.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import { fillListingPage } from '#src/features/listing-page/listing-page.server.ts';
import { listingTemplateFile } from '#src/features/listing-page/listing-page.ts';
import { fullAddress } from '#src/features/listings/seo.ts';
import { propertySchema } from '#src/schemas/property.ts';
import { SITE_ORIGIN } from '#src/lib/site-origin.ts';
import { LOCALES } from '#src/schemas/locale.ts';
import { attributeOf, dist, elementsOf, metaContent, textOf } from './html.ts';
import { comparable, firstDifference } from '#tests/helpers/listing-html.ts';
import { unescapeHtml } from '#tests/helpers/html-text.ts';
import { islandWordsPath } from '#src/lib/island-words.ts';

const listings = (await readListingFiles()).map((file) => propertySchema.parse(file));
const prebuilt = listings.filter((listing) => listing.listingKey === undefined);
const builtPage = (locale: string, id: number) =>
  readFile(join(dist, ...(locale === 'en' ? [] : [locale]), 'properties', `${String(id)}.html`), 'utf8');
const messages = JSON.parse(await readFile(join(import.meta.dirname, '../../messages/es.json'), 'utf8')) as Record<
  string,
  string
>;

describe('the listing template in every language', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'renders each office listing in %s as the build prerendered it',
    async (locale) => {
      const template = await readFile(join(process.cwd(), listingTemplateFile(locale)), 'utf8');
      expect(prebuilt.length).toBeGreaterThan(0);
      for (const property of prebuilt) {
        const built = await builtPage(locale, property.id);
        const renderedAt = /renderedAt&quot;:\[0,&quot;([^&]+)&quot;\]/.exec(built)?.[1];
        const rendered = await fillListingPage(
          template,
          property,
          { properties: listings, syncedAt: null },
          SITE_ORIGIN,
          renderedAt === undefined ? undefined : new Date(renderedAt),
          locale,
        );
        expect(
          firstDifference(comparable(rendered), comparable(built)),
          `${locale} listing ${String(property.id)}`,
        ).toBeNull();
      }
    },
  );
});

describe('a prebuilt listing page in Spanish', () => {
  // A home for sale with an open house, an advisor and a map: every part of the page.
  const property = prebuilt.find((listing) => listing.status === 'Available' && listing.openHouses?.length)!;
  const path = `/es/properties/${String(property.id)}`;

  it('names its language, is its own canonical page and lists the languages it is written in', async () => {
    const html = await builtPage('es', property.id);
    expect(/<html lang="([^"]+)"/.exec(html)?.[1]).toBe('es');
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(new URL(path, SITE_ORIGIN).href);
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
      ([, hreflang, href]) => [hreflang, new URL(href ?? '').pathname],
    );
    expect(alternates).toEqual([
      ['en', `/properties/${String(property.id)}`],
      ['es', path],
      ['pt', `/pt/properties/${String(property.id)}`],
      ['fr', `/fr/properties/${String(property.id)}`],
      ['x-default', `/properties/${String(property.id)}`],
    ]);
    // Its title and description in Spanish, around the listing's own name.
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    expect(unescapeHtml(title)).toContain(`${property.title} · `);
    expect(unescapeHtml(title)).toContain(' en ');
    expect(metaContent(html, 'name', 'description')).toContain('Contacte a ');
  });

  it('shows Spanish words around the listing\'s own English ones, marked lang="en"', async () => {
    const html = await builtPage('es', property.id);
    const main = elementsOf(html).find((element) => element.tagName === 'main')!;
    expect(attributeOf(main, 'lang')).toBeNull();
    const all = elementsOf(main);
    const headings = all.filter((element) => element.tagName === 'h2').map(textOf);
    expect(headings).toEqual(
      expect.arrayContaining([
        messages['listing_about'],
        messages['listing_location'],
        messages['listing_features'],
        messages['listing_showing_title'],
        messages['listing_inquiry_heading'],
      ]),
    );
    const h1 = all.find((element) => element.tagName === 'h1')!;
    expect([textOf(h1), attributeOf(h1, 'lang')]).toEqual([property.title, 'en']);
    const address = all.find((element) => attributeOf(element, 'data-address') !== null)!;
    expect([textOf(address), attributeOf(address, 'lang')]).toEqual([fullAddress(property), 'en']);
    const description = all.find((element) => element.tagName === 'p' && textOf(element) === property.description);
    expect(description && attributeOf(description, 'lang')).toBe('en');
    // The price in US dollars, as Spanish writes it.
    const price = all.find((element) => attributeOf(element, 'data-price') !== null)!;
    const spaces = (text: string) => text.replace(/\s/gu, ' ');
    expect(spaces(textOf(price))).toBe(
      spaces(
        new Intl.NumberFormat('es', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
          property.price,
        ),
      ),
    );
  });

  it("gives each island its words in Spanish in the island's own file, not in the page, and links to the pages in Spanish", async () => {
    const html = await builtPage('es', property.id);
    for (const [island, file, word] of [
      ['Gallery', 'gallery', messages['listing_gallery']],
      ['MortgageCalculator', 'mortgage', messages['listing_mortgage_heading']],
      ['ListingMap', 'listing-map', messages['listing_map_failed']],
      ['InquiryForm', 'inquiry-form', 'Nombre completo'],
      ['ShowingRequest', 'showing-request', messages['listing_showing_choose']],
    ] as const) {
      const tag = new RegExp(`<astro-island[^>]*component-url="/_astro/${island}\\.[^"]*"[^>]*>`).exec(html)?.[0];
      const props = unescapeHtml(/props="([^"]*)"/.exec(tag ?? '')?.[1] ?? '');
      expect(props, island).toMatch(/^\{"/);
      expect(props, island).not.toContain('"text"');
      expect(await readFile(join(dist, islandWordsPath('es', file)), 'utf8'), island).toContain(JSON.stringify(word));
    }
    const links = elementsOf(html)
      .filter((element) => element.tagName === 'a' && attributeOf(element, 'hreflang') === null)
      .map((element) => attributeOf(element, 'href') ?? '');
    expect(links).toContain('/es');
    expect(links.filter((href) => /^\/properties\/\d+$/.test(href))).toEqual([]);
  });

  it('is in French too, in the index', async () => {
    const html = await builtPage('fr', property.id);
    const main = elementsOf(html).find((element) => element.tagName === 'main')!;
    expect(attributeOf(main, 'lang')).toBeNull();
    expect(metaContent(html, 'name', 'robots')).not.toBe('noindex');
    expect(html).toContain('hreflang="fr"');
    expect(html).not.toContain('About This Property');
  });
});
