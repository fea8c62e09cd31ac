import type { Site } from '#src/schemas/site.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { getSingleton } from './content.ts';

/** The brand, contact details and external links from data/site/site.en.json (or its translation). */
export function getSite(locale: Locale = DEFAULT_LOCALE): Promise<Site> {
  return getSingleton('site', locale);
}
