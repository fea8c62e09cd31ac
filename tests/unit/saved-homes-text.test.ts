import { describe, expect, it } from 'vitest';
import { ENGLISH_SAVED_HOMES_TEXT, type SavedHomesText } from '#src/features/saved/saved-homes-text.ts';
import { catalogueSavedHomesText, savedHomesTextProp } from '#src/features/saved/saved-homes-words.ts';
import { cardWordsIn } from '#src/features/listings/card-text.ts';
import { catalogueLocalSearchesText } from '#src/features/alerts/save-search-words.ts';

/** Every word of the island's own (the cards' and the saved searches' have their tests). */
const ownWords = (text: SavedHomesText): string[] => [
  text.loading,
  text.browse.label,
  text.saved.heading,
  text.saved.empty,
  text.saved.drop,
  text.recent.heading,
  text.recent.empty,
  text.recent.drop,
  text.recent.clear,
  text.recent.clearFor,
  text.removed,
  text.failed,
  text.retry,
];

describe("/saved's island words", () => {
  it("are the island's own English in the catalogue's English, and the English page gives none", () => {
    expect(catalogueSavedHomesText('en')).toEqual(ENGLISH_SAVED_HOMES_TEXT);
    expect(savedHomesTextProp('en')).toBeUndefined();
  });

  it.each(['es', 'pt', 'fr'] as const)('are all in %s, with its cards, its searches and its links', (locale) => {
    const text = savedHomesTextProp(locale)!;
    expect(text.locale).toBe(locale);
    expect(text.browse.href).toBe(`/${locale}/properties`);
    expect(text.cards).toEqual(cardWordsIn(locale));
    expect(text.searches).toEqual(catalogueLocalSearchesText(locale));
    const english = new Set(ownWords(ENGLISH_SAVED_HOMES_TEXT));
    for (const words of ownWords(text)) expect(english.has(words), words).toBe(false);
  });
});
