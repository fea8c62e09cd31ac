import { useEffect, useRef, useState } from 'react';
import type { Map as LeafletMap, Marker } from 'leaflet';
import { telHref } from '#src/lib/format.ts';
import { MAP } from '#src/lib/map.ts';
import {
  ENGLISH_OFFICE_MAP_TEXT,
  FIT_PADDING,
  initialZoom,
  mapCenter,
  officeMapId,
  popupLines,
  type OfficeMapText,
} from './office-map.ts';
import type { Office } from '#src/schemas/site.ts';
import { loadLeafletStyles, markerIcon, streetTiles } from '#src/lib/leaflet-parts.ts';

interface Props {
  offices: Office[];
  /** The island's words in the page's language (office-map-words.ts); English by default. */
  text?: OfficeMapText | undefined;
}

/** The popup: one line per entry; the phone line is a call link. */
function popupContent(office: Office): HTMLElement {
  const root = document.createElement('div');
  root.className = 'office-popup';
  popupLines(office).forEach((line, index) => {
    const row = document.createElement(index === 0 ? 'strong' : 'span');
    row.className = 'block';
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
 * The offices on a Leaflet street map. Astro hydrates it when it scrolls into view, and it then loads
 * Leaflet (a dynamic import, so not part of the page's own JavaScript). A link to "#map-{office}" (the
 * office list on the page, and the links above the map) opens that office's popup and focuses its
 * marker, whether Leaflet has loaded yet or not: before the island runs, the link is followed as usual,
 * its target (a link above the map) brings the island into view, and the island reads the fragment.
 */
export default function OfficeMap({ offices, text = ENGLISH_OFFICE_MAP_TEXT }: Props) {
  const region = useRef<HTMLElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let map: LeafletMap | undefined;
    let cancelled = false;
    const markers = new Map<string, Marker>();
    const loaded = Promise.all([import('leaflet'), loadLeafletStyles()]).then(([L]) => {
      if (cancelled) return;
      map = L.map(element, { maxZoom: MAP.maxZoom, scrollWheelZoom: false });
      const bounds = L.latLngBounds(offices.map((office): [number, number] => [office.lat, office.lng]));
      map.setView(mapCenter(offices), initialZoom(map.getBoundsZoom(bounds, false, L.point(...FIT_PADDING))));
      streetTiles(L).addTo(map);
      const icon = markerIcon(L);
      for (const office of offices) {
        const marker = L.marker([office.lat, office.lng], {
          icon,
          title: office.name,
          alt: office.name,
          keyboard: true,
        })
          .bindPopup(popupContent(office), { maxWidth: MAP.popupMaxWidth })
          .addTo(map);
        markers.set(officeMapId(office), marker);
      }
      const describeView = () => {
        if (!map || !region.current) return;
        const centre = map.getCenter();
        region.current.dataset['center'] = `${centre.lat.toFixed(4)},${centre.lng.toFixed(4)}`;
        region.current.dataset['zoom'] = String(map.getZoom());
      };
      map.on('moveend zoomend', describeView);
      describeView();
      setState('ready');
    });
    loaded.catch(() => {
      if (!cancelled) setState('failed');
    });

    const show = (fragment: string) =>
      void loaded.then(() => {
        const marker = markers.get(fragment.replace(/^#/, ''));
        if (cancelled || !marker) return;
        // Focus first: a focused marker pans itself into view, which would undo the popup's own pan.
        marker.getElement()?.focus({ preventScroll: true });
        marker.openPopup();
      });
    // A link to "#map-{office}" is handled here once the island runs: followed as a fragment, Chrome
    // focuses its target on a later frame, which could take the focus back from the marker.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#map-"]') : null;
      if (!link) return;
      event.preventDefault();
      if (link.hash !== window.location.hash) window.history.pushState(null, '', link.hash);
      region.current?.scrollIntoView({ block: 'nearest' });
      show(link.hash);
    };
    // Back and Forward between office fragments.
    const onHashChange = () => show(window.location.hash);
    show(window.location.hash);
    window.addEventListener('hashchange', onHashChange);
    document.addEventListener('click', onClick);
    return () => {
      cancelled = true;
      window.removeEventListener('hashchange', onHashChange);
      document.removeEventListener('click', onClick);
      map?.remove();
    };
  }, [offices]);

  return (
    <div>
      <ul className="mb-4 flex flex-wrap gap-3" aria-label={text.offices}>
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
        aria-label={text.map}
        data-ready={state === 'ready' ? 'true' : 'false'}
        // The spec's 384 px height as a class: a style attribute would be refused by the CSP. The box has
        // its size before Leaflet loads, so nothing moves when the map appears.
        className="relative isolate z-0 h-[384px] overflow-hidden rounded-lg bg-sand shadow-lg"
      >
        {/* Leaflet draws into this element; React never renders into it. */}
        <div ref={canvas} className="absolute inset-0" />
        {state !== 'ready' && (
          <p className="pointer-events-none absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-stone">
            {state === 'loading' ? text.loading : text.failed}
          </p>
        )}
      </section>
    </div>
  );
}
