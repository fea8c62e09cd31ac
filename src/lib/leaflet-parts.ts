import type { Icon, TileLayer } from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png?url';
import iconUrl from 'leaflet/dist/images/marker-icon.png?url';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png?url';
import { MAP } from './map.ts';

type Leaflet = typeof import('leaflet');

/** Leaflet's marker shadow is 41 px square. */
const SHADOW_SIZE = 41;

/** The spec's street-map tiles, with their attribution; both maps use them. */
export function streetTiles(L: Leaflet): TileLayer {
  return L.tileLayer(MAP.tileUrl, { tileSize: MAP.tileSize, maxZoom: MAP.maxZoom, attribution: MAP.attribution });
}

/** Leaflet's own marker at the spec's size, its images bundled (Leaflet's default icon guesses their path). */
export function markerIcon(L: Leaflet): Icon {
  const [width, height] = MAP.markerSize;
  return L.icon({
    iconUrl,
    iconRetinaUrl,
    shadowUrl,
    iconSize: [width, height],
    iconAnchor: [Math.floor(width / 2), height],
    popupAnchor: [1, -34],
    shadowSize: [SHADOW_SIZE, SHADOW_SIZE],
  });
}
