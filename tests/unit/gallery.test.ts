import { describe, expect, it } from 'vitest';
import { wrapIndex } from '#src/features/listings/gallery.ts';

describe('gallery', () => {
  it.each([
    [0, -1, 5, 4],
    [4, 1, 5, 0],
    [2, 1, 5, 3],
    [0, 1, 1, 0],
    [0, -1, 1, 0],
  ])('from %d step %d of %d → %d (wraps at both ends)', (index, step, length, expected) =>
    expect(wrapIndex(index, step, length)).toBe(expected),
  );
});
