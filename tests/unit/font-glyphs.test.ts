// The font subsets (src/assets/fonts, cut by `npm run fonts`) cover the copy: a character in data/ that a
// face lacks would be drawn in a fallback font, so an edit that brings one in fails here instead.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create } from 'fontkitten';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FACES, cssWeight, partsOf } from '#scripts/fonts/faces.ts';
import {
  GLYPH_SET,
  LANGUAGE_CHARACTERS,
  PARTS,
  PART_LANGUAGES,
  isInvisible,
  type PartLanguage,
} from '#scripts/fonts/glyph-set.ts';
import { DEFAULT_LOCALE, LOCALES } from '#src/schemas/locale.ts';
import { root } from '#tests/helpers/guides-data.ts';

// fontkitten decodes the GSUB table but does not type it.
const gsubSchema = z.object({ featureList: z.array(z.object({ tag: z.string() })) });
/** The OpenType features a font's GSUB table has. */
const featureTags = (font: object): Set<string> =>
  new Set(gsubSchema.parse(Reflect.get(font, 'GSUB')).featureList.map(({ tag }) => tag));

const open = (file: string) => {
  const font = create(readFileSync(join(root, file)));
  if (font.isCollection) throw new Error(`${file} is a font collection`);
  return font;
};

/**
 * Each face with its files, on English's pages and on each language's (its own first-screen part); the browser
 * draws a character from whichever part's unicode-range has it.
 */
const fontsIn = (language?: PartLanguage) =>
  FACES.map((face) => {
    const parts = partsOf(face, language).map((part) => ({ ...part, font: open(part.file) }));
    return {
      face,
      name: `${face.family} ${cssWeight(face)}${language ? ` (${language})` : ''}`,
      parts,
      font: { hasGlyphForCodePoint: (code: number) => parts.some(({ font }) => font.hasGlyphForCodePoint(code)) },
    };
  });
const fonts = fontsIn();
const everyLanguagesFonts = [...fonts, ...PART_LANGUAGES.flatMap((language) => fontsIn(language))];
/** Each file once: a language's pages share every part but the first screen's with English's. */
const files = [
  ...new Map(
    everyLanguagesFonts.flatMap(({ face, name, parts }) =>
      parts.map(({ part, file, font }) => [file, { name: `${name} ${part}`, face, part, font }] as const),
    ),
  ).values(),
];

/** The strings a JSON document shows: its values, not its keys. */
const jsonStrings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
};

/** Every text in data/, by file: JSON values, and Markdown whole (front matter and body). */
const dataTexts = readdirSync(join(root, 'data'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(json|md)$/.test(file))
  .map((file) => {
    const source = readFileSync(join(root, 'data', file), 'utf8');
    const text = file.endsWith('.json') ? jsonStrings(JSON.parse(source)).join('\n') : source;
    return { file: `data/${file}`, text };
  });

/**
 * The visible characters of `text` that some face has no glyph for, as "U+00E9 é: Inter 500". Text is
 * composed first (NFC), as the browser's shaper composes a letter and its combining accent into one glyph.
 */
function missingGlyphs(text: string): string[] {
  return [...new Set(text.normalize('NFC'))].flatMap((char) => {
    if (isInvisible(char)) return [];
    const codePoint = char.codePointAt(0)!;
    const lacking = fonts.filter(({ font }) => !font.hasGlyphForCodePoint(codePoint));
    if (lacking.length === 0) return [];
    const faces = lacking.length === fonts.length ? 'every face' : lacking.map(({ name }) => name).join(', ');
    return [`U+${codePoint.toString(16).toUpperCase().padStart(4, '0')} ${char}: ${faces}`];
  });
}

describe('font subsets', () => {
  it.each(files.map(({ name, face, font }) => [name, face, font] as const))(
    '%s is a face of its weight: a static one, or a variable one over its range',
    (_, face, font) => {
      expect(font.familyName).toBe(face.family);
      if (typeof face.weight === 'number') {
        expect(font.variationAxes).toEqual({});
        expect(font['OS/2'].usWeightClass).toBe(face.weight);
      } else {
        const [min, max] = face.weight;
        expect(font.variationAxes).toEqual({ wght: expect.objectContaining({ min, max, default: min }) });
      }
    },
  );

  // Prices ask for lining figures (lining-nums): Playfair's default ones are old-style. Each part with the digits.
  it.each(
    files
      .filter(({ part }) => /\d/.test(PARTS[part].characters))
      .map(({ name, face, font }) => [name, face, font] as const),
  )('%s keeps the lining figures if prices are set in it', (_, face, font) => {
    expect(featureTags(font).has('lnum')).toBe(face.liningFigures === true);
  });

  it('sets prices in a face with lining figures', () => {
    expect(fonts.some(({ face }) => face.family === 'Playfair Display' && face.liningFigures)).toBe(true);
  });

  it('cuts each face into the core, or its capitals and the rest, and the extended characters', () => {
    for (const { name, face } of fonts) {
      const parts = face.parts.map(({ part }) => part);
      expect(
        [
          ['core', 'extended'],
          ['capitals', 'rest', 'extended'],
        ],
        name,
      ).toContainEqual(parts);
      expect(parts, name).toContain(face.firstScreen);
    }
    // The capitals and the rest are the core, split.
    const codePoints = (text: string) => Array.from(text, (char) => char.codePointAt(0)).toSorted();
    expect(codePoints(PARTS.capitals.characters + PARTS.rest.characters)).toEqual(codePoints(PARTS.core.characters));
  });

  // A character a part lacks but its unicode-range claims would be drawn by a fallback font.
  it.each(everyLanguagesFonts.map(({ name, parts }) => [name, parts] as const))(
    '%s: each part has every character of its unicode-range',
    (_, parts) => {
      for (const { part, font, characters } of parts) {
        const missing = Array.from(characters).filter(
          (char) => !isInvisible(char) && !font.hasGlyphForCodePoint(char.codePointAt(0)!),
        );
        // Playfair Display has no µ at all (see below).
        expect(
          missing.filter((char) => char !== 'µ'),
          part,
        ).toEqual([]);
      }
    },
  );

  it.each(PART_LANGUAGES.map((language) => [language, fontsIn(language)] as const))(
    'on the pages in %s, the first-screen parts hold its letters (the capitals part, its capitals) and the other parts give them up',
    (language, languageFonts) => {
      const letters = Array.from(LANGUAGE_CHARACTERS[language]);
      for (const { name, parts } of languageFonts) {
        const firstScreen = parts.find((part) => part.firstScreen);
        const drawn = letters.filter((char) => firstScreen?.characters.includes(char));
        expect(drawn, name).toEqual(
          firstScreen?.part === 'capitals' ? letters.filter((char) => /^\p{Lu}$/u.test(char)) : letters,
        );
        for (const { part, characters } of parts.filter((part) => !part.firstScreen))
          expect(
            Array.from(characters).filter((char) => drawn.includes(char)),
            `${name} ${part}`,
          ).toEqual([]);
        // Together they still declare the whole glyph set, each character once.
        const declared = parts.flatMap(({ characters }) => Array.from(characters));
        expect(declared.toSorted(), name).toEqual(Array.from(GLYPH_SET).toSorted());
      }
    },
  );

  // The catalogue's words are on every page of its language: a letter of them outside these would fetch every
  // face's extended part for the first screen.
  it.each(PART_LANGUAGES)('the %s catalogue writes only the letters its first-screen parts hold', (language) => {
    const catalogue = jsonStrings(JSON.parse(readFileSync(join(root, 'messages', `${language}.json`), 'utf8')));
    const letters = new Set(catalogue.join('').normalize('NFC'));
    const outside = [...letters].filter(
      (char) => /\p{L}/u.test(char) && char > '\u007f' && !LANGUAGE_CHARACTERS[language].includes(char),
    );
    expect(outside).toEqual([]);
  });

  it('cuts first-screen parts for each language the site speaks but English', () => {
    expect(PART_LANGUAGES.toSorted()).toEqual(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).toSorted());
  });

  it('every face has the whole glyph set but µ, which Playfair Display lacks', () => {
    expect(missingGlyphs(GLYPH_SET)).toEqual(['U+00B5 µ: Playfair Display 400, Playfair Display 600']);
  });

  it('ordinary Latin copy needs no fallback glyph', () => {
    const copy =
      'Crème brûlée at the Château, “Señor” Muñoz’s Ærø façade — 2,450 ft² · €1.2M… Zoë & Œuvre ©2026 ® ™ ½ acre';
    expect(missingGlyphs(copy)).toEqual([]);
    // Decomposed accents (e + U+0301), as some editors paste them, compose into the face's é.
    expect(missingGlyphs('Cafe\u0301')).toEqual([]);
  });

  it('flags a character outside the glyph set', () => {
    expect(missingGlyphs('Łódź → ✓')).toEqual([
      'U+0141 Ł: every face',
      'U+017A ź: every face',
      'U+2192 →: every face',
      'U+2713 ✓: every face',
    ]);
  });

  it('finds the copy in data/', () => {
    expect(dataTexts.length).toBeGreaterThan(50);
  });

  it.each(dataTexts.map(({ file, text }) => [file, text] as const))(
    '%s uses only characters the faces have (else add them to scripts/fonts/glyph-set.ts, run npm run fonts)',
    (_, text) => {
      expect(missingGlyphs(text)).toEqual([]);
    },
  );
});
