import { useEffect, useRef, useState, type RefObject } from 'react';
import { MAP } from '#src/lib/map.ts';
import { markerIcon } from '#src/lib/leaflet-parts.ts';
import type { ListingSummary } from './listing-summary.ts';
import {
  CLUSTER_RADIUS,
  CLUSTER_SIZE,
  FIT_MAX_ZOOM,
  FIT_PADDING_PX,
  clusterBox,
  clusterLabel,
  mapPoints,
  markerLabel,
  pointsBounds,
} from './results-map.ts';
import type Supercluster from 'supercluster';
import type { LoadedMap } from './useLeafletMap.ts';
import { useSearchText } from './search-text.ts';

const HIGHLIGHT = 'results-marker-highlighted';

/** The results map's clustering code, which useLeafletMap loads with Leaflet. */
export const loadClustering = (): Promise<{ Cluster: typeof Supercluster }> =>
  import('supercluster').then((module) => ({ Cluster: module.default }));

/** The results map once loaded: Leaflet's map and supercluster. */
export type ClusteringMap = LoadedMap<{ Cluster: typeof Supercluster }>;

/** A marker's popup: the element Leaflet shows, which the component fills with the listing's card. */
export interface MapPopup {
  property: ListingSummary;
  /**
   * Named root rather than the usual word for it, which is also a Tailwind utility: Tailwind reads every
   * source file for class names and would add that class to the site's CSS.
   */
  root: HTMLElement;
}

/** The popup's outer element; React renders the card into it (see ResultsMap's popups). */
function popupRoot(property: ListingSummary): HTMLElement {
  const root = document.createElement('div');
  root.className = 'results-popup';
  root.dataset['popupProperty'] = String(property.id);
  return root;
}

/**
 * The results as markers on the map, clustered with supercluster: the map fits them, and redraws the
 * clusters after every move. Every marker and cluster is a button in the tab order: Enter on a marker opens
 * its popup, on a cluster zooms in to its listings. The highlighted listing's marker, or the cluster that
 * holds it, stands out.
 */
export function useClusterMarkers(
  loaded: RefObject<Promise<ClusteringMap> | null>,
  /** The results, or null while they load (the map keeps its markers meanwhile). */
  properties: readonly ListingSummary[] | null,
  highlighted: number | null,
): {
  counts: { markers: number; clusters: number } | null;
  /** Whether the visitor has moved the map since it fitted the results. */
  moved: boolean;
  popups: readonly MapPopup[];
} {
  /** Marker elements and the listing ids each stands for (one, or a cluster's). */
  const elements = useRef(new Map<HTMLElement, number[]>());
  const [moved, setMoved] = useState(false);
  const [counts, setCounts] = useState<{ markers: number; clusters: number } | null>(null);
  const [popups, setPopups] = useState<readonly MapPopup[]>([]);
  const text = useSearchText();

  useEffect(() => {
    if (!properties) return;
    let cancelled = false;
    let detach: (() => void) | undefined;
    void loaded.current?.then(({ L, Cluster, map, layer }) => {
      if (cancelled) return;
      const byId = new Map(properties.map((property) => [property.id, property]));
      const points = mapPoints(properties);
      const index = new Cluster<{ id: number }>({ radius: CLUSTER_RADIUS, maxZoom: MAP.maxZoom - 1 }).load(
        points.map((point) => ({
          type: 'Feature',
          properties: { id: point.id },
          geometry: { type: 'Point', coordinates: [point.lng, point.lat] },
        })),
      );
      const icon = markerIcon(L);

      const draw = () => {
        // A marker that has the focus keeps it: its listing's new marker or cluster takes it over.
        const focused =
          document.activeElement instanceof HTMLElement ? elements.current.get(document.activeElement) : undefined;
        const popupOpen = layer.getLayers().find((marker) => marker.isPopupOpen());
        if (popupOpen) return; // Leave an open popup where it is; the markers are redrawn on the next move.
        layer.clearLayers();
        elements.current.clear();
        const features = index.getClusters(clusterBox(map.getBounds()), Math.round(map.getZoom()));
        const drawnPopups: MapPopup[] = [];
        let clusters = 0;
        for (const feature of features) {
          const [lng, lat] = feature.geometry.coordinates as [number, number];
          if ('cluster' in feature.properties) {
            const clusterId = feature.properties.cluster_id;
            const count = feature.properties.point_count;
            const ids = index.getLeaves(clusterId, Infinity).map((leaf) => leaf.properties.id);
            const marker = L.marker([lat, lng], {
              icon: L.divIcon({
                html: `<span aria-hidden="true">${count}</span>`,
                className: 'results-cluster',
                iconSize: [CLUSTER_SIZE, CLUSTER_SIZE],
              }),
              keyboard: true,
              title: clusterLabel(count, text),
            }).addTo(layer);
            const expand = () =>
              map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(clusterId), MAP.maxZoom));
            marker.on('click', expand);
            const element = marker.getElement();
            if (element) {
              element.setAttribute('aria-label', clusterLabel(count, text));
              element.dataset['mapItem'] = 'cluster';
              element.dataset['count'] = String(count);
              element.addEventListener('keydown', (event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                expand();
              });
              elements.current.set(element, ids);
            }
            clusters += 1;
          } else {
            const property = byId.get(feature.properties.id);
            if (!property) continue;
            const root = popupRoot(property);
            const marker = L.marker([lat, lng], {
              icon,
              keyboard: true,
              title: markerLabel(property, text.locale),
              alt: markerLabel(property, text.locale),
            })
              .bindPopup(root, { maxWidth: MAP.popupMaxWidth, minWidth: 200 })
              .addTo(layer);
            const element = marker.getElement();
            if (element) {
              element.dataset['mapItem'] = 'marker';
              element.dataset['count'] = '1';
              element.dataset['propertyId'] = String(property.id);
              elements.current.set(element, [property.id]);
            }
            drawnPopups.push({ property, root });
          }
        }
        const first = focused?.[0];
        if (first !== undefined) {
          for (const [element, ids] of elements.current) {
            if (ids.includes(first)) element.focus({ preventScroll: true });
          }
        }
        // Set together, so the popups' content is rendered by the time data-ready says the markers are drawn.
        setPopups(drawnPopups);
        setCounts({ markers: drawnPopups.length, clusters });
      };

      const box = pointsBounds(points);
      if (box) {
        // Without animation, so that the fit's own moveend has passed before the listener below exists:
        // fitting the results is not a move of the visitor's and never offers "Search this area".
        map.fitBounds(
          [
            [box.south, box.west],
            [box.north, box.east],
          ],
          { padding: [FIT_PADDING_PX, FIT_PADDING_PX], maxZoom: FIT_MAX_ZOOM, animate: false },
        );
      }
      setMoved(false);
      draw();
      const onMove = () => {
        draw();
        setMoved(true);
      };
      map.on('moveend', onMove);
      detach = () => map.off('moveend', onMove);
    });
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [loaded, properties, text]);

  useEffect(() => {
    for (const [element, ids] of elements.current) {
      element.classList.toggle(HIGHLIGHT, highlighted !== null && ids.includes(highlighted));
    }
  }, [highlighted, counts]);

  return { counts, moved, popups };
}
