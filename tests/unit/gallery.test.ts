import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  MAX_DOTS,
  SWIPE_PX,
  VIEWER_MAX_WIDTH,
  dotRange,
  floorPlanName,
  photoCount,
  photoName,
  swipeStep,
  viewAllLabel,
  viewerLabel,
  viewerWidths,
  wrapIndex,
} from '#src/features/listings/gallery.ts';
import { Gallery } from '#src/features/listings/Gallery.tsx';

describe('gallery', () => {
  it.each([
    [0, -1, 5, 4],
    [4, 1, 5, 0],
    [2, 1, 5, 3],
    [0, 1, 1, 0],
    [0, -1, 1, 0],
    [0, 0, 0, 0],
  ])('from %d step %d of %d → %d (wraps at both ends)', (index, step, length, expected) =>
    expect(wrapIndex(index, step, length)).toBe(expected),
  );

  it('names each photo by its place and the listing, and counts it', () => {
    expect(photoName(2, 12, 'Harbor House')).toBe('Photo 3 of 12: Harbor House');
    expect(photoCount(2, 12)).toBe('3 / 12');
    expect(viewAllLabel(12)).toBe('View all 12 photos');
    expect(floorPlanName(0, 2, 'Harbor House')).toBe('Floor plan 1 of 2: Harbor House');
    expect(viewerLabel('photos', 'Harbor House')).toBe('Photos of Harbor House');
    expect(viewerLabel('floorPlans', 'Harbor House')).toBe('Floor plans of Harbor House');
  });

  it.each([
    ['unknown', undefined, [800, 1200, 1600, 2000]],
    ['unknown (null)', null, [800, 1200, 1600, 2000]],
    ['wider than 2000 px', 6000, [800, 1200, 1600, 2000]],
    ['exactly 2000 px', 2000, [800, 1200, 1600, 2000]],
    ['1200 px', 1200, [800, 1200]],
    ['1500 px', 1500, [800, 1200, 1500]],
    ['narrower than every width', 640, [640]],
    ['a fraction', 999.6, [800, 999]],
    ['zero (no width)', 0, [800, 1200, 1600, 2000]],
  ])('viewer widths with a source %s: %j', (_label, source, expected) => {
    const widths = viewerWidths(source);
    expect(widths).toEqual(expected);
    expect(Math.max(...widths)).toBeLessThanOrEqual(VIEWER_MAX_WIDTH);
  });

  it('shows every dot up to the limit, then a window that follows the photo and stays inside the list', () => {
    expect(dotRange(0, 5)).toEqual([0, 5]);
    expect(dotRange(4, MAX_DOTS)).toEqual([0, MAX_DOTS]);
    expect(dotRange(0, 40, 7)).toEqual([0, 7]);
    expect(dotRange(3, 40, 7)).toEqual([0, 7]);
    expect(dotRange(20, 40, 7)).toEqual([17, 24]);
    expect(dotRange(39, 40, 7)).toEqual([33, 40]);
    for (let index = 0; index < 40; index += 1) {
      const [start, end] = dotRange(index, 40, 7);
      expect(end - start).toBe(7);
      expect(index).toBeGreaterThanOrEqual(start);
      expect(index).toBeLessThan(end);
    }
  });

  it('takes a horizontal travel past the threshold as a swipe: left for the next photo, right for the previous', () => {
    expect(swipeStep(-SWIPE_PX, 0)).toBe(1);
    expect(swipeStep(SWIPE_PX + 30, 10)).toBe(-1);
    expect(swipeStep(-(SWIPE_PX - 1), 0)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
    // Mostly vertical: a scroll, not a swipe.
    expect(swipeStep(-80, 120)).toBe(0);
  });
});

describe('the gallery as the page renders it (before hydration, and without JavaScript)', () => {
  const images = ['/images/listings/1/1.webp', '/images/listings/1/2.webp', '/images/listings/1/3.webp'];
  const render = (photos: string[]) =>
    renderToStaticMarkup(createElement(Gallery, { images: photos, title: 'Harbor House' }));
  /** Each link's href and the alt text of the photo inside it. */
  const links = (html: string) =>
    [...html.matchAll(/<a href="([^"]+)"[^>]*>(?:(?!<\/a>).)*?alt="([^"]+)"/g)].map((m) => [m[1], m[2]]);

  it('makes the photo and every photo of the grid a link to its full image, named by its place', () => {
    const html = render(images);
    expect(links(html)).toEqual([
      ['/images/listings/1/1.webp', 'Photo 1 of 3: Harbor House'],
      ['/images/listings/1/1.webp', 'Photo 1 of 3: Harbor House'],
      ['/images/listings/1/2.webp', 'Photo 2 of 3: Harbor House'],
      ['/images/listings/1/3.webp', 'Photo 3 of 3: Harbor House'],
    ]);
    expect(html).toMatch(/data-gallery-count="true">1 \/ 3<\/p>/);
    expect(html).toMatch(/<details[^>]*><summary[^>]*>View all 3 photos<\/summary>/);
    // Only the first photo loads at once, with priority; the grid's wait until it is opened.
    expect(html.match(/fetchPriority="high"/g)).toHaveLength(1);
    expect(html.match(/loading="lazy"/g)).toHaveLength(3);
  });

  it('has no buttons until it hydrates, so nothing is pressed in vain, and no viewer', () => {
    const html = render(images);
    expect(html).not.toContain('<button');
    expect(html).not.toContain('<dialog');
    expect(html).not.toContain('aria-haspopup');
  });

  it('has neither count nor grid with a single photo, which still links to its full image', () => {
    const html = render(['/images/listings/1/1.webp']);
    expect(links(html)).toEqual([['/images/listings/1/1.webp', 'Photo 1 of 1: Harbor House']]);
    expect(html).not.toContain('data-gallery-count');
    expect(html).not.toContain('<details');
    expect(html.match(/<img/g)).toHaveLength(1);
  });
});

describe('floor plans in the gallery, as the page renders it', () => {
  const images = ['/images/listings/1/1.webp', '/images/listings/1/2.webp'];
  const plans = ['/images/listings/1/plan-1.webp', '/images/listings/1/plan-2.webp'];
  const render = (floorPlans?: string[]) =>
    renderToStaticMarkup(createElement(Gallery, { images, title: 'Harbor House', floorPlans }));

  it('puts them under their own tab: two radio buttons named Photos and Floor plans, Photos checked', () => {
    const html = render(plans);
    const tabs = [...html.matchAll(/<label[^>]*><input type="radio"([^>]*)\/>([^<]+)<\/label>/g)].map((m) => [
      /name="([^"]+)"/.exec(m[1]!)?.[1],
      /value="([^"]+)"/.exec(m[1]!)?.[1],
      m[2],
      m[1]!.includes('checked=""'),
    ]);
    expect(tabs).toEqual([
      ['gallery-view', 'photos', 'Photos', true],
      ['gallery-view', 'floorPlans', 'Floor plans', false],
    ]);
    expect(html).toMatch(/<fieldset[^>]*><legend class="sr-only">Gallery<\/legend>/);
    expect(html).toContain('data-gallery-panel="photos"');
    expect(html).toContain(
      '<section aria-label="Floor plans of Harbor House" class="print:hidden" data-gallery-panel="floorPlans">',
    );
  });

  it('makes each plan a link to its full image, named by its place; none loads until its tab shows', () => {
    const html = render(plans);
    const section = html.slice(html.indexOf('data-gallery-panel="floorPlans"'));
    const links = [
      ...section.matchAll(
        /<a href="([^"]+)"[^>]*data-floor-plan="\d"[^>]*>(?:(?!<\/a>).)*?alt="([^"]+)"[^>]*loading="lazy"/g,
      ),
    ];
    expect(links.map((m) => [m[1], m[2]])).toEqual([
      [plans[0], 'Floor plan 1 of 2: Harbor House'],
      [plans[1], 'Floor plan 2 of 2: Harbor House'],
    ]);
    expect(section).not.toContain('<button');
  });

  it('has no tabs without floor plans: the gallery is the photos alone', () => {
    for (const html of [render(), render([])]) {
      expect(html).not.toContain('gallery-view');
      expect(html).not.toContain('data-gallery-panel');
      expect(html).not.toContain('Floor plan');
    }
  });
});
