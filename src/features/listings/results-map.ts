/** The results map's pure helpers; Leaflet and supercluster do the drawing (src/features/listings/ResultsMap.tsx). */
import type { LatLngBounds } from 'leaflet';
import type { Bbox } from '#src/schemas/map-area.ts';
import type { Property } from '#src/schemas/property.ts';
import { formatPriceShortIn } from '#src/lib/format.ts';
import { countedIn } from '#src/lib/plural-words.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { ENGLISH_SEARCH_TEXT, type SearchText } from './search-text.ts';
import { imageCdnUrl, isSitePath } from '#src/lib/image-cdn.ts';

export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
}

/** The listings that have coordinates, as points; the others cannot be shown on a map. */
export function mapPoints(properties: readonly Pick<Property, 'id' | 'latitude' | 'longitude'>[]): MapPoint[] {
  const points: MapPoint[] = [];
  for (const property of properties) {
    if (property.latitude !== undefined && property.longitude !== undefined)
      points.push({ id: property.id, lat: property.latitude, lng: property.longitude });
  }
  return points;
}

/** The smallest area holding every point, or null for none. */
export function pointsBounds(points: readonly MapPoint[]): Bbox | null {
  const [first, ...rest] = points;
  if (!first) return null;
  const box = { south: first.lat, west: first.lng, north: first.lat, east: first.lng };
  for (const point of rest) {
    box.south = Math.min(box.south, point.lat);
    box.north = Math.max(box.north, point.lat);
    box.west = Math.min(box.west, point.lng);
    box.east = Math.max(box.east, point.lng);
  }
  return box;
}

/** A marker's accessible name: "Jamestown Shores Contemporary, $2.9M", its price as the language writes it. */
export function markerLabel(property: Pick<Property, 'title' | 'price'>, locale: Locale = DEFAULT_LOCALE): string {
  return `${property.title}, ${formatPriceShortIn(property.price, locale)}`;
}

/** A cluster's accessible name, which says what pressing it does, in the search's language. */
export function clusterLabel(count: number, text: SearchText = ENGLISH_SEARCH_TEXT): string {
  return countedIn(text.map.cluster, count, text.locale);
}

/** Clusters merge markers closer than this many pixels. */
export const CLUSTER_RADIUS = 48;
/** The closest zoom the map fits the results at, so that one result does not fill the screen with a roof. */
export const FIT_MAX_ZOOM = 14;
/** Room around the results when the map fits them, in pixels. */
export const FIT_PADDING_PX = 48;
/** A cluster's marker is a circle this many pixels across. */
export const CLUSTER_SIZE = 40;

type Bounds = Pick<LatLngBounds, 'getSouth' | 'getWest' | 'getNorth' | 'getEast'>;

/** The map's visible area as a search area. */
export const toBbox = (bounds: Bounds): Bbox => ({
  south: bounds.getSouth(),
  west: bounds.getWest(),
  north: bounds.getNorth(),
  east: bounds.getEast(),
});

/** The map's visible area in supercluster's order: west, south, east, north. */
export const clusterBox = (bounds: Bounds): [number, number, number, number] => [
  bounds.getWest(),
  bounds.getSouth(),
  bounds.getEast(),
  bounds.getNorth(),
];

/** The popup's photo: the site's own images through the image CDN at the popup's size, others as they are. */
export const popupImageSrc = (image: string): string => (isSitePath(image) ? imageCdnUrl(image, 400, 'webp') : image);
