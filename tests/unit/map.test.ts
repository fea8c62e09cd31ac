import { describe, expect, it } from 'vitest';
import { MAP, mapCenter, officeMapId, placeInView, popupLines, tilesInView, worldPixel } from '../../src/lib/map';
import type { Office } from '../../src/schemas/site';

const office: Office = {
  name: 'Narragansett Office',
  street: '28 Caswell Street',
  city: 'Narragansett',
  state: 'RI',
  zip: '02882',
  phone: '(401) 555-0100',
  email: 'narragansett@example.com',
  hours: ['Monday-Friday 9:00 AM-4:00 PM', 'Weekends by appointment'],
  lat: 41.4301,
  lng: -71.4562,
};

describe('map constants', () => {
  it('are the spec values', () => {
    expect(MAP).toMatchObject({ zoom: 10, maxZoom: 18, tileSize: 256, markerSize: [25, 41], popupMaxWidth: 300 });
    expect(MAP.tileUrl).toMatch(/\{z\}\/\{x\}\/\{y\}/);
    expect(MAP.attribution).toContain('OpenStreetMap');
  });
});

describe('mapCenter', () => {
  it.each<[string, { lat: number; lng: number }[], [number, number]]>([
    [
      'the two offices',
      [
        { lat: 41.4301, lng: -71.4562 },
        { lat: 41.8205, lng: -71.4088 },
      ],
      [41.6253, -71.4325],
    ],
    ['one point', [{ lat: 1, lng: 2 }], [1, 2]],
    [
      'three points',
      [
        { lat: 0, lng: 0 },
        { lat: 3, lng: 3 },
        { lat: 6, lng: -3 },
      ],
      [3, 0],
    ],
  ])('%s', (_name, points, [lat, lng]) => {
    const [centreLat, centreLng] = mapCenter(points);
    expect(centreLat).toBeCloseTo(lat, 6);
    expect(centreLng).toBeCloseTo(lng, 6);
  });

  it('refuses an empty list', () => expect(() => mapCenter([])).toThrow());
});

describe('popupLines', () => {
  it('is one line per entry: name, street, city/state/zip, phone, hours', () => {
    expect(popupLines(office)).toEqual([
      'Narragansett Office',
      '28 Caswell Street',
      'Narragansett, RI 02882',
      '(401) 555-0100',
      'Monday-Friday 9:00 AM-4:00 PM',
      'Weekends by appointment',
    ]);
  });
});

describe('officeMapId', () => {
  it.each([
    ['Narragansett Office', 'map-narragansett-office'],
    ['Providence Office', 'map-providence-office'],
  ])('%s → %s', (name, id) => expect(officeMapId({ name })).toBe(id));
});

/** The OpenStreetMap wiki's tile formula, written independently of worldPixel's. */
const slippyTile = (lat: number, lng: number, zoom: number) => {
  const n = 2 ** zoom;
  const rad = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lng + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  };
};

describe('worldPixel', () => {
  it('puts 0,0 in the middle of the world and the antimeridian at its left edge', () => {
    expect(worldPixel({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(worldPixel({ lat: 0, lng: -180 }, 3).x).toBe(0);
  });

  it.each([
    [41.4301, -71.4562],
    [41.8236, -71.4125],
    [-33.86, 151.21],
  ])('%s,%s falls in the tile the OpenStreetMap formula names', (lat, lng) => {
    const pixel = worldPixel({ lat, lng }, MAP.zoom);
    expect({ x: Math.floor(pixel.x / MAP.tileSize), y: Math.floor(pixel.y / MAP.tileSize) }).toEqual(
      slippyTile(lat, lng, MAP.zoom),
    );
  });
});

describe('tilesInView and placeInView', () => {
  const center = { lat: 41.6253, lng: -71.4325 };
  const size = { width: 390, height: 384 };

  it('place the centre in the middle of the view', () => {
    const middle = placeInView(center, center, MAP.zoom, size);
    expect(Math.abs(middle.left - size.width / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(middle.top - size.height / 2)).toBeLessThanOrEqual(1);
  });

  it.each([
    [390, 384],
    [1280, 384],
    [256, 256],
  ])('cover a %sx%s view with whole tiles, each overlapping it, none twice', (width, height) => {
    const tiles = tilesInView(center, MAP.zoom, { width, height });
    expect(new Set(tiles.map((tile) => tile.url)).size).toBe(tiles.length);
    for (const tile of tiles) {
      expect(tile.url).toMatch(/^https:\/\/tile\.openstreetmap\.org\/10\/\d+\/\d+\.png$/);
      expect(tile.left).toBeLessThan(width);
      expect(tile.top).toBeLessThan(height);
      expect(tile.left + MAP.tileSize).toBeGreaterThan(0);
      expect(tile.top + MAP.tileSize).toBeGreaterThan(0);
    }
    for (const [x, y] of [
      [0, 0],
      [width - 1, 0],
      [0, height - 1],
      [width - 1, height - 1],
      [width / 2, height / 2],
    ] as const) {
      expect(
        tiles.filter(
          (tile) => tile.left <= x && x < tile.left + MAP.tileSize && tile.top <= y && y < tile.top + MAP.tileSize,
        ),
      ).toHaveLength(1);
    }
  });

  it('name the tile under a point by the slippy formula', () => {
    const providence = { lat: 41.8236, lng: -71.4125 };
    const place = placeInView(providence, center, MAP.zoom, size);
    const under = tilesInView(center, MAP.zoom, size).find(
      (tile) =>
        tile.left <= place.left && place.left < tile.left + 256 && tile.top <= place.top && place.top < tile.top + 256,
    );
    const { x, y } = slippyTile(providence.lat, providence.lng, MAP.zoom);
    expect(under?.url).toBe(`https://tile.openstreetmap.org/10/${x}/${y}.png`);
  });
});
