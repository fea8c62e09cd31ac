/** CDN caching for GET answers, and purging by tag when the data behind them changes. */
import { purgeCache } from '@netlify/functions';

export const CACHE_TAGS = {
  listings: 'listings',
  /** Every listing page a function rendered, for a change too wide to purge page by page. */
  listingPages: 'listing-pages',
  property: (id: number) => `property-${id}`,
  team: 'team',
  /** The market figures' pages, purged when the sync stores new figures. */
  market: 'market',
  testimonials: 'testimonials',
  /** The valuation form with a town filled in: it changes only with a deploy. */
  valuationForm: 'valuation-form',
} as const;

/**
 * Headers that let Netlify's CDN keep a GET answer for `seconds` (and serve it stale for `staleSeconds`, a day
 * by default, while it refreshes), tagged for purging. Browsers revalidate every time, so a purge reaches them
 * at once. An answer that changes with the time alone (open houses this week) is never served stale.
 */
export function cdnCacheHeaders(tags: readonly string[], seconds = 300, staleSeconds = 86_400): Record<string, string> {
  return {
    'cache-control': 'public, max-age=0, must-revalidate',
    'netlify-cdn-cache-control': `public, durable, s-maxage=${seconds}${staleSeconds > 0 ? `, stale-while-revalidate=${staleSeconds}` : ''}`,
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
    const named = tags.length > 3 ? `${tags.slice(0, 3).join(', ')} and ${tags.length - 3} more tags` : tags.join(', ');
    console.warn(`Cache purge for ${named} skipped: ${error instanceof Error ? error.message : String(error)}`);
  }
};
