import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { propertySchema } from './schemas/property';
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

/** Demo listings, one file each in data/listings; the entry id is the listing id. Seeded into Blobs too. */
const listings = defineCollection({
  loader: glob({ pattern: '*.json', base: './data/listings', generateId: ({ data }) => String(data['id']) }),
  schema: propertySchema,
});

export const collections = { site, team, testimonials, listings };
