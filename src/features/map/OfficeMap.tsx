import { useEffect, useRef, useState } from 'react';
import type { Map as LeafletMap, Marker } from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png?url';
import iconUrl from 'leaflet/dist/images/marker-icon.png?url';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png?url';
import { telHref } from '../../lib/format';
import { MAP, mapCenter, officeMapId, placeInView, popupLines, tilesInView, type ViewSize } from '../../lib/map';
import type { Office } from '../../schemas/site';

/** Leaflet's default marker shadow is 41 px square. */
const SHADOW_SIZE = 41;

interface Props {
  offices: Office[];
}

/** The popup: one line per entry; the phone line is a call link. */
function popupContent(office: Office): HTMLElement {
  const root = document.createElement('div');
  root.className = 'office-popup';
  popupLines(office).forEach((line, index) => {
    const row = document.createElement(index === 0 ? 'strong' : 'span');
    row.style.display = 'block';
    if (line === office.phone) {
      const link = document.createElement('a');
      link.href = telHref(line);
      link.textContent = line;
      row.append(link);
    } else {
      row.textContent = line;
    }
    root.append(row);
  });
  return root;
}

/**
 * The offices on a street map. Astro hydrates it when it scrolls into view; it then draws the map's tiles
 * and markers itself, as plain images, and loads Leaflet (43 KB) only when the visitor reaches for the
 * map: a press or focus on it, or a link to "#map-{office}" (the office list on the page, and the
 * buttons above the map), which also opens that office's popup and focuses its marker.
 */
export default function OfficeMap({ offices }: Props) {
  const region = useRef<HTMLElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const markers = useRef(new Map<string, Marker>());
  const activate = useRef<(fragment: string) => void>(() => undefined);
  const [size, setSize] = useState<ViewSize | null>(null);
  const [ready, setReady] = useState(false);
  const [lat, lng] = mapCenter(offices);
  const center = { lat, lng };

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setSize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let map: LeafletMap | undefined;
    let loading: Promise<void> | undefined;
    let cancelled = false;
    const show = (fragment: string) => {
      const marker = markers.current.get(fragment.replace(/^#/, ''));
      if (!marker) return false;
      // Focus first: a focused marker pans itself into view, which would undo the popup's own pan.
      marker.getElement()?.focus({ preventScroll: true });
      region.current?.scrollIntoView({ block: 'nearest' });
      marker.openPopup();
      return true;
    };
    // Leaflet's CSS comes with the page's stylesheet (contact.astro): a style injected at run time
    // would be refused by the page's CSP.
    const load = () =>
      (loading ??= import('leaflet').then((L) => {
        const element = canvas.current;
        if (cancelled || !element) return;
        map = L.map(element, { center: [lat, lng], zoom: MAP.zoom, maxZoom: MAP.maxZoom, scrollWheelZoom: false });
        L.tileLayer(MAP.tileUrl, { tileSize: MAP.tileSize, maxZoom: MAP.maxZoom, attribution: MAP.attribution }).addTo(
          map,
        );
        const [width, height] = MAP.markerSize;
        const icon = L.icon({
          iconUrl,
          iconRetinaUrl,
          shadowUrl,
          iconSize: [width, height],
          iconAnchor: [Math.floor(width / 2), height],
          popupAnchor: [1, -34],
          shadowSize: [SHADOW_SIZE, SHADOW_SIZE],
        });
        for (const office of offices) {
          const marker = L.marker([office.lat, office.lng], {
            icon,
            title: office.name,
            alt: office.name,
            keyboard: true,
          })
            .bindPopup(popupContent(office), { maxWidth: MAP.popupMaxWidth })
            .addTo(map);
          markers.current.set(officeMapId(office), marker);
        }
        const describeView = () => {
          if (!map || !region.current) return;
          const centre = map.getCenter();
          region.current.dataset['center'] = `${centre.lat.toFixed(4)},${centre.lng.toFixed(4)}`;
          region.current.dataset['zoom'] = String(map.getZoom());
        };
        map.on('moveend zoomend', describeView);
        describeView();
        setReady(true);
      }));
    activate.current = (fragment) => void load().then(() => show(fragment));
    const onHashChange = () => activate.current(window.location.hash);
    // A second click on the same link changes no hash, so clicks are handled too.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#map-"]') : null;
      if (link && link.hash === window.location.hash) {
        event.preventDefault();
        activate.current(link.hash);
      }
    };
    if (window.location.hash.startsWith('#map-')) activate.current(window.location.hash);
    window.addEventListener('hashchange', onHashChange);
    document.addEventListener('click', onClick);
    return () => {
      cancelled = true;
      window.removeEventListener('hashchange', onHashChange);
      document.removeEventListener('click', onClick);
      map?.remove();
      markers.current.clear();
    };
  }, [offices, lat, lng]);

  const [markerWidth, markerHeight] = MAP.markerSize;
  return (
    <div>
      <ul className="mb-4 flex flex-wrap gap-3" aria-label="Show an office on the map">
        {offices.map((office) => (
          <li key={office.name}>
            <a id={officeMapId(office)} href={`#${officeMapId(office)}`} className="btn-outline">
              {office.name}
            </a>
          </li>
        ))}
      </ul>
      <section
        ref={region}
        aria-label="Map of our offices"
        data-ready={ready ? 'true' : 'false'}
        onPointerDown={() => activate.current('')}
        // The spec's 384 px height as a class: a style attribute would be refused by the CSP.
        className="relative isolate z-0 h-[384px] overflow-hidden rounded-lg bg-sand shadow-lg"
      >
        {/* Leaflet draws into this element; React never renders into it. */}
        <div ref={canvas} className="absolute inset-0" />
        {!ready && size && (
          // The same picture before Leaflet loads, for the eye only: the office links above are the
          // accessible way in. Positions go through the DOM after hydration (React's style prop), which
          // the CSP allows, unlike style attributes in the HTML.
          <div className="absolute inset-0 overflow-hidden" aria-hidden="true" data-map-preview>
            {tilesInView(center, MAP.zoom, size).map((tile) => (
              <img
                key={tile.url}
                src={tile.url}
                alt=""
                width={MAP.tileSize}
                height={MAP.tileSize}
                draggable={false}
                className="absolute max-w-none"
                style={{ left: tile.left, top: tile.top }}
              />
            ))}
            {offices.map((office) => {
              const place = placeInView(office, center, MAP.zoom, size);
              const corner = { left: place.left - Math.floor(markerWidth / 2), top: place.top - markerHeight };
              return [
                // Leaflet anchors the shadow at the icon's anchor too.
                <img
                  key={`${office.name} shadow`}
                  src={shadowUrl}
                  alt=""
                  width={SHADOW_SIZE}
                  height={SHADOW_SIZE}
                  draggable={false}
                  className="pointer-events-none absolute max-w-none"
                  style={corner}
                />,
                <img
                  key={office.name}
                  src={iconUrl}
                  alt=""
                  width={markerWidth}
                  height={markerHeight}
                  draggable={false}
                  onClick={() => activate.current(`#${officeMapId(office)}`)}
                  className="absolute max-w-none cursor-pointer"
                  style={corner}
                />,
              ];
            })}
          </div>
        )}
        {!ready && size && (
          <p className="absolute right-0 bottom-0 bg-white/80 px-1.5 text-xs text-ink">
            &copy;{' '}
            <a href="https://www.openstreetmap.org/copyright" className="underline">
              OpenStreetMap
            </a>{' '}
            contributors
          </p>
        )}
        {!size && (
          <p
            className="pointer-events-none absolute inset-0 flex items-center justify-center text-sm text-stone"
            aria-hidden="true"
          >
            Loading map…
          </p>
        )}
      </section>
    </div>
  );
}
