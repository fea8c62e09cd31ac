/**
 * What a listing page hands its mortgage estimate: the listing's price, town tax rate and HOA fee with the
 * site's rate and insurance settings. The prebuilt page and the property-page function both build them here,
 * so the two render the same island. Pure.
 */
import { riTown } from '#src/schemas/rules/ri-towns.ts';
import type { Property } from '#src/schemas/property.ts';
import type { PropertyTaxRates } from '#src/schemas/property-tax-rates.ts';
import type { Site } from '#src/schemas/site.ts';

/** The property tax a listing pays, as the estimate names it. */
export interface ListingTax {
  /** The town whose rate applies ("South Kingstown" for Wakefield), or the listing's city when none is known. */
  place: string;
  /** The fiscal year of the rates file, e.g. "FY2026". */
  year: string;
  /** Dollars per $1,000 of assessed value; null when the file has no rate for the place. */
  ratePerThousand: number | null;
}

export interface MortgageEstimateProps {
  price: number;
  defaultRate: number;
  rateAsOf: string;
  insuranceRate: number;
  tax: ListingTax;
  hoaFee: number | null;
}

/** The listing's town and its rate from the rates file; a town outside Rhode Island or the file has none. */
export function listingTax(listing: Pick<Property, 'city' | 'state'>, rates: PropertyTaxRates): ListingTax {
  const town = riTown(listing.city, listing.state);
  const rate = town === null ? undefined : rates.rates.find((entry) => entry.town.toLowerCase() === town.toLowerCase());
  return { place: town ?? listing.city, year: rates.year, ratePerThousand: rate?.rate ?? null };
}

export function mortgageEstimateProps(
  listing: Pick<Property, 'price' | 'city' | 'state' | 'hoaFee'>,
  settings: Site['mortgage'],
  rates: PropertyTaxRates,
): MortgageEstimateProps {
  return {
    price: listing.price,
    defaultRate: settings.defaultRate,
    rateAsOf: settings.rateAsOf,
    insuranceRate: settings.insuranceRate,
    tax: listingTax(listing, rates),
    hoaFee: listing.hoaFee ?? null,
  };
}
