// The content of the home, team, market updates and FAQ pages: what the spec counts, and that the schemas
// reject what an editor could get wrong.
import { access, readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
// The same frontmatter parser Astro's content layer uses, so dates arrive as Astro sees them.
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';
import { describe, expect, it } from 'vitest';
import { articleSchema } from '#src/schemas/article.ts';
import { faqSchema } from '#src/schemas/faq.ts';
import { homeSchema } from '#src/schemas/home.ts';
import { advisorProfileSchema } from '#src/schemas/advisor-profile.ts';
import { pagesSchema } from '#src/schemas/pages.ts';
import { siteSchema } from '#src/schemas/site.ts';

const root = resolve(import.meta.dirname, '../..');
const readJson = async (path: string): Promise<unknown> => JSON.parse(await readFile(join(root, path), 'utf8'));
const articleDir = join(root, 'data/market-updates');

async function readArticles() {
  const files = (await readdir(articleDir)).filter((f) => f.endsWith('.md')).sort();
  return Promise.all(
    files.map(async (file) => {
      const { frontmatter, content } = parseFrontmatter(await readFile(join(articleDir, file), 'utf8'));
      return { file, frontmatter, content };
    }),
  );
}

/** Paths of the issues of a failed parse, e.g. ["cards"]. */
function issuePaths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('market updates (data/market-updates/*.md)', () => {
  it('every article is valid, with a Markdown body, and the three categories are used', async () => {
    const articles = await readArticles();
    expect(articles.length).toBeGreaterThan(0);
    const parsed = articles.map(({ file, frontmatter, content }) => {
      const result = articleSchema.safeParse(frontmatter);
      expect(result.success ? [] : result.error.issues, file).toEqual([]);
      expect(content.trim().length, file).toBeGreaterThan(0);
      return articleSchema.parse(frontmatter);
    });
    expect(new Set(parsed.map((a) => a.category))).toEqual(new Set(['local', 'national', 'market']));
  });

  it('accepts a YAML date and a quoted date alike', () => {
    const base = {
      title: 'A title long enough',
      excerpt: 'x'.repeat(60),
      category: 'local',
      author: 'Ann Lee',
      readTime: '4 min read',
    };
    expect(articleSchema.parse({ ...base, date: new Date('2025-09-08T00:00:00Z') }).date).toBe('2025-09-08');
    expect(articleSchema.parse({ ...base, date: '2025-09-08' }).date).toBe('2025-09-08');
  });

  it.each([
    ['an impossible date', { date: '2025-02-30' }, 'date'],
    ['a US-style date', { date: '09/08/2025' }, 'date'],
    ['a capitalised category', { category: 'Local' }, 'category'],
    ['a read time in words', { readTime: 'four minutes' }, 'readTime'],
    ['an empty author', { author: '' }, 'author'],
    ['an unknown field', { tags: ['x'] }, ''],
  ])('rejects %s', async (_label, change, path) => {
    const [first] = await readArticles();
    const result = articleSchema.safeParse({ ...first?.frontmatter, ...change });
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toEqual([path]);
  });
});

describe('FAQ (data/faq/faq.en.json)', () => {
  it('has Real Estate Services then Aircraft Services, with no question twice', async () => {
    const faq = faqSchema.parse(await readJson('data/faq/faq.en.json'));
    expect(faq.sections.map((s) => s.title)).toEqual(['Real Estate Services', 'Aircraft Services']);
    const questions = faq.sections.flatMap((s) => s.questions.map((q) => q.question));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('rejects a question without a question mark or an empty answer', async () => {
    const faq = faqSchema.parse(await readJson('data/faq/faq.en.json'));
    const [first] = faq.sections;
    const broken = { sections: [{ ...first, questions: [{ question: 'Where are you located', answer: '' }] }] };
    expect(issuePaths(faqSchema.safeParse(broken))).toEqual([
      'sections.0.questions.0.question',
      'sections.0.questions.0.answer',
    ]);
  });
});

describe('home copy (data/home/home.en.json)', () => {
  it('names the spec headings and six Why Choose cards', async () => {
    const home = homeSchema.parse(await readJson('data/home/home.en.json'));
    expect(home.partners.heading).toBe('Our Partners');
    expect(home.marketUpdates.heading).toBe('Real Estate Market Updates');
    expect(home.marketUpdates.text).toContain('updated weekly');
    expect(home.whyChoose.heading).toBe('Why Choose {brand}');
    expect(home.advisors.heading).toBe('Meet Our Expert Advisors');
    expect(home.testimonials.heading).toBe('Client Testimonials');
    expect(home.whyChoose.cards.map((c) => c.title)).toEqual([
      'Exclusive Brand Rights',
      'Local Expertise',
      'World-Class Marketing',
      'Concierge Service',
      'Global Reach, Local Strength',
      'Proven Results',
    ]);
    expect(home.hero.lead).toContain('concierge experience');
  });

  it('rejects five Why Choose cards and an unknown icon', async () => {
    const home = homeSchema.parse(await readJson('data/home/home.en.json'));
    const cards = home.whyChoose.cards.slice(0, 5);
    expect(issuePaths(homeSchema.safeParse({ ...home, whyChoose: { ...home.whyChoose, cards } }))).toEqual([
      'whyChoose.cards',
    ]);
    const badIcon = home.whyChoose.cards.map((c, i) => (i === 2 ? { ...c, icon: 'rocket' } : c));
    expect(issuePaths(homeSchema.safeParse({ ...home, whyChoose: { ...home.whyChoose, cards: badIcon } }))).toEqual([
      'whyChoose.cards.2.icon',
    ]);
  });
});

describe('advisor profile copy (data/advisor-profile/advisor-profile.en.json)', () => {
  it('lists the five specialties of the spec', async () => {
    const profile = advisorProfileSchema.parse(await readJson('data/advisor-profile/advisor-profile.en.json'));
    expect(profile.specialties).toEqual([
      'Waterfront Properties',
      'Luxury Estates',
      'Investment Properties',
      'Relocation Services',
      'First-Time Buyers',
    ]);
    expect(profile.marketPerformance.heading).toBe('Market Performance');
    expect(profile.whyWorkWith.heading).toBe('Why Work With {name}');
  });

  it('rejects a sixth specialty', async () => {
    const profile = advisorProfileSchema.parse(await readJson('data/advisor-profile/advisor-profile.en.json'));
    expect(
      issuePaths(advisorProfileSchema.safeParse({ ...profile, specialties: [...profile.specialties, 'Condos'] })),
    ).toEqual(['specialties']);
  });
});

describe('page copy (data/pages/pages.en.json)', () => {
  it('carries the spec texts', async () => {
    const pages = pagesSchema.parse(await readJson('data/pages/pages.en.json'));
    expect(pages.advisorNotFound).toEqual({
      title: 'Advisor Not Found',
      text: "The advisor you're looking for could not be found.",
    });
    expect(pages.team.join.heading).toBe('Join Our Team');
    expect(pages.team.noMatch).toContain('{query}');
  });

  it('rejects a missing meta description', async () => {
    const pages = pagesSchema.parse(await readJson('data/pages/pages.en.json'));
    const { description: _dropped, ...faq } = pages.faq;
    expect(issuePaths(pagesSchema.safeParse({ ...pages, faq }))).toEqual(['faq.description']);
  });
});

describe('images', () => {
  const exists = (path: string) =>
    access(join(root, 'public', path)).then(
      () => true,
      () => false,
    );

  // The headshots are built by astro:assets: tests/build/artwork.test.ts checks their URLs.
  it('partner logos named in data/ exist', async () => {
    const site = siteSchema.parse(await readJson('data/site/site.en.json'));
    for (const path of site.partners.map((p) => p.logo)) {
      expect(await exists(path), path).toBe(true);
    }
  });
});
