// The listing's tour and video as the page renders them, before the island hydrates and without JavaScript.
// Pressing a poster (tests/e2e/media.feed.spec.ts) is the browser's part.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListingTours } from '#src/features/listings/ListingTours.tsx';
import { listingTours } from '#src/features/listings/tours.ts';

const POSTER = '/images/listings/1/1.webp';
/** The island as the page renders it; a null poster for a listing without a photo. */
const render = (addresses: { virtualTourUrl?: string; videoUrl?: string }, poster: string | null = POSTER) =>
  renderToStaticMarkup(
    createElement(ListingTours, { title: 'Harbor House', poster: poster ?? undefined, tours: listingTours(addresses) }),
  );

/** Each link's attributes and text, markup stripped. */
const links = (html: string) =>
  [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map((match) => ({
    attributes: Object.fromEntries([...match[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1] ?? '', a[2] ?? ''])),
    text: match[2]!.replace(/<[^>]+>/g, ''),
  }));

describe('a tour or video of a known provider', () => {
  it('is the listing photo with a play button, linking to the tour on its site in a new tab; no frame yet', () => {
    const html = render({
      virtualTourUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(html).toContain('<h2 id="tours-heading" class="text-3xl">Virtual Tour &amp; Video</h2>');
    expect(links(html)).toEqual([
      {
        attributes: expect.objectContaining({
          href: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
          target: '_blank',
          rel: 'noopener noreferrer nofollow',
        }) as unknown,
        text: 'Play virtual tour on Matterport (opens in a new tab)',
      },
      {
        attributes: expect.objectContaining({
          href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          target: '_blank',
        }) as unknown,
        text: 'Play video on YouTube (opens in a new tab)',
      },
    ]);
    // The poster is the listing's own photo, decorative beside the link's words, and waits to be seen.
    expect(html.match(/<img [^>]*>/g)?.every((img) => img.includes(`src="${POSTER}"`) && img.includes('alt=""'))).toBe(
      true,
    );
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
    // Nothing names a player, nor loads one.
    expect(html).not.toContain('<iframe');
    expect(html).not.toMatch(/youtube-nocookie|player\.vimeo|play=1|autoplay/);
  });
});

describe('without a photo', () => {
  it('the poster is the play button alone', () => {
    const html = render({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }, null);
    expect(html).not.toContain('<img');
    expect(links(html).map((link) => link.text)).toEqual(['Play video on YouTube (opens in a new tab)']);
  });
});

describe('a tour or video anywhere else', () => {
  it('is a plain link in a new tab, said so, with nofollow: never a frame, never a poster', () => {
    const html = render({
      virtualTourUrl: 'https://tours.example.com/12-harbor',
      videoUrl: 'https://www.youtube.com/watch?v=bad',
    });
    expect(links(html)).toEqual([
      {
        attributes: expect.objectContaining({
          href: 'https://tours.example.com/12-harbor',
          target: '_blank',
          rel: 'noopener noreferrer nofollow',
        }) as unknown,
        text: 'View virtual tour on tours.example.com (opens in a new tab)\u00a0↗',
      },
      {
        attributes: expect.objectContaining({
          href: 'https://www.youtube.com/watch?v=bad',
          target: '_blank',
        }) as unknown,
        text: 'Watch video on www.youtube.com (opens in a new tab)\u00a0↗',
      },
    ]);
    expect(html).not.toContain('<img');
  });

  it('escapes what an address holds', () => {
    const html = render({ virtualTourUrl: 'https://tours.example.com/a?q="><script>alert(1)</script>' });
    expect(html).not.toContain('<script');
    expect(links(html)[0]?.attributes.href).toBe(
      'https://tours.example.com/a?q=%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
    );
  });
});

describe('no tour', () => {
  it('renders nothing without one, or for an address that is no https', () => {
    for (const tours of [
      {},
      { virtualTourUrl: 'javascript:alert(1)' },
      { videoUrl: 'data:text/html,<script>alert(1)</script>' },
      { virtualTourUrl: 'http://tours.example.com/1' },
    ])
      expect(render(tours), JSON.stringify(tours)).toBe('');
  });

  it('names the section after what there is', () => {
    expect(render({ videoUrl: 'https://vimeo.com/76979871' })).toContain('>Video</h2>');
    expect(render({ virtualTourUrl: 'https://vimeo.com/76979871' })).toContain('>Virtual Tour</h2>');
  });
});
