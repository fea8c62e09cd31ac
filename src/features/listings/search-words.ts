/**
 * The property search's words in a language, from the message catalogue: for the search page's template and
 * the function that renders it, and for the relaxations of an empty search. Never imported by browser code
 * (the catalogue's functions hold every language).
 */
import { m } from '#src/paraglide/messages.js';
import { formatPriceShortIn, intlLocale } from '#src/lib/format.ts';
import { localePath } from '#src/lib/i18n.ts';
import { pluralWords } from '#src/lib/plural-words.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import {
  BATH_CHOICES,
  BED_CHOICES,
  PRICE_BANDS,
  PRICE_TIERS,
  PROPERTY_STATUSES,
  SIZE_CHOICES,
  type PropertyStatus,
} from '#src/schemas/property-fields.ts';
import { cardWordsIn } from '#src/features/listings/card-text.ts';
import { fillIn } from '#src/features/listings/card-words.ts';
import { ENGLISH_RELAXATION_WORDS, type RelaxationWords } from '#src/features/listings/relaxations.ts';
import { ENGLISH_SEARCH_TEXT, type FilterWords, type SearchText } from '#src/features/listings/search-text.ts';

interface Options {
  locale: Locale;
}

const STATUS_NAMES = {
  Available: m.search_status_available,
  'Coming Soon': m.search_status_coming_soon,
  'Under Contract': m.search_status_under_contract,
  Sold: m.search_status_sold,
} satisfies Record<PropertyStatus, (inputs: Record<string, never>, options: Options) => string>;

/** Each choice's label by its value. */
const labelled = <Value extends string | number>(values: readonly Value[], label: (value: Value) => string) =>
  Object.fromEntries(values.map((value) => [String(value), label(value)]));

/** The filters' words: their choices' labels and, where the table's English chip would show, their chips'. */
function filterWordsIn(locale: Locale): Record<string, FilterWords> {
  const o = { locale };
  const price = (amount: number) => formatPriceShortIn(amount, locale);
  const size = new Intl.NumberFormat(intlLocale(locale));
  const types = cardWordsIn(locale).types;
  const under = (amount: number) => m.search_filter_under({ price: price(amount) }, o);
  const band = (min: number, max: number) =>
    max === Number.POSITIVE_INFINITY ? `${price(min)}+` : min > 0 ? `${price(min)} – ${price(max)}` : under(max);
  const minPrices = labelled(PRICE_TIERS, (tier) => `${price(tier)}+`);
  const sizes = labelled(SIZE_CHOICES, (feet) => m.search_filter_size_option({ size: size.format(feet) }, o));
  const statuses = labelled(PROPERTY_STATUSES, (status) => STATUS_NAMES[status]({}, o));
  const typeNames = labelled(Object.keys(types) as (keyof typeof types)[], (type) => types[type]);
  const bands = Object.fromEntries(PRICE_BANDS.map(({ key, min, max }) => [key, band(min, max)]));
  const one = (chip: string, option: string, value: string): FilterWords => ({
    label: chip,
    chip,
    any: '',
    options: { [value]: option },
  });
  const location = m.search_form_location({}, o);
  return {
    location: { label: location, chip: location, any: '', options: {} },
    type: {
      label: m.search_filter_type_label({}, o),
      chip: m.search_filter_type_chip({}, o),
      any: m.search_filter_type_any({}, o),
      options: typeNames,
      chipValues: typeNames,
    },
    price: {
      label: m.search_filter_price_chip({}, o),
      chip: m.search_filter_price_chip({}, o),
      any: '',
      options: bands,
      chipValues: bands,
    },
    minPrice: {
      label: m.search_filter_min_price({}, o),
      chip: m.search_filter_min_price({}, o),
      any: m.search_filter_min_price_any({}, o),
      options: minPrices,
      chipValues: minPrices,
    },
    maxPrice: {
      label: m.search_filter_max_price({}, o),
      chip: m.search_filter_max_price({}, o),
      any: m.search_filter_max_price_any({}, o),
      options: labelled(PRICE_TIERS, under),
      chipValues: labelled(PRICE_TIERS, (tier) => m.search_filter_under_chip({ price: price(tier) }, o)),
    },
    beds: {
      label: m.search_filter_beds({}, o),
      chip: m.search_filter_beds({}, o),
      any: m.search_filter_beds_any({}, o),
      options: labelled(BED_CHOICES, (count) => m.search_filter_beds_option({ count: String(count) }, o)),
    },
    baths: {
      label: m.search_filter_baths({}, o),
      chip: m.search_filter_baths({}, o),
      any: m.search_filter_baths_any({}, o),
      options: labelled(BATH_CHOICES, (count) => m.search_filter_baths_option({ count: String(count) }, o)),
    },
    sqft: {
      label: m.search_filter_size({}, o),
      chip: m.search_filter_size({}, o),
      any: m.search_filter_size_any({}, o),
      options: sizes,
      chipValues: sizes,
    },
    status: {
      label: m.search_filter_status({}, o),
      chip: m.search_filter_status({}, o),
      any: m.search_filter_status_any({}, o),
      options: statuses,
      chipValues: statuses,
    },
    waterfront: one(m.search_filter_waterfront({}, o), m.search_filter_waterfront({}, o), 'yes'),
    waterView: one(m.search_filter_water_view({}, o), m.search_filter_water_view({}, o), 'yes'),
    openHouse: one(m.search_filter_open_house({}, o), m.search_filter_open_house({}, o), 'week'),
    bbox: { label: m.search_filter_map_area({}, o), chip: m.search_filter_map_area({}, o), any: '', options: {} },
  };
}

/** The search's words in the catalogue's language. */
export function catalogueSearchText(locale: Locale): SearchText {
  const o = { locale };
  return {
    locale,
    path: localePath(ENGLISH_SEARCH_TEXT.path, locale),
    form: {
      name: m.search_form_name({}, o),
      location: m.search_form_location({}, o),
      locationPlaceholder: m.search_form_location_placeholder({}, o),
      moreFilters: m.search_form_more_filters({}, o),
      features: m.search_form_features({}, o),
      submit: m.search_form_submit({}, o),
      disclosure: m.search_form_disclosure({}, o),
      active: m.search_form_active({ count: '{count}' }, o),
    },
    filters: filterWordsIn(locale),
    sort: {
      label: m.search_sort_label({}, o),
      submit: m.search_sort_submit({}, o),
      options: {
        newest: m.search_sort_newest({}, o),
        'price-desc': m.search_sort_price_desc({}, o),
        'price-asc': m.search_sort_price_asc({}, o),
        'beds-desc': m.search_sort_beds_desc({}, o),
        'sqft-desc': m.search_sort_sqft_desc({}, o),
      },
    },
    view: { group: m.search_view_group({}, o), list: m.search_view_list({}, o), map: m.search_view_map({}, o) },
    results: {
      count: pluralWords((count) => m.search_results_count({ count }, o), locale),
      loading: m.search_results_loading({}, o),
      loadingCards: m.search_results_loading_cards({}, o),
      heading: m.search_results_heading({}, o),
      activeFilters: m.search_results_active_filters({}, o),
      removeFilter: m.search_results_remove_filter({ label: '{label}' }, o),
      removeFilterValue: m.search_results_remove_filter_value({ label: '{label}', value: '{value}' }, o),
      clearAll: m.search_results_clear_all({}, o),
      error: m.search_results_error({}, o),
      retry: m.search_results_retry({}, o),
      none: m.search_results_none({}, o),
      wider: m.search_results_wider({}, o),
      relaxation: pluralWords((count) => m.search_results_relaxation({ count, label: '{label}' }, o), locale),
      viewAll: m.search_results_view_all({}, o),
      pagination: m.search_results_pagination({}, o),
      previous: m.search_results_previous({}, o),
      next: m.search_results_next({}, o),
      page: m.search_results_page({ page: '{page}' }, o),
      pageOf: m.search_results_page_of({ page: '{page}', count: '{count}' }, o),
    },
    map: {
      loading: m.search_map_loading({}, o),
      failed: m.search_map_failed({}, o),
      name: m.search_map_name({}, o),
      searchArea: m.search_map_search_area({}, o),
      cluster: pluralWords((count) => m.search_map_cluster({ count }, o), locale),
    },
    cards: cardWordsIn(locale),
  };
}

/** The words the island is given: none in English, whose words it holds itself. */
export const searchTextProp = (locale: Locale): SearchText | undefined =>
  locale === DEFAULT_LOCALE ? undefined : catalogueSearchText(locale);

/** The search's words for a server render: English's own, or the catalogue's. */
export const searchText = (locale: Locale): SearchText => searchTextProp(locale) ?? ENGLISH_SEARCH_TEXT;

/** An empty search's relaxations' words: English's own, or the catalogue's. */
export function relaxationWordsIn(locale: Locale): RelaxationWords {
  if (locale === DEFAULT_LOCALE) return ENGLISH_RELAXATION_WORDS;
  const o = { locale };
  return {
    widen: m.search_relax_widen({ range: '{range}' }, o),
    under: m.search_filter_under_chip({ price: '{price}' }, o),
    price: (amount) => formatPriceShortIn(amount, locale),
    drop: {
      location: m.search_relax_any_location({}, o),
      waterfront: m.search_relax_not_only_waterfront({}, o),
      waterView: m.search_relax_not_only_water_views({}, o),
      openHouse: m.search_relax_not_only_open_houses({}, o),
      bbox: m.search_relax_beyond_map_area({}, o),
    },
    without: m.search_relax_without({ filter: '{filter}' }, o),
    filters: filterWordsIn(locale),
  };
}

/** A translated search's title: its filters' chips ("Imóveis: Newport · Condomínio · 3+"). */
export function searchTitleIn(chips: readonly { label: string; value: string }[], locale: Locale): string {
  const o = { locale };
  if (chips.length === 0) return m.search_title({}, o);
  return fillIn(m.search_title_filtered({ filters: '{filters}' }, o), {
    filters: chips.map((chip) => chip.value || chip.label).join(' · '),
  });
}
