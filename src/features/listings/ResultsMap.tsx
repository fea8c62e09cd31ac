import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { formatPriceShort } from '#src/lib/format.ts';
import { listingPath } from '#src/lib/paths.ts';
import type { Bbox } from '#src/schemas/map-area.ts';
import type { ListingSummary } from './listing-summary.ts';
import { popupImageSrc, toBbox } from './results-map.ts';
import { statLine } from './stat-line.ts';
import { ListingCourtesy } from './ListingCourtesy.tsx';
import { ListingBadges } from './ListingBadges.tsx';
import { useLeafletMap } from './useLeafletMap.ts';
import { MapNote } from './MapNote.tsx';
import { loadClustering, useClusterMarkers } from './useClusterMarkers.ts';
import { useSearchText } from './search-text.ts';
import { cardTextWith, type CardWords } from './card-words.ts';

/** Rhode Island, until the first results arrive. */
const FIRST_VIEW = { center: [41.6, -71.5], zoom: 9 } as const;

interface Props {
  /** The results shown in the list, or null while they load (the map keeps its markers meanwhile). */
  properties: readonly ListingSummary[] | null;
  /** The id of the card under the pointer or the focus, whose marker stands out. */
  highlighted: number | null;
  onSearchArea: (box: Bbox) => void;
}

/**
 * A marker's popup: a compact card with the first image, the badges, the price, the figures and a link to the
 * listing.
 */
function PopupCard({ property, words }: { property: ListingSummary; words: CardWords | null }) {
  const [image] = property.images;
  const text = words && cardTextWith(words, property);
  return (
    <>
      {image && (
        <img
          src={popupImageSrc(image)}
          alt=""
          width={240}
          height={160}
          className="mb-2 block h-[120px] w-full object-cover"
        />
      )}
      <ListingBadges listing={property} className="mb-2" labels={text?.badges} />
      {/* Playfair 400, not bold: that face has the lining figures (scripts/fonts/faces.ts). */}
      <strong className="block font-display text-lg font-normal text-ink lining-nums tabular-nums" data-price>
        {text?.price ?? formatPriceShort(property.price)}
      </strong>
      <span className="block text-xs text-stone">{text?.stats ?? statLine(property)}</span>
      <a href={text?.href ?? listingPath(property.id)} className="mt-1 block font-semibold">
        {property.title}
      </a>
      <ListingCourtesy property={property} className="text-xs text-stone" lang={text ? 'en' : undefined} />
    </>
  );
}

/**
 * The results on a Leaflet street map, clustered with supercluster. Loaded on demand (React.lazy), and
 * Leaflet and supercluster in turn by dynamic import. Every marker and cluster is a button in the tab
 * order: Enter on a marker opens its popup, on a cluster zooms in to its listings. After the visitor pans
 * or zooms, "Search this area" limits the results to the map's bounds.
 */
export default function ResultsMap({ properties, highlighted, onSearchArea }: Props) {
  const canvas = useRef<HTMLDivElement>(null);
  const { state, loaded } = useLeafletMap(canvas, FIRST_VIEW, loadClustering);
  const { counts, moved, popups } = useClusterMarkers(loaded, properties, highlighted);

  const text = useSearchText();
  const searchArea = () => {
    void loaded.current?.then(({ map }) => onSearchArea(toBbox(map.getBounds())));
  };

  return (
    <section
      aria-label={text.map.name}
      data-ready={state === 'ready' && counts !== null ? 'true' : 'false'}
      data-markers={counts?.markers ?? 0}
      data-clusters={counts?.clusters ?? 0}
      // A class, not a style attribute: the page's CSP refuses inline styles. The box has its size before
      // Leaflet loads, so nothing moves when the map appears.
      className="relative isolate z-0 mt-8 h-[384px] overflow-hidden rounded-lg bg-sand shadow-lg lg:mt-0 lg:h-[calc(100vh-2rem)] lg:max-h-[720px]"
    >
      {/* Leaflet draws into this element; React never renders into it. */}
      <div ref={canvas} className="absolute inset-0" />
      {/* The popups' cards, rendered into the elements Leaflet's popups hold (inside the map when open). */}
      {popups.map(({ property, root }) =>
        createPortal(<PopupCard property={property} words={text.cards} />, root, property.id),
      )}
      {moved && state === 'ready' && (
        <button
          type="button"
          onClick={searchArea}
          className="btn-primary absolute top-3 left-1/2 z-[1000] -translate-x-1/2 shadow-lg"
        >
          {text.map.searchArea}
        </button>
      )}
      {state !== 'ready' && <MapNote>{state === 'loading' ? text.map.loading : text.map.failed}</MapNote>}
    </section>
  );
}
