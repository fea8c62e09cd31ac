// A listing card's words in a language (src/features/listings/card-text.ts): in English exactly the words the
// islands' cards write without the catalogue, and in the other languages their own numbers, plurals and labels.
import { describe, expect, it } from 'vitest';
import { badgeLabelsIn, cardText, statLineIn } from '#src/features/listings/card-text.ts';
import { listingBadges } from '#src/features/listings/badges.ts';
import { courtesyLine } from '#src/features/listings/idx.ts';
import { statLine } from '#src/features/listings/stat-line.ts';
import { formatPriceShort, formatPriceShortIn } from '#src/lib/format.ts';
import { PROPERTY_TYPES } from '#src/schemas/property-fields.ts';
import type { Property } from '#src/schemas/property.ts';
import { makeListing } from '#tests/helpers/listing.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatPriceShortIn', () => {
  it.each([0, 450_000, 999_999, 999_999.6, 1_000_000, 1_250_000, 1_240_000, 2_000_000, 12_500_000, 3_999_999])(
    '%d in English is formatPriceShort',
    (price) => expect(formatPriceShortIn(price, 'en')).toBe(formatPriceShort(price)),
  );

  it.each<[number, string, string, string]>([
    [850_000, `850.000${NBSP}US$`, `US$${NBSP}850.000`, `850${NNBSP}000${NBSP}$US`],
    [1_000_000, `1${NBSP}M${NBSP}US$`, `US$${NBSP}1${NBSP}mi`, `1${NBSP}M${NBSP}$US`],
    [1_250_000, `1,3${NBSP}M${NBSP}US$`, `US$${NBSP}1,3${NBSP}mi`, `1,3${NBSP}M${NBSP}$US`],
    [12_500_000, `12,5${NBSP}M${NBSP}US$`, `US$${NBSP}12,5${NBSP}mi`, `12,5${NBSP}M${NBSP}$US`],
  ])('%d in US dollars as Spanish, Portuguese and French write them', (price, es, pt, fr) => {
    expect([formatPriceShortIn(price, 'es'), formatPriceShortIn(price, 'pt'), formatPriceShortIn(price, 'fr')]).toEqual(
      [es, pt, fr],
    );
  });
});

describe('statLineIn', () => {
  const homes: Pick<Property, 'beds' | 'baths' | 'squareFeet' | 'propertyType'>[] = [
    { beds: 4, baths: 3.5, squareFeet: 3400, propertyType: 'Single Family' },
    { beds: 1, baths: 1, squareFeet: 850, propertyType: 'Condo' },
    { beds: 1, baths: 1.5, squareFeet: 12_000, propertyType: 'Estate' },
    { beds: 0, baths: 0, squareFeet: 0, propertyType: 'Land' },
    ...PROPERTY_TYPES.map((propertyType) => ({ beds: 0, baths: 0, squareFeet: 0, propertyType })),
  ];

  it.each(homes)('in English is statLine: %o', (home) => expect(statLineIn(home, 'en')).toBe(statLine(home)));

  it("follows each language's plurals and numbers", () => {
    const home = { beds: 4, baths: 3.5, squareFeet: 3400, propertyType: 'Single Family' } as const;
    expect(statLineIn(home, 'es')).toBe('4 habitaciones · 3,5 baños · 3400 pies² · 316 m²');
    expect(statLineIn(home, 'pt')).toBe('4 quartos · 3,5 casas de banho · 3.400 pés² · 316 m²');
    expect(statLineIn(home, 'fr')).toBe(`4 chambres · 3,5 salles de bains · 3${NNBSP}400 pi² · 316 m²`);
    const small = { beds: 1, baths: 1.5, squareFeet: 0, propertyType: 'Condo' } as const;
    // Below two, French and Portuguese keep the singular; Spanish has it for one alone.
    expect(statLineIn(small, 'es')).toBe('1 habitación · 1,5 baños');
    expect(statLineIn(small, 'pt')).toBe('1 quarto · 1,5 casa de banho');
    expect(statLineIn(small, 'fr')).toBe('1 chambre · 1,5 salle de bains');
  });

  it('names the type of a listing without figures in the language', () => {
    const land = { beds: 0, baths: 0, squareFeet: 0, propertyType: 'Land' } as const;
    expect([statLineIn(land, 'es'), statLineIn(land, 'pt'), statLineIn(land, 'fr')]).toEqual([
      'Terreno',
      'Terreno',
      'Terrain',
    ]);
  });
});

describe('badgeLabelsIn', () => {
  it.each<[string, Partial<Property>]>([
    ['featured and new', { isFeatured: true, createdAt: '2026-11-30T12:00:00Z' }],
    ['reduced', { price: 900_000, originalPrice: 1_000_000 }],
    ['under contract', { status: 'Under Contract' }],
    ['sold', { status: 'Sold' }],
    ['coming soon', { status: 'Coming Soon' }],
    ['coming soon with a date', { status: 'Coming Soon', onMarketDate: '2026-12-03' }],
  ])('in English are listingBadges’ labels: %s', (_, overrides) => {
    const listing = makeListing(1, overrides);
    const labels = badgeLabelsIn(listing, 'en');
    for (const badge of listingBadges(listing)) expect(labels[badge.kind]).toBe(badge.label);
    expect(labels['open-house']).toBe('Open House');
  });

  it('date a Coming Soon listing in the language', () => {
    const listing = { onMarketDate: '2026-12-03' };
    expect(badgeLabelsIn(listing, 'es')['coming-soon']).toBe('Próximamente · A la venta el 3 dic');
    expect(badgeLabelsIn(listing, 'pt')['coming-soon']).toBe('Em breve · À venda a partir de 3 de dez.');
    expect(badgeLabelsIn(listing, 'fr')['coming-soon']).toBe('Bientôt en vente · Dès le 3 déc.');
    expect(badgeLabelsIn({}, 'es')).toMatchObject({ 'coming-soon': 'Próximamente', new: 'Nuevo' });
  });
});

describe('cardText', () => {
  const feed = makeListing(1_000_001, {
    title: 'Ocean House',
    city: 'Newport',
    price: 1_900_000,
    source: 'mls',
    listOfficeName: 'Harbor Realty, LLC',
  });
  const office = makeListing(7, { title: 'Bristol Harbor Federal', city: 'Bristol' });

  it("in English is the islands' card: alt, save button, price, figures and attribution", () => {
    for (const listing of [feed, office]) {
      const text = cardText(listing, 'en');
      expect(text.photoAlt).toBe(`${listing.title}, ${listing.city}`);
      expect(text.save).toBe(`Save ${listing.title}`);
      expect(text.price).toBe(formatPriceShort(listing.price));
      expect(text.stats).toBe(statLine(listing));
      expect(text.courtesy).toBe(courtesyLine(listing));
    }
  });

  it('keeps the title, the town and the office as given, around words of the language', () => {
    expect(cardText(feed, 'es')).toMatchObject({
      photoAlt: 'Ocean House, Newport',
      save: 'Guardar Ocean House',
      price: `1,9${NBSP}M${NBSP}US$`,
      // IDX: the MLS's exact words, in every language.
      courtesy: 'Listing courtesy of Harbor Realty, LLC',
    });
    expect(cardText(feed, 'fr')).toMatchObject({
      save: 'Ajouter Ocean House aux favoris',
      courtesy: 'Listing courtesy of Harbor Realty, LLC',
    });
    expect(cardText(office, 'pt').courtesy).toBeNull();
  });
});
