import { floorPlanName, VIEW_LABELS } from './gallery.ts';
import { ListingPhoto, PHOTO_HEIGHT, PHOTO_WIDTH } from './ListingPhoto.tsx';

/** A printed floor plan: half the page's width, so two a row. */
const PRINT_SIZES = '400px';

/**
 * The brochure's floor plans: printed only, on a page of their own after the brochure (global.css), since
 * on screen they are the gallery's "Floor plans" tab. The images wait, lazy, until the page is printed.
 */
export function FloorPlansPrint({ floorPlans, title }: { floorPlans?: readonly string[] | undefined; title: string }) {
  if (!floorPlans?.length) return null;
  return (
    <section aria-labelledby="floor-plans-print-heading" className="container-page hidden print:block" data-print-floor-plans>
      <h2 id="floor-plans-print-heading" className="text-3xl">
        {VIEW_LABELS.floorPlans}
      </h2>
      <ul role="list" className="mt-4 grid grid-cols-2 gap-4">
        {floorPlans.map((plan, at) => (
          <li key={at}>
            <ListingPhoto
              src={plan}
              sizes={PRINT_SIZES}
              alt={floorPlanName(at, floorPlans.length, title)}
              width={PHOTO_WIDTH}
              height={PHOTO_HEIGHT}
              loading="lazy"
              className="h-auto w-full"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
