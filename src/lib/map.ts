/** The constants both maps share (the spec's), used by src/lib/leaflet-parts.ts and the two map islands. */
import { MAP_TILE_HOST } from './security.ts';

/** The spec's map constants. */
export const MAP = {
  zoom: 10,
  maxZoom: 18,
  tileSize: 256,
  markerSize: [25, 41] as const,
  popupMaxWidth: 300,
  /** The standard OpenStreetMap tile pattern; Leaflet loads tiles in the browser once the map is in view. */
  tileUrl: `${MAP_TILE_HOST}/{z}/{x}/{y}.png`,
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const;
