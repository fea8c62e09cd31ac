/** CDN caching for GET answers, and purging by tag when the data behind them changes. */
import { purgeCache } from '@netlify/functions';

export const CACHE_TAGS = {
  listings: 'listings',
  property: (id: number) => `property-${id}`,
  team: 'team',
  testimonials: 'testimonials',
} as const;

/**
 * Headers that let Netlify's CDN keep a GET answer for `seconds` (and serve it stale for a day while it
 * refreshes), tagged for purging. Browsers revalidate every time, so a purge reaches them at once.
 */
export function cdnCacheHeaders(tags: readonly string[], seconds = 300): Record<string, string> {
  return {
    'cache-control': 'public, max-age=0, must-revalidate',
    'netlify-cdn-cache-control': `public, durable, s-maxage=${seconds}, stale-while-revalidate=86400`,
    'netlify-cache-tag': tags.join(','),
  };
}

export type Purge = (tags: string[]) => Promise<void>;

/**
 * Purges cached answers by tag. `purgeCache` skips itself in local development; outside Netlify
 * (tests, scripts) it cannot reach the API, which is logged and never fails the caller.
 */
export const purgeTags: Purge = async (tags) => {
  try {
    await purgeCache({ tags });
  } catch (error) {
    console.warn(
      `Cache purge for ${tags.join(', ')} skipped: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
};
