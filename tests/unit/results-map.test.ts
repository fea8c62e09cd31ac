import { describe, expect, it } from 'vitest';
import {
  clusterBox,
  clusterLabel,
  mapPoints,
  markerLabel,
  pointsBounds,
  popupImageSrc,
  toBbox,
} from '#src/features/listings/results-map.ts';
import { statLine } from '#src/features/listings/stat-line.ts';
import type { Property } from '#src/schemas/property.ts';
import { makeListing as listing } from '#tests/helpers/listing.ts';

describe('results map helpers', () => {
  it('maps only the listings with coordinates and bounds them', () => {
    const list = [
      listing(1, { latitude: 41.5, longitude: -71.3 }),
      listing(2),
      listing(3, { latitude: 41.8, longitude: -71.4 }),
    ];
    expect(mapPoints(list)).toEqual([
      { id: 1, lat: 41.5, lng: -71.3 },
      { id: 3, lat: 41.8, lng: -71.4 },
    ]);
    expect(pointsBounds(mapPoints(list))).toEqual({ south: 41.5, west: -71.4, north: 41.8, east: -71.3 });
    expect(pointsBounds([])).toBeNull();
    expect(markerLabel({ title: 'A Home', price: 2_890_000 })).toBe('A Home, $2.9M');
    expect(clusterLabel(3)).toBe('3 properties here: zoom in');
  });
});

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
