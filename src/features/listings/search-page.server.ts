/**
 * /properties for a search submitted without JavaScript: the prebuilt page, with its <noscript> block
 * replaced by the form filled in and the matching results, rendered from the same React components.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticSearch } from './StaticSearch.tsx';
import { toSearchCriteria } from './search-criteria.ts';
import { sortProperties } from './sort.ts';
import { STATIC_SEARCH_REGION } from './static-search.ts';
import { replaceRegion } from '#src/lib/page-regions.ts';
import type { Property } from '#src/schemas/property.ts';
import { RESULTS_QUERY_KEYS, hasFilters, readResultsQuery } from '#src/schemas/results-query.ts';
import { CACHE_TAGS, cdnCacheHeaders } from '#src/lib/server/cache.ts';
import { guardMethod, htmlPage } from '#src/lib/server/http.ts';
import { loadCatalog } from './catalog.server.ts';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import type { ListingsDeps } from './api.server.ts';

export type FetchPage = (url: URL) => Promise<Response>;

/** The query keys the page depends on: all but the view, as the page without JavaScript has no map. */
const VARY_KEYS = RESULTS_QUERY_KEYS.filter((key) => key !== 'view');

export async function renderSearchPage(
  request: Request,
  deps: ListingsDeps,
  fetchPage: FetchPage = (url) => fetch(url),
): Promise<Response> {
  const refused = guardMethod(request, ['GET', 'HEAD']);
  if (refused) return refused;
  const url = new URL(request.url);
  const query = readResultsQuery(url.searchParams);

  const template = await fetchPage(new URL('/properties', url)).then((response) =>
    response.ok ? response.text() : null,
  );
  if (template === null) return htmlPage(null, 302, { location: new URL('/properties', url).href });

  let properties: readonly Property[] | null;
  let syncedAt: string | null = null;
  try {
    const catalog = await loadCatalog(deps);
    syncedAt = catalog.syncedAt;
    properties = hasFilters(query.filters)
      ? sortProperties(catalog.index.search(toSearchCriteria(query)), query.sort)
      : catalog.sorted(query.sort);
  } catch (error) {
    console.error('Listings could not be loaded:', error);
    properties = null;
  }
  const block = renderToStaticMarkup(
    createElement(StaticSearch, { query, properties, idx: siteSettings().idx, syncedAt }),
  );
  const html = replaceRegion(template, STATIC_SEARCH_REGION, block) ?? template;
  return htmlPage(
    html,
    properties ? 200 : 503,
    properties
      ? { ...cdnCacheHeaders([CACHE_TAGS.listings]), 'netlify-vary': `query=${VARY_KEYS.join('|')}` }
      : { 'cache-control': 'no-store' },
  );
}
