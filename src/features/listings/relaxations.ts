/**
 * The way out of an empty search (README, Listings: Search): its nearest relaxations, each changing one
 * filter by the least that finds homes, with how many it finds. The price range widens one side at a time,
 * a tier at a time ("Widen to $1M–$3M"); a minimum (beds, baths, size) comes down a choice at a time, then
 * goes ("2+ Beds", "Any beds"); any other filter goes ("Any type", "Not only waterfront"). Pure: the
 * caller counts a search's homes.
 */
import type { Relaxation } from './results-header.ts';
import type { SearchText } from './search-text.ts';
import { fillIn } from './card-words.ts';
import { PRICE_TIERS, priceTierLabel } from '#src/schemas/property-fields.ts';
import type { ResultsFilters } from '#src/schemas/results-query.ts';
import { SEARCH_FILTERS, priceRange, type FilterTable, type FilterView } from '#src/schemas/search-filters.ts';

/** The filters of the price range. */
const PRICE_KEYS = new Set(['price', 'minPrice', 'maxPrice']);
/** Minimums: their choices count up, so a smaller one finds more. */
const MINIMUMS = new Set(['beds', 'baths', 'sqft']);
/** A relaxation's words in a language; the filters' own are the search's (search-text.ts). */
export interface RelaxationWords {
  /** With "{range}". */
  widen: string;
  /** A range with no minimum, with "{price}". */
  under: string;
  /** A price tier: "$1M". */
  price: (price: number) => string;
  /** How dropping a filter without an "Any …" choice reads. */
  drop: Readonly<Record<string, string>>;
  /** Dropping any other filter, with "{filter}". */
  without: string;
  /** The filters' choices, where the table's (English) do not apply. */
  filters?: SearchText['filters'];
}

export const ENGLISH_RELAXATION_WORDS: RelaxationWords = {
  widen: 'Widen to {range}',
  under: 'under {price}',
  price: priceTierLabel,
  drop: {
    location: 'Any location',
    waterfront: 'Not only waterfront',
    waterView: 'Not only water views',
    openHouse: 'Not only open houses this week',
    bbox: 'Beyond the map area',
  },
  without: 'Without {filter}',
};

/** One way to relax a search: its label and the search it leads to. */
interface Step {
  label: string;
  filters: ResultsFilters;
}

/** "$1M–$3M", "$5M+", "under $2M": a price range as a relaxation names it. */
function rangeLabel(min: number, max: number, words: RelaxationWords): string {
  if (max === Number.POSITIVE_INFINITY) return `${words.price(min)}+`;
  return min > 0 ? `${words.price(min)}–${words.price(max)}` : fillIn(words.under, { price: words.price(max) });
}

/** The price range widened down, then up, a tier at a time: each side's steps, nearest first. */
function priceLadders(filters: ResultsFilters, words: RelaxationWords): Step[][] {
  const { min, max } = priceRange(filters);
  const range = (low: number, high: number): Step => ({
    label: fillIn(words.widen, { range: rangeLabel(low, high, words) }),
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
function minimumLadder(filter: FilterView, filters: ResultsFilters, words: RelaxationWords): Step[] {
  const current = Number(filters[filter.key as keyof ResultsFilters]);
  const own = words.filters?.[filter.key];
  const below = (filter.options ?? []).filter((option) => Number(option.value) < current).reverse();
  return [...below, { value: '', label: own?.any ?? filter.anyLabel ?? `Any ${filter.chip.label.toLowerCase()}` }].map(
    (option) => ({
      label: own?.options[option.value] ?? option.label,
      filters: { ...filters, [filter.key]: option.value },
    }),
  );
}

/** Dropping a filter: its "Any …" choice in the words' language, or how dropping it reads. */
function dropLabel(filter: FilterView, words: RelaxationWords): string {
  const own = words.filters?.[filter.key];
  if (own?.any) return own.any;
  return filter.anyLabel ?? words.drop[filter.key] ?? fillIn(words.without, { filter: own?.chip ?? filter.chip.label });
}

/** Each way the search can be relaxed, as ladders: a ladder's steps go from the nearest to the widest. */
function ladders(filters: ResultsFilters, table: FilterTable, words: RelaxationWords): Step[][] {
  const found: Step[][] = [];
  let priced = false;
  for (const filter of table) {
    const key = filter.key as keyof ResultsFilters;
    if (filters[key] === '') continue;
    if (PRICE_KEYS.has(key)) {
      // The band, the min and the max price are one range: it widens as one, once.
      if (!priced) found.push(...priceLadders(filters, words));
      priced = true;
    } else if (MINIMUMS.has(key)) found.push(minimumLadder(filter, filters, words));
    else found.push([{ label: dropLabel(filter, words), filters: { ...filters, [key]: '' } }]);
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
  words: RelaxationWords = ENGLISH_RELAXATION_WORDS,
): Relaxation[] {
  const found: Relaxation[] = [];
  for (const ladder of ladders(filters, table, words)) {
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
