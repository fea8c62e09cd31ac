import type { Icon, TileLayer } from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png?url';
import iconUrl from 'leaflet/dist/images/marker-icon.png?url';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png?url';
import leafletStylesUrl from 'leaflet/dist/leaflet.css?url';
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

/**
 * Leaflet's stylesheet, added when a map first loads rather than with the page's CSS, so that no first paint
 * waits for it. A <link> to the site's own file, which the CSP's style-src 'self' allows (an injected <style>
 * would not be).
 */
export function loadLeafletStyles(): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>('link[data-leaflet-styles]');
  if (existing?.sheet) return Promise.resolve();
  const link = existing ?? document.createElement('link');
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error('Leaflet styles did not load')), { once: true });
  });
  if (!existing) {
    link.rel = 'stylesheet';
    link.href = leafletStylesUrl;
    link.dataset['leafletStyles'] = '';
    document.head.append(link);
  }
  return loaded;
}
