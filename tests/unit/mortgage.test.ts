import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateMortgage, MORTGAGE_FIELDS, monthlyPayment, parseField } from '#src/features/listings/mortgage.ts';

describe('monthlyPayment', () => {
  // Published amortisation tables (standard fixed-rate formula), principal and interest per month.
  it.each([
    [400_000, 6, 30, 2398.2],
    [200_000, 5, 30, 1073.64],
    [300_000, 4, 15, 2219.06],
    [100_000, 7, 15, 898.83],
    [1_000_000, 6.5, 30, 6320.68],
  ])('$%d at %d%% over %d years is $%d', (principal, rate, years, expected) => {
    expect(monthlyPayment(principal, rate, years)).toBe(expected);
  });

  it('divides the loan evenly at 0%', () => {
    expect(monthlyPayment(360_000, 0, 30)).toBe(1000);
    expect(monthlyPayment(100_000, 0, 15)).toBe(555.56);
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

describe('estimateMortgage', () => {
  it('takes the down payment off the price', () => {
    expect(estimateMortgage({ price: 500_000, downPaymentPercent: 20, ratePercent: 6, termYears: 30 })).toEqual({
      downPayment: 100_000,
      loanAmount: 400_000,
      monthlyPayment: 2398.2,
    });
  });

  it('owes nothing with a 100% down payment', () => {
    expect(estimateMortgage({ price: 2_150_000, downPaymentPercent: 100, ratePercent: 6.25, termYears: 15 })).toEqual({
      downPayment: 2_150_000,
      loanAmount: 0,
      monthlyPayment: 0,
    });
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
