/**
 * Comparable recent sales after a valuation request (README, Market statistics): the rule that picks them
 * from the last 12 months' sales, and the sales kept for it. No price estimate: an advisor gives the value.
 * Pure and zod-free.
 */
import type { ClosedSale, ComparableSale, MarketType } from '#src/schemas/closed-sale.ts';
import type { RiTown } from '#src/schemas/rules/ri-towns.ts';
import { riCounty } from '#src/schemas/rules/ri-towns.ts';

/** At most this many comparables are shown. */
export const MAX_COMPARABLES = 6;
/** A sale's living area may differ from the home's by this share, either way. */
export const SIZE_TOLERANCE = 0.25;
/** A sale's bedrooms may differ from the home's by this many, either way. */
export const BEDS_TOLERANCE = 1;

/** The home a valuation request is about, as far as the comparables match on it. */
export interface ValuationSubject {
  town: RiTown;
  /** Null for a type the figures do not count (commercial, other): no sale compares. */
  type: MarketType | null;
  beds: number | null;
  /** Living area in square feet. */
  squareFeet: number | null;
}

/**
 * The day a year before `today` ("YYYY-MM-DD"; February 29 goes to the 28th): the last 12 months are the
 * days after it, up to today.
 */
export function yearBefore(today: string): string {
  const year = Number(today.slice(0, 4)) - 1;
  const monthDay = today.slice(5) === '02-29' ? '02-28' : today.slice(5);
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

/** The first day of the last 12 months of `today`. */
export function lastYearStart(today: string): string {
  return new Date(Date.parse(`${yearBefore(today)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Whether a sale closed in the last 12 months of `today` (Rhode Island's date). */
export const closedInLastYear = (closeDate: string, today: string): boolean =>
  closeDate > yearBefore(today) && closeDate <= today;

/** The sales the comparables may use on `today` (each nameable), reduced to the fields they read. */
export function recentSalesOf(sales: Iterable<ClosedSale>, today: string): ComparableSale[] {
  const recent: ComparableSale[] = [];
  for (const sale of sales) {
    // A sale of another brokerage without its name may never be shown, so it is never kept for showing.
    if (!closedInLastYear(sale.CloseDate, today) || (!sale.ours && sale.ListOfficeName === undefined)) continue;
    const { ListingKey, ClosePrice, CloseDate, LivingArea, BedroomsTotal, town, county, marketType } = sale;
    recent.push({
      ListingKey,
      ClosePrice,
      CloseDate,
      ...(LivingArea === undefined ? {} : { LivingArea }),
      ...(BedroomsTotal === undefined ? {} : { BedroomsTotal }),
      town,
      county,
      marketType,
      ...(sale.ListOfficeName === undefined ? {} : { ListOfficeName: sale.ListOfficeName }),
      ours: sale.ours,
    });
  }
  return recent;
}

/** Beds ±1 and size ±25 %, each only when both the home and the sale know it. */
function matches(sale: ComparableSale, subject: ValuationSubject): boolean {
  if (sale.marketType !== subject.type) return false;
  if (
    subject.beds !== null &&
    sale.BedroomsTotal !== undefined &&
    Math.abs(sale.BedroomsTotal - subject.beds) > BEDS_TOLERANCE
  )
    return false;
  if (subject.squareFeet !== null && sale.LivingArea !== undefined) {
    const ratio = sale.LivingArea / subject.squareFeet;
    if (ratio < 1 - SIZE_TOLERANCE || ratio > 1 + SIZE_TOLERANCE) return false;
  }
  return true;
}

const newestFirst = (a: ComparableSale, b: ComparableSale): number =>
  b.CloseDate.localeCompare(a.CloseDate) || a.ListingKey.localeCompare(b.ListingKey);

/**
 * Up to MAX_COMPARABLES sales like the home: of its type, closed in the last 12 months, in its town newest
 * first, then filled from the rest of its county, newest first.
 */
export function selectComparables(
  sales: readonly ComparableSale[],
  subject: ValuationSubject,
  today: string,
): ComparableSale[] {
  if (subject.type === null) return [];
  const county = riCounty(subject.town, 'RI');
  const town: ComparableSale[] = [];
  const rest: ComparableSale[] = [];
  for (const sale of sales) {
    if (!closedInLastYear(sale.CloseDate, today) || !matches(sale, subject)) continue;
    if (sale.town === subject.town) town.push(sale);
    else if (sale.county === county) rest.push(sale);
  }
  return [...town.sort(newestFirst), ...rest.sort(newestFirst)].slice(0, MAX_COMPARABLES);
}
