// The listing pages' mortgage estimate and features as the build serves them, before any script runs: every
// office listing's town has a tax rate in data/property-tax-rates.json, and its prebuilt page shows the whole
// breakdown in whole dollars, adding up; its features stand under their groups. Listings and rates are read
// as the files have them, so any schema-valid edit of either is tested as it is.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import { featureGroupsOf } from '#src/features/listings/feature-groups.ts';
import { listingTax } from '#src/features/listings/mortgage-props.ts';
import { propertyTaxRatesSchema } from '#src/schemas/property-tax-rates.ts';
import { propertySchema, type Property } from '#src/schemas/property.ts';
import { escapeHtml } from '#src/lib/html.ts';
import { findIsland } from '#src/lib/islands.ts';
import { dist } from './html.ts';

const root = join(import.meta.dirname, '../..');
const rates = propertyTaxRatesSchema.parse(
  JSON.parse(await readFile(join(root, 'data/property-tax-rates.json'), 'utf8')),
);
const listings = (await readListingFiles()).map((file) => propertySchema.parse(file));
const prebuilt = listings.filter((listing) => listing.listingKey === undefined);

const page = (listing: Property) => readFile(join(dist, 'properties', `${String(listing.id)}.html`), 'utf8');
/** The mortgage island's server HTML. */
const estimate = (html: string) => {
  const island = findIsland(html, 'MortgageCalculator');
  expect(island).not.toBeNull();
  return island ? html.slice(island.contentStart, island.contentEnd) : '';
};
const dollars = (text: string | undefined) => {
  expect(text).toMatch(/^\$\d{1,3}(,\d{3})*$/);
  return Number(text?.replace(/[$,]/g, ''));
};
/** Text as React escapes it in HTML, read back. */
const text = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };
const amountOf = (html: string, attribute: string) =>
  new RegExp(`<dd[^>]*${attribute}[^>]*>([^<]*)</dd>`).exec(html)?.[1];

describe('property tax rates', () => {
  it.each(listings.map((listing) => [listing.id, listing.city, listing] as const))(
    'listing %i in %s has its town in the rates file',
    (_id, _city, listing) => {
      expect(listingTax(listing, rates).ratePerThousand).not.toBeNull();
    },
  );
});

describe('listing pages before hydration', () => {
  it.each(prebuilt.map((listing) => [listing.id, listing] as const))(
    "listing %i shows its monthly total and every part of it in whole dollars, its town's rate named",
    async (_id, listing) => {
      const island = estimate(await page(listing));
      const parts = ['principal-and-interest', 'property-tax', 'insurance', 'hoa'].map((cost) =>
        dollars(amountOf(island, `data-cost="${cost}"`)),
      );
      expect(dollars(amountOf(island, 'data-monthly-total'))).toBe(parts.reduce((sum, part) => sum + part, 0));
      const tax = listingTax(listing, rates);
      expect(island).toContain(`${escapeHtml(tax.place)} residential rate`);
      expect(island).toContain(`(${rates.year})`);
      expect(island).not.toContain('rate on file');
    },
  );

  it.each(prebuilt.map((listing) => [listing.id, listing] as const))(
    'listing %i shows each feature once, under its group heading',
    async (_id, listing) => {
      const html = await page(listing);
      const start = html.indexOf('data-features');
      const section = html.slice(start, html.indexOf('</section>', start));
      const shown = [...section.matchAll(/<h3[^>]*>([^<]*)<\/h3><ul[^>]*>(.*?)<\/ul>/g)].map(([, label, items]) => ({
        label: text(label ?? ''),
        features: [...(items ?? '').matchAll(/<span>([^<]*)<\/span><\/li>/g)].map((m) => text(m[1] ?? '')),
      }));
      expect(shown).toEqual(featureGroupsOf(listing).map(({ label, features }) => ({ label, features })));
      expect(shown.flatMap((group) => group.features).sort()).toEqual([...listing.features].sort());
    },
  );
});
