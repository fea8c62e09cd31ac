import { z } from 'zod';
import { riTownSchema } from './ri-town.ts';

/** One town's residential property tax rate. */
export const townTaxRateSchema = z.strictObject({
  town: riTownSchema.describe('A Rhode Island city or town, as the state names it, e.g. "North Kingstown"'),
  rate: z.number().positive().max(100).describe('Residential rate in dollars per $1,000 of assessed value, e.g. 8.13'),
});
export type TownTaxRate = z.infer<typeof townTaxRateSchema>;

/**
 * data/property-tax-rates.json: each town's residential rate for one fiscal year, from which the mortgage
 * estimate computes a listing's property tax. A town left out gets no tax line figure, never a guess.
 */
export const propertyTaxRatesSchema = z.strictObject({
  year: z
    .string()
    .regex(/^FY\d{4}$/, 'Write the fiscal year as FY2026')
    .describe('The fiscal year the rates are for, e.g. "FY2026"; shown beside the tax'),
  source: z.string().trim().min(10).describe('Where the rates come from, for whoever updates them next'),
  rates: z
    .array(townTaxRateSchema)
    .min(1)
    .superRefine((rates, ctx) => {
      const seen = new Set<string>();
      rates.forEach(({ town }, index) => {
        if (seen.has(town)) ctx.addIssue({ code: 'custom', path: [index, 'town'], message: `${town} is listed twice` });
        seen.add(town);
      });
    })
    .describe('One rate per town'),
});
export type PropertyTaxRates = z.infer<typeof propertyTaxRatesSchema>;
