/**
 * Which active saved searches a listing matches, through an index of the searches by type, price band,
 * location and beds, so a pass matches hundreds of changes against 100,000 searches without going search by
 * search. The answer is the site's search's own (src/features/listings/search.ts): the location a
 * case-insensitive substring of city, address, state or ZIP, the type exact, the price band [min, max),
 * beds a minimum, the map area containing the point. Pure.
 */
import type { IndexedSearch } from './owners.server.ts';
import { filterProperties, inPriceBand, locationText } from '#src/features/listings/search.ts';
import { toSearchCriteria } from '#src/features/listings/search-criteria.ts';
import type { Bbox, Property, SearchCriteria } from '#src/schemas/property.ts';
import { DEFAULT_RESULTS_QUERY, type ResultsFilters } from '#src/schemas/results-query.ts';
import { savedFilters } from '#src/schemas/saved-search.ts';

/** The search criteria of a saved search's filters, exactly as /properties would search with them. */
export function savedCriteria(filters: ResultsFilters): SearchCriteria {
  const { location, propertyType, priceRange, beds, bbox } = toSearchCriteria({ ...DEFAULT_RESULTS_QUERY, filters });
  return { location, propertyType, priceRange, beds, ...(bbox ? { bbox } : {}) };
}

/** The searches of one leaf: those without a map area match outright, the others each need their area. */
interface Leaf {
  plain: IndexedSearch[];
  boxed: { search: IndexedSearch; box: Bbox }[];
}

/** minimum beds (-1 for none) → leaf. */
type ByBeds = Map<number, Leaf>;
/** type → price band → location (lowercased) → ByBeds; '' is "no filter". */
type Tree = Map<string, Map<string, Map<string, ByBeds>>>;

function child<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

export interface SearchMatcher {
  readonly size: number;
  /** Every indexed search the listing matches. */
  match(property: Property): IndexedSearch[];
}

export function createSearchMatcher(searches: readonly IndexedSearch[]): SearchMatcher {
  const tree: Tree = new Map();
  // Many searches share a query: each distinct one is read once.
  const parsed = new Map<string, SearchCriteria>();
  for (const search of searches) {
    let criteria = parsed.get(search.query);
    if (!criteria) {
      criteria = savedCriteria(savedFilters(search.query));
      parsed.set(search.query, criteria);
    }
    const needle = criteria.location.trim().toLowerCase();
    const beds = criteria.beds === '' ? -1 : Number(criteria.beds);
    const bands = child(tree, criteria.propertyType, () => new Map<string, Map<string, ByBeds>>());
    const locations = child(bands, criteria.priceRange, () => new Map<string, ByBeds>());
    const byBeds = child(locations, needle, (): ByBeds => new Map());
    const leaf = child(byBeds, beds, (): Leaf => ({ plain: [], boxed: [] }));
    if (criteria.bbox) leaf.boxed.push({ search, box: criteria.bbox });
    else leaf.plain.push(search);
  }

  return {
    size: searches.length,
    match(property) {
      const found: IndexedSearch[] = [];
      const haystack = locationText(property);
      const hasPoint = property.latitude !== undefined && property.longitude !== undefined;
      const lat = property.latitude ?? 0;
      const lng = property.longitude ?? 0;
      for (const type of ['', property.propertyType]) {
        const bands = tree.get(type);
        if (!bands) continue;
        for (const [band, locations] of bands) {
          if (band !== '' && !inPriceBand(property.price, band)) continue;
          for (const [needle, byBeds] of locations) {
            if (needle !== '' && !haystack.includes(needle)) continue;
            for (const [beds, leaf] of byBeds) {
              if (beds > property.beds) continue;
              for (const search of leaf.plain) found.push(search);
              if (!hasPoint) continue;
              for (const { search, box } of leaf.boxed)
                if (lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east) found.push(search);
            }
          }
        }
      }
      return found;
    },
  };
}

/** Whether one listing matches one saved search now (a queued change is checked again before it is sent). */
export function matchesSearch(filters: ResultsFilters, property: Property): boolean {
  return filterProperties([property], savedCriteria(filters)).length === 1;
}
