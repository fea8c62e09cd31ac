import { describe, expect, it } from 'vitest';
import { LISTING_PHOTO_WIDTHS, imageCdnSrcset, imageCdnUrl, isSitePath } from '#src/lib/image-cdn.ts';

describe('Netlify Image CDN URLs', () => {
  it('names the source path, the width and the format', () => {
    const url = new URL(imageCdnUrl('/images/listings/1/1.webp', 400, 'avif'), 'https://example.com');
    expect(url.pathname).toBe('/.netlify/images');
    expect(Object.fromEntries(url.searchParams)).toEqual({ url: '/images/listings/1/1.webp', w: '400', fm: 'avif' });
  });

  it('encodes the source path, so a query or a space in it stays part of the url parameter', () => {
    const url = new URL(imageCdnUrl('/images/a b.webp?v=2&w=9', 800, 'webp'), 'https://example.com');
    expect(url.searchParams.get('url')).toBe('/images/a b.webp?v=2&w=9');
    expect(url.searchParams.getAll('w')).toEqual(['800']);
  });

  it('refuses remote sources and widths that are not positive integers', () => {
    expect(() => imageCdnUrl('https://cdn.example.com/a.webp', 400, 'webp')).toThrow(/site path/);
    expect(() => imageCdnUrl('//cdn.example.com/a.webp', 400, 'webp')).toThrow(/site path/);
    expect(() => imageCdnUrl('/a.webp', 0, 'webp')).toThrow(/width/);
    expect(() => imageCdnUrl('/a.webp', 12.5, 'webp')).toThrow(/width/);
  });

  it('builds a srcset with one candidate per width, each a CDN URL without commas or spaces', () => {
    const srcset = imageCdnSrcset('/images/listings/7/2.webp', 'webp');
    const candidates = srcset?.split(', ').map((candidate) => candidate.split(' ')) ?? [];
    expect(candidates.map(([, descriptor]) => descriptor)).toEqual(LISTING_PHOTO_WIDTHS.map((w) => `${w}w`));
    for (const [url, descriptor] of candidates) {
      expect(url).toBe(imageCdnUrl('/images/listings/7/2.webp', Number.parseInt(descriptor ?? '', 10), 'webp'));
      expect(url).not.toMatch(/[,\s]/);
    }
    expect(imageCdnSrcset('/a.webp', 'avif', [320])).toBe('/.netlify/images?url=%2Fa.webp&w=320&fm=avif 320w');
  });

  it('leaves remote photos to their plain src', () => {
    expect(imageCdnSrcset('https://cdn.example.com/a.webp', 'avif')).toBeUndefined();
    expect([isSitePath('/images/a.webp'), isSitePath('//x.com/a'), isSitePath('https://x.com/a')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
