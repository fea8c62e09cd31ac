// The font subsets (src/assets/fonts, cut by `npm run fonts`) cover the copy: a character in data/ that a
// face lacks would be drawn in a fallback font, so an edit that brings one in fails here instead.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create } from 'fontkitten';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FACES, cssWeight } from '#scripts/fonts/faces.ts';
import { GLYPH_SET, PARTS, isInvisible } from '#scripts/fonts/glyph-set.ts';
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

/** Each face with its files; the browser draws a character from whichever part's unicode-range has it. */
const fonts = FACES.map((face) => {
  const parts = face.parts.map(({ part, file }) => ({ part, font: open(file) }));
  return {
    face,
    name: `${face.family} ${cssWeight(face)}`,
    parts,
    font: { hasGlyphForCodePoint: (code: number) => parts.some(({ font }) => font.hasGlyphForCodePoint(code)) },
  };
});

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
  it.each(
    fonts.flatMap(({ face, name, parts }) => parts.map(({ part, font }) => [`${name} ${part}`, face, font] as const)),
  )('%s is a face of its weight: a static one, or a variable one over its range', (_, face, font) => {
    expect(font.familyName).toBe(face.family);
    if (typeof face.weight === 'number') {
      expect(font.variationAxes).toEqual({});
      expect(font['OS/2'].usWeightClass).toBe(face.weight);
    } else {
      const [min, max] = face.weight;
      expect(font.variationAxes).toEqual({ wght: expect.objectContaining({ min, max, default: min }) });
    }
  });

  // Prices ask for lining figures (lining-nums): Playfair's default ones are old-style. Each part with the digits.
  it.each(
    fonts.flatMap(({ face, name, parts }) =>
      parts
        .filter(({ part }) => /\d/.test(PARTS[part].characters))
        .map(({ part, font }) => [`${name} ${part}`, face, font] as const),
    ),
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
  it.each(fonts.map(({ name, parts }) => [name, parts] as const))(
    '%s: each part has every character of its unicode-range',
    (_, parts) => {
      for (const { part, font } of parts) {
        const missing = Array.from(PARTS[part].characters).filter(
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
