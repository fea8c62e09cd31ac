import { getEntry } from 'astro:content';
import type { Site } from '../schemas/site';

/** The brand, contact details and external links from data/site.json. */
export async function getSite(): Promise<Site> {
  const entry = await getEntry('site', 'site');
  if (!entry) throw new Error('data/site.json is missing');
  return entry.data;
}
