import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buyersGuideSchema } from '../../src/schemas/buyers-guide';
import { caresSchema } from '../../src/schemas/cares';
import { charterSchema } from '../../src/schemas/charter';
import { countyGuideSchema } from '../../src/schemas/county';
import { riCounty } from '../../src/lib/counties';
import { marketReadySchema } from '../../src/schemas/market-ready';
import { regionOverviewSchema, statePageSchema } from '../../src/schemas/region';
import { sellersGuideSchema } from '../../src/schemas/sellers-guide';
import { contactFaqSchema } from '../../src/schemas/contact-faq';
import {
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  propertiesSchema,
  propertySchema,
  type Property,
} from '../../src/schemas/property';
import { siteSchema } from '../../src/schemas/site';
import { teamSchema } from '../../src/schemas/team';
import { testimonialsSchema } from '../../src/schemas/testimonial';
import { faqSchema } from '../../src/schemas/faq';
import { homeSchema } from '../../src/schemas/home';
import { advisorProfileSchema } from '../../src/schemas/advisor-profile';
import { pagesSchema } from '../../src/schemas/pages';

const root = resolve(import.meta.dirname, '../..');
const readJson = async (path: string): Promise<unknown> => JSON.parse(await readFile(join(root, path), 'utf8'));

/** Every JSON content file with the schema that guards it. */
const contentFiles: [string, z.ZodType][] = [
  ['data/site.json', siteSchema],
  ['data/team.json', teamSchema],
  ['data/testimonials.json', testimonialsSchema],
  ['data/counties/providence.json', countyGuideSchema],
  ['data/counties/washington.json', countyGuideSchema],
  ['data/counties/newport.json', countyGuideSchema],
  ['data/counties/kent.json', countyGuideSchema],
  ['data/counties/bristol.json', countyGuideSchema],
  ['data/regions/overview.json', regionOverviewSchema],
  ['data/regions/massachusetts.json', statePageSchema],
  ['data/regions/connecticut.json', statePageSchema],
  ['data/guides/sellers.json', sellersGuideSchema],
  ['data/guides/buyers.json', buyersGuideSchema],
  ['data/guides/market-ready.json', marketReadySchema],
  ['data/guides/cares.json', caresSchema],
  ['data/guides/charter.json', charterSchema],
  ['data/faq.json', faqSchema],
  ['data/home.json', homeSchema],
  ['data/advisor-profile.json', advisorProfileSchema],
  ['data/pages.json', pagesSchema],
  ['data/contact-faq.json', contactFaqSchema],
  ...readdirSync(join(root, 'data/listings'))
    .filter((name) => name.endsWith('.json'))
    .map((name): [string, z.ZodType] => [`data/listings/${name}`, propertySchema]),
];

describe('content files', () => {
  it.each(contentFiles)('%s matches its schema', async (path, schema) => {
    const result = schema.safeParse(await readJson(path));
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('the site schema names the field that is wrong', async () => {
    const site = (await readJson('data/site.json')) as Record<string, unknown>;
    const result = siteSchema.safeParse({ ...site, phone: '555' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['phone']);
  });

  it('the team has 43 advisors, 2 officers and 4 staff with unique slugs', async () => {
    const team = teamSchema.parse(await readJson('data/team.json'));
    const count = (role: string) => team.filter((m) => m.role === role).length;
    expect([count('advisor'), count('officer'), count('staff')]).toEqual([43, 2, 4]);
    expect(
      team
        .filter((m) => m.role === 'officer')
        .map((m) => m.title)
        .sort(),
    ).toEqual(['Broker/Partner', 'CEO/Partner']);
    expect(
      team
        .filter((m) => m.role === 'staff')
        .map((m) => m.title)
        .sort(),
    ).toEqual(['Manager', 'Marketing Director', 'Office Manager', 'Office Manager']);
    expect(team.filter((m) => m.role === 'advisor').every((m) => m.title === 'Advisor')).toBe(true);
  });

  it('the team schema rejects a duplicate slug', () => {
    const person = {
      id: 1,
      name: 'Ann Lee',
      title: 'Advisor',
      role: 'advisor',
      phone: '(401) 555-0110',
      email: '',
      image: null,
      bio: null,
      website: null,
    };
    const result = teamSchema.safeParse([person, { ...person, id: 2, name: 'Ann  Lee' }]);
    expect(result.success).toBe(false);
  });

  it('a malformed content file fails the build with the file and the field', async () => {
    const work = await mkdtemp(join(tmpdir(), 'content-'));
    try {
      for (const entry of ['src', 'data', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json']) {
        await cp(join(root, entry), join(work, entry), { recursive: true });
      }
      await symlink(join(root, 'node_modules'), join(work, 'node_modules'));
      const site = (await readJson('data/site.json')) as { offices: { zip: string }[] };
      site.offices[1] = { ...site.offices[1]!, zip: 'ABC' };
      await writeFile(join(work, 'data/site.json'), JSON.stringify(site));
      const astro = join(root, 'node_modules/astro/bin/astro.mjs');
      const run = promisify(execFile)(process.execPath, [astro, 'sync', '--root', work], {
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      });
      const failure = await run.then(
        () => null,
        (error: { stdout: string; stderr: string }) => `${error.stdout}\n${error.stderr}`,
      );
      expect(failure).not.toBeNull();
      expect(failure).toContain('data/site.json');
      expect(failure).toContain('offices.1.zip');
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('demo listings (data/listings)', async () => {
  const files = readdirSync(join(root, 'data/listings'))
    .filter((name) => name.endsWith('.json'))
    .sort();
  const listings = (await Promise.all(files.map((name) => readJson(`data/listings/${name}`)))) as Property[];
  const team = teamSchema.parse(await readJson('data/team.json'));

  it('hold at least 36 listings with unique ids, each file named after its id', () => {
    expect(listings.length).toBeGreaterThanOrEqual(36);
    expect(propertiesSchema.safeParse(listings).success).toBe(true);
    files.forEach((name, i) => expect(name.startsWith(`${String(listings[i]!.id).padStart(3, '0')}-`)).toBe(true));
  });

  it('are in Rhode Island, across all five counties', () => {
    expect(listings.every((p) => p.state === 'RI')).toBe(true);
    expect(listings.filter((p) => !riCounty(p.city, p.state)).map((p) => p.city)).toEqual([]);
    expect(new Set(listings.map((p) => riCounty(p.city, p.state)))).toEqual(
      new Set(['Providence', 'Washington', 'Newport', 'Kent', 'Bristol']),
    );
  });

  it('cover every property type and several statuses, some featured, some under $1M and many above', () => {
    expect(new Set(listings.map((p) => p.propertyType))).toEqual(new Set(PROPERTY_TYPES));
    expect(new Set(listings.map((p) => p.status))).toEqual(new Set(PROPERTY_STATUSES));
    expect(listings.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(4);
    expect(listings.filter((p) => p.price < 1_000_000).length).toBeGreaterThanOrEqual(5);
    expect(listings.filter((p) => p.price >= 1_000_000).length).toBeGreaterThan(listings.length / 2);
  });

  it('name advisors from data/team.json (role advisor), and a few have none', () => {
    const advisors = new Set(team.filter((m) => m.role === 'advisor').map((m) => m.id));
    expect(listings.filter((p) => p.advisorId !== null && !advisors.has(p.advisorId)).map((p) => p.id)).toEqual([]);
    expect(listings.filter((p) => p.advisorId === null).length).toBeGreaterThanOrEqual(2);
  });

  it('have several images each, all present, together under 10 MB', async () => {
    let bytes = 0;
    for (const p of listings) {
      expect(p.images.length, `listing ${p.id}`).toBeGreaterThanOrEqual(3);
      for (const src of p.images) bytes += (await stat(join(root, 'public', src))).size;
    }
    expect(bytes).toBeLessThan(10 * 1024 * 1024);
  });
});
