import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { buyersGuideSchema } from '#src/schemas/buyers-guide.ts';
import { caresSchema } from '#src/schemas/cares.ts';
import { charterSchema } from '#src/schemas/charter.ts';
import { countyGuideSchema } from '#src/schemas/county.ts';
import { marketReadySchema } from '#src/schemas/market-ready.ts';
import { regionOverviewSchema, statePageSchema } from '#src/schemas/region.ts';
import { sellersGuideSchema } from '#src/schemas/sellers-guide.ts';
import { z } from 'zod';
import { contactFaqItemSchema } from '#src/schemas/contact-faq.ts';
import { propertySchema } from '#src/schemas/property.ts';
import { siteSchema } from '#src/schemas/site.ts';
import { articleSchema } from '#src/schemas/article.ts';
import { faqSchema } from '#src/schemas/faq.ts';
import { homeSchema } from '#src/schemas/home.ts';
import { advisorProfileSchema } from '#src/schemas/advisor-profile.ts';
import { pagesSchema } from '#src/schemas/pages.ts';
import { teamMemberSchema } from '#src/schemas/team.ts';
import { testimonialSchema } from '#src/schemas/testimonial.ts';

/** A JSON file holding one object, exposed as the single entry "main" (read it with getSingleton). */
const singleton = (path: string) =>
  file(path, { parser: (text) => ({ main: JSON.parse(text) as Record<string, unknown> }) });

/** Brand, phones, offices and external links. */
const site = defineCollection({ loader: singleton('data/site.json'), schema: siteSchema });

/** Everyone on the team: advisors, officers and staff. Entry ids are the people's ids as strings. */
const team = defineCollection({
  loader: file('data/team.json'),
  schema: teamMemberSchema,
});

const testimonials = defineCollection({
  loader: file('data/testimonials.json'),
  schema: testimonialSchema,
});

/** The five Rhode Island county guides; entry ids are the file names (= slugs). */
const counties = defineCollection({
  loader: glob({ pattern: '*.json', base: 'data/counties' }),
  schema: countyGuideSchema,
});

/** /communities and the region figures. */
const regionOverview = defineCollection({
  loader: singleton('data/regions/overview.json'),
  schema: regionOverviewSchema,
});

/** /massachusetts and /connecticut; entry ids are the file names. */
const statePages = defineCollection({
  loader: glob({ pattern: '{massachusetts,connecticut}.json', base: 'data/regions' }),
  schema: statePageSchema,
});

const sellersGuide = defineCollection({ loader: singleton('data/guides/sellers.json'), schema: sellersGuideSchema });
const buyersGuide = defineCollection({ loader: singleton('data/guides/buyers.json'), schema: buyersGuideSchema });
const marketReady = defineCollection({ loader: singleton('data/guides/market-ready.json'), schema: marketReadySchema });
const cares = defineCollection({ loader: singleton('data/guides/cares.json'), schema: caresSchema });
const charter = defineCollection({ loader: singleton('data/guides/charter.json'), schema: charterSchema });

/** Market updates: one Markdown file each; the file name is the id and the URL slug. */
const marketUpdates = defineCollection({
  loader: glob({ pattern: '*.md', base: './data/market-updates' }),
  schema: articleSchema,
});

/** The FAQ (Real Estate Services, then Aircraft Services). */
const faq = defineCollection({ loader: singleton('data/faq.json'), schema: faqSchema });
/** The home page's copy. */
const home = defineCollection({ loader: singleton('data/home.json'), schema: homeSchema });
/** What every advisor profile shares. */
const advisorProfile = defineCollection({
  loader: singleton('data/advisor-profile.json'),
  schema: advisorProfileSchema,
});
/** Copy of the team, market updates and FAQ pages. */
const pages = defineCollection({ loader: singleton('data/pages.json'), schema: pagesSchema });

/** The contact page's four questions. The store sorts entries by id, so the file's order is kept as `position`. */
const contactFaq = defineCollection({
  loader: file('data/contact-faq.json', {
    parser: (text) => (JSON.parse(text) as object[]).map((item, position) => ({ ...item, position })),
  }),
  schema: contactFaqItemSchema.extend({ position: z.number().int() }),
});

/** Demo listings, one file each in data/listings; the entry id is the listing id. Seeded into Blobs too. */
const listings = defineCollection({
  loader: glob({ pattern: '*.json', base: './data/listings', generateId: ({ data }) => String(data['id']) }),
  schema: propertySchema,
});

export const collections = {
  site,
  team,
  testimonials,
  counties,
  regionOverview,
  statePages,
  sellersGuide,
  buyersGuide,
  marketReady,
  cares,
  charter,
  marketUpdates,
  faq,
  home,
  advisorProfile,
  pages,
  contactFaq,
  listings,
};
