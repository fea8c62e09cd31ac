/** The photo gallery's arithmetic. Pure. */

/** Gallery position after moving `step` from `index` in a list of `length`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}
