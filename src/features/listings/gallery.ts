/** The photo gallery's arithmetic and layout. Pure. */

/** The gallery photo's displayed width: the page's full width on phones, its main column from 1024 px. */
export const GALLERY_SIZES = '(min-width: 1280px) 780px, (min-width: 1024px) 62vw, 100vw';

/** Gallery position after moving `step` from `index` in a list of `length`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}
