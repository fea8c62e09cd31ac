/**
 * /saved's island words in a language, from the message catalogue: for the page that gives the island its
 * words. Never imported by browser code (the catalogue's functions hold every language).
 */
import { m } from '#src/paraglide/messages.js';
import { localePath } from '#src/lib/i18n.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { cardWordsIn } from '#src/features/listings/card-text.ts';
import { catalogueLocalSearchesText } from '#src/features/alerts/save-search-words.ts';
import type { SavedHomesText } from './saved-homes-text.ts';

/** The words in the catalogue's language; English is the island's own (ENGLISH_SAVED_HOMES_TEXT). */
export function catalogueSavedHomesText(locale: Locale): SavedHomesText {
  const o = { locale };
  return {
    locale,
    loading: m.saved_loading({}, o),
    browse: { label: m.saved_browse({}, o), href: localePath('/properties', locale) },
    saved: { heading: m.saved_homes({}, o), empty: m.saved_homes_empty({}, o), drop: m.saved_homes_drop({}, o) },
    recent: {
      heading: m.saved_recent({}, o),
      empty: m.saved_recent_empty({}, o),
      drop: m.saved_recent_drop({}, o),
      clear: m.saved_recent_clear({}, o),
      clearFor: m.saved_recent_clear_for({}, o),
    },
    removed: m.saved_removed({}, o),
    failed: m.saved_failed({}, o),
    retry: m.saved_retry({}, o),
    cards: locale === DEFAULT_LOCALE ? null : cardWordsIn(locale),
    searches: catalogueLocalSearchesText(locale),
  };
}

/** The words the island is given: none in English, whose words it holds itself. */
export const savedHomesTextProp = (locale: Locale): SavedHomesText | undefined =>
  locale === DEFAULT_LOCALE ? undefined : catalogueSavedHomesText(locale);
