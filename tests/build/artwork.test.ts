import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { teamSchema } from '#src/schemas/team.ts';
import { data, readJson, root } from '#tests/helpers/guides-data.ts';
import { builtPages, dist } from './html.ts';

/** dist/_redirects' 200 rules: fixed URL → built file. */
async function rewrites(): Promise<Map<string, string>> {
  const text = await readFile(join(dist, '_redirects'), 'utf8');
  const rules = text
    .split('\n')
    .map((line) => line.split(/\s+/))
    .filter((parts) => parts[2] === '200');
  return new Map(rules.map(([from = '', to = '']) => [from, to]));
}

const guideHeroes = [data.marketReady.hero.image, data.cares.hero.image];
const headshots = teamSchema
  .parse(readJson('data/team/team.en.json'))
  .flatMap((member) => (member.image ? [member.image] : []));

describe('artwork built by astro:assets', () => {
  it('every /api/assets hero URL in data/guides answers with a built file of its format and declared size', async () => {
    const rules = await rewrites();
    for (const image of guideHeroes) {
      for (const [url, format] of [
        [image.avif, 'heif'],
        [image.webp, 'webp'],
      ] as const) {
        expect(url).toMatch(/^\/api\/assets\//);
        const target = rules.get(url);
        expect(target, url).toMatch(/^\/_astro\//);
        const meta = await sharp(join(dist, target ?? '')).metadata();
        expect([url, meta.format, meta.width, meta.height]).toEqual([url, format, image.width, image.height]);
      }
    }
  });

  it('every headshot URL in data/team/team.en.json answers with a built WebP, and nothing is left under public/', async () => {
    const rules = await rewrites();
    expect(headshots.length).toBeGreaterThan(0);
    for (const url of headshots) {
      const target = rules.get(url);
      expect(target, url).toMatch(/^\/_astro\/.+\.webp$/);
      expect((await sharp(join(dist, target ?? '')).metadata()).format).toBe('webp');
      expect(existsSync(join(root, 'public', url)), `${url} should not be committed`).toBe(false);
    }
  });

  it('the home hero is preloaded with exactly the AVIF files of its picture, eager and high priority', async () => {
    const home = (await builtPages()).find((page) => page.route === '/');
    const html = home?.html ?? '';
    const preload = /<link[^>]*rel="preload"[^>]*as="image"[^>]*imagesrcset="([^"]+)"/.exec(html)?.[1];
    const source = /<section[^>]*data-home-section="hero"[\s\S]*?<source srcset="([^"]+)" type="image\/avif"/.exec(
      html,
    )?.[1];
    expect(preload).toMatch(/\/_astro\/hero\.[^ ]+\.avif 800w/);
    expect(preload).toBe(source);
    const img = /<section[^>]*data-home-section="hero"[\s\S]*?<img ([^>]*)>/.exec(html)?.[1] ?? '';
    expect(img).toContain('fetchpriority="high"');
    expect(img).toContain('loading="eager"');
    for (const path of (preload ?? '').split(', ').map((candidate) => candidate.split(' ')[0] ?? '')) {
      expect(existsSync(join(dist, path)), path).toBe(true);
    }
  });
});
