import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { data, root } from '../helpers/guides-data';

/** The /api/assets/* hero images are static files on the CDN: present, the declared size, and never a function's. */
const heroes = [
  ['Market Ready', data.marketReady.hero.image],
  ['Flagship Cares', data.cares.hero.image],
] as const;

describe('/api/assets hero images', () => {
  it.each(heroes)('%s: the AVIF and WebP files exist at the declared size', async (_name, image) => {
    for (const [path, format] of [
      [image.avif, 'heif'],
      [image.webp, 'webp'],
    ] as const) {
      const meta = await sharp(join(root, 'public', path)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, image.width, image.height]);
    }
  });

  /** A function path that would shadow the static files under /api/assets. */
  const claimsAssets = (path: string) => /^\/(\*|api\/(\*|:|assets(\/|$)))/.test(path);

  it.each([
    ['/api/health', false],
    ['/api/properties/:id', false],
    ['/api/assets/hero.webp', true],
    ['/api/assets', true],
    ['/api/*', true],
    ['/api/:resource', true],
    ['/*', true],
  ])('the guard: %s claims /api/assets: %s', (path, claims) => expect(claimsAssets(path)).toBe(claims));

  it('no function claims a path under /api/assets', () => {
    const dir = join(root, 'netlify/functions');
    const paths = readdirSync(dir).flatMap((file) => {
      const source = readFileSync(join(dir, file), 'utf8');
      const declared = [...source.matchAll(/path\s*:\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g)].flatMap(
        (m) => m[1]?.match(/['"][^'"]+['"]/g) ?? [],
      );
      return declared.map((quoted) => `${file} ${quoted.slice(1, -1)}`);
    });
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((entry) => claimsAssets(entry.split(' ')[1] ?? ''))).toEqual([]);
  });
});
