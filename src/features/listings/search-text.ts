/**
 * The property search's words, as one object the /properties island takes as a prop and hands its parts
 * through a context: English (the spec's) by default, from the filters' table and the labels below, and in
 * another language from the catalogue (src/features/listings/search-words.ts, server only), so the
 * browser gets only its page's language. Pure but for the context.
 */
import { createContext, useContext } from 'react';
import type { PluralWords } from '#src/lib/plural-words.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { SORT_OPTIONS, type SortKey } from '#src/schemas/property-fields.ts';
import { SEARCH_FILTERS } from '#src/schemas/search-filters.ts';
import type { CardWords } from './card-words.ts';

/** One filter's words: its label in the form, its chip's, its "Any …" choice and its choices' labels. */
export interface FilterWords {
  label: string;
  chip: string;
  any: string;
  /** By the value the URL carries (always the English one: "Condo", "Sold"). */
  options: Readonly<Record<string, string>>;
  /** The chip's text of each value, where the filters' table's own (English) does not apply. */
  chipValues?: Readonly<Record<string, string>>;
}

export interface SearchText {
  locale: Locale;
  /** The search's page in this language: "/pt/properties". */
  path: string;
  form: {
    name: string;
    location: string;
    locationPlaceholder: string;
    moreFilters: string;
    features: string;
    submit: string;
    /** The phone's fold: "Filters" and "({count} active)". */
    disclosure: string;
    active: string;
  };
  filters: Readonly<Record<string, FilterWords>>;
  sort: { label: string; submit: string; options: Readonly<Record<SortKey, string>> };
  view: { group: string; list: string; map: string };
  results: {
    count: PluralWords;
    loading: string;
    loadingCards: string;
    heading: string;
    activeFilters: string;
    /** With "{label}", and "{value}" for a filter with one. */
    removeFilter: string;
    removeFilterValue: string;
    clearAll: string;
    error: string;
    retry: string;
    none: string;
    wider: string;
    /** A relaxation's link, with "{label}" and "{count}". */
    relaxation: PluralWords;
    viewAll: string;
    pagination: string;
    previous: string;
    next: string;
    /** With "{page}", and "{count}" for the list's name. */
    page: string;
    pageOf: string;
  };
  map: {
    loading: string;
    failed: string;
    name: string;
    searchArea: string;
    /** A cluster's accessible name, with "{count}". */
    cluster: PluralWords;
  };
  /** The cards the island renders itself: null keeps PropertyCard's English. */
  cards: CardWords | null;
}

/** The search form's labels where they differ from the chips'. */
const FORM_LABELS: Readonly<Record<string, string>> = {
  type: 'Property Type',
};

export const ENGLISH_SEARCH_TEXT: SearchText = {
  locale: DEFAULT_LOCALE,
  path: '/properties',
  form: {
    name: 'Search properties',
    location: 'Location',
    locationPlaceholder: 'City, address or ZIP',
    moreFilters: 'More filters',
    features: 'Features',
    submit: 'Search',
    disclosure: 'Filters',
    active: '({count} active)',
  },
  filters: Object.fromEntries(
    SEARCH_FILTERS.map((filter) => [
      filter.key,
      {
        label: FORM_LABELS[filter.key] ?? filter.chip.label,
        chip: filter.chip.label,
        any: 'anyLabel' in filter ? filter.anyLabel : '',
        options: Object.fromEntries(
          ('options' in filter ? filter.options : []).map((option) => [option.value, option.label]),
        ),
      },
    ]),
  ),
  sort: {
    label: 'Sort by',
    submit: 'Sort',
    options: Object.fromEntries(SORT_OPTIONS.map((option) => [option.key, option.label])) as Record<SortKey, string>,
  },
  view: { group: 'Show results as', list: 'List', map: 'Map' },
  results: {
    count: { one: '{count} property found', other: '{count} properties found' },
    loading: 'Loading properties…',
    loadingCards: 'Loading properties',
    heading: 'Properties',
    activeFilters: 'Active filters',
    removeFilter: 'Remove filter {label}',
    removeFilterValue: 'Remove filter {label}: {value}',
    clearAll: 'Clear all',
    error: 'There was an error loading the properties. Please try again.',
    retry: 'Retry',
    none: 'No properties found matching your criteria.',
    wider: 'Try a wider search:',
    relaxation: { one: '{label}: {count} home', other: '{label}: {count} homes' },
    viewAll: 'View All Properties',
    pagination: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page}',
    pageOf: 'Page {page} of {count}',
  },
  map: {
    loading: 'Loading map…',
    failed: 'The map could not load. The results are listed here.',
    name: 'Map of the results',
    searchArea: 'Search this area',
    cluster: { one: '{count} property here: zoom in', other: '{count} properties here: zoom in' },
  },
  cards: null,
};

/** The search's words for the island's parts (English outside it: the static cards' server render). */
export const SearchTextContext = createContext<SearchText>(ENGLISH_SEARCH_TEXT);
export const useSearchText = (): SearchText => useContext(SearchTextContext);
