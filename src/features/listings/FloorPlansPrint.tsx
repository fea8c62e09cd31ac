import { ENGLISH_GALLERY_TEXT, floorPlanName, type GalleryText } from './gallery.ts';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from './ListingPhoto.tsx';

/** Plans a row, so that all of them (up to 12) fit on one page: two, three from five, four from ten. */
const columnsFor = (count: number) => (count > 9 ? 4 : count > 4 ? 3 : 2);

/**
 * The brochure's floor plans: printed only, all on one page after the brochure (global.css), since on screen
 * they are the gallery's "Floor plans" tab. Each is its original file, sharpest on paper, and waits, lazy,
 * until the page is printed; no CDN renditions, which would only weigh on every page's HTML.
 */
export function FloorPlansPrint({
  floorPlans,
  title,
  text = ENGLISH_GALLERY_TEXT,
}: {
  floorPlans?: readonly string[] | undefined;
  title: string;
  text?: GalleryText | undefined;
}) {
  if (!floorPlans?.length) return null;
  const columns = columnsFor(floorPlans.length);
  return (
    <section
      aria-labelledby="floor-plans-print-heading"
      className="container-page hidden print:block"
      data-print-floor-plans
    >
      <h2 id="floor-plans-print-heading" className="text-3xl">
        {text.floorPlans}
      </h2>
      <ul role="list" className="mt-4 grid gap-4" data-columns={columns}>
        {floorPlans.map((plan, at) => (
          <li key={at}>
            <img
              src={plan}
              alt={floorPlanName(at, floorPlans.length, title, text)}
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
