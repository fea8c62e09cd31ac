import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  estimateMonthlyCosts,
  MORTGAGE_FIELDS,
  monthlyPayment,
  parseField,
  type MortgageInput,
  type OwnershipCosts,
} from '#src/features/listings/mortgage.ts';
import { listingTax, mortgageEstimateProps } from '#src/features/listings/mortgage-props.ts';
import type { PropertyTaxRates } from '#src/schemas/property-tax-rates.ts';

describe('monthlyPayment', () => {
  // Published amortisation tables (standard fixed-rate formula), principal and interest per month.
  it.each([
    [400_000, 6, 30, 2398.2],
    [200_000, 5, 30, 1073.64],
    [300_000, 4, 15, 2219.06],
    [100_000, 7, 15, 898.83],
    [1_000_000, 6.5, 30, 6320.68],
  ])('$%d at %d%% over %d years is $%d', (principal, rate, years, expected) => {
    expect(monthlyPayment(principal, rate, years)).toBeCloseTo(expected, 2);
  });

  it('divides the loan evenly at 0%', () => {
    expect(monthlyPayment(360_000, 0, 30)).toBe(1000);
    expect(monthlyPayment(100_000, 0, 15)).toBeCloseTo(555.56, 2);
  });

  it('is 0 for no loan', () => {
    expect(monthlyPayment(0, 6, 30)).toBe(0);
  });

  it('is always a finite, non-negative amount for valid inputs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.constantFrom(15, 30),
        (principal, rate, years) => {
          const payment = monthlyPayment(principal, rate, years);
          return Number.isFinite(payment) && payment >= 0;
        },
      ),
    );
  });
});

const loan: MortgageInput = { price: 500_000, downPaymentPercent: 20, ratePercent: 6, termYears: 30 };
const noExtras: OwnershipCosts = { taxRatePerThousand: null, insuranceRatePercent: 0, hoaFee: null };

describe('estimateMonthlyCosts', () => {
  it('takes the down payment off the price and rounds the payment to whole dollars', () => {
    expect(estimateMonthlyCosts({ ...loan, ...noExtras })).toEqual({
      downPayment: 100_000,
      loanAmount: 400_000,
      principalAndInterest: 2398,
      propertyTax: null,
      insurance: 0,
      hoa: 0,
      total: 2398,
    });
  });

  it('adds property tax from the rate per $1,000, insurance from its yearly rate and the HOA fee', () => {
    // $500,000 at $12.00 per $1,000 is $6,000 a year; 0.45% is $2,250 a year.
    const costs = estimateMonthlyCosts({ ...loan, taxRatePerThousand: 12, insuranceRatePercent: 0.45, hoaFee: 325 });
    expect(costs).toMatchObject({ principalAndInterest: 2398, propertyTax: 500, insurance: 188, hoa: 325 });
    expect(costs.total).toBe(2398 + 500 + 188 + 325);
  });

  it('rounds every part to whole dollars, and the total is the sum of the parts as shown', () => {
    // $987,654 at $8.13 per $1,000: $8,029.63 a year, $669.14 a month; insurance $370.37; HOA $83.33.
    const costs = estimateMonthlyCosts({
      price: 987_654,
      downPaymentPercent: 17.5,
      ratePercent: 6.875,
      termYears: 15,
      taxRatePerThousand: 8.13,
      insuranceRatePercent: 0.45,
      hoaFee: 83.33,
    });
    expect(costs).toMatchObject({
      downPayment: 172_839,
      loanAmount: 814_815,
      propertyTax: 669,
      insurance: 370,
      hoa: 83,
    });
    for (const amount of Object.values(costs)) expect(Number.isInteger(amount)).toBe(true);
    expect(costs.total).toBe(costs.principalAndInterest + 669 + 370 + 83);
  });

  it('leaves a missing town rate out of the total rather than guessing it', () => {
    const costs = estimateMonthlyCosts({ ...loan, taxRatePerThousand: null, insuranceRatePercent: 0.45, hoaFee: null });
    expect(costs.propertyTax).toBeNull();
    expect(costs.total).toBe(costs.principalAndInterest + costs.insurance);
  });

  it('owes nothing on the loan with a 100% down payment, and still pays tax and insurance', () => {
    const costs = estimateMonthlyCosts({
      price: 2_150_000,
      downPaymentPercent: 100,
      ratePercent: 6.25,
      termYears: 15,
      taxRatePerThousand: 6,
      insuranceRatePercent: 0.5,
      hoaFee: null,
    });
    expect(costs).toMatchObject({ loanAmount: 0, principalAndInterest: 0, propertyTax: 1075, insurance: 896 });
    expect(costs.total).toBe(1075 + 896);
  });

  it('is always whole, finite, non-negative dollars that add up, for any valid inputs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.constantFrom(15, 30),
        fc.option(fc.double({ min: 0, max: 100, noNaN: true })),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.option(fc.double({ min: 0, max: 100_000, noNaN: true })),
        (price, down, rate, years, taxRate, insurance, hoa) => {
          const costs = estimateMonthlyCosts({
            price,
            downPaymentPercent: down,
            ratePercent: rate,
            termYears: years,
            taxRatePerThousand: taxRate,
            insuranceRatePercent: insurance,
            hoaFee: hoa,
          });
          const parts = [costs.principalAndInterest, costs.propertyTax ?? 0, costs.insurance, costs.hoa];
          return (
            Object.values(costs).every((v) => v === null || (Number.isInteger(v) && v >= 0)) &&
            costs.total === parts.reduce((sum, part) => sum + part, 0)
          );
        },
      ),
    );
  });
});

const rates: PropertyTaxRates = {
  year: 'FY2026',
  source: 'Test rates for the estimate.',
  rates: [
    { town: 'Newport', rate: 8.13 },
    { town: 'South Kingstown', rate: 10.29 },
    { town: 'New Shoreham', rate: 4.78 },
  ],
};

describe('listingTax', () => {
  it("finds the town's rate, whatever the case of the listing's city", () => {
    expect(listingTax({ city: 'newport', state: 'RI' }, rates)).toEqual({
      place: 'Newport',
      year: 'FY2026',
      ratePerThousand: 8.13,
    });
  });

  it('takes a village to the town that taxes it', () => {
    expect(listingTax({ city: 'Wakefield', state: 'RI' }, rates)).toMatchObject({
      place: 'South Kingstown',
      ratePerThousand: 10.29,
    });
    expect(listingTax({ city: 'Block Island', state: 'RI' }, rates)).toMatchObject({
      place: 'New Shoreham',
      ratePerThousand: 4.78,
    });
  });

  it('has no rate for a town the file leaves out, or a place outside Rhode Island', () => {
    expect(listingTax({ city: 'Warwick', state: 'RI' }, rates)).toEqual({
      place: 'Warwick',
      year: 'FY2026',
      ratePerThousand: null,
    });
    expect(listingTax({ city: 'Stonington', state: 'CT' }, rates)).toEqual({
      place: 'Stonington',
      year: 'FY2026',
      ratePerThousand: null,
    });
  });
});

describe('mortgageEstimateProps', () => {
  it("hands the island the listing's price, tax and HOA fee with the site's settings", () => {
    const settings = { defaultRate: 6.25, rateAsOf: '2026-11-19', insuranceRate: 0.45 };
    expect(
      mortgageEstimateProps({ price: 1_150_000, city: 'Newport', state: 'RI', hoaFee: 640 }, settings, rates),
    ).toEqual({
      price: 1_150_000,
      defaultRate: 6.25,
      rateAsOf: '2026-11-19',
      insuranceRate: 0.45,
      tax: { place: 'Newport', year: 'FY2026', ratePerThousand: 8.13 },
      hoaFee: 640,
    });
    expect(mortgageEstimateProps({ price: 1, city: 'Newport', state: 'RI' }, settings, rates).hoaFee).toBeNull();
  });
});

describe('parseField', () => {
  it('reads plain, grouped, currency and percent input', () => {
    expect(parseField('1,250,000', MORTGAGE_FIELDS.price)).toEqual({ ok: true, value: 1_250_000 });
    expect(parseField(' $980000 ', MORTGAGE_FIELDS.price)).toEqual({ ok: true, value: 980_000 });
    expect(parseField('6.5%', MORTGAGE_FIELDS.rate)).toEqual({ ok: true, value: 6.5 });
    expect(parseField('.5', MORTGAGE_FIELDS.rate)).toEqual({ ok: true, value: 0.5 });
    expect(parseField('0', MORTGAGE_FIELDS.downPayment)).toEqual({ ok: true, value: 0 });
  });

  it('names the problem for empty, negative, non-numeric and out-of-range input', () => {
    expect(parseField('', MORTGAGE_FIELDS.price)).toEqual({ ok: false, message: 'Enter the home price.' });
    expect(parseField('   ', MORTGAGE_FIELDS.rate)).toEqual({ ok: false, message: 'Enter the interest rate.' });
    expect(parseField('-5', MORTGAGE_FIELDS.downPayment)).toEqual({
      ok: false,
      message: 'Enter a number that is not negative.',
    });
    expect(parseField('abc', MORTGAGE_FIELDS.rate)).toEqual({ ok: false, message: 'Enter a number, for example 6.5.' });
    expect(parseField('1.2.3', MORTGAGE_FIELDS.rate)).toMatchObject({ ok: false });
    expect(parseField('0', MORTGAGE_FIELDS.price)).toEqual({ ok: false, message: 'Enter an amount above zero.' });
    expect(parseField('120', MORTGAGE_FIELDS.downPayment)).toEqual({
      ok: false,
      message: 'The down payment cannot be more than 100%.',
    });
    expect(parseField('31', MORTGAGE_FIELDS.rate)).toEqual({ ok: false, message: 'Enter a rate of 30% or less.' });
  });

  it('never yields NaN, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const result = parseField(raw, MORTGAGE_FIELDS.rate);
        return result.ok ? Number.isFinite(result.value) : result.message.length > 0;
      }),
    );
  });
});
