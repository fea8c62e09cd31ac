/** The office map's constants and pure helpers (the Leaflet island does the drawing). */
import type { Office } from '../schemas/site';
import { slugify } from './slug';

/** The spec's map constants. */
export const MAP = {
  zoom: 10,
  maxZoom: 18,
  tileSize: 256,
  markerSize: [25, 41] as const,
  popupMaxWidth: 300,
  /** The standard OpenStreetMap tile pattern; tiles load only in the browser, once the map is in view. */
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const;

export interface Point {
  lat: number;
  lng: number;
}

/** The map's centre: the average of the offices' coordinates. */
export function mapCenter(points: readonly Point[]): [number, number] {
  if (points.length === 0) throw new Error('The map needs at least one office');
  const sum = points.reduce((acc, point) => ({ lat: acc.lat + point.lat, lng: acc.lng + point.lng }), { lat: 0, lng: 0 });
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
