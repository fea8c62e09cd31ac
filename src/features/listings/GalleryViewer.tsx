import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { preload } from 'react-dom';
import { imageCdnSrcset } from '#src/lib/image-cdn.ts';
import { VIEWER_SIZES, photoCount, photoName, swipeStep, viewerWidths, wrapIndex } from './gallery.ts';
import { ListingPhoto } from './ListingPhoto.tsx';
import { NextIcon, PreviousIcon } from './gallery-icons.tsx';

interface Props {
  images: readonly string[];
  title: string;
  index: number;
  open: boolean;
  onStep: (step: number) => void;
  onClose: () => void;
}

/** No listing photo's own width is known where its page is rendered, so each is offered up to the cap. */
const WIDTHS = viewerWidths();

// Bronze, the site's focus ring, is too dark on black: champagne is its light counterpart.
const onBlack = 'focus-visible:outline-champagne';
const arrow = `absolute top-1/2 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/85 ${onBlack}`;

/**
 * The full-screen photo viewer: a native modal <dialog>, so the browser keeps focus inside it, closes it with
 * Escape and makes the page behind it inert. Arrow keys and swipes move through the photos, wrapping at both
 * ends; the photos on either side are fetched ahead. Its content exists only while it is open.
 */
export function GalleryViewer({ images, title, index, open, onStep, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const press = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const several = count > 1;

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

  const onKeyDown = (event: KeyboardEvent) => {
    if (!several) return;
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
    if (!start || !several) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) onStep(step);
  };

  const src = images[Math.min(index, count - 1)];
  return (
    <dialog
      ref={dialog}
      aria-label={`Photos of ${title}`}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none flex-col overflow-hidden border-0 bg-black p-0 text-white backdrop:bg-black open:flex print:hidden"
      data-gallery-viewer
    >
      {open && src !== undefined && (
        <>
          <div className="flex items-center justify-between gap-4 px-4 py-2">
            <p className="text-sm tabular-nums" data-viewer-count>
              {photoCount(index, count)}
            </p>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              aria-label="Close"
              className={`inline-flex size-11 items-center justify-center rounded-sm text-3xl hover:bg-white/15 ${onBlack}`}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div
            className="relative min-h-0 flex-1 touch-pinch-zoom select-none"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (press.current = null)}
            data-viewer-stage
          >
            <div aria-live="polite" className="size-full">
              <ListingPhoto
                key={src}
                src={src}
                widths={WIDTHS}
                sizes={VIEWER_SIZES}
                alt={photoName(index, count, title)}
                draggable={false}
                className="size-full object-contain"
                data-viewer-image={index}
              />
            </div>
            {several && (
              <>
                <button
                  type="button"
                  onClick={() => onStep(-1)}
                  className={`${arrow} left-3`}
                  aria-label="Previous photo"
                >
                  <PreviousIcon />
                </button>
                <button type="button" onClick={() => onStep(1)} className={`${arrow} right-3`} aria-label="Next photo">
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
