import { useEffect, useRef, useState } from 'react';
import type { LatLngBounds, LayerGroup, Map as LeafletMap } from 'leaflet';
import type Supercluster from 'supercluster';
import { formatPriceShort } from '#src/lib/format.ts';
import { imageCdnUrl, isSitePath } from '#src/lib/image-cdn.ts';
import { MAP } from '#src/lib/map.ts';
import { listingPath } from '#src/lib/paths.ts';
import {
  CLUSTER_RADIUS,
  FIT_MAX_ZOOM,
  FIT_PADDING_PX,
  clusterLabel,
  mapPoints,
  markerLabel,
  pointsBounds,
} from './results-map.ts';
import type { Bbox, Property } from '#src/schemas/property.ts';
import { statLine } from './PropertyCard.tsx';
import { markerIcon, streetTiles } from '#src/lib/leaflet-parts.ts';

const CLUSTER_SIZE = 40;
const HIGHLIGHT = 'results-marker-highlighted';

interface Props {
  /** The results shown in the list, or null while they load (the map keeps its markers meanwhile). */
  properties: readonly Property[] | null;
  /** The id of the card under the pointer or the focus, whose marker stands out. */
  highlighted: number | null;
  onSearchArea: (box: Bbox) => void;
}

type Leaflet = typeof import('leaflet');
interface Loaded {
  L: Leaflet;
  Cluster: typeof Supercluster;
  map: LeafletMap;
  layer: LayerGroup;
}

/** The popup: a compact card with the first image, the price, the figures and a link to the listing. */
function popupContent(property: Property): HTMLElement {
  const root = document.createElement('div');
  root.className = 'results-popup';
  root.dataset['popupProperty'] = String(property.id);
  const [image] = property.images;
  if (image) {
    const img = document.createElement('img');
    img.src = isSitePath(image) ? imageCdnUrl(image, 400, 'webp') : image;
    img.alt = '';
    img.width = 240;
    img.height = 160;
    img.className = 'mb-2 block h-[120px] w-full object-cover';
    root.append(img);
  }
  const price = document.createElement('strong');
  price.className = 'block font-display text-lg text-ink';
  price.textContent = formatPriceShort(property.price);
  const stats = document.createElement('span');
  stats.className = 'block text-xs text-stone';
  stats.textContent = statLine(property);
  const link = document.createElement('a');
  link.href = listingPath(property.id);
  link.className = 'mt-1 block font-semibold';
  link.textContent = property.title;
  root.append(price, stats, link);
  return root;
}

const toBbox = (bounds: LatLngBounds): Bbox => ({
  south: bounds.getSouth(),
  west: bounds.getWest(),
  north: bounds.getNorth(),
  east: bounds.getEast(),
});

/**
 * The results on a Leaflet street map, clustered with supercluster. Loaded on demand (React.lazy), and
 * Leaflet and supercluster in turn by dynamic import. Every marker and cluster is a button in the tab
 * order: Enter on a marker opens its popup, on a cluster zooms in to its listings. After the visitor pans
 * or zooms, "Search this area" limits the results to the map's bounds.
 */
export default function ResultsMap({ properties, highlighted, onSearchArea }: Props) {
  const canvas = useRef<HTMLDivElement>(null);
  const loaded = useRef<Promise<Loaded> | null>(null);
  /** Marker elements and the listing ids each stands for (one, or a cluster's). */
  const elements = useRef(new Map<HTMLElement, number[]>());
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [moved, setMoved] = useState(false);
  const [counts, setCounts] = useState<{ markers: number; clusters: number } | null>(null);

  // Leaflet and the map, once.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let cancelled = false;
    let map: LeafletMap | undefined;
    const ready = Promise.all([import('leaflet'), import('supercluster')]).then(([L, cluster]) => {
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
  }, []);

  // The markers for the results; the map fits them, and redraws the clusters after every move.
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
        const bounds = map.getBounds();
        const features = index.getClusters(
          [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
          Math.round(map.getZoom()),
        );
        let markers = 0;
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
              title: clusterLabel(count),
            }).addTo(layer);
            const expand = () =>
              map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(clusterId), MAP.maxZoom));
            marker.on('click', expand);
            const element = marker.getElement();
            if (element) {
              element.setAttribute('aria-label', clusterLabel(count));
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
            const marker = L.marker([lat, lng], {
              icon,
              keyboard: true,
              title: markerLabel(property),
              alt: markerLabel(property),
            })
              .bindPopup(popupContent(property), { maxWidth: MAP.popupMaxWidth, minWidth: 200 })
              .addTo(layer);
            const element = marker.getElement();
            if (element) {
              element.dataset['mapItem'] = 'marker';
              element.dataset['count'] = '1';
              element.dataset['propertyId'] = String(property.id);
              elements.current.set(element, [property.id]);
            }
            markers += 1;
          }
        }
        const first = focused?.[0];
        if (first !== undefined) {
          for (const [element, ids] of elements.current) {
            if (ids.includes(first)) element.focus({ preventScroll: true });
          }
        }
        setCounts({ markers, clusters });
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
  }, [properties]);

  // The hovered card's marker, or the cluster that holds it, stands out.
  useEffect(() => {
    for (const [element, ids] of elements.current) {
      element.classList.toggle(HIGHLIGHT, highlighted !== null && ids.includes(highlighted));
    }
  }, [highlighted, counts]);

  const searchArea = () => {
    void loaded.current?.then(({ map }) => onSearchArea(toBbox(map.getBounds())));
  };

  return (
    <section
      aria-label="Map of the results"
      data-ready={state === 'ready' && counts !== null ? 'true' : 'false'}
      data-markers={counts?.markers ?? 0}
      data-clusters={counts?.clusters ?? 0}
      // A class, not a style attribute: the page's CSP refuses inline styles. The box has its size before
      // Leaflet loads, so nothing moves when the map appears.
      className="relative isolate z-0 mt-8 h-[384px] overflow-hidden rounded-lg bg-sand shadow-lg lg:mt-0 lg:h-[calc(100vh-2rem)] lg:max-h-[720px]"
    >
      {/* Leaflet draws into this element; React never renders into it. */}
      <div ref={canvas} className="absolute inset-0" />
      {moved && state === 'ready' && (
        <button
          type="button"
          onClick={searchArea}
          className="btn-primary absolute top-3 left-1/2 z-[1000] -translate-x-1/2 shadow-lg"
        >
          Search this area
        </button>
      )}
      {state !== 'ready' && (
        <p className="pointer-events-none absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-stone">
          {state === 'loading' ? 'Loading map…' : 'The map could not load. The results are listed here.'}
        </p>
      )}
    </section>
  );
}
