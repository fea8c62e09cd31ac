/**
 * The words of the market pages (/market, each town's and county's, the method, the page while the figures are
 * on their way) in one language: English here, another language's from the catalogue (market-page-words.ts,
 * server only), and what the pages make of them: each area's name and head. Numbers, dates and prices through
 * Intl in that language, prices in US dollars. Pure.
 */
import { formatCount } from '#src/lib/figures.ts';
import { formatLongDate } from '#src/lib/format.ts';
import { countedIn, type PluralWords } from '#src/lib/plural-words.ts';
import { fillTemplate } from '#src/lib/template.ts';
import { MARKET_TYPE_LABELS, type MarketType } from '#src/schemas/closed-sale.ts';
import type { AreaFigures, MarketFigures } from '#src/schemas/market-figures.ts';
import { ENGLISH_SUMMARY_WORDS } from '#src/features/market/chart.ts';
import { ENGLISH_MARKET_TEXT, figureTextIn, type MarketText } from '#src/features/market/market-text.ts';
import { hasNoSales } from '#src/features/market/market-view.ts';

export interface MarketPageText {
  /** The figures' own words ("too few sales", "{count} days", the source line). */
  figures: MarketText;
  /** A county by its name without "County": "{county} County", "Condado de {county}". */
  countyName: string;
  /** Each home type as the tables name it. */
  types: Readonly<Record<MarketType, string>>;
  head: {
    /** With "{place}". */
    title: string;
    /** With "{place}", "{sales}", "{date}" and "{price}". */
    description: string;
    /** The same without a median price (too few sales). */
    descriptionNoPrice: string;
    /** An area where no home sold in 36 months, with "{place}". */
    descriptionEmpty: string;
    methodTitle: string;
    methodDescription: string;
    pendingTitle: string;
    pendingDescription: string;
  };
  /** Above every page's heading: "Market now". */
  eyebrow: string;
  /** The heading, with "{place}". */
  heading: string;
  /** Under it, with "{name}". */
  lead: string;
  leadEmpty: string;
  /** Under the state's heading. */
  stateLead: string;
  /** The aria-label of the links under the hero. */
  navLabel: string;
  allTowns: string;
  /** With "{county}" (its name without "County"). */
  countyGuide: string;
  csv: string;
  /** A town's search, with "{city}". */
  townHomesForSale: string;
  /** A county's search, with "{county}". */
  countyHomesForSale: string;
  valuation: string;
  /** An area where no home sold in 36 months, with "{name}". */
  empty: string;
  /** How many homes are listed there now: none, or by plural category. */
  listedNone: string;
  listed: PluralWords;
  /** A county's towns, with "{county}". */
  townsOf: string;
  sections: { headline: string; trend: string; supply: string; luxury: string; types: string };
  labels: {
    sales: string;
    medianPrice: string;
    medianPricePerSqft: string;
    saleToList: string;
    activeListings: string;
    monthsOfSupply: string;
    newListings: string;
    medianDaysOnMarket: string;
    type: string;
  };
  /** Beside new listings before the first monthly snapshot. */
  newListingsPending: string;
  /** Beside new listings counted over fewer than 12 months, by plural category. */
  newListingsSoFar: PluralWords;
  /** The aria-label of the table by property type. */
  typesTable: string;
  overview: {
    counties: string;
    everyTown: string;
    towns: string;
    countiesTable: string;
    townsTable: string;
    town: string;
    county: string;
    priceChange: string;
    sortHint: string;
    methodLink: string;
  };
  recent: {
    heading: string;
    /** With "{brokerage}". */
    headingOurs: string;
    /** With "{town}". */
    lead: string;
    /** With "{brokerage}" and "{town}". */
    leadOurs: string;
    /** With "{date}". */
    sold: string;
    beds: string;
    livingArea: string;
    /** With "{area}". */
    squareFeet: string;
    zip: string;
    daysOnMarket: string;
    notReported: string;
    ourSale: string;
    source: string;
  };
  chart: {
    priceTitle: string;
    /** The subject of the price chart's summary, with "{name}". */
    priceSubject: string;
    /** The price table's column, with "{name}". */
    priceColumn: string;
    month: string;
    salesTitle: string;
    /** With "{place}". */
    salesSubject: string;
    /** With "{subject}", "{first}", "{firstMonth}", "{last}", "{lastMonth}", "{highest}" and "{highestMonth}". */
    summary: string;
    /** With "{subject}". */
    summaryNone: string;
    data: string;
    /** With "{title}". */
    dataLabel: string;
  };
  method: {
    heading: string;
    definitions: string;
    intro: string;
    table: string;
    figure: string;
    definition: string;
    /** Each figure and its definition. */
    rows: readonly (readonly [figure: string, definition: string])[];
    periodRule: string;
    series: string;
    tooFew: string;
    period: string;
    /** With "{from}", "{to}", "{priorFrom}" and "{priorTo}". */
    periodText: string;
    source: string;
    back: string;
  };
  pending: { heading: string; text: string; retry: string; browse: string };
}

export const ENGLISH_MARKET_PAGE_TEXT: MarketPageText = {
  figures: ENGLISH_MARKET_TEXT,
  countyName: '{county} County',
  types: MARKET_TYPE_LABELS,
  head: {
    title: '{place} Housing Market: Sales, Prices and Supply',
    description:
      '{place} home sales from the State-Wide MLS: {sales} sales in the 12 months to {date}, median sale price ' +
      '{price}; supply, days on market, luxury and each type, with a CSV.',
    descriptionNoPrice:
      '{place} home sales from the State-Wide MLS: {sales} sales in the 12 months to {date}; supply, days on ' +
      'market, luxury and each type, with a CSV.',
    descriptionEmpty: 'No homes sold in {place} in the last 36 months, from the State-Wide MLS.',
    methodTitle: 'How the Market Figures Are Computed',
    methodDescription:
      'The definitions of the market figures (sales, median sale price, price per square foot, days on market, ' +
      'sale-to-list ratio, supply), their period and their source.',
    pendingTitle: 'Market Figures',
    pendingDescription:
      'Live sales, prices and supply for every Rhode Island town and county, from the State-Wide MLS.',
  },
  eyebrow: 'Market now',
  heading: '{place} housing market',
  lead: 'Sales, prices and supply in {name} over the 12 months to the end of last month, live from the MLS.',
  leadEmpty: 'No homes sold in {name} in the last 36 months.',
  stateLead: 'Sales, prices and supply for the state, its five counties and 39 towns, live from the MLS.',
  navLabel: 'Market pages',
  allTowns: 'All Rhode Island towns',
  countyGuide: '{county} County guide',
  csv: 'Download the monthly figures (CSV)',
  townHomesForSale: 'Homes for sale in {city}',
  countyHomesForSale: 'Homes for sale in {county} County',
  valuation: 'What is my home worth?',
  empty: 'No homes sold in {name} in the last 36 months, so there are no sales figures to show.',
  listedNone: 'No homes are listed here now.',
  listed: { one: 'One home is listed here now.', other: '{count} homes are listed here now.' },
  townsOf: 'Towns of {county} County',
  sections: {
    headline: 'The last 12 months',
    trend: '36 months of sales',
    supply: 'Supply and days on market',
    luxury: 'Luxury homes ($1M and over)',
    types: 'By property type',
  },
  labels: {
    sales: 'Homes sold',
    medianPrice: 'Median sale price',
    medianPricePerSqft: 'Median price per sq ft',
    saleToList: 'Sale-to-list ratio',
    activeListings: 'Active listings',
    monthsOfSupply: 'Months of supply',
    newListings: 'New listings',
    medianDaysOnMarket: 'Median days on market',
    type: 'Type',
  },
  newListingsPending: 'recorded from the first monthly snapshot on',
  newListingsSoFar: { one: 'over the one month recorded so far', other: 'over the {count} months recorded so far' },
  typesTable: 'Figures by property type',
  overview: {
    counties: 'Counties',
    everyTown: 'Every town',
    towns: 'Towns',
    countiesTable: 'Counties table',
    townsTable: 'Towns table',
    town: 'Town',
    county: 'County',
    priceChange: 'Price change',
    sortHint: "Select a column's heading to sort the table by it.",
    methodLink: 'The method: what each figure means',
  },
  recent: {
    heading: 'Recent sales',
    headingOurs: 'Recent sales by {brokerage}',
    lead: 'The most recent sales in {town}, newest first, each with the brokerage that listed it.',
    leadOurs: 'Homes {brokerage} listed and sold in {town}, newest first.',
    sold: 'Sold {date}',
    beds: 'Beds',
    livingArea: 'Living area',
    squareFeet: '{area} sq ft',
    zip: 'ZIP',
    daysOnMarket: 'Days on market',
    notReported: 'Not reported',
    ourSale: 'Our sale',
    source:
      'Based on information from the State-Wide Multiple Listing Service, with the listing brokerage as reported ' +
      'to it. Deemed reliable but not guaranteed.',
  },
  chart: {
    priceTitle: 'Median sale price by month',
    priceSubject: 'The median sale price in {name}',
    priceColumn: '{name} median sale price',
    month: 'Month',
    salesTitle: 'Homes sold by month',
    salesSubject: 'Monthly sales in {place}',
    summary: ENGLISH_SUMMARY_WORDS.summary,
    summaryNone: ENGLISH_SUMMARY_WORDS.summaryNone,
    data: 'Data for this chart',
    dataLabel: '{title}: data',
  },
  method: {
    heading: 'How the market figures are computed',
    definitions: 'Definitions',
    intro:
      'The figures are per town, per county and for the state. Each is given for all homes, for the luxury segment ' +
      '($1M and over), and per property type: single family, condo/townhouse, multi-family and land.',
    table: 'Definitions table',
    figure: 'figure',
    definition: 'definition',
    // The project's contract (issue 35), word for word.
    rows: [
      ['sales', 'Closed records with CloseDate in the period'],
      ['median sale price', 'the median of ClosePrice over those sales'],
      ['median price per sq ft', 'the median of ClosePrice / LivingArea, over sales with LivingArea > 0'],
      [
        'median days on market',
        'the median of DaysOnMarket, or when it is missing, CloseDate − OnMarketDate (else ListingContractDate), in days',
      ],
      [
        'sale-to-list ratio',
        'the mean of ClosePrice / OriginalListPrice (ListPrice when OriginalListPrice is missing), as a percent with one decimal',
      ],
      [
        'active listings',
        'listings shown now with status Available, Coming Soon or Under Contract, in that area and segment',
      ],
      [
        'months of supply',
        'active listings ÷ (sales in the last 12 months ÷ 12), one decimal; "—" when there were no sales',
      ],
      ['new listings', 'listings whose OnMarketDate falls in the period (from the snapshots)'],
    ],
    periodRule:
      'The period is the last 12 months to the end of the last full month. The same 12 months of the year before ' +
      'give a change in percent.',
    series: 'The monthly series covers 36 months.',
    tooFew: 'A figure computed from fewer than 5 sales is shown as "—", with "too few sales".',
    period: 'The period',
    periodText: 'These figures cover sales closed from {from} to {to}, against those from {priorFrom} to {priorTo}.',
    source: 'The source',
    back: 'Back to the market figures',
  },
  pending: {
    heading: 'The market figures are on their way',
    text:
      'They are computed from the sales and listings of the State-Wide Multiple Listing Service, and cannot be ' +
      'shown at this moment. Please check back in a few minutes.',
    retry: 'Try the market figures again',
    browse: 'Browse the homes for sale',
  },
};

/** A county's name without "County" ("Newport"), which the words place ("Newport County", "Condado de Newport"). */
export const countyWord = (county: Pick<AreaFigures, 'name'>): string => county.name.replace(/ County$/, '');

/** An area's name in the language: a town's and the state's own, a county's in the language's words. */
export const areaNameIn = (area: Pick<AreaFigures, 'kind' | 'name' | 'county'>, text: MarketPageText): string =>
  area.kind === 'county' ? fillTemplate(text.countyName, { county: countyWord(area) }) : area.name;

/** An area as its page names it: "Newport, RI", "Condado de Newport, RI", "Rhode Island". */
export const placeNameIn = (area: Pick<AreaFigures, 'kind' | 'name' | 'county'>, text: MarketPageText): string =>
  area.kind === 'state' ? area.name : `${areaNameIn(area, text)}, RI`;

/** "One home is listed here now.", in the language; none has its own words. */
export const listedText = (count: number, text: MarketPageText): string =>
  count === 0 ? text.listedNone : countedIn(text.listed, count, text.figures.locale);

export interface MarketHead {
  title: string;
  description: string;
}

/** An area's page title and description (the state's for /market). */
export function areaHeadIn(area: AreaFigures, figures: MarketFigures, text: MarketPageText): MarketHead {
  const { locale } = text.figures;
  const all = area.segments.all;
  const place = placeNameIn(area, text);
  const price = figureTextIn('price', all.medianPrice, text.figures);
  const values = { place, sales: formatCount(all.sales, locale), date: formatLongDate(figures.period.to, locale) };
  return {
    title: fillTemplate(text.head.title, { place }),
    description: hasNoSales(area)
      ? fillTemplate(text.head.descriptionEmpty, { place })
      : price === null
        ? fillTemplate(text.head.descriptionNoPrice, values)
        : fillTemplate(text.head.description, { ...values, price }),
  };
}
