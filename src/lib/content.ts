import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import type { Singletons } from '#src/schemas/content-files.ts';
import type { CountyGuide } from '#src/schemas/county.ts';
import type { StatePage } from '#src/schemas/region.ts';
import { newestFirst } from './market.ts';

/** The one entry of a singleton collection; a missing file fails the build. */
export async function getSingleton<K extends keyof Singletons>(collection: K): Promise<Singletons[K]> {
  const entry = await getEntry(collection, 'main');
  if (!entry) throw new Error(`The ${collection} content file is missing`);
  return entry.data as Singletons[K];
}

/** The Rhode Island county guides in their /counties order. */
export async function getCountyGuides(): Promise<CountyGuide[]> {
  const entries = await getCollection('counties');
  return entries.map((entry) => entry.data).sort((a, b) => a.order - b.order);
}

/** The /massachusetts or /connecticut page. */
export async function getStatePage(slug: StatePage['slug']): Promise<StatePage> {
  const entry = await getEntry('statePages', slug);
  if (!entry) throw new Error(`data/regions/${slug}.en.json is missing`);
  return entry.data;
}

/** Market updates, newest first. */
export async function getMarketUpdates(): Promise<CollectionEntry<'marketUpdates'>[]> {
  return newestFirst(await getCollection('marketUpdates'));
}

/** The rendered HTML of a market update's Markdown body. */
export function articleHtml(article: CollectionEntry<'marketUpdates'>): string {
  const html = article.rendered?.html;
  if (!html) throw new Error(`data/market-updates/${article.id}.md has no body`);
  return html;
}

/** The whole team in the file's order. */
export async function getTeam(): Promise<CollectionEntry<'team'>['data'][]> {
  return (await getCollection('team')).map((entry) => entry.data);
}
