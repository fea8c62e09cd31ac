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

/** A point's Web Mercator pixel at `zoom`, in the whole world's pixel space, as Leaflet projects it. */
export function worldPixel(point: Point, zoom: number): { x: number; y: number } {
  const scale = MAP.tileSize * 2 ** zoom;
  const sin = Math.sin((point.lat * Math.PI) / 180);
  return { x: ((point.lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

export interface ViewSize {
  width: number;
  height: number;
}

/** The world pixel at the top left of a view of `size` centred on `center`, rounded as Leaflet rounds it. */
function viewOrigin(center: Point, zoom: number, size: ViewSize): { x: number; y: number } {
  const middle = worldPixel(center, zoom);
  return { x: Math.round(middle.x - size.width / 2), y: Math.round(middle.y - size.height / 2) };
}

/** Where `point` falls in a view of `size` centred on `center`, in pixels from the view's top left. */
export function placeInView(point: Point, center: Point, zoom: number, size: ViewSize): { left: number; top: number } {
  const origin = viewOrigin(center, zoom, size);
  const pixel = worldPixel(point, zoom);
  return { left: Math.round(pixel.x - origin.x), top: Math.round(pixel.y - origin.y) };
}

export interface PlacedTile {
  url: string;
  left: number;
  top: number;
}

/**
 * The tiles that cover a view of `size` centred on `center`, each at its place in the view: the same
 * picture Leaflet draws at that centre and zoom, so the map can show it before Leaflet has loaded.
 */
export function tilesInView(center: Point, zoom: number, size: ViewSize): PlacedTile[] {
  const origin = viewOrigin(center, zoom, size);
  const tile = MAP.tileSize;
  const tilesPerSide = 2 ** zoom;
  const tiles: PlacedTile[] = [];
  for (let y = Math.floor(origin.y / tile); y * tile < origin.y + size.height; y += 1) {
    if (y < 0 || y >= tilesPerSide) continue;
    for (let x = Math.floor(origin.x / tile); x * tile < origin.x + size.width; x += 1) {
      const wrappedX = ((x % tilesPerSide) + tilesPerSide) % tilesPerSide;
      const url = MAP.tileUrl.replace('{z}', String(zoom)).replace('{x}', String(wrappedX)).replace('{y}', String(y));
      tiles.push({ url, left: x * tile - origin.x, top: y * tile - origin.y });
    }
  }
  return tiles;
}
