/**
 * The languages of a page in every language (src/lib/i18n.ts): its URL's, the one its content is shown in, and
 * every one it is written in. A page sets it first thing, and BaseLayout and the components inside read it
 * from Astro.locals: a page whose content is not translated yet shows the English, with every label inside it
 * in English too (marked lang="en"), under the chrome and a note in the page's own language.
 */
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { pageLocale } from './i18n.ts';
import { writtenIn, type ContentRef } from './content.ts';

export interface PageLanguage {
  /** The URL's language: the chrome's. */
  locale: Locale;
  /** The content's: the page's own, or English until its files are translated. */
  content: Locale;
  /** Every language the page is written in: its hreflang alternates. */
  languages: readonly Locale[];
}

interface PageContext {
  currentLocale: string | undefined;
  locals: App.Locals;
}

/**
 * Settles the page's languages from the content files it shows, beyond the site settings every page shows
 * (none: only the catalogue's words).
 */
export async function pageLanguage(astro: PageContext, files: readonly ContentRef[] = []): Promise<PageLanguage> {
  const locale = pageLocale(astro.currentLocale);
  const languages = await writtenIn([{ collection: 'site' }, ...files]);
  const language = { locale, content: languages.includes(locale) ? locale : DEFAULT_LOCALE, languages };
  astro.locals.pageLanguage = language;
  return language;
}

/** The language of a component's words inside the page's content: the content's. */
export const contentLocale = (astro: PageContext): Locale =>
  astro.locals.pageLanguage?.content ?? pageLocale(astro.currentLocale);
