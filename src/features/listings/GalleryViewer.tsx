import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { preload } from 'react-dom';
import { imageCdnSrcset } from '#src/lib/image-cdn.ts';
import {
  VIEWER_SIZES,
  ZOOM,
  ZOOMED_SIZES,
  ENGLISH_GALLERY_TEXT,
  imageName,
  photoCount,
  swipeStep,
  viewerLabel,
  viewerWidths,
  wrapIndex,
  type GalleryText,
  type GalleryView,
} from './gallery.ts';
import { ListingPhoto } from './ListingPhoto.tsx';
import { NextIcon, PreviousIcon } from './gallery-icons.tsx';

interface Props {
  /** Photos, or floor plans, which zoom. */
  view: GalleryView;
  images: readonly string[];
  title: string;
  index: number;
  open: boolean;
  onStep: (step: number) => void;
  onClose: () => void;
  text?: GalleryText | undefined;
}

/** No listing photo's own width is known where its page is rendered, so each is offered up to the cap. */
const WIDTHS = viewerWidths();

// Bronze, the site's focus ring, is too dark on black: champagne is its light counterpart.
const onBlack = 'focus-visible:outline-champagne';
const arrow = `absolute top-1/2 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/85 ${onBlack}`;
const barButton = `inline-flex min-h-11 items-center justify-center rounded-sm hover:bg-white/15 ${onBlack}`;

/**
 * The full-screen viewer of the photos or the floor plans: a native modal <dialog>, so the browser keeps focus
 * inside it, closes it with Escape and makes the page behind it inert. Arrow keys and swipes move through
 * the images, wrapping at both ends; the images on either side are fetched ahead. A floor plan zooms to twice
 * its fitted size ("Zoom in", or a press on it), then scrolls and pans in place, arrow keys included. Its
 * content exists only while it is open.
 */
export function GalleryViewer({
  view,
  images,
  title,
  index,
  open,
  onStep,
  onClose,
  text = ENGLISH_GALLERY_TEXT,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const zoomButton = useRef<HTMLButtonElement>(null);
  const press = useRef<{ x: number; y: number } | null>(null);
  // The image zoomed, and where to centre it (fractions of its width and height): another image is not zoomed.
  const [zoom, setZoom] = useState<{ src: string; x: number; y: number } | null>(null);
  const count = images.length;
  const several = count > 1;
  const src = images[Math.min(index, count - 1)];
  const zoomable = view === 'floorPlans';
  const zoomed = zoomable && zoom !== null && zoom.src === src;

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!open || !element || element.open) return;
    element.showModal();
    // The page behind keeps still: a wheel or a vertical swipe over the viewer would scroll it.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, [open]);

  // Zoomed in: the point pressed (or the middle) comes to the middle of the screen, and the arrow keys pan.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!zoomed || !element) return;
    element.scrollLeft = zoom.x * element.scrollWidth - element.clientWidth / 2;
    element.scrollTop = zoom.y * element.scrollHeight - element.clientHeight / 2;
    element.focus({ preventScroll: true });
  }, [zoomed, zoom]);

  // The neighbours, so a swipe shows the next photo at once.
  useEffect(() => {
    if (!open || !several) return;
    for (const step of [1, -1]) {
      const at = wrapIndex(index, step, count);
      const neighbour = images[at];
      const srcset = neighbour === undefined ? undefined : imageCdnSrcset(neighbour, 'avif', WIDTHS);
      if (neighbour && srcset)
        preload(neighbour, { as: 'image', type: 'image/avif', imageSrcSet: srcset, imageSizes: VIEWER_SIZES });
    }
  });

  const toggleZoom = (x = 0.5, y = 0.5) => {
    if (src === undefined) return;
    // Zoomed out, the plan is no longer focusable: focus goes to the button that zooms it again.
    if (zoomed && document.activeElement === scroller.current) zoomButton.current?.focus();
    setZoom(zoomed ? null : { src, x, y });
  };
  const onImageClick = (event: MouseEvent<HTMLElement>) => {
    if (!zoomable || zoomed) return;
    const box = event.currentTarget.getBoundingClientRect();
    toggleZoom((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Zoomed, the arrow keys scroll the plan.
    if (!several || zoomed) return;
    if (event.key === 'ArrowLeft') onStep(-1);
    else if (event.key === 'ArrowRight') onStep(1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    press.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = press.current;
    press.current = null;
    if (!start || !several || zoomed) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) onStep(step);
  };

  return (
    <dialog
      ref={dialog}
      aria-label={viewerLabel(view, title, text)}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none flex-col overflow-hidden border-0 bg-black p-0 text-white backdrop:bg-black open:flex print:hidden"
      data-gallery-viewer={view}
    >
      {open && src !== undefined && (
        <>
          <div className="flex items-center justify-between gap-4 px-4 py-2">
            <p className="text-sm tabular-nums" data-viewer-count>
              {photoCount(index, count)}
            </p>
            <div className="flex items-center gap-2">
              {zoomable && (
                <button
                  ref={zoomButton}
                  type="button"
                  onClick={() => toggleZoom()}
                  className={`${barButton} px-3 text-sm`}
                >
                  {zoomed ? text.zoomOut : text.zoomIn}
                </button>
              )}
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                aria-label={text.close}
                className={`${barButton} size-11 text-3xl`}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
          </div>
          <div
            className="relative min-h-0 flex-1 select-none"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (press.current = null)}
            data-viewer-stage
          >
            <div
              ref={scroller}
              // Zoomed, the plan scrolls: the keyboard reaches it, and touch pans it.
              tabIndex={zoomed ? 0 : undefined}
              className={`size-full ${zoomed ? `overflow-auto ${onBlack}` : 'touch-pinch-zoom overflow-hidden'}`}
              data-viewer-zoomed={zoomed ? '' : undefined}
            >
              <div
                aria-live="polite"
                className={zoomed ? 'cursor-zoom-out' : zoomable ? 'size-full cursor-zoom-in' : 'size-full'}
                style={zoomed ? { width: `${ZOOM * 100}%`, height: `${ZOOM * 100}%` } : undefined}
                onClick={zoomed ? () => toggleZoom() : onImageClick}
              >
                <ListingPhoto
                  key={src}
                  src={src}
                  widths={WIDTHS}
                  sizes={zoomed ? ZOOMED_SIZES : VIEWER_SIZES}
                  alt={imageName(view, index, count, title, text)}
                  draggable={false}
                  className="size-full object-contain"
                  data-viewer-image={index}
                />
              </div>
            </div>
            {several && (
              <>
                <button
                  type="button"
                  onClick={() => onStep(-1)}
                  className={`${arrow} left-3`}
                  aria-label={view === 'photos' ? text.previousPhoto : text.previousFloorPlan}
                >
                  <PreviousIcon />
                </button>
                <button
                  type="button"
                  onClick={() => onStep(1)}
                  className={`${arrow} right-3`}
                  aria-label={view === 'photos' ? text.nextPhoto : text.nextFloorPlan}
                >
                  <NextIcon />
                </button>
              </>
            )}
          </div>
        </>
      )}
    </dialog>
  );
}
