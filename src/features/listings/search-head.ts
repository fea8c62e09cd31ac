/**
 * The head of a /properties page for its search: a title and description that name it ("Condos in Newport,
 * RI"), its canonical URL, and noindex where a page is not worth indexing. Pure.
 */
import { DEFAULT_SORT } from '#src/schemas/property-fields.ts';
import { hasFilters, listingsSearchPath, type ResultsFilters, type ResultsQuery } from '#src/schemas/results-query.ts';
import { SEARCH_FILTERS, type FilterTable, type FilterValues } from '#src/schemas/search-filters.ts';

/** The unfiltered page's own title and description (src/pages/properties/index.astro). */
export const PROPERTIES_TITLE = 'Properties';
export const PROPERTIES_DESCRIPTION =
  'Search luxury homes, waterfront estates, condominiums and land for sale across Rhode Island, by location, property type, price and bedrooms.';

export interface SearchHead {
  title: string;
  description: string;
  /** Root-relative: the search's filters alone, on its first page, in the default order and view. */
  canonicalPath: string;
  noindex: boolean;
}

/**
 * A search's name from its filters' title parts: "Condos with 3+ bedrooms under $1M in Newport, RI", "Homes
 * in Rhode Island" without a filter, and ", in a map area" after it when one is set.
 */
export function searchTitle(filters: FilterValues, table: FilterTable = SEARCH_FILTERS): string {
  return [...table]
    .sort((a, b) => a.title.order - b.title.order)
    .map(({ key, title }) => title.text(filters[key] ?? ''))
    .join('');
}

/** The filters that only narrow the view (the map area): a search's canonical URL and title leave them out. */
const NARROWING = SEARCH_FILTERS.filter((filter) => !filter.canonical);

export function searchPageHead(query: ResultsQuery, total: number, brand: string): SearchHead {
  const filters: ResultsFilters = { ...query.filters, ...Object.fromEntries(NARROWING.map(({ key }) => [key, ''])) };
  const canonicalPath = listingsSearchPath({ filters, sort: DEFAULT_SORT, page: 1, view: 'list' });
  // Later pages, map areas and empty results repeat or lack what the first page of a search shows.
  const noindex = query.page > 1 || NARROWING.some(({ key }) => query.filters[key] !== '') || total === 0;
  if (!hasFilters(filters))
    return { title: PROPERTIES_TITLE, description: PROPERTIES_DESCRIPTION, canonicalPath, noindex };
  const title = searchTitle(filters);
  const count = total === 1 ? 'One listing' : `${total.toLocaleString('en-US')} listings`;
  const description = `${title}: ${count} for sale, with photos, prices and details, from ${brand}'s Rhode Island advisors.`;
  return { title, description, canonicalPath, noindex };
}
