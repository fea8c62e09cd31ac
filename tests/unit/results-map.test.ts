import { describe, expect, it } from 'vitest';
import { clusterBox, popupImageSrc, toBbox } from '#src/features/listings/results-map.ts';
import { statLine } from '#src/features/listings/stat-line.ts';
import type { Property } from '#src/schemas/property.ts';

const bounds = {
  getSouth: () => 41.1,
  getWest: () => -71.9,
  getNorth: () => 42.0,
  getEast: () => -71.1,
};

describe('the map area', () => {
  it('as a search area', () => {
    expect(toBbox(bounds)).toEqual({ south: 41.1, west: -71.9, north: 42.0, east: -71.1 });
  });

  it("in supercluster's order: west, south, east, north", () => {
    expect(clusterBox(bounds)).toEqual([-71.9, 41.1, -71.1, 42.0]);
  });
});

describe('popupImageSrc', () => {
  it('sends the site’s own images through the image CDN at the popup’s size', () => {
    expect(popupImageSrc('/images/listings/a.webp')).toBe(
      '/.netlify/images?url=%2Fimages%2Flistings%2Fa.webp&w=400&fm=webp',
    );
  });

  it.each(['https://photos.example.com/a.jpg', '//cdn.example.com/a.jpg'])('leaves %s as it is', (src) => {
    expect(popupImageSrc(src)).toBe(src);
  });
});

describe('statLine', () => {
  type Figures = Pick<Property, 'beds' | 'baths' | 'squareFeet' | 'propertyType'>;
  const home: Figures = { beds: 4, baths: 3.5, squareFeet: 2900, propertyType: 'Single Family' };

  it.each<[string, Figures, string]>([
    ['every figure', home, '4 Beds · 3.5 Baths · 2,900 sq ft · 269 m²'],
    ['one bed and one bath', { ...home, beds: 1, baths: 1 }, '1 Bed · 1 Bath · 2,900 sq ft · 269 m²'],
    ['no beds', { ...home, beds: 0 }, '3.5 Baths · 2,900 sq ft · 269 m²'],
    ['land: the type instead', { beds: 0, baths: 0, squareFeet: 0, propertyType: 'Land' }, 'Land'],
  ])('%s', (_case, property, expected) => {
    expect(statLine(property)).toBe(expected);
  });
});
