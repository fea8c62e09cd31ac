import { defineCollection } from 'astro:content';
import { z } from 'zod';
import { file } from 'astro/loaders';
import { contactFaqItemSchema } from './schemas/contact-faq';
import { siteSchema } from './schemas/site';
import { teamMemberSchema } from './schemas/team';
import { testimonialSchema } from './schemas/testimonial';

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

/** The contact page's four questions. The store sorts entries by id, so the file's order is kept as `position`. */
const contactFaq = defineCollection({
  loader: file('data/contact-faq.json', {
    parser: (text) => (JSON.parse(text) as object[]).map((item, position) => ({ ...item, position })),
  }),
  schema: contactFaqItemSchema.extend({ position: z.number().int() }),
});

export const collections = { site, team, testimonials, contactFaq };
