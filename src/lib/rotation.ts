/** The home page's partner strip rotates on mobile every 4000 ms (the spec's constant). */
export const PARTNER_ROTATION_MS = 4000;

/** The index after `current`, wrapping to 0 after the last of `count` items. */
export function nextIndex(current: number, count: number): number {
  return count > 0 ? (current + 1) % count : 0;
}
