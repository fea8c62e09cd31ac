/**
 * The site's self-hosted faces: static WOFF2 subsets that `npm run fonts` (scripts/build-fonts.ts) cuts from
 * the fontsource variable files and commits under src/assets/fonts, so the build needs no font tooling.
 * astro.config.mjs (fonts) declares one variant per face; tests/unit/font-glyphs.test.ts reads their cmaps.
 *
 * Only the weights the design uses (checked in every built page with the browser's computed styles):
 * Playfair Display 400 (headings) and 600 (the logo, toast titles); Inter 400 (text), 500 (navigation,
 * FAQ questions, form errors) and 600 (labels, buttons, eyebrows). No italic: nothing in the design is
 * italic. A bold request (`<strong>`, `<th>`) matches the 600 face, the nearest heavier one.
 * Each face is two files, its core and its extended characters (PARTS in scripts/fonts/glyph-set.ts).
 */
import type { FacePart } from './glyph-set.ts';

export interface Face {
  family: 'Playfair Display' | 'Inter';
  weight: 400 | 500 | 600;
  /** The fontsource variable file the subset is cut from (resolved from node_modules). */
  source: string;
  /** The committed subsets, one per part of the glyph set (scripts/fonts/glyph-set.ts), relative to the project root. */
  files: Readonly<Record<FacePart, string>>;
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

/** A face's two files: "playfair-display-400.woff2" (core) and "playfair-display-400-extended.woff2". */
const files = (name: string): Face['files'] => ({
  core: `${FONTS_DIR}/${name}.woff2`,
  extended: `${FONTS_DIR}/${name}-extended.woff2`,
});

export const FACES: readonly Face[] = [
  {
    family: 'Playfair Display',
    weight: 400,
    source: PLAYFAIR,
    files: files('playfair-display-400'),
    liningFigures: true,
  },
  { family: 'Playfair Display', weight: 600, source: PLAYFAIR, files: files('playfair-display-600') },
  { family: 'Inter', weight: 400, source: INTER, files: files('inter-400') },
  { family: 'Inter', weight: 500, source: INTER, files: files('inter-500') },
  { family: 'Inter', weight: 600, source: INTER, files: files('inter-600') },
];
