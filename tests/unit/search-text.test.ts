// The property search's words: the island's own English is the catalogue's English, so a page in another
// language shows the same search with every word translated (src/features/listings/search-words.ts).
import { describe, expect, it } from 'vitest';
import { ENGLISH_SEARCH_TEXT, type SearchText } from '#src/features/listings/search-text.ts';
import { catalogueSearchText, relaxationWordsIn, searchTitleIn } from '#src/features/listings/search-words.ts';
import { ENGLISH_RELAXATION_WORDS, nearestRelaxations } from '#src/features/listings/relaxations.ts';
import { filterChips, relaxationText, resultCountText } from '#src/features/listings/results-header.ts';
import { countedIn, type PluralWords } from '#src/lib/plural-words.ts';
import { LOCALES } from '#src/schemas/locale.ts';
import { NO_FILTERS, type ResultsFilters } from '#src/schemas/results-query.ts';

/** Every text of the words object, a counted phrase as it reads for a few counts. */
function texts(text: SearchText): Record<string, string> {
  const flat: Record<string, string> = {};
  const counted = (words: PluralWords) =>
    [1, 2, 5, 21].map((count) => countedIn(words, count, text.locale)).join(' | ');
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') flat[path] = value;
    else if (value && typeof value === 'object' && 'other' in value) flat[path] = counted(value as PluralWords);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
  };
  const { form, sort, view, results, map } = text;
  walk({ form, sort, view, results, map }, '');
  for (const [key, words] of Object.entries(text.filters)) {
    flat[`filters.${key}.label`] = words.label;
    flat[`filters.${key}.chip`] = words.chip;
    if (words.any) flat[`filters.${key}.any`] = words.any;
  }
  return flat;
}

describe('the search island’s words', () => {
  it('in English are the catalogue’s English', () => {
    expect(texts(catalogueSearchText('en'))).toEqual(texts(ENGLISH_SEARCH_TEXT));
    expect(catalogueSearchText('en').path).toBe('/properties');
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('in %s name every filter, choice and chip', (locale) => {
    const text = catalogueSearchText(locale);
    expect(text.path).toBe(`/${locale}/properties`);
    for (const [key, english] of Object.entries(ENGLISH_SEARCH_TEXT.filters)) {
      const words = text.filters[key];
      expect(words, key).toBeDefined();
      expect(Object.keys(words?.options ?? {}), key).toEqual(Object.keys(english.options));
    }
    expect(Object.values(texts(text)).filter((value) => value.trim() === '')).toEqual([]);
  });

  it('count results and name chips in the page’s language', () => {
    const pt = catalogueSearchText('pt');
    expect(resultCountText(1, pt)).toBe('1 imóvel encontrado');
    expect(resultCountText(1234, pt)).toBe(`${new Intl.NumberFormat('pt').format(1234)} imóveis encontrados`);
    expect(resultCountText(12)).toBe('12 properties found');
    const chips = filterChips({ ...NO_FILTERS, type: 'Condo', maxPrice: '2000000', waterfront: 'yes' }, undefined, pt);
    expect(chips.map((chip) => chip.label)).toEqual(['Tipo', 'Preço máximo', 'À beira-mar']);
    expect(chips[0]?.value).toBe(pt.filters['type']?.options['Condo']);
    expect(searchTitleIn(chips, 'pt')).toBe(`Imóveis: ${chips[0]?.value} · ${chips[1]?.value} · À beira-mar`);
  });

  it('name an empty search’s relaxations in the page’s language, English as before', () => {
    const filters: ResultsFilters = { ...NO_FILTERS, type: 'Condo', beds: '4', waterfront: 'yes' };
    const count = () => 1;
    const english = nearestRelaxations(filters, count);
    expect(nearestRelaxations(filters, count, undefined, undefined, ENGLISH_RELAXATION_WORDS)).toEqual(english);
    expect(english.map((relaxation) => relaxation.label)).toEqual(['Any type', '3+ Beds', 'Not only waterfront']);
    const spanish = nearestRelaxations(filters, count, undefined, undefined, relaxationWordsIn('es'));
    expect(spanish.map((relaxation) => relaxation.label)).toEqual([
      'Cualquier tipo',
      '3+ habitaciones',
      'No solo frente al agua',
    ]);
    expect(relaxationText(spanish[0]!, catalogueSearchText('es'))).toBe('Cualquier tipo: 1 vivienda');
  });
});
