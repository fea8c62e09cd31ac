import { useEffect, useRef, useState } from 'react';
import type { Map as LeafletMap, Marker } from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png?url';
import iconUrl from 'leaflet/dist/images/marker-icon.png?url';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png?url';
import { telHref } from '../../lib/format';
import { MAP, mapCenter, officeMapId, popupLines } from '../../lib/map';
import type { Office } from '../../schemas/site';

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
 * The offices on a street map. Astro hydrates it only when it scrolls into view, and Leaflet, its CSS
 * and the tiles load only then. Links to "#map-{office}" (the office list on the page, and the buttons
 * above the map) open that office's popup and focus its marker: the keyboard way to the map.
 */
export default function OfficeMap({ offices }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const markers = useRef(new Map<string, Marker>());
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let map: LeafletMap | undefined;
    let cancelled = false;
    const show = (fragment: string) => {
      const marker = markers.current.get(fragment.replace(/^#/, ''));
      if (!marker) return false;
      // Focus first: a focused marker pans itself into view, which would undo the popup's own pan.
      marker.getElement()?.focus({ preventScroll: true });
      box.current?.scrollIntoView({ block: 'nearest' });
      marker.openPopup();
      return true;
    };
    const onHashChange = () => show(window.location.hash);
    // A second click on the same link changes no hash, so clicks are handled too.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#map-"]') : null;
      if (link && link.hash === window.location.hash && show(link.hash)) event.preventDefault();
    };

    // Leaflet's CSS comes with the page's stylesheet (contact.astro): a style injected at run time
    // would be refused by the page's CSP.
    void import('leaflet').then((L) => {
      const element = box.current;
      if (cancelled || !element) return;
      const [lat, lng] = mapCenter(offices);
      map = L.map(element, { center: [lat, lng], zoom: MAP.zoom, maxZoom: MAP.maxZoom, scrollWheelZoom: false });
      L.tileLayer(MAP.tileUrl, { tileSize: MAP.tileSize, maxZoom: MAP.maxZoom, attribution: MAP.attribution }).addTo(map);
      const [width, height] = MAP.markerSize;
      const icon = L.icon({
        iconUrl,
        iconRetinaUrl,
        shadowUrl,
        iconSize: [width, height],
        iconAnchor: [Math.floor(width / 2), height],
        popupAnchor: [1, -34],
        shadowSize: [41, 41],
      });
      for (const office of offices) {
        const marker = L.marker([office.lat, office.lng], { icon, title: office.name, alt: office.name, keyboard: true })
          .bindPopup(popupContent(office), { maxWidth: MAP.popupMaxWidth })
          .addTo(map);
        markers.current.set(officeMapId(office), marker);
      }
      const describeView = () => {
        if (!map) return;
        const centre = map.getCenter();
        element.dataset['center'] = `${centre.lat.toFixed(4)},${centre.lng.toFixed(4)}`;
        element.dataset['zoom'] = String(map.getZoom());
      };
      map.on('moveend zoomend', describeView);
      describeView();
      setReady(true);
      show(window.location.hash);
    });
    window.addEventListener('hashchange', onHashChange);
    document.addEventListener('click', onClick);
    return () => {
      cancelled = true;
      window.removeEventListener('hashchange', onHashChange);
      document.removeEventListener('click', onClick);
      map?.remove();
      markers.current.clear();
    };
  }, [offices]);

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
      <div className="relative isolate">
        <div
          ref={box}
          role="region"
          aria-label="Map of our offices"
          data-ready={ready ? 'true' : 'false'}
          // The spec's 384 px height as a class: a style attribute would be refused by the CSP.
          className="z-0 h-[384px] overflow-hidden rounded-lg bg-sand shadow-lg"
        />
        {!ready && (
          <p className="pointer-events-none absolute inset-0 flex items-center justify-center text-sm text-stone" aria-hidden="true">
            Loading map…
          </p>
        )}
      </div>
    </div>
  );
}
