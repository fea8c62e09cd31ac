import { useEffect, useRef, useState, type RefObject } from 'react';
import type { LayerGroup, Map as LeafletMap } from 'leaflet';
import type Supercluster from 'supercluster';
import { MAP } from '#src/lib/map.ts';
import { loadLeafletStyles, streetTiles } from '#src/lib/leaflet-parts.ts';

/** What the results map draws with, once Leaflet and supercluster have loaded. */
export interface LoadedMap {
  L: typeof import('leaflet');
  Cluster: typeof Supercluster;
  map: LeafletMap;
  /** The layer the markers go in, cleared on every redraw. */
  layer: LayerGroup;
}

export type MapState = 'loading' | 'ready' | 'failed';

/**
 * The Leaflet map in the canvas element, with the street tiles, created once and removed with the component.
 * Leaflet and supercluster are imported together, on demand: both are fetched at once, and the map fails as
 * one if either cannot load.
 */
export function useLeafletMap(canvas: RefObject<HTMLDivElement | null>): {
  state: MapState;
  /** Resolves once the map exists; null before the first effect. */
  loaded: RefObject<Promise<LoadedMap> | null>;
} {
  const loaded = useRef<Promise<LoadedMap> | null>(null);
  const [state, setState] = useState<MapState>('loading');

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let cancelled = false;
    let map: LeafletMap | undefined;
    const ready = Promise.all([import('leaflet'), import('supercluster'), loadLeafletStyles()]).then(([L, cluster]) => {
      if (cancelled) throw new Error('The map was removed');
      map = L.map(element, { maxZoom: MAP.maxZoom, scrollWheelZoom: false });
      streetTiles(L).addTo(map);
      // Rhode Island, until the first results arrive.
      map.setView([41.6, -71.5], 9);
      const layer = L.layerGroup().addTo(map);
      setState('ready');
      return { L, Cluster: cluster.default, map, layer };
    });
    loaded.current = ready;
    ready.catch(() => {
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [canvas]);

  return { state, loaded };
}
