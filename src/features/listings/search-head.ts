/**
 * The head of a /properties page for its search: a title and description that name it ("Condos in Newport,
 * RI"), its canonical URL, and noindex where a page is not worth indexing. Pure.
 */
import { findPriceBand, type PropertyType } from '#src/schemas/property-fields.ts';
import { hasFilters, listingsSearchPath, type ResultsQuery } from '#src/schemas/results-query.ts';
import { DEFAULT_SORT } from '#src/schemas/property-fields.ts';

/** The unfiltered page's own title and description (src/pages/properties/index.astro). */
export const PROPERTIES_TITLE = 'Properties';
export const PROPERTIES_DESCRIPTION =
  'Search luxury homes, waterfront estates, condominiums and land for sale across Rhode Island, by location, property type, price and bedrooms.';

const TYPE_NOUNS: Record<PropertyType, string> = {
  'Single Family': 'Single-family homes',
  Estate: 'Estates',
  Condo: 'Condos',
  Townhouse: 'Townhouses',
  'Multi-Family': 'Multi-family homes',
  Land: 'Land',
};

export interface SearchHead {
  title: string;
  description: string;
  /** Root-relative: the search's filters alone, on its first page, in the default order and view. */
  canonicalPath: string;
  noindex: boolean;
}

/** "Newport, RI" for what a visitor typed (a town, an address or a ZIP), or "Rhode Island" without one. */
function place(location: string): string {
  const typed = location.trim().replace(/\s+/g, ' ');
  if (!typed) return 'Rhode Island';
  if (/^\d{5}$/.test(typed) || /,?\s*(RI|Rhode Island)$/i.test(typed)) return typed;
  const named = typed.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());
  return `${named}, RI`;
}

function pricePhrase(price: string): string {
  const band = findPriceBand(price);
  if (!band) return '';
  if (band.min === 0) return ` under ${band.label.replace(/^Under /, '')}`;
  if (band.max === Number.POSITIVE_INFINITY) return ` from ${band.label.replace(/\+$/, '')}`;
  return ` at ${band.label}`;
}

export function searchPageHead(query: ResultsQuery, total: number, brand: string): SearchHead {
  const { filters } = query;
  const canonicalPath = listingsSearchPath({
    filters: { ...filters, bbox: '' },
    sort: DEFAULT_SORT,
    page: 1,
    view: 'list',
  });
  // Later pages, map areas and empty results repeat or lack what the first page of a search shows.
  const noindex = query.page > 1 || filters.bbox !== '' || total === 0;
  if (!hasFilters({ ...filters, bbox: '' }))
    return { title: PROPERTIES_TITLE, description: PROPERTIES_DESCRIPTION, canonicalPath, noindex };
  const noun = filters.type ? TYPE_NOUNS[filters.type] : 'Homes';
  const beds = filters.beds ? ` with ${filters.beds}+ bedrooms` : '';
  const title = `${noun}${beds}${pricePhrase(filters.price)} in ${place(filters.location)}`;
  const count = total === 1 ? 'One listing' : `${total.toLocaleString('en-US')} listings`;
  const description = `${title}: ${count} for sale, with photos, prices and details, from ${brand}'s Rhode Island advisors.`;
  return { title, description, canonicalPath, noindex };
}
