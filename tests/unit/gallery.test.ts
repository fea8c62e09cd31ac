import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { wrapIndex } from '#src/features/listings/gallery.ts';
import { Gallery } from '#src/features/listings/Gallery.tsx';

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

describe('the gallery as the page renders it', () => {
  const render = (images: string[]) => renderToStaticMarkup(createElement(Gallery, { images, title: 'Harbor House' }));

  it('has arrows and one dot per photo with several photos', () => {
    const html = render(['/images/listings/1/1.webp', '/images/listings/1/2.webp', '/images/listings/1/3.webp']);
    expect(html).toContain('aria-label="Next photo"');
    expect(html).toContain('aria-label="Previous photo"');
    expect(html.match(/data-gallery-dot/g)).toHaveLength(3);
  });

  it('has no arrows or dots with a single photo', () => {
    const html = render(['/images/listings/1/1.webp']);
    expect(html).not.toContain('Next photo');
    expect(html).not.toContain('Previous photo');
    expect(html).not.toContain('data-gallery-dot');
    expect(html.match(/<img/g)).toHaveLength(1);
  });
});
