import { describe, expect, it } from 'vitest';
import { fullAddress, propertyJsonLd, propertyMetaDescription, truncateWords } from '#src/features/listings/seo.ts';
import type { Property } from '#src/schemas/property.ts';

const property: Property = {
  id: 7,
  title: 'Jamestown Shores Contemporary',
  description:
    'Floor-to-ceiling glass frames the East Passage and the Newport Bridge from this architect-designed contemporary. Radiant floors, a floating stair and a sheltered courtyard make it as comfortable in February as in July.',
  price: 2_890_000,
  address: '61 Conanicut Point Road',
  city: 'Jamestown',
  state: 'RI',
  zipcode: '02835',
  beds: 4,
  baths: 4,
  squareFeet: 3600,
  propertyType: 'Single Family',
  status: 'Available',
  isFeatured: false,
  images: ['/images/listings/7/1.webp', '/images/listings/7/2.webp'],
  features: ['Solar array'],
  advisorId: 27,
  createdAt: '2025-09-15T13:30:00Z',
};

describe('property metadata', () => {
  it.each([
    ['Victor Almeida', 'Contact Victor Almeida to arrange a private showing.'],
    [null, 'Contact our team to arrange a private showing.'],
  ])('the meta description names %s', (advisor, contact) => {
    const text = propertyMetaDescription(property, advisor);
    expect(text.startsWith('Floor-to-ceiling glass frames the East Passage')).toBe(true);
    expect(text.endsWith(contact)).toBe(true);
    expect(text.length).toBeLessThanOrEqual(160);
  });

  it.each([
    ['short text', 20, 'short text'],
    ['one two three four five', 12, 'one two…'],
    ['alpha, beta gamma', 13, 'alpha, beta…'],
    ['alpha, beta gamma', 9, 'alpha…'],
  ])('truncateWords(%s, %d) → %s', (text, max, expected) => expect(truncateWords(text, max)).toBe(expected));

  it('the full address joins street, city, state and ZIP', () => {
    expect(fullAddress(property)).toBe('61 Conanicut Point Road, Jamestown, RI 02835');
  });

  it('JSON-LD is a RealEstateListing with offer, address and absolute images', () => {
    const data = propertyJsonLd(property, {
      pageUrl: 'https://example.com/properties/7',
      siteUrl: 'https://example.com',
      brand: 'Flagship',
      advisorName: 'Victor Almeida',
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: property.title,
      url: 'https://example.com/properties/7',
      datePosted: '2025-09-15T13:30:00Z',
      image: ['https://example.com/images/listings/7/1.webp', 'https://example.com/images/listings/7/2.webp'],
      offers: {
        '@type': 'Offer',
        price: 2_890_000,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        offeredBy: { name: 'Victor Almeida' },
      },
      about: {
        '@type': 'SingleFamilyResidence',
        address: { streetAddress: '61 Conanicut Point Road', postalCode: '02835' },
        numberOfBedrooms: 4,
      },
    });
  });
});
