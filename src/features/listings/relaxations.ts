/**
 * The way out of an empty search (README, Listings: Search): its nearest relaxations, each changing one
 * filter by the least that finds homes, with how many it finds. The price range widens one side at a time,
 * a tier at a time ("Widen to $1M–$3M"); a minimum (beds, baths, size) comes down a choice at a time, then
 * goes ("2+ Beds", "Any beds"); any other filter goes ("Any type", "Not only waterfront"). Pure: the
 * caller counts a search's homes.
 */
import type { Relaxation } from './results-header.ts';
import { PRICE_TIERS, priceTierLabel } from '#src/schemas/property-fields.ts';
import type { ResultsFilters } from '#src/schemas/results-query.ts';
import { SEARCH_FILTERS, priceRange, type FilterTable, type FilterView } from '#src/schemas/search-filters.ts';

/** The filters of the price range. */
const PRICE_KEYS = new Set(['price', 'minPrice', 'maxPrice']);
/** Minimums: their choices count up, so a smaller one finds more. */
const MINIMUMS = new Set(['beds', 'baths', 'sqft']);
/** How dropping a filter without an "Any …" choice reads. */
const DROP_LABELS: Readonly<Record<string, string>> = {
  location: 'Any location',
  waterfront: 'Not only waterfront',
  waterView: 'Not only water views',
  openHouse: 'Not only open houses this week',
  bbox: 'Beyond the map area',
};

/** One way to relax a search: its label and the search it leads to. */
interface Step {
  label: string;
  filters: ResultsFilters;
}

/** "$1M–$3M", "$5M+", "under $2M": a price range as a relaxation names it. */
function rangeLabel(min: number, max: number): string {
  if (max === Number.POSITIVE_INFINITY) return `${priceTierLabel(min)}+`;
  return min > 0 ? `${priceTierLabel(min)}–${priceTierLabel(max)}` : `under ${priceTierLabel(max)}`;
}

/** The price range widened down, then up, a tier at a time: each side's steps, nearest first. */
function priceLadders(filters: ResultsFilters): Step[][] {
  const { min, max } = priceRange(filters);
  const range = (low: number, high: number): Step => ({
    label: `Widen to ${rangeLabel(low, high)}`,
    filters: {
      ...filters,
      price: '',
      minPrice: low > 0 ? String(low) : '',
      maxPrice: high < Number.POSITIVE_INFINITY ? String(high) : '',
    },
  });
  const lower = [...PRICE_TIERS.filter((tier) => tier < min).reverse(), 0];
  const higher = [...PRICE_TIERS.filter((tier) => tier > max), Number.POSITIVE_INFINITY];
  return [
    min > 0 ? lower.map((low) => range(low, max)) : [],
    max < Number.POSITIVE_INFINITY ? higher.map((high) => range(min, high)) : [],
  ];
}

/** A minimum's smaller choices, nearest first, then none. */
function minimumLadder(filter: FilterView, filters: ResultsFilters): Step[] {
  const current = Number(filters[filter.key as keyof ResultsFilters]);
  const below = (filter.options ?? []).filter((option) => Number(option.value) < current).reverse();
  return [...below, { value: '', label: filter.anyLabel ?? `Any ${filter.chip.label.toLowerCase()}` }].map(
    (option) => ({ label: option.label, filters: { ...filters, [filter.key]: option.value } }),
  );
}

/** Each way the search can be relaxed, as ladders: a ladder's steps go from the nearest to the widest. */
function ladders(filters: ResultsFilters, table: FilterTable): Step[][] {
  const found: Step[][] = [];
  let priced = false;
  for (const filter of table) {
    const key = filter.key as keyof ResultsFilters;
    if (filters[key] === '') continue;
    if (PRICE_KEYS.has(key)) {
      // The band, the min and the max price are one range: it widens as one, once.
      if (!priced) found.push(...priceLadders(filters));
      priced = true;
    } else if (MINIMUMS.has(key)) found.push(minimumLadder(filter, filters));
    else
      found.push([
        {
          label: filter.anyLabel ?? DROP_LABELS[key] ?? `Without ${filter.chip.label}`,
          filters: { ...filters, [key]: '' },
        },
      ]);
  }
  return found;
}

/**
 * The nearest relaxations of a search that find homes: on each ladder the first step that finds any, the
 * fewest homes first (the least change to the search), at most `limit`.
 */
export function nearestRelaxations(
  filters: ResultsFilters,
  count: (filters: ResultsFilters) => number,
  limit = 4,
  table: FilterTable = SEARCH_FILTERS,
): Relaxation[] {
  const found: Relaxation[] = [];
  for (const ladder of ladders(filters, table)) {
    for (const step of ladder) {
      const homes = count(step.filters);
      if (homes > 0) {
        found.push({ ...step, count: homes });
        break;
      }
    }
  }
  // A stable sort: equal counts keep the filters' order.
  return found.sort((a, b) => a.count - b.count).slice(0, limit);
}
