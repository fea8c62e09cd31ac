/**
 * The characters every face keeps (scripts/build-fonts.ts): ordinary Western Latin text and the typography
 * of the copy, as far as fontsource's "latin" files (the subsets' input) have them. A character outside it
 * falls back to a system font, so tests/unit/font-glyphs.test.ts fails when data/ uses one.
 *
 * - Basic Latin, U+0020-007E: letters, digits, ASCII punctuation.
 * - Latin-1, U+00A0-00FF: the no-break space, accented letters (é è ê ñ ç ü ö ø å æ ß ã õ ...), © ® ° ± ²
 *   ³ · × ÷ ¼ ½ ¾ « » ¡ ¿ § ¶ £ ¥ ¢. Playfair Display has no µ (U+00B5).
 * - Œ œ, the thin space (U+2009).
 * - Dashes and quotes: – — ‘ ’ ‚ “ ” „ ‹ ›; • … ′ ″ ⁄ € ™ − (minus); ↑ ↓ (the market figures' trends).
 *
 * fontsource's latin files have no † ‡ ‰, no no-break hyphen and no arrows but ↑ ↓: the symbols in src/
 * components (← → ↗ ✓ ★) are drawn by system fonts, as they were before the subsets.
 */
const RANGES: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00ff],
  [0x0152, 0x0153],
  [0x2009, 0x2009],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x2044, 0x2044],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
];

/** Every character of the glyph set, in code point order. */
export const GLYPH_SET: string = RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
).join('');

/** Characters that draw nothing a reader sees (spaces, line breaks, controls, joiners): no glyph needed. */
export const isInvisible = (char: string): boolean => /^[\p{White_Space}\p{Cc}\p{Cf}]$/u.test(char);
