/**
 * The words of a county page's "Market now" block (CountyMarket.tsx): English here, another language's from the
 * catalogue (county-market-words.ts, server and build only). Pure.
 */
import { ENGLISH_MARKET_TEXT, type MarketText } from '#src/features/market/market-text.ts';
import { fillTemplate } from '#src/lib/template.ts';
import { RI_COUNTY_NAMES, type RiCounty } from '#src/schemas/rules/ri-towns.ts';

export interface CountyMarketText {
  /** "{county} County", the county's name in the language. */
  name: string;
  heading: string;
  /** With "{name}". */
  lead: string;
  /** The link to the county's market page, with "{name}". */
  link: string;
  /** While there are no figures, with "{name}". */
  pending: string;
  labels: {
    medianPrice: string;
    sales: string;
    medianDaysOnMarket: string;
    monthsOfSupply: string;
    luxuryMedianPrice: string;
    luxurySales: string;
  };
  figures: MarketText;
}

export const ENGLISH_COUNTY_MARKET_TEXT: CountyMarketText = {
  name: '{county} County',
  heading: 'Market now',
  lead: 'Sales, prices and supply in {name} over the last 12 months, live from the MLS.',
  link: 'The {name} market in full: charts, luxury homes and each type',
  pending:
    'The live figures for {name}, from the State-Wide Multiple Listing Service, are on their way: please check back ' +
    'in a few minutes.',
  labels: {
    medianPrice: 'Median sale price',
    sales: 'Homes sold',
    medianDaysOnMarket: 'Median days on market',
    monthsOfSupply: 'Months of supply',
    luxuryMedianPrice: 'Luxury median sale price ($1M and over)',
    luxurySales: 'Luxury homes sold',
  },
  figures: ENGLISH_MARKET_TEXT,
};

/** The county as the block names it: "Newport County", "Condado de Newport". */
export const countyMarketName = (county: RiCounty, text: Pick<CountyMarketText, 'name'>): string =>
  fillTemplate(text.name, { county: RI_COUNTY_NAMES[county].replace(/ County$/, '') });
