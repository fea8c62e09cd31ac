import { useEffect, useRef } from 'react';
import { markerIcon } from '#src/lib/leaflet-parts.ts';
import type { ListingMapPoint } from './listing-location.ts';
import { MapNote, type ListingMapText } from './MapNote.tsx';
import { useLeafletMap } from './useLeafletMap.ts';

/** The street and its neighbours, where the spec's office map shows the region. */
const LISTING_MAP_ZOOM = 14;

/** Nothing beyond Leaflet: the listing map draws one pin. */
const loadNothing = (): Promise<object> => Promise.resolve({});

/**
 * The Leaflet map of ListingMap, loaded on demand (#listing-map): centred on the home's pin. On a touch
 * screen one finger scrolls the page rather than the map (two fingers still zoom), so the map is no trap
 * on the way down the page.
 */
export default function ListingMapCanvas({
  latitude,
  longitude,
  title,
  text,
}: ListingMapPoint & { text: ListingMapText }) {
  const canvas = useRef<HTMLDivElement>(null);
  const { state, loaded } = useLeafletMap(
    canvas,
    { center: [latitude, longitude], zoom: LISTING_MAP_ZOOM },
    loadNothing,
  );

  useEffect(() => {
    let cancelled = false;
    loaded.current
      ?.then(({ L, map, layer }) => {
        if (cancelled) return;
        if (L.Browser.mobile) map.dragging.disable();
        L.marker([latitude, longitude], { icon: markerIcon(L), alt: title, title, interactive: false }).addTo(layer);
      })
      .catch(() => undefined); // useLeafletMap reports the failure.
    return () => {
      cancelled = true;
    };
  }, [loaded, latitude, longitude, title]);

  return (
    <>
      {/* Leaflet draws into this element; React never renders into it. */}
      <div ref={canvas} className="absolute inset-0" data-ready={state === 'ready' ? 'true' : 'false'} />
      {state === 'loading' && <MapNote>{text.loading}</MapNote>}
      {state === 'failed' && <MapNote>{text.failed}</MapNote>}
    </>
  );
}
