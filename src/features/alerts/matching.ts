/**
 * Which active saved searches a listing matches, through a tree of the searches with one level per search
 * filter (src/schemas/search-filter-rules.ts): searches with the same value of a filter share a node, so a listing
 * is tested once per distinct value and a pass matches hundreds of changes against 100,000 searches without
 * going search by search. The answer is the site's search's own (src/features/listings/search.ts). Pure.
 */
import type { IndexedSearch } from './owners.server.ts';
import { filterCriteria, toCriteria } from '#src/features/listings/search-criteria.ts';
import { criteriaTests } from '#src/features/listings/search.ts';
import type { Property } from '#src/schemas/property.ts';
import { readFilters, type ResultsFilters } from '#src/schemas/results-query.ts';
import { SEARCH_FILTER_RULES } from '#src/schemas/search-filter-rules.ts';
import type { RuleTable, SearchFilter } from '#src/schemas/search-filters.ts';

/** A place in the tree: a node per value of the next filter, and the searches that end here. */
interface Branch {
  children: Node[];
  /** The searches whose every filter's value lies on the path to here. */
  searches: IndexedSearch[];
}

/** One value of a filter, shared by the searches below: its needle, null where it filters nothing. */
interface Node extends Branch {
  filter: SearchFilter;
  needle: unknown;
}

export interface SearchMatcher {
  readonly size: number;
  /** Every indexed search the listing matches. */
  match(property: Property): IndexedSearch[];
}

/** The tree of the searches at a moment: one level per filter of the table, in its order. */
function searchTree(searches: readonly IndexedSearch[], table: RuleTable, now: Date): Branch {
  const root: Branch = { children: [], searches: [] };
  // Each node's children by needle (an object's as JSON), and the leaf of each distinct query (many searches
  // share one, and each query is read once); both are only for building.
  const byNeedle = new Map<Branch, Map<unknown, Node>>();
  const leaves = new Map<string, Branch>();
  const leafOf = (query: string): Branch => {
    const criteria = filterCriteria(readFilters(new URLSearchParams(query), table), table);
    let at = root;
    for (const filter of table) {
      const needle = filter.needle(criteria[filter.api], now);
      const key = typeof needle === 'object' && needle !== null ? JSON.stringify(needle) : needle;
      let known = byNeedle.get(at);
      if (!known) {
        known = new Map();
        byNeedle.set(at, known);
      }
      let next = known.get(key);
      if (!next) {
        next = { filter, needle, children: [], searches: [] };
        known.set(key, next);
        at.children.push(next);
      }
      at = next;
    }
    return at;
  };
  for (const search of searches) {
    let leaf = leaves.get(search.query);
    if (!leaf) {
      leaf = leafOf(search.query);
      leaves.set(search.query, leaf);
    }
    leaf.searches.push(search);
  }
  return root;
}

/** The searches' matcher at a moment (an alert pass's): "open house this week" is this week then. */
export function createSearchMatcher(
  searches: readonly IndexedSearch[],
  table: RuleTable = SEARCH_FILTER_RULES,
  now = new Date(),
): SearchMatcher {
  const root = searchTree(searches, table, now);
  return {
    size: searches.length,
    match(property) {
      const found: IndexedSearch[] = [];
      const visit = (at: Branch): void => {
        for (const search of at.searches) found.push(search);
        for (const child of at.children)
          if (child.needle === null || child.filter.test(property, child.needle)) visit(child);
      };
      visit(root);
      return found;
    },
  };
}

/** Whether one listing matches one saved search at a moment (a queued change is checked again before it is sent). */
export function matchesSearch(filters: ResultsFilters, property: Property, now = new Date()): boolean {
  return criteriaTests(toCriteria(filters), SEARCH_FILTER_RULES, now).every((test) => test(property));
}
