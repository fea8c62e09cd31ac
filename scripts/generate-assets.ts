// Renders the original hero artwork served under /api/assets/ (Market Ready, Flagship Cares):
// SVG drawn here, rasterised by sharp to AVIF and WebP at the paths and sizes named in data/guides.
// Run after changing the artwork or the sizes: node scripts/generate-assets.ts
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const root = join(import.meta.dirname, '..');

interface HeroImage {
  avif: string;
  webp: string;
  width: number;
  height: number;
}

/** Hand-drawn scenes on a 1600 x 900 canvas; the left side stays calm for the heading. */
const artwork: Record<string, string> = {
  // A Shingle Style house on a dune at dusk, windows lit, the bay below.
  'market-ready': `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1b2430"/><stop offset="0.55" stop-color="#5b5560"/><stop offset="0.8" stop-color="#c8956a"/><stop offset="1" stop-color="#e9c08a"/>
    </linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7d6f6a"/><stop offset="1" stop-color="#1c2229"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffe2ae" stop-opacity="0.95"/><stop offset="1" stop-color="#ffe2ae" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="glow" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffd98f"/><stop offset="1" stop-color="#f0b55e"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#sky)"/>
  <circle cx="1020" cy="600" r="260" fill="url(#sun)"/>
  <path d="M0 560 Q 300 520 620 556 T 1200 548 T 1600 560 V 900 H 0 Z" fill="#3b3d45" opacity="0.55"/>
  <rect y="600" width="1600" height="300" fill="url(#sea)"/>
  <g stroke="#f3cf95" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round">
    <path d="M860 640 H1180"/><path d="M900 668 H1140"/><path d="M940 700 H1100"/><path d="M820 620 H1220" stroke-opacity="0.2"/>
  </g>
  <path d="M760 720 Q 980 610 1240 600 Q 1440 596 1600 640 V 900 H 700 Z" fill="#15181d"/>
  <g fill="#0f1216">
    <path d="M1060 606 L1160 520 L1260 606 Z"/>
    <path d="M1180 606 L1320 470 L1460 606 Z"/>
    <rect x="1070" y="600" width="380" height="120"/>
    <rect x="1350" y="486" width="26" height="70"/>
    <path d="M1250 560 L1300 520 L1350 560 Z"/>
  </g>
  <g fill="url(#glow)">
    <rect x="1100" y="628" width="34" height="46"/><rect x="1150" y="628" width="34" height="46"/>
    <rect x="1236" y="612" width="40" height="60"/><rect x="1290" y="612" width="40" height="60"/><rect x="1344" y="612" width="40" height="60"/>
    <rect x="1300" y="540" width="40" height="34"/><circle cx="1320" cy="505" r="11"/>
    <rect x="1400" y="628" width="30" height="46"/>
  </g>
  <g stroke="#0b0d10" stroke-width="3" stroke-linecap="round" fill="none">
    <path d="M820 760 q 8 -40 22 -62"/><path d="M846 770 q 2 -46 -10 -74"/><path d="M880 764 q 10 -38 30 -58"/>
    <path d="M1500 760 q 6 -44 -8 -70"/><path d="M1530 764 q 10 -40 28 -60"/><path d="M1000 770 q 4 -36 20 -56"/>
  </g>
</svg>`,
  // A small aircraft climbing over a lighthouse headland at sunrise.
  'flagship-cares': `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#22324a"/><stop offset="0.5" stop-color="#6f7b93"/><stop offset="0.82" stop-color="#e2ae8c"/><stop offset="1" stop-color="#f6d3a6"/>
    </linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8e8b95"/><stop offset="1" stop-color="#1f2a38"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff1d2"/><stop offset="0.3" stop-color="#ffd9a0" stop-opacity="0.8"/><stop offset="1" stop-color="#ffd9a0" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#sky)"/>
  <circle cx="1180" cy="640" r="300" fill="url(#sun)"/>
  <g fill="#ffffff" opacity="0.18">
    <ellipse cx="1300" cy="260" rx="220" ry="26"/><ellipse cx="1180" cy="300" rx="160" ry="18"/><ellipse cx="900" cy="200" rx="180" ry="20"/>
  </g>
  <rect y="650" width="1600" height="250" fill="url(#sea)"/>
  <g stroke="#ffe3b8" stroke-opacity="0.4" stroke-width="3" stroke-linecap="round">
    <path d="M1060 690 H1300"/><path d="M1090 720 H1270"/><path d="M1120 756 H1240"/>
  </g>
  <path d="M1600 600 Q 1480 610 1400 660 Q 1340 700 1240 720 Q 1200 760 1230 900 H 1600 Z" fill="#161b22"/>
  <g fill="#10141a">
    <path d="M1452 618 L1464 480 H1496 L1508 618 Z"/>
    <rect x="1456" y="458" width="48" height="24"/>
    <path d="M1450 458 L1480 432 L1510 458 Z"/>
  </g>
  <rect x="1462" y="462" width="36" height="16" fill="#ffe7a8"/>
  <path d="M1480 470 L1120 400 L1120 440 Z" fill="#fff3cf" opacity="0.14"/>
  <path d="M540 520 C 760 470 960 380 1130 300" stroke="#ffffff" stroke-opacity="0.45" stroke-width="4" fill="none" stroke-linecap="round" stroke-dasharray="2 14"/>
  <g transform="translate(1150 288) rotate(-24)" fill="#141a22">
    <path d="M-70 0 Q -60 -14 0 -14 L 60 -8 Q 78 -4 80 0 Q 78 4 60 8 L 0 14 Q -60 14 -70 0 Z"/>
    <path d="M-10 -6 L 10 -90 L 30 -90 L 24 -6 Z"/>
    <path d="M-10 6 L 10 90 L 30 90 L 24 6 Z"/>
    <path d="M-62 -2 L -80 -36 L -66 -36 L -44 -4 Z"/>
    <path d="M-62 2 L -74 22 L -62 22 L -46 4 Z"/>
  </g>
</svg>`,
};

const files: Record<string, string> = {
  'market-ready': 'data/guides/market-ready.json',
  'flagship-cares': 'data/guides/cares.json',
};

for (const [name, dataFile] of Object.entries(files)) {
  const data = JSON.parse(await readFile(join(root, dataFile), 'utf8')) as { hero: { image: HeroImage } };
  const { avif, webp, width, height } = data.hero.image;
  const svg = artwork[name];
  if (!svg) throw new Error(`No artwork named ${name}`);
  const base = sharp(Buffer.from(svg), { density: 144 }).resize(width, height, { fit: 'cover' });
  await base
    .clone()
    .avif({ quality: 55, effort: 6 })
    .toFile(join(root, 'public', avif));
  await base
    .clone()
    .webp({ quality: 78, effort: 6 })
    .toFile(join(root, 'public', webp));
  console.log(`${name}: ${avif}, ${webp} (${width}x${height})`);
}
