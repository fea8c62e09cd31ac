// npm run fonts: cuts the site's font files from fontsource's variable ones. For each face in
// scripts/fonts/faces.ts it pins the weight axis (a static instance: no variation data) or narrows it to the
// face's range (a variable face), keeps only the glyphs of each part of the glyph set
// (scripts/fonts/glyph-set.ts), kerning and the standard ligatures and, in the face prices are set in, the lining
// figures (liningFigures in faces.ts), and writes WOFF2 to src/assets/fonts: one file a part, and for each
// translated language one more of the first-screen part with its letters. The output is committed, so the build
// needs none of this tooling.
// Run it again after changing the faces, the glyph set or the fontsource packages.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { FACES, partsOf } from '#scripts/fonts/faces.ts';
import { PART_LANGUAGES } from '#scripts/fonts/glyph-set.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));

/**
 * What browsers turn on by themselves for English text (composition, marks, kerning, ligatures). Contextual
 * alternates (calt: Inter's case-sensitive punctuation and arrows, 3.5 KB of its core) and localized forms
 * (locl: Turkish, Dutch and Catalan letters, for lang attributes the site never sets) are left out, so that each
 * first-screen file fits in one round trip; the CSS asks for no other feature but the lining figures of prices.
 */
const DEFAULT_FEATURES = ['ccmp', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'rlig', 'rclt'];

for (const face of FACES) {
  const source = await readFile(require.resolve(face.source));
  const [min, max] = typeof face.weight === 'number' ? [face.weight, face.weight] : face.weight;
  // English's parts, then each language's first-screen part (its other parts are English's files).
  const cuts = [
    ...partsOf(face),
    ...PART_LANGUAGES.flatMap((language) => partsOf(face, language).filter(({ firstScreen }) => firstScreen)),
  ];
  for (const { characters, file } of cuts) {
    const subset = await subsetFont(source, characters, {
      targetFormat: 'woff2',
      variationAxes: { wght: min === max ? min : { min, max, default: min } },
      keepFeatures: face.liningFigures ? [...DEFAULT_FEATURES, 'lnum'] : DEFAULT_FEATURES,
    });
    const target = join(root, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, subset);
    console.log(`${file}: ${(subset.length / 1024).toFixed(1)} KB (from ${(source.length / 1024).toFixed(1)} KB)`);
  }
}
