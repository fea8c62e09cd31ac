import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteRules } from '#src/lib/redirects.ts';
import { root } from '#tests/helpers/guides-data.ts';

/**
 * The /api/assets/* hero images are rewrites in dist/_redirects to files astro:assets builds
 * (tests/build/artwork.test.ts checks those); no function may shadow them.
 */
describe('/api/assets hero images', () => {
  it('rewrite rules answer each fixed URL with the built file, status 200, in a stable order', () => {
    expect(
      rewriteRules([
        { from: '/images/team/a.webp', to: '/_astro/a.1.webp' },
        { from: '/api/assets/b.avif', to: '/_astro/b.2.avif' },
      ]),
    ).toEqual(['/api/assets/b.avif /_astro/b.2.avif 200', '/images/team/a.webp /_astro/a.1.webp 200']);
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
