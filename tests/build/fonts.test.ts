// The weight of the font files the site serves (the static subsets of scripts/fonts/faces.ts, a core and an
// extended file per face): together they are at most what a first visit downloads in fonts (a page without
// accented letters fetches only the cores it uses). Needs `astro build`.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACES } from '#scripts/fonts/faces.ts';
import { builtPages, dist } from './html.ts';

const KB = 1024;
/** All the site's font files together (93.1 KB today, of which the five cores are 63.2 KB). */
const TOTAL_LIMIT = 95 * KB;
/** The five core files together: what a page without accented letters can download in fonts at most. */
const CORE_TOTAL_LIMIT = 64 * KB;
/**
 * Any one file (the largest core 13.8 KB): each fits in the first round trip of a new connection (TCP's
 * initial window, 10 segments of about 1.4 KB).
 */
const FILE_LIMIT = 14 * KB;

const fontFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(woff2?|ttf|otf|eot)$/.test(file))
  .map((file) => ({ file, size: statSync(join(dist, file)).size }));

describe('font files', () => {
  it('are the five faces, two files each, all static WOFF2 subsets', () => {
    expect(fontFiles).toHaveLength(FACES.length * 2);
    for (const { file } of fontFiles) expect(file).toMatch(/\.woff2$/);
  });

  it(`weigh at most ${String(FILE_LIMIT / KB)} KB each and ${String(TOTAL_LIMIT / KB)} KB together`, () => {
    for (const { file, size } of fontFiles) expect(size, file).toBeLessThanOrEqual(FILE_LIMIT);
    expect(fontFiles.reduce((sum, { size }) => sum + size, 0)).toBeLessThanOrEqual(TOTAL_LIMIT);
  });

  it(`the cores weigh at most ${String(CORE_TOTAL_LIMIT / KB)} KB together`, () => {
    const cores = FACES.reduce((sum, face) => sum + statSync(face.files.core).size, 0);
    expect(cores).toBeLessThanOrEqual(CORE_TOTAL_LIMIT);
  });

  it('are each declared by the pages: none is served for nothing', async () => {
    const html = (await builtPages()).map((page) => page.html).join('\n');
    for (const { file } of fontFiles) expect(html, file).toContain(`url("/${file.split('\\').join('/')}")`);
  });
});
