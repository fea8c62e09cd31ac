import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { siteSchema } from './schemas/site';

/** data/site.json is one object; the loader exposes it as the single entry "site". */
const site = defineCollection({
  loader: file('data/site.json', { parser: (text) => [{ id: 'site', ...JSON.parse(text) }] }),
  schema: siteSchema,
});

export const collections = { site };
