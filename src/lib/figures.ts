/** Display formatting for the community and guide figures. Pure; no I/O. */
import type { StateStats } from '#src/schemas/region.ts';
import { m } from '#src/paraglide/messages.js';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { intlLocale } from './format.ts';

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

/** The three tiles a state's page opens with: counties, cities and towns, population. */
export function stateTiles(
  state: Pick<StateStats, 'counties' | 'towns' | 'populationMillions'>,
  locale: Locale = DEFAULT_LOCALE,
): { value: string; label: string }[] {
  const o = { locale };
  return [
    { value: formatCount(state.counties), label: m.counties({}, o) },
    { value: formatCount(state.towns), label: m.state_tiles_towns({}, o) },
    { value: formatMillions(state.populationMillions), label: m.population({}, o) },
  ];
}

/**
 * A page's figuresAsOf as its figures carry it, in the page's language: "2025" → "Figures as of 2025",
 * "2025-09" → "Figures as of September 2025".
 */
export function figuresAsOfText(asOf: string, locale: Locale = DEFAULT_LOCALE): string {
  const month = new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const when = /^\d{4}-\d{2}$/.test(asOf) ? month.format(new Date(`${asOf}-01T00:00:00Z`)) : asOf;
  return m.figures_as_of({ when }, { locale });
}
