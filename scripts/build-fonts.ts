// npm run fonts: cuts the site's static font files from fontsource's variable ones. For each face in
// scripts/fonts/faces.ts it pins the weight axis (a static instance: no variation data), keeps only the
// glyph set (scripts/fonts/glyph-set.ts), the layout features a browser applies by default and, in the face
// prices are set in, the lining figures (liningFigures in faces.ts), and writes
// WOFF2 to src/assets/fonts: two files a face, its core characters and its extended ones. The output is committed, so the build needs none of this tooling.
// Run it again after changing the faces, the glyph set or the fontsource packages.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { FACES } from '#scripts/fonts/faces.ts';
import { PARTS } from '#scripts/fonts/glyph-set.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));

/**
 * What browsers turn on by themselves (shaping, kerning, ligatures, contextual alternates). The CSS asks for
 * no other feature but the lining figures of prices (no stylistic sets), so the other glyphs are left out.
 */
const DEFAULT_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rclt'];

for (const face of FACES) {
  const source = await readFile(require.resolve(face.source));
  for (const part of ['core', 'extended'] as const) {
    const subset = await subsetFont(source, PARTS[part].characters, {
      targetFormat: 'woff2',
      variationAxes: { wght: face.weight },
      keepFeatures: face.liningFigures ? [...DEFAULT_FEATURES, 'lnum'] : DEFAULT_FEATURES,
    });
    const target = join(root, face.files[part]);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, subset);
    console.log(
      `${face.files[part]}: ${(subset.length / 1024).toFixed(1)} KB (from ${(source.length / 1024).toFixed(1)} KB)`,
    );
  }
}
