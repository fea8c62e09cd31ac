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
 * Each face is cut into parts (PARTS), each a file whose @font-face has the part's unicode-range, so that a page
 * fetches only the parts its text needs.
 *
 * fontsource's latin files have no † ‡ ‰, no no-break hyphen and no arrows but ↑ ↓: the symbols in src/
 * components (← → ↗ ✓ ★) are drawn by system fonts, as they were before the subsets.
 */
type Range = readonly [first: number, last: number];

/**
 * The core part of each face: what nearly every page shows on its first screen (the copy's letters, digits and
 * punctuation, © in the footer, the · and ² of the listing figures). The pages preload the cores they draw
 * (astro.config.mjs, src/lib/web-fonts.ts), and each fits in the first round trip of a new connection (TCP's
 * initial window, about 14 KB with the response's headers): the rarer symbols (® ™ ‚ „ ‹ › ′ ″ ⁄ € ° ↑ ↓) are
 * in the extended part, since every glyph in a core is one more for the first screen to wait for. A face may
 * leave more of it to its extended part (offFirstScreen in faces.ts).
 */
const CORE_RANGES: readonly Range[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0],
  [0x00a9, 0x00a9],
  [0x00b2, 0x00b2],
  [0x00b7, 0x00b7],
  [0x00d7, 0x00d7],
  [0x2009, 0x2009],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2212, 0x2212],
];

/**
 * The extended part: accented letters and the rest of Latin-1 (Œ œ too), and the rarer symbols. The browser
 * fetches it only for a page that shows one of them (its @font-face has this unicode-range), say a name with é.
 */
const EXTENDED_RANGES: readonly Range[] = [
  [0x00a1, 0x00a8],
  [0x00aa, 0x00b1],
  [0x00b3, 0x00b6],
  [0x00b8, 0x00d6],
  [0x00d8, 0x00ff],
  [0x0152, 0x0153],
  [0x201a, 0x201a],
  [0x201e, 0x201e],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x2044, 0x2044],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
];

/**
 * The core of a face cut in two, for a face the first screen shows only in capitals (Playfair Display 600: the
 * logo's word, set in uppercase): the space and A-Z, which the browser picks after text-transform, and the
 * rest of the core. Letters of both in one word (a toast's title) are not kerned against each other.
 */
const CAPITALS_RANGES: readonly Range[] = [
  [0x0020, 0x0020],
  [0x0041, 0x005a],
];

const characters = (ranges: readonly Range[]): string =>
  ranges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
    )
    .join('');

/** CSS unicode-range of a part: "U+20-7E, U+A0, ...". */
const cssRange = (ranges: readonly Range[]): string =>
  ranges
    .map(([first, last]) => {
      const hex = (code: number) => code.toString(16).toUpperCase();
      return first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`;
    })
    .join(', ');

/** The core minus the capitals: the core's ranges with the capitals' code points taken out. */
const withoutCapitals = (ranges: readonly Range[]): Range[] =>
  ranges.flatMap(([first, last]) => {
    const kept: Range[] = [];
    let start = first;
    for (const [capitalFirst, capitalLast] of CAPITALS_RANGES) {
      if (capitalLast < start || capitalFirst > last) continue;
      if (capitalFirst > start) kept.push([start, capitalFirst - 1]);
      start = capitalLast + 1;
    }
    if (start <= last) kept.push([start, last]);
    return kept;
  });

/**
 * A part of a face, cut into a file of its own: `core` and `extended`, or for a face the first screen shows only
 * in capitals, `capitals`, `rest` (the core without them) and `extended`.
 */
export type FacePart = 'core' | 'capitals' | 'rest' | 'extended';

/** A part's characters (cut into its file) and the unicode-range its @font-face declares. */
const partOf = (ranges: readonly Range[]) => ({ characters: characters(ranges), unicodeRange: cssRange(ranges) });

export const PARTS = {
  core: partOf(CORE_RANGES),
  capitals: partOf(CAPITALS_RANGES),
  rest: partOf(withoutCapitals(CORE_RANGES)),
  extended: partOf(EXTENDED_RANGES),
} as const satisfies Readonly<Record<FacePart, { characters: string; unicodeRange: string }>>;

/**
 * The letters each translated language writes beyond Basic Latin, in both cases, and the signs of its copy (the
 * ordinal in "n.º", the degree in "n°", Spanish's ¡ ¿, French guillemets): its orthography, not its pages' words.
 * On that language's pages each first-screen part holds them too (languagePart), in a file of its own: a page in
 * Portuguese then draws its text from the three files it preloads, as an English page does, instead of asking for
 * each face's extended part once its stylesheet is in, a round trip more before its largest paint.
 */
export const LANGUAGE_CHARACTERS = {
  es: 'áéíóúñüÁÉÍÓÚÑÜ¡¿ºª',
  pt: 'áàâãçéêíóôõúÁÀÂÃÇÉÊÍÓÔÕÚºª',
  fr: 'àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜ«»°',
} as const;

/** A language whose pages have first-screen parts of their own. */
export type PartLanguage = keyof typeof LANGUAGE_CHARACTERS;
export const PART_LANGUAGES = Object.keys(LANGUAGE_CHARACTERS) as readonly PartLanguage[];

const codePointsOf = (text: string): number[] => Array.from(text, (char) => char.codePointAt(0) ?? 0);

/** Code points as the fewest ranges. */
const rangesOf = (codePoints: readonly number[]): Range[] =>
  [...new Set(codePoints)]
    .toSorted((a, b) => a - b)
    .reduce<Range[]>((ranges, code) => {
      const last = ranges.at(-1);
      if (last?.[1] === code - 1) ranges[ranges.length - 1] = [last[0], code];
      else ranges.push([code, code]);
      return ranges;
    }, []);

/**
 * A part of a face as a language's pages declare it. The face's first-screen part gains the language's
 * characters (a capitals part, only its capital letters), cut into a file of its own; every other part keeps its
 * file and gives up, in its unicode-range, what the first-screen part now draws. Without a language, the part.
 */
export function languagePart(
  part: FacePart,
  firstScreen: FacePart,
  language: PartLanguage | undefined,
): { characters: string; unicodeRange: string } {
  if (language === undefined) return PARTS[part];
  const added = codePointsOf(LANGUAGE_CHARACTERS[language]).filter(
    (code) => firstScreen !== 'capitals' || /^\p{Lu}$/u.test(String.fromCodePoint(code)),
  );
  const own = codePointsOf(PARTS[part].characters);
  return partOf(rangesOf(part === firstScreen ? [...own, ...added] : own.filter((code) => !added.includes(code))));
}

/** A part made of these characters, whatever their order: its characters in code point order, and its range. */
export const partOfCharacters = (text: string): { characters: string; unicodeRange: string } =>
  partOf(rangesOf(codePointsOf(text)));

/** Every character of the glyph set (the core and the extended part), in code point order. */
export const GLYPH_SET: string = characters([...CORE_RANGES, ...EXTENDED_RANGES].toSorted(([a], [b]) => a - b));

/** Characters that draw nothing a reader sees (spaces, line breaks, controls, joiners): no glyph needed. */
export const isInvisible = (char: string): boolean => /^[\p{White_Space}\p{Cc}\p{Cf}]$/u.test(char);
