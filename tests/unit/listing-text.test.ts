// A listing page's words (src/features/listings/listing-words.ts, src/features/showings/showing-words.ts): in
// English the catalogue says exactly what the page and its islands have always said, and in the other
// languages every label, message and figure is the language's own, the listing's own words untouched.
import { describe, expect, it } from 'vitest';
import {
  catalogueGalleryText,
  catalogueListingMapText,
  catalogueListingText,
  catalogueMortgageText,
  catalogueTourText,
  contactEyebrows,
  galleryTextProp,
  inquiryMessageIn,
  listingHeadWords,
  listingText,
  mortgageTextProp,
  textProp,
} from '#src/features/listings/listing-words.ts';
import { ENGLISH_GALLERY_TEXT, photoName, viewAllLabel } from '#src/features/listings/gallery.ts';
import { ENGLISH_TOUR_TEXT } from '#src/features/listings/tour-labels.ts';
import { ENGLISH_LISTING_MAP_TEXT } from '#src/features/listings/MapNote.tsx';
import { ENGLISH_MORTGAGE_TEXT, MORTGAGE_MESSAGES, mortgageFigures } from '#src/features/listings/mortgage-text.ts';
import { decimalCommaNumber, MORTGAGE_FIELDS, parseField } from '#src/features/listings/mortgage.ts';
import { ENGLISH_LISTING_TEXT } from '#src/features/listings/listing-text.ts';
import { ENGLISH_CONTACT_EYEBROWS } from '#src/features/team/listing-contact.ts';
import {
  catalogueShowingFormText,
  catalogueShowingSectionText,
  catalogueSlotCheckWords,
  showingFormTextProp,
  showingPageWords,
} from '#src/features/showings/showing-words.ts';
import { ENGLISH_SHOWING_FORM_TEXT } from '#src/features/showings/showing-text.ts';
import { ENGLISH_SHOWING_SECTION_TEXT } from '#src/features/showings/ShowingSection.tsx';
import { ENGLISH_SLOT_CHECK_WORDS } from '#src/features/showings/showing-checks.ts';
import { formatShowingStart, showingDays } from '#src/features/showings/slots.ts';
import { fullAddress } from '#src/features/listings/seo.ts';
import { FEATURE_GROUPS } from '#src/schemas/feature-groups.ts';
import { SHOWING_MESSAGES, SHOWING_SECTION_TITLE } from '#src/schemas/showing-fields.ts';
import { showingSettingsSchema } from '#src/schemas/showing-settings.ts';
import { LOCALES } from '#src/schemas/locale.ts';
import { makeListing } from '#tests/helpers/listing.ts';

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en');

const feedListing = makeListing(7, {
  title: 'Harbor House',
  status: 'Coming Soon',
  onMarketDate: '2026-12-03',
  beds: 4,
  baths: 3.5,
  squareFeet: 3400,
  source: 'mls',
  listOfficeName: 'Harbor & Vine Realty',
  modifiedAt: '2026-11-20T16:30:00Z',
  openHouses: [{ start: '2026-12-06T13:00:00-05:00', end: '2026-12-06T15:00:00-05:00' }],
});

/** Every word of a ListingText, its functions called on the listing: what the page writes with it. */
function written(text: typeof ENGLISH_LISTING_TEXT) {
  const openHouse = feedListing.openHouses![0]!;
  return {
    ...text,
    price: text.price(1_250_000),
    number: text.number(3.5),
    area: text.area(3400),
    propertyType: text.propertyType('Single Family'),
    status: ['Available', 'Coming Soon', 'Under Contract', 'Sold'].map((status) => text.status(status as 'Available')),
    date: text.date('2025-09-08'),
    lastUpdated: text.lastUpdated(feedListing),
    townGuide: [text.townGuide({ city: 'Newport', state: 'RI' }), text.townGuide({ city: 'Boston', state: 'MA' })],
    openHouses: { ...text.openHouses, when: text.openHouses.when(openHouse) },
    badges: text.badges(feedListing),
    similar: { ...text.similar, card: text.similar.card(feedListing) },
  };
}

describe("a listing page's words", () => {
  it('in English, the catalogue says what the page and its islands have always said', () => {
    expect(written(catalogueListingText('en'))).toEqual(written(ENGLISH_LISTING_TEXT));
    expect(catalogueGalleryText('en')).toEqual(ENGLISH_GALLERY_TEXT);
    expect(catalogueTourText('en')).toEqual(ENGLISH_TOUR_TEXT);
    expect(catalogueMortgageText('en')).toEqual(ENGLISH_MORTGAGE_TEXT);
    expect(catalogueListingMapText('en')).toEqual(ENGLISH_LISTING_MAP_TEXT);
    expect(contactEyebrows('en')).toEqual(ENGLISH_CONTACT_EYEBROWS);
    expect(inquiryMessageIn(feedListing, 'en')).toBe(`I am interested in Harbor House, ${fullAddress(feedListing)}.`);
    expect(ENGLISH_LISTING_TEXT.showingTitle).toBe(SHOWING_SECTION_TITLE);
    expect(Object.values(ENGLISH_LISTING_TEXT.features.groups)).toEqual(FEATURE_GROUPS.map(({ label }) => label));
  });

  it('give the islands nothing in English, which hold their own words, and no text prop at all', () => {
    expect(galleryTextProp('en')).toBeUndefined();
    expect(mortgageTextProp('en')).toBeUndefined();
    expect(textProp(galleryTextProp('en'))).toEqual({});
    expect(textProp(galleryTextProp('pt'))).toEqual({ text: catalogueGalleryText('pt') });
    expect(listingText('en')).toBe(ENGLISH_LISTING_TEXT);
    expect(listingHeadWords(feedListing, null, 'en')).toBeUndefined();
  });

  it.each(OTHER_LOCALES)('in %s, name every part of the page in the language', (locale) => {
    const text = written(catalogueListingText(locale));
    const english = written(ENGLISH_LISTING_TEXT);
    for (const key of [
      'about',
      'location',
      'showOnMap',
      'save',
      'townSearch',
      'contactRegion',
      'showingTitle',
    ] as const)
      expect(text[key], key).not.toBe(english[key]);
    expect(text.facts).not.toEqual(english.facts);
    expect(text.listingLang).toBe('en');
    expect(text.badges).toBeDefined();
    expect(text.similar.card?.courtesy).toBe('Listing courtesy of Harbor & Vine Realty');
    expect(text.lastUpdated).not.toContain('Information last updated');
    expect(text.openHouses.when).not.toBe(english.openHouses.when);
    expect(text.townGuide.map((guide) => guide?.href)).toEqual(english.townGuide.map((guide) => guide?.href));
  });

  it('counts photos and years by the plural rules of each language', () => {
    expect(viewAllLabel(12, catalogueGalleryText('pt'))).toBe('Ver as 12 fotos');
    expect(viewAllLabel(12, catalogueGalleryText('fr'))).toBe('Voir les 12 photos');
    expect(photoName(2, 12, 'Harbor House', catalogueGalleryText('es'))).toBe('Foto 3 de 12: Harbor House');
    expect(mortgageFigures(catalogueMortgageText('pt')).years(30)).toBe('30 anos');
    expect(mortgageFigures(ENGLISH_MORTGAGE_TEXT).years(30)).toBe('30 years');
  });

  it.each(OTHER_LOCALES)('in %s, translate every message of the mortgage fields', (locale) => {
    const text = catalogueMortgageText(locale);
    for (const message of MORTGAGE_MESSAGES) {
      expect(text.messages[message], message).toBeTruthy();
      expect(text.messages[message], message).not.toBe(message);
    }
  });

  it('writes the head of a page in another language in it, around the listing’s own title', () => {
    const words = listingHeadWords(feedListing, 'Alexandra Whitmore', 'pt')!;
    expect(words.title).toBe('Harbor House · Casa unifamiliar em Providence');
    expect(words.description).toContain('Alexandra Whitmore');
    expect(words.description).not.toContain(feedListing.description);
  });
});

describe('the mortgage estimate in a language with a decimal comma', () => {
  it.each([
    ['1.250.000', '1250000'],
    ['1 250 000', '1250000'],
    ['1\u202f250\u202f000 $US', '1250000'],
    ['6,5', '6.5'],
    ['6.5', '6.5'],
    ['1.250', '1250'],
    ['1.250,75', '1250.75'],
    ['1,250,000', '1250000'],
    ['20 %', '20'],
    ['US$ 980.000', '980000'],
  ])('reads %s as %s', (typed, english) => expect(decimalCommaNumber(typed)).toBe(english));

  it('reads the figures it writes itself', () => {
    const figures = mortgageFigures(catalogueMortgageText('fr'));
    expect(parseField(figures.typed(figures.priceField(1_250_000)), MORTGAGE_FIELDS.price)).toEqual({
      ok: true,
      value: 1_250_000,
    });
    expect(parseField(figures.typed(figures.number(6.25)), MORTGAGE_FIELDS.rate)).toEqual({ ok: true, value: 6.25 });
  });
});

describe("the showing form's words", () => {
  const settings = showingSettingsSchema.parse({
    hours: [{ day: 'Saturday', open: '10:00', close: '12:00' }],
    blackoutDates: [],
  });

  it('in English, the catalogue says what the form has always said', () => {
    expect(catalogueShowingFormText('en')).toEqual(ENGLISH_SHOWING_FORM_TEXT);
    expect(catalogueSlotCheckWords('en')).toEqual(ENGLISH_SLOT_CHECK_WORDS);
    const section = catalogueShowingSectionText('en');
    const openHouse = feedListing.openHouses![0]!;
    expect({ ...section, when: section.when(openHouse) }).toEqual({
      ...ENGLISH_SHOWING_SECTION_TEXT,
      when: ENGLISH_SHOWING_SECTION_TEXT.when(openHouse),
    });
    expect(showingFormTextProp('en')).toBeUndefined();
  });

  it.each(OTHER_LOCALES)('in %s, translate every message of the form, and name the slots in it', (locale) => {
    const text = catalogueShowingFormText(locale);
    for (const message of Object.values(SHOWING_MESSAGES)) {
      expect(text.notices.messages[message], message).toBeTruthy();
      expect(text.notices.messages[message], message).not.toBe(message);
    }
    const [day] = showingDays({ status: 'Available' }, settings, new Date('2026-12-03T13:00:00Z'), locale);
    expect(day?.label).not.toBe('Saturday, December 5');
    expect(formatShowingStart('2026-12-05T15:00:00.000Z', text.slots)).not.toContain(' at ');
    expect(showingPageWords(locale).requested).not.toBe('Showing Requested');
  });

  it('names a slot as Portuguese readers write it', () => {
    const [day] = showingDays({ status: 'Available' }, settings, new Date('2026-12-03T13:00:00Z'), 'pt');
    expect(day?.label).toBe('sábado, 5 de dezembro');
    expect(day?.slots[0]?.time).toBe('10:00');
    expect(formatShowingStart('2026-12-05T15:00:00.000Z', catalogueShowingFormText('pt').slots)).toBe(
      'sábado, 5 de dezembro às 10:00',
    );
  });
});
