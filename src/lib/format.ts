/** Display formatting shared by pages and islands. Pure; no I/O. */

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Detail-page price: whole US dollars, "$1,250,000". */
export function formatPriceFull(price: number): string {
  return wholeDollars.format(price);
}

/**
 * Listing-card price: from 1,000,000 up as "$xM" or "$x.xM" (one decimal, dropped when zero);
 * below that, whole dollars.
 */
export function formatPriceShort(price: number): string {
  if (price < 1_000_000) return wholeDollars.format(price);
  const millions = Math.round(price / 100_000) / 10;
  return `$${Number.isInteger(millions) ? millions.toFixed(0) : millions.toFixed(1)}M`;
}

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "September 8, 2025" from "2025-09-08" or an ISO timestamp (read as UTC, so the day never shifts). */
export function formatLongDate(value: string | Date): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return longDate.format(date);
}

/** "tel:" link for a US number shown as "(401) 555-0100" or "1-800-669-9777". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
