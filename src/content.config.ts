import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
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

export const collections = { site, team, testimonials };
