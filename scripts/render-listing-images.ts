// Renders the demo listing photos: original procedural scenes (house exteriors, interiors, kitchens,
// coastal views, land) drawn as SVG and encoded to WebP with sharp, and their floor plans (rooms, sizes,
// doors and windows as line drawings). Each image is seeded by listing id and position, so a rerun gives the
// same files.
//
//   node scripts/render-listing-images.ts          renders images that are missing
//   node scripts/render-listing-images.ts --force  renders all of them again
//
// Output: every path under /images/listings/ that data/listings/*.json names in images or floorPlans, e.g.
// public/images/listings/{id}/{n}.webp and public/images/listings/{id}/plan-{n}.webp.
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { propertySchema, type Property } from '#src/schemas/property.ts';

export const WIDTH = 1200;
export const HEIGHT = 800;
const root = join(import.meta.dirname, '..');
const force = process.argv.includes('--force');

type Rng = () => number;
function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(rng: Rng, items: readonly T[]): T => {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};
const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
const r1 = (n: number) => Math.round(n * 10) / 10;

type Light = 'day' | 'golden' | 'dusk';
const SKIES: Record<Light, [string, string]> = {
  day: ['#8fb8d8', '#e4eef2'],
  golden: ['#e9b98a', '#f6e3c4'],
  dusk: ['#22304a', '#a86c6a'],
};
const SEA: Record<Light, [string, string]> = {
  day: ['#4f7f99', '#2f5a73'],
  golden: ['#7a8e98', '#465d6b'],
  dusk: ['#2b3a52', '#18233a'],
};
const SIDINGS = ['#8d8a84', '#a29f97', '#f2efe8', '#e9e4d8', '#6f6a62', '#9c5a45', '#d9d4c7'];
const ROOFS = ['#3b3f45', '#4a4440', '#5b5f63', '#2f3133', '#6b4f3f'];
const TRIMS = ['#ffffff', '#f7f4ec', '#2b2b2b'];

function sky(light: Light, rng: Rng): string {
  const [top, bottom] = SKIES[light];
  const sunX = r1(between(rng, 150, 1050));
  const sunY = light === 'day' ? 120 : light === 'golden' ? 300 : 330;
  const sun = light === 'dusk' ? '#f4d9a6' : light === 'golden' ? '#fff1d0' : '#fffbe9';
  const clouds = Array.from({ length: light === 'dusk' ? 2 : 4 }, () => {
    const x = r1(between(rng, 0, WIDTH));
    const y = r1(between(rng, 60, 260));
    const w = r1(between(rng, 120, 260));
    return `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${r1(w / 7)}" fill="#ffffff" opacity="${light === 'dusk' ? 0.12 : 0.45}"/>`;
  }).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/><circle cx="${sunX}" cy="${sunY}" r="${light === 'day' ? 46 : 60}" fill="${sun}" opacity="0.9"/>${clouds}`;
}

function sea(light: Light, horizon: number, rng: Rng): string {
  const [near, far] = SEA[light];
  const waves = Array.from({ length: 18 }, () => {
    const y = r1(between(rng, horizon + 8, HEIGHT));
    const x = r1(between(rng, -50, WIDTH));
    const w = r1(between(rng, 40, 160));
    return `<rect x="${x}" y="${y}" width="${w}" height="2" fill="#ffffff" opacity="${r1(between(rng, 0.15, 0.4))}"/>`;
  }).join('');
  return `<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${far}"/><stop offset="1" stop-color="${near}"/></linearGradient></defs>
<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="url(#sea)"/>${waves}`;
}

function sailboat(x: number, y: number, scale: number, light: Light): string {
  const sail = light === 'dusk' ? '#cfc6b8' : '#ffffff';
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(scale)})"><path d="M0 0 L40 0 L34 8 L6 8 Z" fill="#2b2b2b"/><path d="M20 -2 L20 -60 L44 -4 Z" fill="${sail}"/><path d="M18 -4 L18 -46 L2 -4 Z" fill="${sail}" opacity="0.85"/></g>`;
}

function tree(x: number, ground: number, h: number, rng: Rng, light: Light): string {
  const green =
    light === 'dusk' ? pick(rng, ['#1f3326', '#24382b']) : pick(rng, ['#3f6b45', '#4f7a4a', '#365e3d', '#5d8455']);
  const trunk = `<rect x="${r1(x - 5)}" y="${r1(ground - h * 0.35)}" width="10" height="${r1(h * 0.35)}" fill="#4a3a2c"/>`;
  if (rng() < 0.45) {
    return `${trunk}<path d="M${r1(x)} ${r1(ground - h)} L${r1(x + h * 0.28)} ${r1(ground - h * 0.25)} L${r1(x - h * 0.28)} ${r1(ground - h * 0.25)} Z" fill="${green}"/>`;
  }
  return `${trunk}<circle cx="${r1(x)}" cy="${r1(ground - h * 0.62)}" r="${r1(h * 0.36)}" fill="${green}"/><circle cx="${r1(x - h * 0.2)}" cy="${r1(ground - h * 0.45)}" r="${r1(h * 0.24)}" fill="${green}"/><circle cx="${r1(x + h * 0.22)}" cy="${r1(ground - h * 0.48)}" r="${r1(h * 0.25)}" fill="${green}"/>`;
}

function windows(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gapX: number,
  gapY: number,
  lit: boolean,
  trim: string,
): string {
  let out = '';
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const wx = x + col * (w + gapX);
      const wy = y + row * (h + gapY);
      const glass = lit ? ((row + col) % 3 === 0 ? '#3a4150' : '#f3c97a') : '#5f7585';
      out += `<rect x="${r1(wx - 3)}" y="${r1(wy - 3)}" width="${r1(w + 6)}" height="${r1(h + 6)}" fill="${trim}"/><rect x="${r1(wx)}" y="${r1(wy)}" width="${r1(w)}" height="${r1(h)}" fill="${glass}"/><rect x="${r1(wx + w / 2 - 1)}" y="${r1(wy)}" width="2" height="${r1(h)}" fill="${trim}"/>`;
    }
  }
  return out;
}

/** A gabled house block: body, roof, windows, optional chimney. */
function gabled(
  x: number,
  ground: number,
  w: number,
  h: number,
  roofH: number,
  siding: string,
  roof: string,
  trim: string,
  lit: boolean,
  rng: Rng,
): string {
  const top = ground - h;
  const cols = Math.max(2, Math.floor(w / 90));
  const winW = 34;
  const gap = (w - cols * winW) / (cols + 1);
  const floors = Math.max(1, Math.floor(h / 95));
  const chimney =
    rng() < 0.7
      ? `<rect x="${r1(x + w * between(rng, 0.15, 0.75))}" y="${r1(top - roofH * 0.9)}" width="26" height="${r1(roofH * 0.7)}" fill="#7b4a3a"/>`
      : '';
  let clapboard = '';
  for (let y = top + 10; y < ground; y += 11)
    clapboard += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="1.5" fill="#000000" opacity="0.07"/>`;
  return `${chimney}<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h)}" fill="${siding}"/>${clapboard}
<path d="M${r1(x - 14)} ${r1(top)} L${r1(x + w / 2)} ${r1(top - roofH)} L${r1(x + w + 14)} ${r1(top)} Z" fill="${roof}"/>
${windows(x + gap, top + 26, cols, floors, winW, 52, gap, 95 - 52, lit, trim)}`;
}

function houseExterior(property: Property, rng: Rng, light: Light, water: boolean): string {
  const horizon = water ? r1(between(rng, 400, 460)) : 470;
  const ground = r1(between(rng, 610, 660));
  const lit = light === 'dusk';
  const siding = pick(rng, SIDINGS);
  const roof = pick(rng, ROOFS);
  const trim = siding === '#f2efe8' || siding === '#e9e4d8' ? '#2b2b2b' : pick(rng, TRIMS.slice(0, 2));
  const lawn = light === 'dusk' ? '#2c4030' : pick(rng, ['#7d9a5c', '#6f8f52', '#88a266']);
  let scene = sky(light, rng);
  if (water) {
    scene += sea(light, horizon, rng);
    if (rng() < 0.8)
      scene += sailboat(between(rng, 80, 1050), horizon + between(rng, 20, 60), between(rng, 0.6, 1.1), light);
  } else {
    scene += `<path d="M0 ${horizon} Q300 ${horizon - 60} 600 ${horizon - 10} T1200 ${horizon - 30} V${HEIGHT} H0 Z" fill="${light === 'dusk' ? '#273a33' : '#8aa07a'}" opacity="0.8"/>`;
  }
  scene += `<path d="M0 ${ground - 30} Q600 ${ground - 70} 1200 ${ground - 20} V${HEIGHT} H0 Z" fill="${lawn}"/>`;
  const type = property.propertyType;
  const cx = between(rng, 420, 620);
  if (type === 'Condo' || type === 'Multi-Family' || type === 'Townhouse') {
    const units = type === 'Townhouse' ? 3 : type === 'Multi-Family' ? 2 : 1;
    if (type === 'Condo') {
      const brick = pick(rng, ['#8c4a3a', '#9a5a45', '#7e6a5a', '#b8b2a6']);
      scene += `<rect x="${r1(cx - 330)}" y="${ground - 390}" width="660" height="390" fill="${brick}"/><rect x="${r1(cx - 340)}" y="${ground - 400}" width="680" height="18" fill="${roof}"/>`;
      scene += windows(cx - 300, ground - 360, 8, 4, 44, 56, 36, 34, lit, '#e9e4d8');
      scene += `<rect x="${r1(cx - 30)}" y="${ground - 80}" width="60" height="80" fill="#2b2b2b"/>`;
    } else {
      const unitW = type === 'Townhouse' ? 190 : 250;
      const start = cx - (unitW * units) / 2;
      for (let i = 0; i < units; i++) {
        const color = type === 'Townhouse' ? pick(rng, ['#8c4a3a', '#9a5a45', '#6e4a3c', '#a06b50']) : siding;
        scene += gabled(
          start + i * unitW,
          ground,
          unitW - 4,
          300,
          type === 'Townhouse' ? 40 : 110,
          color,
          roof,
          trim,
          lit,
          rng,
        );
        scene += `<rect x="${r1(start + i * unitW + unitW / 2 - 22)}" y="${ground - 74}" width="44" height="74" fill="#2b2b2b"/>`;
      }
    }
  } else {
    const estate = type === 'Estate';
    const w = estate ? between(rng, 420, 520) : between(rng, 300, 380);
    const h = estate ? 270 : between(rng, 190, 230);
    scene += gabled(cx - w / 2, ground, w, h, between(rng, 110, 160), siding, roof, trim, lit, rng);
    if (estate || rng() < 0.6) {
      const wingW = between(rng, 180, 240);
      const left = rng() < 0.5;
      scene += gabled(
        left ? cx - w / 2 - wingW + 10 : cx + w / 2 - 10,
        ground,
        wingW,
        h * 0.7,
        80,
        siding,
        roof,
        trim,
        lit,
        rng,
      );
    }
    if (estate) scene += gabled(cx + w / 2 - 10, ground, 200, h * 0.65, 70, siding, roof, trim, lit, rng);
    scene += `<rect x="${r1(cx - 26)}" y="${ground - 78}" width="52" height="78" fill="${pick(rng, ['#1f3a5a', '#2b2b2b', '#5a2a2a'])}"/>`;
    if (rng() < 0.6) {
      // A front porch: roof, posts and rail.
      const porchW = Math.min(w - 40, between(rng, 200, 320));
      const px = cx - porchW / 2;
      scene += `<rect x="${r1(px - 10)}" y="${ground - 104}" width="${r1(porchW + 20)}" height="12" fill="${roof}"/>`;
      for (let post = 0; post <= 4; post++)
        scene += `<rect x="${r1(px + (post * porchW) / 4 - 4)}" y="${ground - 92}" width="8" height="92" fill="${trim}"/>`;
      scene += `<rect x="${r1(px)}" y="${ground - 40}" width="${r1(porchW / 2 - 30)}" height="5" fill="${trim}"/><rect x="${r1(cx + 30)}" y="${ground - 40}" width="${r1(porchW / 2 - 30)}" height="5" fill="${trim}"/>`;
    }
    scene += `<rect x="${r1(cx - w / 2)}" y="${ground - 14}" width="${r1(w)}" height="14" fill="${trim}" opacity="0.9"/>`;
  }
  for (let i = 0; i < 4; i++) {
    const x = pick(rng, [between(rng, 20, 220), between(rng, 980, 1180)]);
    scene += tree(x, ground + between(rng, -20, 10), between(rng, 160, 280), rng, light);
  }
  scene += `<path d="M${r1(cx - 40)} ${HEIGHT} L${r1(cx - 18)} ${ground} L${r1(cx + 18)} ${ground} L${r1(cx + 40)} ${HEIGHT} Z" fill="#d8cfbf" opacity="0.9"/>`;
  scene += `<rect x="0" y="${ground + 30}" width="${WIDTH}" height="26" fill="${light === 'dusk' ? '#1c2a20' : '#4d6b3f'}" opacity="0.85"/>`;
  return scene;
}

function coastalView(rng: Rng, light: Light): string {
  const horizon = r1(between(rng, 330, 420));
  let scene = sky(light, rng) + sea(light, horizon, rng);
  if (rng() < 0.6) {
    const lx = between(rng, 700, 1050);
    scene += `<path d="M${r1(lx - 140)} ${horizon + 10} Q${r1(lx)} ${horizon - 70} ${r1(lx + 220)} ${horizon + 10} Z" fill="#5d5a52"/>`;
    scene += `<path d="M${r1(lx - 12)} ${horizon - 40} L${r1(lx + 12)} ${horizon - 40} L${r1(lx + 8)} ${horizon - 150} L${r1(lx - 8)} ${horizon - 150} Z" fill="#f4f1ea"/><rect x="${r1(lx - 12)}" y="${horizon - 170}" width="24" height="22" fill="#2b2b2b"/><rect x="${r1(lx - 9)}" y="${horizon - 100}" width="18" height="14" fill="#9c3b31"/>`;
  }
  for (let i = 0; i < 3; i++)
    scene += sailboat(between(rng, 60, 1100), horizon + between(rng, 30, 200), between(rng, 0.5, 1.4), light);
  const rocks = pick(rng, ['#6d6a63', '#7d776c', '#5b5852']);
  scene += `<path d="M0 ${HEIGHT - 160} Q180 ${HEIGHT - 250} 360 ${HEIGHT - 170} T720 ${HEIGHT - 120} L760 ${HEIGHT} H0 Z" fill="${rocks}"/>`;
  scene += `<path d="M0 ${HEIGHT - 90} Q200 ${HEIGHT - 140} 420 ${HEIGHT - 80} L480 ${HEIGHT} H0 Z" fill="${light === 'dusk' ? '#2e3b2f' : '#8f9f6a'}"/>`;
  return scene;
}

function meadow(rng: Rng, light: Light, water: boolean): string {
  const horizon = r1(between(rng, 360, 430));
  let scene = sky(light, rng);
  if (water) scene += sea(light, horizon, rng);
  scene += `<path d="M0 ${horizon + 20} Q300 ${horizon - 30} 650 ${horizon + 10} T1200 ${horizon} V${HEIGHT} H0 Z" fill="${light === 'dusk' ? '#33452f' : pick(rng, ['#9aae6e', '#a7b478', '#8fa565'])}"/>`;
  scene += `<path d="M0 ${horizon + 140} Q500 ${horizon + 90} 1200 ${horizon + 160} V${HEIGHT} H0 Z" fill="${light === 'dusk' ? '#2a3a27' : '#7f9a58'}"/>`;
  const wallY = horizon + between(rng, 170, 230);
  let wall = '';
  for (let x = -20; x < WIDTH; x += between(rng, 26, 44)) {
    wall += `<ellipse cx="${r1(x)}" cy="${r1(wallY + between(rng, -4, 4) + x * 0.04)}" rx="${r1(between(rng, 14, 24))}" ry="${r1(between(rng, 9, 14))}" fill="${pick(rng, ['#9a958b', '#86827a', '#b0aa9d'])}"/>`;
  }
  scene += wall;
  for (let i = 0; i < 7; i++)
    scene += tree(between(rng, 0, WIDTH), horizon + between(rng, 20, 80), between(rng, 70, 150), rng, light);
  return scene;
}

function interior(rng: Rng, light: Light, water: boolean, kitchen: boolean): string {
  const wall = pick(rng, ['#efe9df', '#e6e1d6', '#f3f0ea', '#dcd6ca', '#e9e2d2']);
  const floor = pick(rng, ['#b08a5e', '#9c7a52', '#c4a57b', '#8a6a48']);
  const floorY = 560;
  let scene = `<rect width="${WIDTH}" height="${HEIGHT}" fill="${wall}"/>`;
  // The window, with the view outside.
  const wx = between(rng, 360, 520);
  const ww = 420;
  const wy = 110;
  const wh = 330;
  const outside = water
    ? `${sky(light, rng)}${sea(light, 330, rng)}`
    : `${sky(light, rng)}<rect y="330" width="${WIDTH}" height="${HEIGHT}" fill="#7d9a5c"/>`;
  scene += `<svg x="${r1(wx)}" y="${wy}" width="${ww}" height="${wh}" viewBox="300 40 700 550" preserveAspectRatio="xMidYMid slice">${outside}</svg>`;
  scene += `<rect x="${r1(wx - 10)}" y="${wy - 10}" width="${ww + 20}" height="${wh + 20}" fill="none" stroke="#ffffff" stroke-width="16"/><rect x="${r1(wx + ww / 2 - 4)}" y="${wy}" width="8" height="${wh}" fill="#ffffff"/>`;
  scene += `<rect y="${floorY}" width="${WIDTH}" height="${HEIGHT - floorY}" fill="${floor}"/>`;
  for (let x = 0; x < WIDTH; x += 90)
    scene += `<rect x="${x}" y="${floorY}" width="2" height="${HEIGHT - floorY}" fill="#000000" opacity="0.08"/>`;
  scene += `<rect y="${floorY - 14}" width="${WIDTH}" height="14" fill="#ffffff"/>`;
  if (kitchen) {
    const cab = pick(rng, ['#2f3b45', '#f2efe8', '#5b6b5a', '#3b3f45', '#e8e2d4']);
    const counter = pick(rng, ['#f4f2ee', '#2b2b2b', '#d9d4c7']);
    scene += `<rect x="40" y="80" width="260" height="170" fill="${cab}"/><rect x="${WIDTH - 300}" y="80" width="260" height="170" fill="${cab}"/>`;
    scene += `<rect x="0" y="390" width="${WIDTH}" height="170" fill="${cab}"/><rect x="0" y="378" width="${WIDTH}" height="14" fill="${counter}"/>`;
    for (let x = 60; x < WIDTH; x += 150)
      scene += `<rect x="${x}" y="410" width="110" height="130" fill="none" stroke="#000000" stroke-opacity="0.15" stroke-width="3"/>`;
    scene += `<rect x="330" y="560" width="540" height="170" fill="${cab}"/><rect x="310" y="546" width="580" height="20" fill="${counter}"/>`;
    for (const x of [430, 600, 770])
      scene += `<line x1="${x}" y1="0" x2="${x}" y2="130" stroke="#2b2b2b" stroke-width="3"/><path d="M${x - 34} 170 Q${x} 110 ${x + 34} 170 Z" fill="#c9a45c"/>`;
    for (const x of [380, 500, 700, 820])
      scene += `<rect x="${x}" y="600" width="40" height="12" fill="#2b2b2b"/><rect x="${x + 17}" y="612" width="6" height="110" fill="#2b2b2b"/>`;
  } else {
    const sofa = pick(rng, ['#d9d2c3', '#8a9aa6', '#b7a58a', '#556270', '#e4ddd0']);
    scene += `<rect x="240" y="520" width="720" height="120" rx="24" fill="${sofa}"/><rect x="240" y="450" width="720" height="110" rx="28" fill="${sofa}"/><rect x="210" y="500" width="70" height="150" rx="20" fill="${sofa}"/><rect x="920" y="500" width="70" height="150" rx="20" fill="${sofa}"/>`;
    scene += `<ellipse cx="600" cy="720" rx="460" ry="60" fill="${pick(rng, ['#cbbfa8', '#a8b3ad', '#b59b87'])}" opacity="0.85"/>`;
    scene += `<rect x="470" y="660" width="260" height="26" rx="6" fill="#5b4632"/><rect x="490" y="686" width="10" height="40" fill="#5b4632"/><rect x="700" y="686" width="10" height="40" fill="#5b4632"/>`;
    scene += `<rect x="1010" y="260" width="8" height="320" fill="#2b2b2b"/><path d="M970 260 L1058 260 L1040 200 L988 200 Z" fill="#f1e6cf"/>`;
    scene += `<rect x="90" y="150" width="180" height="230" fill="${pick(rng, ['#4f6d7a', '#c27c5b', '#8c9a6e', '#2f3b45'])}"/><rect x="80" y="140" width="200" height="250" fill="none" stroke="#b89a5e" stroke-width="10"/>`;
    scene += `<circle cx="320" cy="610" r="30" fill="#4f7a4a"/><rect x="300" y="620" width="40" height="60" fill="#d9d4c7"/>`;
  }
  return scene;
}

const WATER_WORDS = /ocean|sea|bay|harbor|harbour|beach|shore|pond|river|lake|water|cove|sound|dock/i;

/** The scene for the n-th image (0-based) of a listing. */
export function sceneSvg(property: Property, index: number): string {
  const rng = mulberry32(property.id * 7919 + index * 104729);
  const water = WATER_WORDS.test(`${property.title} ${property.description}`);
  let body: string;
  if (property.propertyType === 'Land') {
    body =
      index === 1 ? coastalOrMeadow(rng, water) : meadow(rng, index === 2 ? 'golden' : 'day', water && index === 0);
  } else {
    const sequence = ['exterior', 'interior', 'view', 'kitchen', 'dusk'] as const;
    const kind = sequence[index % sequence.length] ?? 'exterior';
    if (kind === 'exterior') body = houseExterior(property, rng, pick(rng, ['day', 'day', 'golden'] as const), water);
    else if (kind === 'dusk') body = houseExterior(property, rng, 'dusk', water);
    else if (kind === 'view')
      body = water ? coastalView(rng, pick(rng, ['day', 'golden'] as const)) : meadow(rng, 'golden', false);
    else body = interior(rng, pick(rng, ['day', 'golden'] as const), water, kind === 'kitchen');
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;
}

/** One room of a floor plan: its place in feet from the plan's corner, and its name. */
interface Room {
  x: number;
  y: number;
  w: number;
  h: number;
  name: string;
}

const FLOOR_NAMES = ['First Floor', 'Second Floor', 'Third Floor', 'Lower Level'];
const FEET = 20;
const PLAN_FONT = 'font-family="\'DejaVu Sans\', Arial, sans-serif"';

/** A floor's rooms: a wide room and two beside it, over a strip of small ones, in proportions the seed picks. */
function floorRooms(rng: Rng, floor: number, condo: boolean, width: number, depth: number): Room[] {
  const names =
    floor === 0
      ? ['Living Room', 'Kitchen', 'Dining', condo ? 'Foyer' : 'Entry', 'Bath', condo ? 'Laundry' : 'Mudroom']
      : ['Primary Bedroom', 'Bedroom', 'Bedroom', 'Bath', 'Hall', 'Primary Bath'];
  const split = Math.round(width * between(rng, 0.45, 0.58));
  const strip = Math.round(depth * between(rng, 0.25, 0.32));
  const upper = depth - strip;
  const side = Math.round(upper * between(rng, 0.45, 0.55));
  const cuts = [0, Math.round(width * between(rng, 0.3, 0.4)), Math.round(width * between(rng, 0.55, 0.65)), width];
  const [a = '', b = '', c = '', d = '', e = '', f = ''] = names;
  return [
    { x: 0, y: 0, w: split, h: upper, name: a },
    { x: split, y: 0, w: width - split, h: side, name: b },
    { x: split, y: side, w: width - split, h: upper - side, name: c },
    ...[d, e, f].map((name, n) => ({
      x: cuts[n] ?? 0,
      y: upper,
      w: (cuts[n + 1] ?? width) - (cuts[n] ?? 0),
      h: strip,
      name,
    })),
  ];
}

/**
 * A floor plan of a listing's n-th floor (0-based): its rooms with their names and sizes in feet, doors and
 * windows, drawn as an architect's line drawing, seeded by listing id and floor like the photos.
 */
export function floorPlanSvg(property: Property, floor: number): string {
  const rng = mulberry32(property.id * 6151 + floor * 24593);
  const condo = property.propertyType === 'Condo';
  const width = Math.round(between(rng, 44, 52));
  const depth = Math.round(between(rng, 28, 32));
  const left = Math.round((WIDTH - width * FEET) / 2);
  const top = Math.round((HEIGHT - depth * FEET) / 2) + 20;
  const px = (feet: number) => feet * FEET;
  const rooms = floorRooms(rng, floor, condo, width, depth);
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`];
  parts.push(
    `<text x="${left}" y="${top - 40}" ${PLAN_FONT} font-size="26" letter-spacing="3" fill="#2b2b2b">${(FLOOR_NAMES[floor] ?? `Floor ${floor + 1}`).toUpperCase()}</text>`,
  );
  for (const room of rooms) {
    const [x, y, w, h] = [left + px(room.x), top + px(room.y), px(room.w), px(room.h)];
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f7f6f2" stroke="#2b2b2b" stroke-width="5"/>`);
    const size = `${room.w}′ × ${room.h}′`;
    const label = w > 150 ? 20 : 15;
    parts.push(
      `<text x="${x + w / 2}" y="${y + h / 2 - 4}" ${PLAN_FONT} font-size="${label}" text-anchor="middle" fill="#2b2b2b">${room.name}</text>`,
      `<text x="${x + w / 2}" y="${y + h / 2 + label + 2}" ${PLAN_FONT} font-size="${label - 4}" text-anchor="middle" fill="#6b6b6b">${size}</text>`,
    );
    // A door on the room's left or top wall: a gap and its swing.
    const door = 34;
    const along = between(rng, 0.25, 0.6);
    if (room.x > 0) {
      const dy = r1(y + (h - door) * along);
      parts.push(
        `<rect x="${x - 4}" y="${dy}" width="8" height="${door}" fill="#f7f6f2"/>`,
        `<path d="M${x} ${dy} a${door} ${door} 0 0 1 ${door} ${door}" fill="none" stroke="#8a8a8a" stroke-width="2"/>`,
        `<line x1="${x}" y1="${dy}" x2="${x + door}" y2="${dy}" stroke="#8a8a8a" stroke-width="2"/>`,
      );
    } else if (room.y > 0) {
      const dx = r1(x + (w - door) * along);
      parts.push(
        `<rect x="${dx}" y="${y - 4}" width="${door}" height="8" fill="#f7f6f2"/>`,
        `<path d="M${dx} ${y} a${door} ${door} 0 0 0 ${door} ${door}" fill="none" stroke="#8a8a8a" stroke-width="2"/>`,
      );
    }
  }
  const [outerX, outerY, outerW, outerH] = [left, top, px(width), px(depth)];
  parts.push(
    `<rect x="${outerX}" y="${outerY}" width="${outerW}" height="${outerH}" fill="none" stroke="#2b2b2b" stroke-width="12"/>`,
  );
  // Windows on the long walls: breaks in the outer wall, glazed with a thin line.
  for (const y of [outerY, outerY + outerH])
    for (let n = 0; n < 4; n += 1) {
      const x = r1(outerX + outerW * ((n + 0.5) / 4) - 30 + between(rng, -20, 20));
      parts.push(
        `<rect x="${x}" y="${y - 7}" width="60" height="14" fill="#ffffff" stroke="#2b2b2b" stroke-width="2"/>`,
        `<line x1="${x}" y1="${y}" x2="${x + 60}" y2="${y}" stroke="#2b2b2b" stroke-width="2"/>`,
      );
    }
  // The scale: five feet.
  const sx = outerX + outerW - px(5) - 30;
  const sy = outerY - 46;
  parts.push(
    `<line x1="${sx}" y1="${sy}" x2="${sx + px(5)}" y2="${sy}" stroke="#2b2b2b" stroke-width="3"/>`,
    `<text x="${sx + px(5) + 10}" y="${sy + 6}" ${PLAN_FONT} font-size="16" fill="#2b2b2b">5′</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

function coastalOrMeadow(rng: Rng, water: boolean): string {
  return water ? coastalView(rng, 'golden') : meadow(rng, 'dusk', false);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function main(): Promise<void> {
  const dir = join(root, 'data/listings');
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  let rendered = 0;
  let bytes = 0;
  for (const file of files) {
    const property = propertySchema.parse(JSON.parse(await readFile(join(dir, file), 'utf8')));
    const drawings = [
      ...property.images.map((url, index) => ({ url, svg: () => sceneSvg(property, index), quality: 70 })),
      // Line drawings keep their edges at a higher quality, for a few kilobytes more.
      ...(property.floorPlans ?? []).map((url, floor) => ({
        url,
        svg: () => floorPlanSvg(property, floor),
        quality: 85,
      })),
    ];
    for (const { url, svg, quality } of drawings) {
      if (!url.startsWith('/images/listings/')) continue;
      const out = join(root, 'public', url);
      if (force || !(await exists(out))) {
        await mkdir(dirname(out), { recursive: true });
        await sharp(Buffer.from(svg())).webp({ quality, effort: 6 }).toFile(out);
        rendered++;
      }
      bytes += (await stat(out)).size;
    }
  }
  console.log(`Rendered ${rendered} image(s); listing images now total ${(bytes / 1024 / 1024).toFixed(2)} MB.`);
}

if (import.meta.main) await main();
