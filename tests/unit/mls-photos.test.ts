// Feed photos' pure parts: the identifier pattern, the site's photo paths, and raster formats by their bytes.
import { describe, expect, it } from 'vitest';
import { rasterFormatOf } from '#src/features/mls/photo-format.ts';
import { photoPath, readPhotoPath } from '#src/features/mls/photos.ts';
import { feedIdentifierSchema, isFeedIdentifier } from '#src/schemas/rules/feed-identifier.ts';

describe('feed identifiers', () => {
  it('are letters, digits and ._~- up to 128 characters', () => {
    for (const value of ['SWM1001', 'a', '3f2a-9c.b_~x', 'x'.repeat(128), '...', 'constructor', '__proto__'])
      expect(isFeedIdentifier(value), value).toBe(true);
  });

  it('are never empty, dots alone, too long, or anything a path or a key could read', () => {
    for (const value of [
      '',
      '.',
      '..',
      'x'.repeat(129),
      '%2E%2E',
      'site:listings/mls/state',
      'a/b',
      'a\\b',
      'a b',
      'é',
    ])
      expect(isFeedIdentifier(value), value).toBe(false);
    expect(isFeedIdentifier(42)).toBe(false);
    expect(feedIdentifierSchema.safeParse('..').success).toBe(false);
  });
});

describe('photo paths', () => {
  it('are read back as written', () => {
    const path = photoPath('SWM1001', 'SWM1001-M1', '2026-11-20T15:04:05.123Z');
    expect(path).toBe('/listing-photos/SWM1001/SWM1001-M1/20261120150405123');
    expect(readPhotoPath(path)).toEqual({ listingKey: 'SWM1001', mediaKey: 'SWM1001-M1', stamp: '20261120150405123' });
    expect(readPhotoPath(photoPath('k', 'm', undefined))).toMatchObject({ stamp: '0' });
  });

  it('refuse identifiers outside the pattern, so a record with one is invalid', () => {
    expect(() => photoPath('%2E%2E', 'm', undefined)).toThrow(/ListingKey/);
    expect(() => photoPath('k', 'site:listings/mls/state', undefined)).toThrow(/MediaKey/);
  });

  it.each([
    '/listing-photos/%2E%2E/site%3Alistings%2Fmls%2Fstate/0',
    '/listing-photos/../../etc',
    '/listing-photos/./m/0',
    '/listing-photos/k/m/0/extra',
    '/listing-photos/k/m/x1',
    '/listing-photos/k//0',
    '/listing-photos/k%20k/m/0',
    `/listing-photos/${'x'.repeat(129)}/m/0`,
    '/listing-photo/k/m/0',
  ])('are not read from %s', (path) => {
    expect(readPhotoPath(path)).toBeNull();
  });
});

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

describe('raster formats', () => {
  it('are told by their first bytes', () => {
    expect(rasterFormatOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(rasterFormatOf(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]))).toBe('png');
    expect(rasterFormatOf(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(rasterFormatOf(bytes('GIF87a'))).toBe('gif');
    expect(rasterFormatOf(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(rasterFormatOf(bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'))).toBe('avif');
    // A major brand of mif1 with AVIF among the compatible brands.
    expect(rasterFormatOf(bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'mif1avif'))).toBe('avif');
  });

  it('are none for SVG, HTML, text, PDF, HEIC or too few bytes', () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg"/>', '<!doctype html>', 'hello', '%PDF-1.4', ''])
      expect(rasterFormatOf(bytes(text)), text).toBeNull();
    expect(rasterFormatOf(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBeNull();
    expect(rasterFormatOf(bytes([0xff, 0xd8]))).toBeNull();
    expect(rasterFormatOf(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
  });
});
