/** data/property-tax-rates.json for the pages that functions render, validated once per instance on first use. */
import ratesData from '#data/property-tax-rates.json' with { type: 'json' };
import { propertyTaxRatesSchema, type PropertyTaxRates } from '#src/schemas/property-tax-rates.ts';

let rates: PropertyTaxRates | undefined;

export function propertyTaxRates(): PropertyTaxRates {
  return (rates ??= propertyTaxRatesSchema.parse(ratesData));
}
