import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroUserConfig } from 'astro';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { riCounty } from '#src/schemas/rules/ri-towns.ts';
import { checkContent, type ContentFiles } from '#src/features/cms/content-checks.ts';
import { contentRules, readContentFiles } from '#src/features/cms/content-files.server.ts';
import { formatCount } from '#src/lib/figures.ts';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import { RI_COUNTY_SLUGS, type CountyGuide } from '#src/schemas/county.ts';
import {
  FEED_ID_START,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  propertiesSchema,
  type Property,
} from '#src/schemas/property.ts';
import { siteSchema } from '#src/schemas/site.ts';
import { teamSchema } from '#src/schemas/team.ts';

const root = resolve(import.meta.dirname, '../..');
const readJson = async (path: string): Promise<unknown> => JSON.parse(await readFile(join(root, path), 'utf8'));

describe('content files', () => {
  it('data/ passes every content check: schemas, cross-references, consistent figures', async () => {
    expect(checkContent(await readContentFiles(root))).toEqual([]);
  });

  it('the site schema names the field that is wrong', async () => {
    const site = (await readJson('data/site/site.en.json')) as Record<string, unknown>;
    const result = siteSchema.safeParse({ ...site, phone: '555' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['phone']);
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
      for (const entry of ['src', 'data', 'public', 'scripts', 'astro.config.mjs', 'tsconfig.json', 'package.json']) {
        await cp(join(root, entry), join(work, entry), { recursive: true });
      }
      await symlink(join(root, 'node_modules'), join(work, 'node_modules'));
      const site = (await readJson('data/site/site.en.json')) as { offices: { zip: string }[] };
      site.offices[1] = { ...site.offices[1]!, zip: 'ABC' };
      await writeFile(join(work, 'data/site/site.en.json'), JSON.stringify(site));
      const astro = join(root, 'node_modules/astro/bin/astro.mjs');
      const run = promisify(execFile)(process.execPath, [astro, 'sync', '--root', work], {
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      });
      const failure = await run.then(
        () => null,
        (error: unknown) => {
          const { stdout, stderr } = error as { stdout: string; stderr: string };
          return `${stdout}\n${stderr}`;
        },
      );
      expect(failure).not.toBeNull();
      expect(failure).toContain('data/site/site.en.json');
      expect(failure).toContain('offices.1.zip');
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('demo listings (data/listings)', async () => {
  const listings = propertiesSchema.parse(await readListingFiles(join(root, 'data/listings')));

  it('reach all five counties', () => {
    expect(new Set(listings.map((p) => riCounty(p.city, p.state)).filter(Boolean))).toEqual(new Set(RI_COUNTY_SLUGS));
  });

  it('cover every property type and status, some featured, some under $1M', () => {
    expect(new Set(listings.map((p) => p.propertyType))).toEqual(new Set(PROPERTY_TYPES));
    expect(new Set(listings.map((p) => p.status))).toEqual(new Set(PROPERTY_STATUSES));
    expect(listings.some((p) => p.isFeatured)).toBe(true);
    expect(listings.some((p) => p.price < 1_000_000)).toBe(true);
  });
});

/** A copy of data/ and public/images under a temporary root, for edits a test makes. */
async function copyContent(): Promise<string> {
  const work = await mkdtemp(join(tmpdir(), 'content-edit-'));
  await cp(join(root, 'data'), join(work, 'data'), { recursive: true });
  await cp(join(root, 'public/images'), join(work, 'public/images'), { recursive: true });
  return work;
}

const readIn = async <T>(work: string, path: string) => JSON.parse(await readFile(join(work, path), 'utf8')) as T;
const writeIn = (work: string, path: string, value: unknown) =>
  writeFile(join(work, path), `${JSON.stringify(value, null, 2)}\n`);

describe('any valid edit passes the content checks', () => {
  it('adding an advisor, a listing, an article and a FAQ question, and changing a county population', async () => {
    const work = await copyContent();
    try {
      const team = await readIn<{ id: number }[]>(work, 'data/team/team.en.json');
      const advisorId = Math.max(...team.map((m) => m.id)) + 1;
      // A headshot uploaded through the CMS is a plain file under public/images/team.
      const headshot = `/images/team/margot-fairweather-${advisorId}.webp`;
      await mkdir(join(work, 'public/images/team'), { recursive: true });
      await copyFile(join(work, 'public/images/listings/1/1.webp'), join(work, `public${headshot}`));
      await writeIn(work, 'data/team/team.en.json', [
        ...team,
        {
          id: advisorId,
          name: `Margot Fairweather ${advisorId}`,
          title: 'Advisor',
          role: 'advisor',
          phone: '(401) 555-0199',
          email: 'margot.fairweather@example.com',
          image: headshot,
          bio: null,
          website: null,
          towns: ['Pawtucket', 'Central Falls'],
        },
      ]);

      const names = readdirSync(join(work, 'data/listings')).sort();
      const id = Number.parseInt(names.at(-1) ?? '0', 10) + 1;
      await mkdir(join(work, 'public/images/listings', String(id)), { recursive: true });
      await copyFile(join(work, 'public/images/listings/1/1.webp'), join(work, `public/images/listings/${id}/1.webp`));
      const listing: Property = {
        id,
        title: 'Pawtucket Riverfront Mill Condo',
        description: 'A bright corner unit in a restored mill on the Blackstone River, a short walk from the station.',
        price: 615_000,
        address: '1 Mill Landing, Unit 4C',
        city: 'Pawtucket',
        state: 'RI',
        zipcode: '02860',
        beds: 2,
        baths: 1.5,
        squareFeet: 1350,
        propertyType: 'Condo',
        status: 'Available',
        isFeatured: false,
        images: [`/images/listings/${id}/1.webp`],
        features: ['River views'],
        advisorId,
        createdAt: '2026-01-05T14:00:00Z',
      };
      await writeIn(work, `data/listings/${String(id).padStart(3, '0')}-pawtucket-riverfront-mill-condo.json`, listing);

      await writeFile(
        join(work, 'data/market-updates/winter-inventory-outlook.en.md'),
        [
          '---',
          'title: Winter inventory outlook for the East Bay',
          'excerpt: "Fewer listings and steady prices: what buyers and sellers in the East Bay can expect this winter."',
          'date: 2026-01-12',
          'category: local',
          'author: Margot Fairweather',
          'readTime: 3 min read',
          '---',
          '',
          'Inventory in Bristol County usually thins out after the holidays.',
          '',
        ].join('\n'),
      );

      const faq = await readIn<{ sections: { questions: { question: string; answer: string }[] }[] }>(
        work,
        'data/faq/faq.en.json',
      );
      faq.sections[0]?.questions.push({
        question: 'Do you help with winter rentals?',
        answer: 'Yes: our advisors place tenants in furnished coastal homes from September to May.',
      });
      await writeIn(work, 'data/faq/faq.en.json', faq);

      const kent = await readIn<CountyGuide>(work, 'data/counties/kent.en.json');
      const population = kent.population + 1_234;
      await writeIn(work, 'data/counties/kent.en.json', {
        ...kent,
        population,
        stats: kent.stats.map((s) => (/population/i.test(s.label) ? { ...s, value: formatCount(population) } : s)),
      });

      expect(checkContent(await readContentFiles(work))).toEqual([]);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it("takes a language's file that the CMS wrote with copied values only for no translation yet", async () => {
    const content = await readContentFiles(root);
    const [path, article] = Object.entries(content.markdown).find(([name]) => name.endsWith('.en.md'))!;
    const { title: _title, excerpt: _excerpt, ...copied } = article.frontmatter as Record<string, unknown>;
    content.markdown[path.replace('.en.md', '.fr.md')] = { frontmatter: copied, body: '' };
    const { question: _question, ...answerOnly } = (
      content.json['contact-faq/contact-faq.en.json'] as { question: string }[]
    )[0]!;
    content.json['contact-faq/contact-faq.fr.json'] = [answerOnly];
    expect(checkContent(content)).toEqual([]);
  });

  it.each<[string, (content: ContentFiles) => void, RegExp]>([
    [
      'a listing naming no advisor of the team',
      (c) => {
        c.json['listings/001-ocean-drive-shingle-style-estate.json'] = {
          ...(c.json['listings/001-ocean-drive-shingle-style-estate.json'] as object),
          advisorId: 9999,
        };
      },
      /advisorId 9999 is no advisor/,
    ],
    [
      'a listing photo that is not there',
      (c) => {
        const path = 'listings/001-ocean-drive-shingle-style-estate.json';
        c.json[path] = { ...(c.json[path] as object), images: ['/images/listings/1/missing.webp'] };
      },
      /no file public\/images\/listings\/1\/missing\.webp/,
    ],
    [
      'a floor plan that is not there',
      (c) => {
        const path = 'listings/001-ocean-drive-shingle-style-estate.json';
        c.json[path] = { ...(c.json[path] as object), floorPlans: ['/images/listings/1/no-plan.webp'] };
      },
      /floorPlans\.0: .*no file public\/images\/listings\/1\/no-plan\.webp/,
    ],
    [
      'a virtual tour that is no https address',
      (c) => {
        const path = 'listings/001-ocean-drive-shingle-style-estate.json';
        c.json[path] = { ...(c.json[path] as object), virtualTourUrl: 'javascript:alert(1)' };
      },
      /virtualTourUrl: Use a full address starting with https:\/\//,
    ],
    [
      'a listing file not named after its id',
      (c) => {
        c.json['listings/999-stray.json'] = c.json['listings/001-ocean-drive-shingle-style-estate.json'];
      },
      /must start with 001-|Duplicate id 1/,
    ],
    [
      'a listing file taking an id of the MLS feed',
      (c) => {
        const listing = c.json['listings/001-ocean-drive-shingle-style-estate.json'] as object;
        c.json[`listings/${String(FEED_ID_START)}-feed-id.json`] = { ...listing, id: FEED_ID_START };
      },
      new RegExp(
        `listings/${String(FEED_ID_START)}-feed-id\\.json: id: Listing files use ids below ${String(FEED_ID_START)}`,
      ),
    ],
    [
      'two team members with the same MLS id',
      (c) => {
        const team = c.json['team/team.en.json'] as object[];
        c.json['team/team.en.json'] = team.map((member, index) =>
          index < 2 ? { ...member, mlsId: 'SWMLS-1' } : member,
        );
      },
      /Duplicate mlsId:SWMLS-1/,
    ],
    [
      'an advisor answering for a place that is no Rhode Island town',
      (c) => {
        const team = c.json['team/team.en.json'] as { role: string }[];
        const at = team.findIndex((member) => member.role === 'advisor');
        c.json['team/team.en.json'] = team.map((member, index) =>
          index === at ? { ...member, towns: ['Springfield'] } : member,
        );
      },
      /team\.en\.json.*towns\.0: "Springfield" is not a Rhode Island city or town/,
    ],
    [
      'a staff member answering for a town',
      (c) => {
        const team = c.json['team/team.en.json'] as { role: string }[];
        const at = team.findIndex((member) => member.role === 'staff');
        c.json['team/team.en.json'] = team.map((member, index) =>
          index === at ? { ...member, towns: ['Newport'] } : member,
        );
      },
      /team\.en\.json.*towns: Only advisors answer for towns/,
    ],
    [
      'towns adding up to more than their county',
      (c) => {
        c.json['counties/bristol.en.json'] = { ...(c.json['counties/bristol.en.json'] as object), population: 1000 };
      },
      /add up to more than the county's/,
    ],
    [
      'a translation missing a required field',
      (c) => {
        const { question: _dropped, ...rest } = (
          c.json['contact-faq/contact-faq.en.json'] as { question: string }[]
        )[0]!;
        c.json['contact-faq/contact-faq.pt.json'] = [{ ...rest, answer: 'Respondemos no mesmo dia útil.' }];
      },
      /^contact-faq\/contact-faq\.pt\.json: 0\.question: /m,
    ],
    [
      'a translation whose English file does not exist',
      (c) => {
        c.json['counties/atlantis.es.json'] = c.json['counties/bristol.en.json'];
      },
      /counties\/atlantis\.es\.json: a translation of counties\/atlantis\.en\.json, which does not exist/,
    ],
    [
      'a translated county whose slug is not its file name',
      (c) => {
        c.json['counties/kent.pt.json'] = c.json['counties/bristol.en.json'];
      },
      /counties\/kent\.pt\.json: slug must be "kent"/,
    ],
    [
      "a translation of a file that has none (testimonials are people's own words)",
      (c) => {
        c.json['testimonials.es.json'] = c.json['testimonials.json'];
      },
      /testimonials\.es\.json: no schema for this file/,
    ],
    [
      'a translated article without its English file',
      (c) => {
        const [path, article] = Object.entries(c.markdown)[0]!;
        c.markdown[path.replace('.en.md', '-gone.pt.md')] = article;
      },
      /-gone\.pt\.md: a translation of .*-gone\.en\.md, which does not exist/,
    ],
    [
      'a duplicate team slug',
      (c) => {
        const team = c.json['team/team.en.json'] as { id: number; name: string }[];
        c.json['team/team.en.json'] = [...team, { ...team.at(-1), id: 10_000 }];
      },
      /Duplicate slug/,
    ],
    [
      'raw HTML in a market update',
      (c) => {
        const [path, article] = Object.entries(c.markdown)[0]!;
        c.markdown[path] = {
          ...article,
          body: `${article.body}\n\n<meta http-equiv="refresh" content="0;url=https://evil.example">`,
        };
      },
      /raw HTML "<meta http-equiv/,
    ],
  ])('refuses %s', async (_name, edit, problem) => {
    const content = await readContentFiles(root);
    edit(content);
    expect(checkContent(content).join('\n')).toMatch(problem);
  });
});

describe('the content rules in astro build (a CMS publish runs only the build)', () => {
  const [article = ''] = readdirSync(join(root, 'data/market-updates'));
  const runBuildHooks = async (work: string) => {
    const { hooks } = contentRules();
    await hooks['astro:config:done']?.({ config: { root: pathToFileURL(`${work}/`) } } as Parameters<
      NonNullable<(typeof hooks)['astro:config:done']>
    >[0]);
    await hooks['astro:build:start']?.({} as Parameters<NonNullable<(typeof hooks)['astro:build:start']>>[0]);
  };

  it('astro.config.mjs runs them', async () => {
    const { default: config } = (await import(pathToFileURL(join(root, 'astro.config.mjs')).href)) as {
      default: AstroUserConfig;
    };
    expect(config.integrations?.flat().map((integration) => integration && integration.name)).toContain(
      contentRules().name,
    );
  });

  it('the build passes content that keeps the rules', async () => {
    const work = await copyContent();
    try {
      await expect(runBuildHooks(work)).resolves.toBeUndefined();
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it.each([
    ['raw HTML', '<script>alert(1)</script>', /data\/market-updates\/.+\.md: raw HTML "<script>" is not allowed/],
    ['a link', '[win](http://evil.example/)', /data\/market-updates\/.+\.md: the link "http:\/\/evil\.example\/"/],
  ])('the build fails on an article with %s, naming the file and the rule', async (_rule, markdown, message) => {
    const work = await copyContent();
    try {
      const path = join(work, 'data/market-updates', article);
      await writeFile(path, `${await readFile(path, 'utf8')}\n\n${markdown}\n`);
      await expect(runBuildHooks(work)).rejects.toThrow(message);
      await expect(runBuildHooks(work)).rejects.toThrow(article);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
