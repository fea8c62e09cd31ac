import { useEffect, useState, type ComponentType } from 'react';
import { loadListingMapCanvas } from '#listing-map';
import type { ListingMapPoint } from './listing-location.ts';
import { ENGLISH_LISTING_MAP_TEXT, MapNote, type ListingMapText } from './MapNote.tsx';
import { fillIn } from '#src/lib/fill-in.ts';
import { pageIslandWords } from '#src/lib/island-words.ts';

// Outside English, the page's words come with the code, not in the page (island-words.ts).
const PAGE_TEXT = await pageIslandWords<ListingMapText>('ListingMap');

/**
 * The listing's pin on a street map. The page hydrates it when it scrolls near (client:visible with a
 * margin), and only then does it fetch its Leaflet part (#listing-map), which loads Leaflet and the tiles:
 * until then the page requests nothing of the map. The box has its size from the start, so nothing moves
 * when the map appears; the server renders the empty box alone.
 */
export default function ListingMap({
  text = PAGE_TEXT ?? ENGLISH_LISTING_MAP_TEXT,
  ...point
}: ListingMapPoint & { text?: ListingMapText | undefined }) {
  const [Canvas, setCanvas] = useState<ComponentType<ListingMapPoint & { text: ListingMapText }> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadListingMapCanvas?.().then(
      (module) => {
        if (!cancelled) setCanvas(() => module.default);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <section
      aria-label={fillIn(text.mapOf, { title: point.title })}
      // The height as a class: a style attribute would be refused by the CSP.
      className="relative isolate z-0 mt-6 h-72 overflow-hidden rounded-lg bg-sand shadow-lg sm:h-[384px]"
      data-listing-map
    >
      {Canvas ? <Canvas {...point} text={text} /> : failed && <MapNote>{text.failed}</MapNote>}
    </section>
  );
}
