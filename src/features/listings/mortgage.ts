/**
 * The mortgage estimate on listing pages: the amortisation formula, the monthly costs of owning (tax, insurance,
 * HOA) and the calculator's field rules. Pure.
 */

/** Loan terms the calculator offers, in years. */
export const LOAN_TERMS = [30, 15] as const;

export interface MortgageInput {
  price: number;
  downPaymentPercent: number;
  /** Annual interest rate in percent, e.g. 6 for 6%. */
  ratePercent: number;
  termYears: number;
}

/** What a home costs a month besides the loan, as the listing page knows it. */
export interface OwnershipCosts {
  /** The town's residential property tax in dollars per $1,000 of assessed value; null when it has none on file. */
  taxRatePerThousand: number | null;
  /** A year's home insurance as a percentage of the price (site.json mortgage.insuranceRate). */
  insuranceRatePercent: number;
  /** The listing's monthly HOA fee; null when it names none. */
  hoaFee: number | null;
}

/** The estimate, every amount in whole dollars; the total is the sum of the parts as shown. */
export interface MonthlyCosts {
  downPayment: number;
  loanAmount: number;
  principalAndInterest: number;
  /** Null when the town has no rate on file: left out of the total, never guessed. */
  propertyTax: number | null;
  insurance: number;
  hoa: number;
  total: number;
}

/**
 * Monthly payment of a fixed-rate, fully amortising loan: P·r / (1 − (1 + r)^−n) with the monthly rate r
 * and n monthly payments; P / n at 0%. Unrounded: the estimate rounds once, to whole dollars.
 */
export function monthlyPayment(principal: number, ratePercent: number, termYears: number): number {
  const payments = termYears * 12;
  if (principal <= 0 || payments <= 0) return 0;
  const rate = ratePercent / 100 / 12;
  if (rate === 0) return principal / payments;
  // 1 − (1 + r)^−n through expm1/log1p, which stays exact for rates too small for 1 + r to differ from 1.
  return (principal * rate) / -Math.expm1(-payments * Math.log1p(rate));
}

/** The down payment in whole dollars. */
export function downPaymentAmount(price: number, downPaymentPercent: number): number {
  return Math.round((price * downPaymentPercent) / 100);
}

/**
 * The monthly cost of owning the home: principal and interest, property tax (the price taken as the assessed
 * value), insurance and the HOA fee, each rounded to whole dollars, and their total.
 */
export function estimateMonthlyCosts(input: MortgageInput & OwnershipCosts): MonthlyCosts {
  const downPayment = downPaymentAmount(input.price, input.downPaymentPercent);
  const loanAmount = Math.max(0, Math.round(input.price) - downPayment);
  const principalAndInterest = Math.round(monthlyPayment(loanAmount, input.ratePercent, input.termYears));
  const propertyTax =
    input.taxRatePerThousand === null ? null : Math.round((input.price * input.taxRatePerThousand) / 1000 / 12);
  const insurance = Math.round((input.price * input.insuranceRatePercent) / 100 / 12);
  const hoa = Math.round(input.hoaFee ?? 0);
  return {
    downPayment,
    loanAmount,
    principalAndInterest,
    propertyTax,
    insurance,
    hoa,
    total: principalAndInterest + (propertyTax ?? 0) + insurance + hoa,
  };
}

export type FieldResult = { ok: true; value: number } | { ok: false; message: string };

export interface FieldRule {
  /** Shown when the field is empty. */
  required: string;
  /** Inclusive upper bound and its message. */
  max?: { value: number; message: string };
  /** Whether 0 is allowed (a price must be above it). */
  allowZero: boolean;
}

/** Rules of the calculator's three number fields. */
export const MORTGAGE_FIELDS = {
  price: { required: 'Enter the home price.', allowZero: false },
  downPayment: {
    required: 'Enter the down payment as a percentage.',
    allowZero: true,
    max: { value: 100, message: 'The down payment cannot be more than 100%.' },
  },
  rate: {
    required: 'Enter the interest rate.',
    allowZero: true,
    max: { value: 30, message: 'Enter a rate of 30% or less.' },
  },
} as const satisfies Record<string, FieldRule>;

/** parseField's own messages, beside the fields' rules (MORTGAGE_FIELDS). */
export const NUMBER_MESSAGES = {
  negative: 'Enter a number that is not negative.',
  notNumber: 'Enter a number, for example 6.5.',
  tooLarge: 'Enter a smaller number.',
  zero: 'Enter an amount above zero.',
} as const;

/** Reads a typed number ("1,250,000", "$1,250,000", "6.5", "20%"); never yields NaN. */
export function parseField(raw: string, rule: FieldRule): FieldResult {
  const text = raw.replace(/[\s$,%]/g, '');
  if (text === '') return { ok: false, message: rule.required };
  if (/^-\d*\.?\d+$/.test(text)) return { ok: false, message: NUMBER_MESSAGES.negative };
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return { ok: false, message: NUMBER_MESSAGES.notNumber };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, message: NUMBER_MESSAGES.tooLarge };
  if (value === 0 && !rule.allowZero) return { ok: false, message: NUMBER_MESSAGES.zero };
  if (rule.max && value > rule.max.value) return { ok: false, message: rule.max.message };
  return { ok: true, value };
}

/**
 * A number as typed on a page in a language that writes a decimal comma ("1.250.000", "6,5", "1 250 000"), in
 * the English form parseField reads ("1250000", "6.5"). Where both marks appear the last is the decimal one;
 * a mark typed more than once groups thousands; a lone comma is the decimal mark, and so is a lone point,
 * unless exactly three digits follow it ("1.250"), which group thousands as Spanish and Portuguese write them.
 */
export function decimalCommaNumber(raw: string): string {
  const text = raw.replace(/[\s$%]|US/g, '');
  const lastComma = text.lastIndexOf(',');
  const lastPoint = text.lastIndexOf('.');
  if (lastComma >= 0 && lastPoint >= 0) {
    const decimal = lastComma > lastPoint ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    return text.replaceAll(group, '').replace(decimal, '.');
  }
  const mark = lastComma >= 0 ? ',' : lastPoint >= 0 ? '.' : null;
  if (mark === null) return text;
  if (text.split(mark).length > 2) return text.replaceAll(mark, '');
  if (mark === '.' && /\.\d{3}$/.test(text)) return text.replace('.', '');
  return text.replace(mark, '.');
}
