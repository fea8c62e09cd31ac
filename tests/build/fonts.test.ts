// The weight of the font files the site serves (the subsets of scripts/fonts/faces.ts, a file per part of each
// face, and each translated language's first-screen parts): what every page's first screen waits for (the parts
// it preloads), and what a visit in one language can download in fonts. Needs `astro build`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACES, partsOf } from '#scripts/fonts/faces.ts';
import { PART_LANGUAGES, type PartLanguage } from '#scripts/fonts/glyph-set.ts';
import { fontVariable } from '#src/lib/web-fonts.ts';
import { LOCALES } from '#src/schemas/locale.ts';
import { builtPages, dist } from './html.ts';

const KB = 1024;
/** An English visit's fonts, every file its pages declare (61.4 KB today). */
const ENGLISH_TOTAL_LIMIT = 64 * KB;
/**
 * The parts every English page preloads, the first screen's fonts (28.8 KB today: Playfair Display 400's core,
 * Playfair Display 600's capitals and Inter's core). They share the network with the page's stylesheet and its
 * largest image, so each kilobyte here is one more the largest paint can wait for.
 */
const ENGLISH_FIRST_SCREEN_LIMIT = 30 * KB;
/**
 * Any one of English's files (the largest, Inter's core, 13.3 KB): each arrives in the first round trip of a new
 * connection, TCP's initial window of 10 segments (14,600 bytes) with the response's headers (about 640 bytes).
 */
const ENGLISH_FILE_LIMIT = 13.5 * KB;
/**
 * A translated language's first-screen parts, which hold its letters too (31.0 KB in Spanish, 31.5 in Portuguese,
 * 33.3 in French today): a few kilobytes over English's, in place of the three extended parts (24.5 KB) that its
 * pages fetched once their stylesheet was in. Over HTTP/2 they share the page's connection.
 */
const LANGUAGE_FIRST_SCREEN_LIMIT = 34 * KB;
/** A visit in a translated language: its first-screen parts and English's others (65.9 KB in French today). */
const LANGUAGE_TOTAL_LIMIT = 68 * KB;

const fontFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(woff2?|ttf|otf|eot)$/.test(file))
  .map((file) => ({ file, size: statSync(join(dist, file)).size }));

/** The committed files a language's pages (English's, without one) declare. */
const declaredFiles = (language?: PartLanguage) => FACES.flatMap((face) => partsOf(face, language));
const weight = (files: readonly { file: string }[]) => files.reduce((sum, { file }) => sum + statSync(file).size, 0);

describe('font files', () => {
  it("are the parts of the faces and each language's first-screen parts, a file each, all WOFF2 subsets", () => {
    const committed = new Set(
      [undefined, ...PART_LANGUAGES].flatMap((language) => declaredFiles(language)).map(({ file }) => file),
    );
    expect(fontFiles).toHaveLength(committed.size);
    for (const { file } of fontFiles) expect(file).toMatch(/\.woff2$/);
  });

  it(`English's weigh at most ${String(ENGLISH_FILE_LIMIT / KB)} KB each and ${String(ENGLISH_TOTAL_LIMIT / KB)} KB together`, () => {
    for (const { file } of declaredFiles()) expect(statSync(file).size, file).toBeLessThanOrEqual(ENGLISH_FILE_LIMIT);
    expect(weight(declaredFiles())).toBeLessThanOrEqual(ENGLISH_TOTAL_LIMIT);
  });

  it(`English's first-screen parts weigh at most ${String(ENGLISH_FIRST_SCREEN_LIMIT / KB)} KB together`, () => {
    const firstScreen = declaredFiles().filter((part) => part.firstScreen);
    expect(firstScreen).toHaveLength(FACES.length);
    expect(weight(firstScreen)).toBeLessThanOrEqual(ENGLISH_FIRST_SCREEN_LIMIT);
  });

  it.each(PART_LANGUAGES)(
    `%s's first-screen parts weigh at most ${String(LANGUAGE_FIRST_SCREEN_LIMIT / KB)} KB together, and its visit's fonts ${String(LANGUAGE_TOTAL_LIMIT / KB)} KB`,
    (language) => {
      const firstScreen = declaredFiles(language).filter((part) => part.firstScreen);
      expect(firstScreen).toHaveLength(FACES.length);
      expect(weight(firstScreen)).toBeLessThanOrEqual(LANGUAGE_FIRST_SCREEN_LIMIT);
      expect(weight(declaredFiles(language))).toBeLessThanOrEqual(LANGUAGE_TOTAL_LIMIT);
    },
  );

  // A page declares only its language's families (BaseLayout): a theme without them would draw it in system fonts.
  it("the stylesheet's theme takes every language's families", () => {
    const css = readdirSync(join(dist, '_astro'))
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join(dist, '_astro', file), 'utf8'))
      .join('\n');
    for (const locale of LOCALES)
      for (const variable of ['--font-playfair', '--font-inter'] as const)
        expect(css).toContain(`var(${fontVariable(variable, locale)},`);
  });

  it('are each declared by the pages: none is served for nothing', async () => {
    const html = (await builtPages()).map((page) => page.html).join('\n');
    for (const { file } of fontFiles) expect(html, file).toContain(`url("/${file.split('\\').join('/')}")`);
  });
});
