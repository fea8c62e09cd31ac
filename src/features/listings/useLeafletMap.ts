import { useEffect, useRef, useState, type RefObject } from 'react';
import type { LayerGroup, Map as LeafletMap } from 'leaflet';
import { MAP } from '#src/lib/map.ts';
import { loadLeafletStyles, streetTiles } from '#src/lib/leaflet-parts.ts';

/** What a map draws with, once Leaflet and whatever else the map loads with it have loaded. */
export type LoadedMap<Extra extends object = object> = Extra & {
  L: typeof import('leaflet');
  map: LeafletMap;
  /** The layer the markers go in. */
  layer: LayerGroup;
};

export type MapState = 'loading' | 'ready' | 'failed';

/** Where the map looks first: its centre and zoom. */
export interface MapView {
  center: readonly [number, number];
  zoom: number;
}

/**
 * The Leaflet map in the canvas element, with the street tiles, created once at the first view and removed
 * with the component. Leaflet and `loadExtra` (the results map's clustering code) are imported together, on
 * demand: both are fetched at once, and the map fails as one if either cannot load.
 */
export function useLeafletMap<Extra extends object>(
  canvas: RefObject<HTMLDivElement | null>,
  view: MapView,
  loadExtra: () => Promise<Extra>,
): {
  state: MapState;
  /** Resolves once the map exists; null before the first effect. */
  loaded: RefObject<Promise<LoadedMap<Extra>> | null>;
} {
  const loaded = useRef<Promise<LoadedMap<Extra>> | null>(null);
  const [state, setState] = useState<MapState>('loading');
  // The first view only: the map is created once, and moves by the visitor's hand after that.
  const firstView = useRef(view);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let cancelled = false;
    let map: LeafletMap | undefined;
    const ready = Promise.all([import('leaflet'), loadExtra(), loadLeafletStyles()]).then(([L, extra]) => {
      if (cancelled) throw new Error('The map was removed');
      map = L.map(element, { maxZoom: MAP.maxZoom, scrollWheelZoom: false });
      streetTiles(L).addTo(map);
      const [lat, lng] = firstView.current.center;
      map.setView([lat, lng], firstView.current.zoom);
      const layer = L.layerGroup().addTo(map);
      setState('ready');
      return { ...extra, L, map, layer };
    });
    loaded.current = ready;
    ready.catch(() => {
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [canvas, loadExtra]);

  return { state, loaded };
}
