/**
 * The site's languages. English is the source: its pages keep today's URLs, and every content file under
 * data/ that marketing translates exists in English as `{name}.en.json` (or `.en.md`), with its translations
 * beside it as `{name}.es.json` and so on, the layout of Decap's i18n `multiple_files`. Pure.
 */
export const LOCALES = ['en', 'es', 'pt', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** The languages as a regular expression's alternatives: "en|es|pt|fr". */
export const LOCALE_ALTERNATIVES = LOCALES.join('|');

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** A file name's language: "newport.pt.json" → "pt"; null for a name without one. */
export function fileLocale(fileName: string): Locale | null {
  const code = /\.([a-z]{2})\.(?:json|md)$/.exec(fileName)?.[1];
  return code !== undefined && isLocale(code) ? code : null;
}

/** The same content file in another language: "data/faq/faq.en.json" → "data/faq.pt.json". */
export function localeFile(path: string, locale: Locale): string {
  const translated = path.replace(/\.[a-z]{2}\.(json|md)$/, (_name, extension: string) => `.${locale}.${extension}`);
  if (translated === path && fileLocale(path) !== locale) throw new Error(`${path} names no language`);
  return translated;
}

/**
 * Whether a translation has begun: some text in it differs from the English file's. The CMS writes each
 * language's file as soon as an editor sets a value it copies into every language (a date, a category), before
 * anyone translates a word: such a file is no translation yet, and the page shows the English.
 */
export function translationStarted(english: unknown, translation: unknown): boolean {
  if (typeof translation === 'string') return translation.trim() !== '' && translation !== english;
  if (Array.isArray(translation))
    return translation.some((item, i) => translationStarted(Array.isArray(english) ? english[i] : undefined, item));
  if (translation !== null && typeof translation === 'object') {
    const source = english !== null && typeof english === 'object' ? (english as Record<string, unknown>) : {};
    return Object.entries(translation).some(([key, value]) => translationStarted(source[key], value));
  }
  return false;
}
