/**
 * The head of a /properties page for its search: a title and description that name it ("Condos in Newport,
 * RI"), its canonical URL, and noindex where a page is not worth indexing. Pure.
 */
import { DEFAULT_SORT } from '#src/schemas/property-fields.ts';
import { hasFilters, listingsSearchPath, type ResultsFilters, type ResultsQuery } from '#src/schemas/results-query.ts';
import { SEARCH_FILTER_RULES } from '#src/schemas/search-filter-rules.ts';
import { SEARCH_FILTERS, type FilterValues, type RuleTable } from '#src/schemas/search-filters.ts';

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

/** "a", "a and b", "a, b and c". */
const andList = (phrases: readonly string[]) =>
  phrases.length > 1 ? `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1) ?? ''}` : (phrases[0] ?? '');

/**
 * A search's name from its filters' title parts: "Sold waterfront condos with 3+ bedrooms and 2+ baths under
 * $2M in Newport, RI", "Homes in Rhode Island" without a filter, and ", in a map area" after it when one is
 * set. The filters' "with" phrases make one clause, at the first one's order.
 */
export function searchTitle(filters: FilterValues, table: RuleTable = SEARCH_FILTER_RULES): string {
  const parts: { order: number; text: string }[] = [];
  const phrases: string[] = [];
  let withOrder = Number.POSITIVE_INFINITY;
  for (const { key, title } of table) {
    const value = filters[key] ?? '';
    if (title.text) parts.push({ order: title.order, text: title.text(value, filters) });
    if (title.with && value) {
      phrases.push(title.with(value));
      withOrder = Math.min(withOrder, title.order);
    }
  }
  if (phrases.length > 0) parts.push({ order: withOrder, text: ` with ${andList(phrases)}` });
  // A stable sort: parts of one order keep the table's order.
  const name = parts
    .sort((a, b) => a.order - b.order)
    .map((part) => part.text)
    .join('');
  return name.charAt(0).toUpperCase() + name.slice(1);
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
