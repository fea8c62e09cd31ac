// The weight of the font files the site serves (the static subsets of scripts/fonts/faces.ts): each page
// uses all five faces, so together they are what a first visit downloads in fonts. Needs `astro build`.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACES } from '#scripts/fonts/faces.ts';
import { builtPages, dist } from './html.ts';

const KB = 1024;
/** All the site's font files together (82.5 KB today; the two variable files they replace were 84.6 KB). */
const TOTAL_LIMIT = 85 * KB;
/** Any one face (17.5 KB for the preloaded one, the largest 18.6 KB): a variable file would not fit. */
const FACE_LIMIT = 20 * KB;

const fontFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(woff2?|ttf|otf|eot)$/.test(file))
  .map((file) => ({ file, size: statSync(join(dist, file)).size }));

describe('font files', () => {
  it('are the five faces, all static WOFF2 subsets', () => {
    expect(fontFiles).toHaveLength(FACES.length);
    for (const { file } of fontFiles) expect(file).toMatch(/\.woff2$/);
  });

  it(`weigh at most ${String(FACE_LIMIT / KB)} KB each and ${String(TOTAL_LIMIT / KB)} KB together`, () => {
    for (const { file, size } of fontFiles) expect(size, file).toBeLessThanOrEqual(FACE_LIMIT);
    expect(fontFiles.reduce((sum, { size }) => sum + size, 0)).toBeLessThanOrEqual(TOTAL_LIMIT);
  });

  it('are each declared by the pages: none is served for nothing', async () => {
    const html = (await builtPages()).map((page) => page.html).join('\n');
    for (const { file } of fontFiles) expect(html, file).toContain(`url("/${file.split('\\').join('/')}")`);
  });
});
