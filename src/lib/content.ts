import { getCollection, getEntry } from 'astro:content';
import type { BuyersGuide } from '../schemas/buyers-guide';
import type { Cares } from '../schemas/cares';
import type { Charter } from '../schemas/charter';
import type { CountyGuide } from '../schemas/county';
import type { MarketReady } from '../schemas/market-ready';
import type { RegionOverview, StatePage } from '../schemas/region';
import type { SellersGuide } from '../schemas/sellers-guide';

/** Collections that hold one JSON object (see `singleton` in src/content.config.ts). */
interface Singletons {
  regionOverview: RegionOverview;
  sellersGuide: SellersGuide;
  buyersGuide: BuyersGuide;
  marketReady: MarketReady;
  cares: Cares;
  charter: Charter;
}

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
  if (!entry) throw new Error(`data/regions/${slug}.json is missing`);
  return entry.data;
}
