import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { useHydrated } from '#src/lib/useHydrated.ts';
import { fillIn } from '#src/lib/fill-in.ts';
import {
  FLOOR_PLAN_SIZES,
  GALLERY_SIZES,
  GRID_SIZES,
  GRID_WIDTHS,
  ENGLISH_GALLERY_TEXT,
  GALLERY_VIEWS,
  dotRange,
  floorPlanName,
  photoCount,
  photoName,
  swipeStep,
  viewAllLabel,
  viewerLabel,
  wrapIndex,
  type GalleryText,
  type GalleryView,
} from './gallery.ts';
import { NextIcon, PreviousIcon } from './gallery-icons.tsx';
import { GalleryViewer } from './GalleryViewer.tsx';
import { keepsLink } from './link-press.ts';
import { ListingPhoto, PHOTO_HEIGHT, PHOTO_WIDTH } from './ListingPhoto.tsx';
import { pageIslandWords } from '#src/lib/island-words.ts';

// Outside English, the page's words come with the code, not in the page (island-words.ts).
const PAGE_TEXT = await pageIslandWords<GalleryText>('Gallery');

const arrow =
  'absolute top-1/2 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md hover:bg-white';

interface Props {
  images: readonly string[];
  title: string;
  /** The listing's floor plans, under their own tab; none, no tabs. */
  floorPlans?: readonly string[] | undefined;
  /** The words in the page's language (listing-words.ts); English by default. */
  text?: GalleryText | undefined;
}

/**
 * "Photos" and "Floor plans": radio buttons drawn as tabs. The checked one shows its panel through CSS
 * (global.css, the gallery's views), so they work at the first press, before the island hydrates and without
 * JavaScript, and the arrow keys move between them as in any radio group.
 */
function ViewTabs({ text }: { text: GalleryText }) {
  return (
    <fieldset className="mb-3 flex gap-2 border-b border-black/10 print:hidden" data-gallery-tabs>
      <legend className="sr-only">{text.legend}</legend>
      {GALLERY_VIEWS.map((view) => (
        <label key={view} className="gallery-tab">
          <input
            type="radio"
            name="gallery-view"
            value={view}
            defaultChecked={view === 'photos'}
            className="sr-only"
            data-gallery-tab={view}
          />
          {view === 'photos' ? text.photos : text.floorPlans}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The photo gallery. Its server HTML works without JavaScript and until the island hydrates: the photo
 * (the page's LCP image) and every photo in the "View all" grid (a native <details>) are links to the full
 * image, and the count shows. Once hydrated, those links open the full-screen viewer at their photo instead,
 * and previous and next arrows (wrapping at both ends), dots, arrow keys and swipes move the photo in place;
 * the arrows and dots lie over the photo, so their arrival shifts nothing. A listing's floor plans have a tab
 * of their own, each plan a link to its image too, which the viewer shows zoomable.
 */
export function Gallery({ images, title, floorPlans = [], text = PAGE_TEXT ?? ENGLISH_GALLERY_TEXT }: Props) {
  const [index, setIndex] = useState(0);
  const [planIndex, setPlanIndex] = useState(0);
  const [viewing, setViewing] = useState<GalleryView | null>(null);
  const hydrated = useHydrated();
  const press = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const count = images.length;
  const several = count > 1;
  const planCount = floorPlans.length;
  const go = (step: number) => setIndex((current) => wrapIndex(current, step, count));
  const goPlan = (step: number) => setPlanIndex((current) => wrapIndex(current, step, planCount));

  // The printed brochure shows the first photo, whichever one is on screen.
  useEffect(() => {
    const first = () => flushSync(() => setIndex(0));
    window.addEventListener('beforeprint', first);
    return () => window.removeEventListener('beforeprint', first);
  }, []);

  const openViewer = (event: MouseEvent<HTMLAnchorElement>, at: number, fromPhoto = false) => {
    if (keepsLink(event)) return;
    event.preventDefault();
    // A drag across the photo that ends in a click was a swipe, not a press of the link (Enter makes no drag).
    if (fromPhoto && swiped.current && event.detail > 0) return;
    opener.current = event.currentTarget;
    setIndex(at);
    setViewing('photos');
  };
  const openPlan = (event: MouseEvent<HTMLAnchorElement>, at: number) => {
    if (keepsLink(event)) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setPlanIndex(at);
    setViewing('floorPlans');
  };
  const closeViewer = () => {
    setViewing(null);
    opener.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!several) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    press.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = press.current;
    press.current = null;
    if (!start || !several) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    swiped.current = step !== 0;
    if (swiped.current) go(step);
  };

  const current = images[Math.min(index, count - 1)];
  const [firstDot, endDot] = dotRange(index, count);
  const dots = Array.from({ length: endDot - firstDot }, (_, offset) => firstDot + offset);
  const photos = (
    <>
      <section
        aria-roledescription="carousel"
        aria-label={viewerLabel('photos', title, text)}
        onKeyDown={onKeyDown}
        className="relative"
        data-gallery
      >
        <div
          className="relative aspect-[3/2] touch-pan-y bg-sand select-none"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (press.current = null)}
        >
          <div aria-live="polite" className="size-full">
            {current && (
              <a
                href={current}
                onClick={(event) => openViewer(event, index, true)}
                aria-haspopup={hydrated ? 'dialog' : undefined}
                draggable={false}
                className="block size-full cursor-zoom-in"
                data-gallery-open
              >
                <ListingPhoto
                  key={current}
                  src={current}
                  sizes={GALLERY_SIZES}
                  alt={photoName(index, count, title, text)}
                  width={PHOTO_WIDTH}
                  height={PHOTO_HEIGHT}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  draggable={false}
                  className="size-full object-cover"
                  data-gallery-image={index}
                />
              </a>
            )}
          </div>
          {several && (
            <p
              aria-hidden="true"
              className="pointer-events-none absolute right-3 bottom-3 rounded-full bg-black/70 px-3 py-1 text-sm text-white tabular-nums print:hidden"
              data-gallery-count
            >
              {photoCount(index, count)}
            </p>
          )}
          {hydrated && several && (
            <>
              <button
                type="button"
                onClick={() => go(-1)}
                className={`${arrow} left-4 print:hidden`}
                aria-label={text.previousPhoto}
              >
                <PreviousIcon />
              </button>
              <button
                type="button"
                onClick={() => go(1)}
                className={`${arrow} right-4 print:hidden`}
                aria-label={text.nextPhoto}
              >
                <NextIcon />
              </button>
              <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-1 print:hidden">
                {dots.map((at) => (
                  <button
                    key={at}
                    type="button"
                    onClick={() => setIndex(at)}
                    aria-label={fillIn(text.showPhoto, { index: at + 1, count })}
                    aria-current={at === index ? 'true' : undefined}
                    className="group flex size-6 items-center justify-center"
                    data-gallery-dot={at}
                  >
                    <span
                      className={`block size-2.5 rounded-full shadow ${at === index ? 'bg-white' : 'bg-white/55 group-hover:bg-white/80'}`}
                    />
                  </button>
                ))}
              </div>
            </>
          )}
        </div>
      </section>
      {several && (
        <details className="mt-3 print:hidden" data-gallery-all>
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center rounded-sm border border-ink px-4 text-sm font-semibold tracking-wide text-ink uppercase hover:bg-ink hover:text-paper [&::-webkit-details-marker]:hidden">
            {viewAllLabel(count, text)}
          </summary>
          <ul role="list" className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {images.map((image, at) => (
              <li key={at}>
                <a
                  href={image}
                  onClick={(event) => openViewer(event, at)}
                  aria-haspopup={hydrated ? 'dialog' : undefined}
                  className="block aspect-[3/2] cursor-zoom-in overflow-hidden bg-sand"
                  data-gallery-thumb={at}
                >
                  <ListingPhoto
                    src={image}
                    sizes={GRID_SIZES}
                    widths={GRID_WIDTHS}
                    alt={photoName(at, count, title, text)}
                    width={PHOTO_WIDTH}
                    height={PHOTO_HEIGHT}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
  const viewer = hydrated && (
    <GalleryViewer
      view={viewing ?? 'photos'}
      images={viewing === 'floorPlans' ? floorPlans : images}
      title={title}
      index={viewing === 'floorPlans' ? planIndex : index}
      open={viewing !== null}
      onStep={viewing === 'floorPlans' ? goPlan : go}
      onClose={closeViewer}
      text={text}
    />
  );
  if (planCount === 0)
    return (
      <div>
        {photos}
        {viewer}
      </div>
    );
  return (
    <div data-gallery-views>
      <ViewTabs text={text} />
      <div data-gallery-panel="photos">{photos}</div>
      {/* The brochure prints the plans on a page of their own (PropertyDetailView), not here. */}
      <section
        aria-label={viewerLabel('floorPlans', title, text)}
        className="print:hidden"
        data-gallery-panel="floorPlans"
      >
        <ul role="list" className={`grid gap-3 ${planCount > 1 ? 'grid-cols-2' : ''}`}>
          {floorPlans.map((plan, at) => (
            <li key={at}>
              <a
                href={plan}
                onClick={(event) => openPlan(event, at)}
                aria-haspopup={hydrated ? 'dialog' : undefined}
                className="block aspect-[3/2] cursor-zoom-in border border-black/10 bg-white p-2"
                data-floor-plan={at}
              >
                <ListingPhoto
                  src={plan}
                  sizes={planCount > 1 ? FLOOR_PLAN_SIZES : GALLERY_SIZES}
                  {...(planCount > 1 ? { widths: GRID_WIDTHS } : {})}
                  alt={floorPlanName(at, planCount, title, text)}
                  width={PHOTO_WIDTH}
                  height={PHOTO_HEIGHT}
                  loading="lazy"
                  className="size-full object-contain"
                />
              </a>
            </li>
          ))}
        </ul>
      </section>
      {viewer}
    </div>
  );
}
