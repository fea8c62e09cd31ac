/**
 * The office map's words in a language, from the message catalogue: for the contact page, which gives them to
 * the island outside English. Never imported by browser code (the catalogue's functions hold every language).
 */
import { m } from '#src/paraglide/messages.js';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import type { OfficeMapText } from './office-map.ts';

/** The island's words in the catalogue's language; English is ENGLISH_OFFICE_MAP_TEXT. */
export function catalogueOfficeMapText(locale: Locale): OfficeMapText {
  const o = { locale };
  return {
    offices: m.contact_map_offices({}, o),
    map: m.contact_map_region({}, o),
    loading: m.contact_map_loading({}, o),
    failed: m.contact_map_failed({}, o),
  };
}

/** The words the island is given: none in English, whose words it holds itself. */
export const officeMapTextProp = (locale: Locale): OfficeMapText | undefined =>
  locale === DEFAULT_LOCALE ? undefined : catalogueOfficeMapText(locale);
