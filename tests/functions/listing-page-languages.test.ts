// GET /pt/properties/{id} (and /es/, /fr/): the property-page function renders a listing page in the path's
// language from that language's template, the office's listings and the MLS feed's alike, with its not-found
// answer in the same language; the listing's own words and the IDX disclaimer stay the MLS's English.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import propertyPage, { config } from '#netlify/functions/property-page.mts';
import { writeFeedSnapshot } from '#src/lib/server/listing-snapshot.ts';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import { renderListingPage, type ListingPageDeps } from '#src/features/listing-page/listing-page.server.ts';
import { listingTemplateFile } from '#src/features/listing-page/listing-page.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { LOCALES, type Locale } from '#src/schemas/locale.ts';
import { propertySchema, type Property } from '#src/schemas/property.ts';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import { freshCatalogStorePerTest } from '#tests/helpers/catalog-store.ts';
import { unescapeHtml } from '#tests/helpers/html-text.ts';
import { findIsland, islandProps } from '#src/lib/islands.ts';
import { expectCdnCachedPage } from '#tests/helpers/page-headers.ts';

const SITE = 'https://www.example.test';
const SYNCED_AT = '2026-11-20T17:05:00.000Z';

const templates = new Map<Locale, string>();
let office: Property[];
let pt: Record<string, string>;

beforeAll(async () => {
  for (const locale of LOCALES)
    templates.set(locale, await readFile(join(process.cwd(), listingTemplateFile(locale)), 'utf8'));
  office = (await readListingFiles()).map((file) => propertySchema.parse(file));
  pt = JSON.parse(await readFile(join(process.cwd(), 'messages/pt.json'), 'utf8')) as Record<string, string>;
});
freshCatalogStorePerTest();

const deps = (): ListingPageDeps => ({
  office: { load: async () => office, mode: 'deploy' },
  feed: openStore('listings'),
  template: async (locale) => templates.get(locale) ?? '',
  siteUrl: SITE,
});

const feedListing = (id: number): Property => ({
  ...office[0]!,
  id,
  title: `Harborview Colonial ${String(id)}`,
  description: 'A feed listing with a long enough description to pass the schema, on a quiet Newport lane.',
  address: '9 Feed Lane',
  advisorId: null,
  source: 'mls',
  listingKey: `K${String(id)}`,
  listOfficeName: 'Harbor & Vine Realty',
  listAgentName: 'Pat Agent',
  modifiedAt: '2026-11-20T16:30:00Z',
});

const get = (path: string) => new Request(`${SITE}${path}`);

/** The page's hreflang alternates, as [language, path]. */
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, hreflang, href]) => [
    hreflang,
    new URL(href ?? '').pathname,
  ]);

/** The element that carries a mark, opening tag and text (the detail's marks are data attributes). */
const marked = (html: string, mark: string) => new RegExp(`<[^>]*${mark}[^>]*>[^<]*`).exec(html)?.[0] ?? '';

describe('a listing page in Portuguese, rendered by the property-page function', () => {
  it('answers the paths of every language', () => {
    expect(config.path).toEqual(['/properties/:id', '/es/properties/:id', '/pt/properties/:id', '/fr/properties/:id']);
    expect(typeof propertyPage).toBe('function');
  });

  it("renders an office listing's page in Portuguese: its language, alternates, words and links", async () => {
    const home = office.find((listing) => listing.listingKey === undefined && listing.status === 'Available')!;
    await writeFeedSnapshot(openStore('listings'), [feedListing(1_000_001)], SYNCED_AT);
    const path = `/pt/properties/${String(home.id)}`;
    const response = await renderListingPage(get(path), deps());
    expect(response.status).toBe(200);
    expectCdnCachedPage(response, `property-${String(home.id)},listing-pages`);
    const html = await response.text();

    expect(html).toMatch(/^<!DOCTYPE html><html lang="pt">/i);
    expect(html).toContain(`<link rel="canonical" href="${SITE}${path}">`);
    expect(html).not.toContain('name="robots"');
    expect(alternates(html)).toEqual([
      ['en', `/properties/${String(home.id)}`],
      ['es', `/es/properties/${String(home.id)}`],
      ['pt', path],
      ['fr', `/fr/properties/${String(home.id)}`],
      ['x-default', `/properties/${String(home.id)}`],
    ]);
    // The picker goes to this listing in each language.
    expect(html).toContain(`href="/es/properties/${String(home.id)}" hreflang="es"`);
    expect(unescapeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toContain(`${home.title} · `);
    for (const key of ['listing_about', 'listing_location', 'listing_fact_bedrooms', 'listing_inquiry_heading'])
      expect(unescapeHtml(html), key).toContain(pt[key]);
    expect(html).toContain(`data-share-path="${path}"`);
    expect(html).toContain('href="/pt"');
    // No link to an English listing page but the picker's.
    expect(html).not.toMatch(/href="\/properties\/\d+"(?! hreflang="en")/);
    // The listing's own words, marked English.
    expect(html).toContain(`lang="en">${home.title}</h1>`);
    // Every island is rendered in Portuguese, and hydrates with its words from their own file, not the page's.
    expect(unescapeHtml(html)).toContain(`>${pt['listing_mortgage_heading']}</h2>`);
    for (const island of ['Gallery', 'MortgageCalculator', 'InquiryForm', 'ShowingRequest'])
      expect(islandProps(findIsland(html, island)!.openTag), island).not.toHaveProperty('text');
  });

  it("renders an MLS feed listing in Portuguese, the MLS's own words and its English disclaimer beside the translation", async () => {
    await writeFeedSnapshot(openStore('listings'), [feedListing(1_000_001), feedListing(1_000_002)], SYNCED_AT);
    const response = await renderListingPage(get('/pt/properties/1000001'), deps());
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="pt">/);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/pt/properties/1000001">`);
    expect(marked(html, 'data-courtesy')).toMatch(/lang="en"[^>]*>Listing courtesy of Harbor &amp; Vine Realty$/);
    expect(unescapeHtml(marked(html, 'data-idx-disclaimer'))).toContain(siteSettings('pt').idx.disclaimer);
    expect(marked(html, 'data-idx-disclaimer-original')).toContain('lang="en"');
    expect(unescapeHtml(marked(html, 'data-idx-disclaimer-original'))).toContain(siteSettings().idx.disclaimer);
    expect(marked(html, 'data-address')).toMatch(/lang="en">9 Feed Lane, /);
    expect(unescapeHtml(html)).toContain('Informação atualizada pela última vez em 20 de novembro de 2026');
    expect(unescapeHtml(html)).toContain('Tenho interesse em Harborview Colonial 1000001, 9 Feed Lane');
    // Its similar homes' cards in Portuguese, each MLS card's attribution in English.
    expect(unescapeHtml(html)).toContain(pt['listing_similar']);
    expect(html).toMatch(/href="\/pt\/properties\/1000002"/);
  });

  it('answers an unknown listing with its not-found page in Portuguese, 404, out of the index', async () => {
    await writeFeedSnapshot(openStore('listings'), [feedListing(1_000_001)], SYNCED_AT);
    const response = await renderListingPage(get('/pt/properties/999999'), deps());
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html lang="pt">/);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(unescapeHtml(html)).toContain(`<h1 class="text-4xl sm:text-5xl">${pt['listing_not_found_title']}</h1>`);
    expect(unescapeHtml(html)).toContain(pt['listing_not_found_text']);
    expect(alternates(html)).toEqual([]);
  });

  it('renders it in French too, in the index with its alternates', async () => {
    await writeFeedSnapshot(openStore('listings'), [feedListing(1_000_001)], SYNCED_AT);
    const html = await (await renderListingPage(get('/fr/properties/1000001'), deps())).text();
    expect(html).toMatch(/<html lang="fr">/);
    expect(html).not.toMatch(/<main[^>]*lang="en"/);
    expect(html).not.toContain('<meta name="robots" content="noindex">');
    expect(alternates(html).map(([hreflang]) => hreflang)).toEqual([...LOCALES, 'x-default']);
    expect(html).not.toContain('About This Property');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/fr/properties/1000001">`);
  });
});
