/**
 * Islands whose words in a language other than English travel in a file of their own (/pt/words/gallery.json),
 * not in the page. The server renders such an island with its `text` prop as ever; the page leaves that prop
 * out of the props the island hydrates with (withoutIslandWords in islands.ts, for the build's pages and the
 * functions' alike); and the island's module loads the file with its code (pageIslandWords), before it
 * hydrates. A translated listing page's HTML is 2 KB (brotli) lighter for it.
 */
import { getJson } from './api.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#src/schemas/locale.ts';

/** Each such island (by its component's name, as Astro writes it in the page) and its file's name. */
export const ISLAND_WORD_FILES = {
  Gallery: 'gallery',
  ListingTours: 'tours',
  MortgageCalculator: 'mortgage',
  ListingMap: 'listing-map',
  InquiryForm: 'inquiry-form',
  ShowingRequest: 'showing-request',
} as const;
export type IslandWithWordFile = keyof typeof ISLAND_WORD_FILES;
export type IslandWordFile = (typeof ISLAND_WORD_FILES)[IslandWithWordFile];

export const hasWordFile = (name: string): name is IslandWithWordFile => Object.hasOwn(ISLAND_WORD_FILES, name);

/** The file of an island's words in a language other than English: "/pt/words/gallery.json". */
export const islandWordsPath = (locale: Locale, file: IslandWordFile): string => `/${locale}/words/${file}.json`;

/**
 * In the browser, the island's words in the language of the page's content (the `lang` of <main>, or the
 * page's), which the server rendered it in; undefined on the server and in English, whose words the island
 * holds. An island awaits this at the top of its module, so it hydrates with the words it was rendered with;
 * should the file not load, the island does not hydrate and its server HTML keeps working without JavaScript.
 */
export async function pageIslandWords<T>(island: IslandWithWordFile): Promise<T | undefined> {
  if (typeof document === 'undefined') return undefined;
  const lang = (document.getElementById('main') ?? document.documentElement).closest('[lang]')?.getAttribute('lang');
  if (!lang || !isLocale(lang) || lang === DEFAULT_LOCALE) return undefined;
  return getJson<T>(islandWordsPath(lang, ISLAND_WORD_FILES[island]));
}
