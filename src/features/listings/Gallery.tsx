import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { GALLERY_SIZES, wrapIndex } from './gallery.ts';
import { ListingPhoto, PHOTO_HEIGHT, PHOTO_WIDTH } from './ListingPhoto.tsx';

/** Horizontal travel (px) that counts as a swipe. */
const SWIPE_PX = 50;

const arrow =
  'absolute top-1/2 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md hover:bg-white';

/**
 * The photo gallery: previous and next arrows that wrap at both ends and dot indicators (both only with
 * more than one photo), arrow keys while it has focus, and swipe on touch screens.
 */
export function Gallery({ images, title }: { images: readonly string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const count = images.length;
  const several = count > 1;
  const go = (step: number) => setIndex((current) => wrapIndex(current, step, count));

  // The printed brochure shows the first photo, whichever one is on screen.
  useEffect(() => {
    const first = () => flushSync(() => setIndex(0));
    window.addEventListener('beforeprint', first);
    return () => window.removeEventListener('beforeprint', first);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!several) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null || !several) return;
    const travel = event.clientX - start.current;
    start.current = null;
    if (Math.abs(travel) >= SWIPE_PX) go(travel < 0 ? 1 : -1);
  };

  const current = images[Math.min(index, count - 1)];
  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      tabIndex={several ? 0 : undefined}
      onKeyDown={onKeyDown}
      className="relative overflow-hidden bg-sand outline-offset-4"
      data-gallery
    >
      <div
        className="aspect-[3/2] touch-pan-y select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        aria-live="polite"
      >
        {current && (
          <ListingPhoto
            key={current}
            src={current}
            sizes={GALLERY_SIZES}
            alt={`${title}, photo ${index + 1} of ${count}`}
            width={PHOTO_WIDTH}
            height={PHOTO_HEIGHT}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            draggable={false}
            className="size-full object-cover"
            data-gallery-image={index}
          />
        )}
      </div>
      {several && (
        <>
          <button
            type="button"
            onClick={() => go(-1)}
            className={`${arrow} left-4 print:hidden`}
            aria-label="Previous photo"
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            className={`${arrow} right-4 print:hidden`}
            aria-label="Next photo"
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="m7.5 4 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1 print:hidden">
            {images.map((image, i) => (
              <button
                key={image}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                className="group flex size-6 items-center justify-center"
                data-gallery-dot={i}
              >
                <span
                  className={`block size-2.5 rounded-full shadow ${i === index ? 'bg-white' : 'bg-white/55 group-hover:bg-white/80'}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
