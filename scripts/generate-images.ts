// Renders the original artwork in scripts/art/*.svg to the small AVIF, WebP and JPEG files under public/images.
// Run after editing the art: `node scripts/generate-images.ts`. The outputs are committed, so builds need no sharp step.
import { mkdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';

const root = resolve(import.meta.dirname, '..');

interface Job {
  /** SVG source in scripts/art/. */
  art: string;
  /** Output path under public/ without the width suffix and extension. */
  out: string;
  widths: number[];
  formats: ('avif' | 'webp' | 'jpg')[];
  /** Add the width to the file name (responsive sets); single-size files keep the bare name. */
  suffix: boolean;
}

const jobs: Job[] = [
  { art: 'hero.svg', out: 'images/home/hero', widths: [800, 1280, 1920], formats: ['avif', 'webp'], suffix: true },
  { art: 'hero.svg', out: 'images/home/hero', widths: [1280], formats: ['jpg'], suffix: true },
  {
    art: 'search-banner.svg',
    out: 'images/home/search-banner',
    widths: [800, 1600],
    formats: ['avif', 'webp'],
    suffix: true,
  },
  { art: 'search-banner.svg', out: 'images/home/search-banner', widths: [1600], formats: ['jpg'], suffix: true },
  {
    art: 'headshot-alexandra-whitmore.svg',
    out: 'images/team/alexandra-whitmore',
    widths: [480],
    formats: ['webp'],
    suffix: false,
  },
  {
    art: 'headshot-benjamin-hale.svg',
    out: 'images/team/benjamin-hale',
    widths: [480],
    formats: ['webp'],
    suffix: false,
  },
];

for (const job of jobs) {
  const svg = await readFile(join(root, 'scripts/art', job.art));
  for (const width of job.widths) {
    // Render at the target width straight from the vector, so every size is sharp.
    const base = sharp(svg, { density: 72 * (width / (await sharp(svg).metadata()).width) }).resize({ width });
    for (const format of job.formats) {
      const file = join(root, 'public', `${job.out}${job.suffix ? `-${width}` : ''}.${format}`);
      await mkdir(dirname(file), { recursive: true });
      const image = base.clone();
      if (format === 'avif') await image.avif({ quality: 50, effort: 6 }).toFile(file);
      else if (format === 'webp') await image.webp({ quality: 72 }).toFile(file);
      else await image.jpeg({ quality: 72, mozjpeg: true, progressive: true }).toFile(file);
      console.log(`${file.slice(root.length + 1)}  ${((await stat(file)).size / 1024).toFixed(1)} KB`);
    }
  }
}
