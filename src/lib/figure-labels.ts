/**
 * The words around the community and guide figures, in the page's language (the catalogue): apart from
 * figures.ts, which the content checks load before the catalogue is compiled. Pure; no I/O.
 */
import { m } from '#src/paraglide/messages.js';
import type { StateStats } from '#src/schemas/region.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { formatCount, formatMillions } from './figures.ts';
import { intlLocale } from './format.ts';

/** The three tiles a state's page opens with: counties, cities and towns, population. */
export function stateTiles(
  state: Pick<StateStats, 'counties' | 'towns' | 'populationMillions'>,
  locale: Locale = DEFAULT_LOCALE,
): { value: string; label: string }[] {
  const o = { locale };
  return [
    { value: formatCount(state.counties, locale), label: m.counties({}, o) },
    { value: formatCount(state.towns, locale), label: m.state_tiles_towns({}, o) },
    { value: formatMillions(state.populationMillions, locale), label: m.population({}, o) },
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
