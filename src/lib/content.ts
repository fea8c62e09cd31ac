import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import type { Home } from '../schemas/home';
import type { AdvisorProfile } from '../schemas/advisor-profile';
import type { Pages } from '../schemas/pages';
import type { Faq } from '../schemas/faq';
import { newestFirst } from './market';

/** The home page copy from data/home.json. */
export async function getHome(): Promise<Home> {
  const entry = await getEntry('home', 'home');
  if (!entry) throw new Error('data/home.json is missing');
  return entry.data;
}

/** The shared advisor profile copy from data/advisor-profile.json. */
export async function getAdvisorProfile(): Promise<AdvisorProfile> {
  const entry = await getEntry('advisorProfile', 'profile');
  if (!entry) throw new Error('data/advisor-profile.json is missing');
  return entry.data;
}

/** Copy of the team, market updates and FAQ pages from data/pages.json. */
export async function getPages(): Promise<Pages> {
  const entry = await getEntry('pages', 'pages');
  if (!entry) throw new Error('data/pages.json is missing');
  return entry.data;
}

/** The FAQ sections in page order from data/faq.json. */
export async function getFaq(): Promise<Faq> {
  const entry = await getEntry('faq', 'faq');
  if (!entry) throw new Error('data/faq.json is missing');
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
