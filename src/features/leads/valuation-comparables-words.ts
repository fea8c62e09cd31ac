/**
 * The words of a valuation request's comparables in a language, from the message catalogue: for the thank-you
 * page in the language the request was sent from (the office's e-mails keep English's,
 * ENGLISH_COMPARABLES_WORDS). Server only: the catalogue's functions hold every language.
 */
import { m } from '#src/paraglide/messages.js';
import type { ComparablesWords } from '#src/features/market/comparables-view.ts';
import type { Locale } from '#src/schemas/locale.ts';

export function comparablesWordsIn(locale: Locale): ComparablesWords {
  const o = { locale };
  return {
    locale,
    types: {
      'single-family': m.valuation_comparables_type_single_family({}, o),
      'condo-townhouse': m.valuation_comparables_type_condo({}, o),
      'multi-family': m.valuation_comparables_type_multi_family({}, o),
      land: m.valuation_comparables_type_land({}, o),
    },
    salesHeading: m.valuation_comparables_sales_heading({}, o),
    salesLead: ({ type, town, nearby }) =>
      nearby
        ? m.valuation_comparables_sales_lead_nearby({ type, town }, o)
        : m.valuation_comparables_sales_lead({ type, town }, o),
    salesCaption: (town) => m.valuation_comparables_sales_caption({ town }, o),
    salesColumns: [
      m.valuation_comparables_closed({}, o),
      m.valuation_comparables_town({}, o),
      m.valuation_comparables_type({}, o),
      m.valuation_comparables_bedrooms({}, o),
      m.valuation_comparables_square_feet({}, o),
      m.valuation_comparables_sale_price({}, o),
      m.valuation_comparables_brokerage({}, o),
    ],
    ourSale: m.valuation_comparables_ours({}, o),
    figuresHeading: (town) => m.valuation_comparables_figures_heading({ town }, o),
    figuresLead: ({ homes, town, date }) => m.valuation_comparables_figures_lead({ homes, town, date }, o),
    allHomes: m.valuation_comparables_all_homes({}, o),
    typeHomes: (type) => m.valuation_comparables_type_homes({ type }, o),
    figuresCaption: ({ town, homes }) => m.valuation_comparables_figures_caption({ town, homes }, o),
    figuresColumns: [m.valuation_comparables_figure({}, o), m.valuation_comparables_last_12_months({}, o)],
    figureNames: {
      sales: m.valuation_comparables_homes_sold({}, o),
      price: m.valuation_comparables_median_price({}, o),
      pricePerSqft: m.valuation_comparables_median_price_sqft({}, o),
      days: m.valuation_comparables_median_days({}, o),
    },
    days: (count) => m.valuation_comparables_days({ count }, o),
    tooFew: m.valuation_comparables_too_few({}, o),
    link: (town) => m.valuation_comparables_link({ town }, o),
  };
}
