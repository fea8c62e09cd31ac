import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { siteSchema } from './schemas/site';
import { teamMemberSchema } from './schemas/team';
import { testimonialSchema } from './schemas/testimonial';
import { articleSchema } from './schemas/article';
import { faqSchema } from './schemas/faq';
import { homeSchema } from './schemas/home';
import { advisorProfileSchema } from './schemas/advisor-profile';
import { pagesSchema } from './schemas/pages';

/** A JSON file holding one object, exposed as a single entry with the given id (the data itself has no id). */
const singleton = (id: string) => (text: string) => ({ [id]: JSON.parse(text) as Record<string, unknown> });

/** data/site.json is one object; the loader exposes it as the single entry "site". */
const site = defineCollection({
  loader: file('data/site.json', { parser: (text) => [{ id: 'site', ...JSON.parse(text) }] }),
  schema: siteSchema,
});

/** Everyone on the team: advisors, officers and staff. Entry ids are the people's ids as strings. */
const team = defineCollection({
  loader: file('data/team.json'),
  schema: teamMemberSchema,
});

const testimonials = defineCollection({
  loader: file('data/testimonials.json'),
  schema: testimonialSchema,
});

/** Market updates: one Markdown file each; the file name is the id and the URL slug. */
const marketUpdates = defineCollection({
  loader: glob({ pattern: '*.md', base: './data/market-updates' }),
  schema: articleSchema,
});

/** The FAQ (Real Estate Services, then Aircraft Services), single entry "faq". */
const faq = defineCollection({
  loader: file('data/faq.json', { parser: singleton('faq') }),
  schema: faqSchema,
});

/** The home page's copy, single entry "home". */
const home = defineCollection({
  loader: file('data/home.json', { parser: singleton('home') }),
  schema: homeSchema,
});

/** What every advisor profile shares, single entry "profile". */
const advisorProfile = defineCollection({
  loader: file('data/advisor-profile.json', { parser: singleton('profile') }),
  schema: advisorProfileSchema,
});

/** Copy of the team, market updates and FAQ pages, single entry "pages". */
const pages = defineCollection({
  loader: file('data/pages.json', { parser: singleton('pages') }),
  schema: pagesSchema,
});

export const collections = { site, team, testimonials, marketUpdates, faq, home, advisorProfile, pages };
