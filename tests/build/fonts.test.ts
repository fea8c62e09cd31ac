// The weight of the font files the site serves (the subsets of scripts/fonts/faces.ts, a file per part of each
// face): what every page's first screen waits for (the parts it preloads), and all of them together, at most
// what a visit downloads in fonts. Needs `astro build`.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACES } from '#scripts/fonts/faces.ts';
import { builtPages, dist } from './html.ts';

const KB = 1024;
/** All the site's font files together (61.4 KB today). */
const TOTAL_LIMIT = 64 * KB;
/**
 * The parts every page preloads, the first screen's fonts (28.8 KB today: Playfair Display 400's core, Playfair
 * Display 600's capitals and Inter's core). They share the network with the page's stylesheet and its largest
 * image, so each kilobyte here is one more the largest paint can wait for.
 */
const FIRST_SCREEN_LIMIT = 30 * KB;
/**
 * Any one file (the largest, Inter's core, 13.3 KB): each arrives in the first round trip of a new connection,
 * TCP's initial window of 10 segments (14,600 bytes) with the response's headers (about 640 bytes here).
 */
const FILE_LIMIT = 13.5 * KB;

const fontFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(woff2?|ttf|otf|eot)$/.test(file))
  .map((file) => ({ file, size: statSync(join(dist, file)).size }));

describe('font files', () => {
  it('are the parts of the faces, a file each, all WOFF2 subsets', () => {
    expect(fontFiles).toHaveLength(FACES.flatMap((face) => face.parts).length);
    for (const { file } of fontFiles) expect(file).toMatch(/\.woff2$/);
  });

  it(`weigh at most ${String(FILE_LIMIT / KB)} KB each and ${String(TOTAL_LIMIT / KB)} KB together`, () => {
    for (const { file, size } of fontFiles) expect(size, file).toBeLessThanOrEqual(FILE_LIMIT);
    expect(fontFiles.reduce((sum, { size }) => sum + size, 0)).toBeLessThanOrEqual(TOTAL_LIMIT);
  });

  it(`the first screen's parts weigh at most ${String(FIRST_SCREEN_LIMIT / KB)} KB together`, () => {
    const firstScreen = FACES.flatMap((face) => face.parts.filter(({ part }) => part === face.firstScreen));
    expect(firstScreen).toHaveLength(FACES.length);
    const size = firstScreen.reduce((sum, { file }) => sum + statSync(file).size, 0);
    expect(size).toBeLessThanOrEqual(FIRST_SCREEN_LIMIT);
  });

  it('are each declared by the pages: none is served for nothing', async () => {
    const html = (await builtPages()).map((page) => page.html).join('\n');
    for (const { file } of fontFiles) expect(html, file).toContain(`url("/${file.split('\\').join('/')}")`);
  });
});
