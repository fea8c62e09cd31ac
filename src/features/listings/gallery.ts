/** The photo gallery's arithmetic, names and layout. Pure. */
import { fillIn } from '#src/lib/fill-in.ts';
import { countedIn, type PluralWords } from '#src/lib/plural-words.ts';
import type { Locale } from '#src/schemas/locale.ts';

/**
 * The gallery's and the viewer's words, as templates the island fills in ("{index}", "{count}", "{title}"):
 * English here; in another language from the catalogue (listing-words.ts, on the server), given as a prop.
 */
export interface GalleryText {
  /** The language of the counts' plural forms. */
  locale: Locale;
  legend: string;
  photos: string;
  floorPlans: string;
  photosOf: string;
  floorPlansOf: string;
  photo: string;
  floorPlan: string;
  previousPhoto: string;
  nextPhoto: string;
  showPhoto: string;
  previousFloorPlan: string;
  nextFloorPlan: string;
  viewAll: PluralWords;
  zoomIn: string;
  zoomOut: string;
  close: string;
}

export const ENGLISH_GALLERY_TEXT: GalleryText = {
  locale: 'en',
  legend: 'Gallery',
  photos: 'Photos',
  floorPlans: 'Floor plans',
  photosOf: 'Photos of {title}',
  floorPlansOf: 'Floor plans of {title}',
  photo: 'Photo {index} of {count}: {title}',
  floorPlan: 'Floor plan {index} of {count}: {title}',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  showPhoto: 'Show photo {index} of {count}',
  previousFloorPlan: 'Previous floor plan',
  nextFloorPlan: 'Next floor plan',
  viewAll: { one: 'View all {count} photos', other: 'View all {count} photos' },
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  close: 'Close',
};

/**
 * The gallery photo's displayed width (PropertyDetailView): edge to edge on phones; from 1024 px the page's
 * width less its padding and the 19rem column beside it (and their gap), capped by the page's 80rem, then
 * 96rem from 1536 px.
 */
export const GALLERY_SIZES =
  '(min-width: 1536px) 1136px, (min-width: 1280px) 880px, (min-width: 1024px) calc(100vw - 400px), 100vw';

/** A "View all" grid thumbnail: two columns on phones, three in the main column from 640 px. */
export const GRID_SIZES = '(min-width: 1280px) 260px, (min-width: 1024px) 21vw, (min-width: 640px) 33vw, 50vw';

/** The grid's renditions: a thumbnail is never shown wider than 400 CSS px. */
export const GRID_WIDTHS: readonly number[] = [400, 800];

/** The full-screen viewer fits the photo to the screen, so it is at most the screen's width. */
export const VIEWER_SIZES = '100vw';

/** The viewer's renditions: none wider than 2000 px, so a 5K screen does not fetch a camera's original. */
export const VIEWER_MAX_WIDTH = 2000;
const VIEWER_WIDTHS: readonly number[] = [800, 1200, 1600, VIEWER_MAX_WIDTH];

/** Dots shown at most; with more photos they follow the current one (the count says where it is). */
export const MAX_DOTS = 7;

/** Horizontal travel (px) that counts as a swipe. */
export const SWIPE_PX = 50;

/** Gallery position after moving `step` from `index` in a list of `length`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

/** Each photo's accessible name: "Photo 3 of 12: Harbor House". */
export function photoName(index: number, count: number, title: string, text = ENGLISH_GALLERY_TEXT): string {
  return fillIn(text.photo, { index: index + 1, count, title });
}

/** What the gallery shows: the listing's photos, or its floor plans under their own tab. */
export type GalleryView = 'photos' | 'floorPlans';

/** The views, in the tabs' order. */
export const GALLERY_VIEWS: readonly GalleryView[] = ['photos', 'floorPlans'];

/** Each floor plan's accessible name: "Floor plan 1 of 2: Harbor House". */
export function floorPlanName(index: number, count: number, title: string, text = ENGLISH_GALLERY_TEXT): string {
  return fillIn(text.floorPlan, { index: index + 1, count, title });
}

/** An image's accessible name in its view. */
export const imageName = (
  view: GalleryView,
  index: number,
  count: number,
  title: string,
  text = ENGLISH_GALLERY_TEXT,
): string => (view === 'photos' ? photoName : floorPlanName)(index, count, title, text);

/** The full-screen viewer's name: "Photos of Harbor House", "Floor plans of Harbor House". */
export const viewerLabel = (view: GalleryView, title: string, text = ENGLISH_GALLERY_TEXT): string =>
  fillIn(view === 'photos' ? text.photosOf : text.floorPlansOf, { title });

/** A floor plan in the tab, two a row: half the photo's width (GALLERY_SIZES), less half their gap. */
export const FLOOR_PLAN_SIZES =
  '(min-width: 1536px) 562px, (min-width: 1280px) 434px, (min-width: 1024px) calc(50vw - 206px), 50vw';

/** A zoomed floor plan in the viewer is drawn at twice the width that fits the screen. */
export const ZOOM = 2;
export const ZOOMED_SIZES = `${ZOOM * 100}vw`;

/** The visible count: "3 / 12". */
export function photoCount(index: number, count: number): string {
  return `${index + 1} / ${count}`;
}

export function viewAllLabel(count: number, text = ENGLISH_GALLERY_TEXT): string {
  return countedIn(text.viewAll, count, text.locale);
}

/**
 * The viewer's srcset widths: up to VIEWER_MAX_WIDTH and, when the source's own width is known, up to that
 * width, which is then offered itself (the CDN would only enlarge it).
 */
export function viewerWidths(sourceWidth?: number | null): number[] {
  const cap = Math.min(VIEWER_MAX_WIDTH, sourceWidth != null && sourceWidth > 0 ? Math.floor(sourceWidth) : Infinity);
  return [...VIEWER_WIDTHS.filter((width) => width < cap), cap];
}

/** The dots shown, [start, end): all of them up to `max`, else a window of `max` around the current photo. */
export function dotRange(index: number, count: number, max = MAX_DOTS): [number, number] {
  if (count <= max) return [0, count];
  const start = Math.min(Math.max(0, index - Math.floor(max / 2)), count - max);
  return [start, start + max];
}

/**
 * The step a pointer's travel from press to release makes: 1 (next) for a swipe to the left, -1 for one to
 * the right, 0 for a tap, a short drag or a mostly vertical one (scrolling).
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
