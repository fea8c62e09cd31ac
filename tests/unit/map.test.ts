import { describe, expect, it } from 'vitest';
import { MAP } from '#src/lib/map.ts';
import { FIT_PADDING, initialZoom, mapCenter, officeMapId, popupLines } from '#src/features/contact/office-map.ts';
import type { Office } from '#src/schemas/site.ts';

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

describe('FIT_PADDING', () => {
  it('leaves room on every side for a whole 25x41 marker standing on its point', () => {
    const [width, height] = FIT_PADDING;
    expect(width / 2).toBeGreaterThanOrEqual(Math.ceil(MAP.markerSize[0] / 2));
    expect(height / 2).toBeGreaterThan(MAP.markerSize[1]);
  });
});

describe('initialZoom', () => {
  it.each([
    ['zoom 10 when the offices fit at a closer zoom', 13, 10],
    ['zoom 10 when they fit at exactly 10', 10, 10],
    ['zoom 10 for a single office (Leaflet answers its max zoom)', MAP.maxZoom, 10],
    ['the zoom that fits when 10 cannot show them all', 9, 9],
    ['a whole zoom, never a closer one than fits', 8.6, 8],
  ])('%s', (_name, zoomThatFits, zoom) => expect(initialZoom(zoomThatFits)).toBe(zoom));
});
