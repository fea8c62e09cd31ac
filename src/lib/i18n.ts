/**
 * The language of a page: Astro's i18n routing names it from the URL (English pages keep today's paths, the
 * others live under /es/, /pt/ and /fr/), and every UI string comes from the message catalogue in it
 * (messages/{locale}.json, compiled by Paraglide into src/paraglide). Pure.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '#src/schemas/locale.ts';

/** Astro.currentLocale as one of ours: English where Astro names none. */
export const pageLocale = (current: string | undefined): Locale =>
  current !== undefined && isLocale(current) ? current : DEFAULT_LOCALE;

/** A message with a count filled in where the catalogue's text has "{count}" (a template kept in the page). */
export const withCount = (template: string, count: number): string =>
  template.replaceAll('{count}', () => String(count));
