/**
 * The site's self-hosted faces: WOFF2 subsets that `npm run fonts` (scripts/build-fonts.ts) cuts from the
 * fontsource variable files and commits under src/assets/fonts, so the build needs no font tooling.
 * astro.config.mjs (fonts) declares one variant per file; tests/unit/font-glyphs.test.ts reads their cmaps.
 *
 * Only the weights the design uses (checked in every built page with the browser's computed styles):
 * Playfair Display 400 (headings) and 600 (the logo, toast titles); Inter 400 (text), 500 (navigation,
 * FAQ questions, form errors) and 600 (labels, buttons, eyebrows). No italic: nothing in the design is
 * italic. A bold request (`<strong>`, `<th>`) matches the 600 face, the nearest heavier one.
 *
 * Every page's first screen draws all of them (the logo, the navigation, a heading, text and a button), so each
 * face is cut for the few bytes that screen needs: Inter is one variable file for its three weights (13 KB,
 * where three static ones were 36 KB), and Playfair Display 600, which the first screen shows only in the
 * logo's capitals, has them in a part of their own (PARTS in scripts/fonts/glyph-set.ts).
 */
import { languagePart, partOfCharacters, type FacePart, type PartLanguage } from './glyph-set.ts';

export interface Face {
  family: 'Playfair Display' | 'Inter';
  /** A static face's weight, or a variable face's range: one file draws every weight in it. */
  weight: 400 | 600 | readonly [min: 400, max: 600];
  /** The fontsource variable file the subset is cut from (resolved from node_modules). */
  source: string;
  /**
   * The committed subsets, one per part of the glyph set (scripts/fonts/glyph-set.ts), relative to the project
   * root, in the order astro.config.mjs declares them.
   */
  parts: readonly { part: FacePart; file: string }[];
  /** The part a page's first screen draws: every page preloads it (src/lib/web-fonts.ts). */
  firstScreen: FacePart;
  /**
   * Characters of the core that this face's first screen never draws, which its extended part holds instead: a
   * face for headings and prices writes no asterisk, at sign, tilde or brackets, and its first-screen file is
   * 1.2 KB lighter without them (each page's first screen loads it in the round trips of its largest paint).
   */
  offFirstScreen?: string;
  /**
   * Keeps the lining figures (OpenType lnum) that prices ask for (Tailwind's lining-nums): Playfair's default
   * figures are old-style, so "$12,500,000" would read like "$12,5oo,ooo". Only the face prices are set in,
   * since each costs a kilobyte of the first screen's fonts.
   */
  liningFigures?: true;
}

export const FONTS_DIR = 'src/assets/fonts';

const PLAYFAIR = '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2';
const INTER = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/** A face's files: "inter.woff2" for the core, "inter-extended.woff2" for another part. */
const files = (name: string, parts: readonly FacePart[]): Face['parts'] =>
  parts.map((part) => ({ part, file: `${FONTS_DIR}/${name}${part === 'core' ? '' : `-${part}`}.woff2` }));

export const FACES: readonly Face[] = [
  {
    family: 'Playfair Display',
    weight: 400,
    source: PLAYFAIR,
    parts: files('playfair-display-400', ['core', 'extended']),
    firstScreen: 'core',
    offFirstScreen: '*<=>@[\\]^_`{|}~',
    liningFigures: true,
  },
  {
    family: 'Playfair Display',
    weight: 600,
    source: PLAYFAIR,
    parts: files('playfair-display-600', ['capitals', 'rest', 'extended']),
    firstScreen: 'capitals',
  },
  {
    family: 'Inter',
    weight: [400, 600],
    source: INTER,
    parts: files('inter', ['core', 'extended']),
    firstScreen: 'core',
  },
];

/** A face's weight as CSS writes it: "600", or "400 600" for a variable face's range. */
export const cssWeight = ({ weight }: Pick<Face, 'weight'>): string =>
  typeof weight === 'number' ? String(weight) : weight.join(' ');

/** A part of a face as the pages of a language (or English's, without one) declare it. */
interface DeclaredPart {
  part: FacePart;
  /** The committed subset: a language's own for the first-screen part ("inter-pt.woff2"), else English's. */
  file: string;
  firstScreen: boolean;
  /** The characters of the unicode-range its @font-face declares, which its file has (a language may narrow it). */
  characters: string;
  unicodeRange: string;
}

/**
 * A face's parts on a language's pages (English's without one): the first-screen part with the language's
 * letters, in a file of its own, and the other parts' files with what it draws left out of their range
 * (languagePart in glyph-set.ts).
 */
export const partsOf = (face: Face, language?: PartLanguage): DeclaredPart[] =>
  face.parts.map(({ part, file }) => {
    const firstScreen = part === face.firstScreen;
    const declared = languagePart(part, face.firstScreen, language);
    const moved = Array.from(face.offFirstScreen ?? '');
    const characters = firstScreen
      ? Array.from(declared.characters).filter((char) => !moved.includes(char))
      : part === 'extended'
        ? [...Array.from(declared.characters), ...moved]
        : Array.from(declared.characters);
    return {
      part,
      file: firstScreen && language ? file.replace(/\.woff2$/, () => `-${language}.woff2`) : file,
      firstScreen,
      ...partOfCharacters(characters.join('')),
    };
  });
