/** Display formatting for the community and guide figures. Pure; no I/O. */

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "85,643" */
export function formatCount(value: number): string {
  return grouped.format(value);
}

/** Median prices as the guides print them: "$675K", "$1.1M", "$1.05M". */
export function formatPriceCompact(price: number): string {
  if (price < 1_000_000) return `$${Math.round(price / 1000)}K`;
  const millions = Math.round(price / 10_000) / 100;
  return `$${String(millions)}M`;
}

/** Population in millions with one decimal: 11.6 → "11.6M", 1 → "1.0M". */
export function formatMillions(value: number): string {
  return `${value.toFixed(1)}M`;
}

/** Step numbers as the guides show them: 0 → "01", 9 → "10". */
export function stepNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}
