/**
 * What the build settled about a function-rendered page's template in a language (pageLanguage, in
 * BaseLayout's markup): the language its content is shown in, and the languages it is written in; and the
 * language links a page rendered from it needs. Pure.
 */
import { localePath } from '#src/lib/i18n.ts';
import { isLocale, type Locale } from '#src/schemas/locale.ts';

export interface TemplateLanguage {
  /** The content's: the page's own, or English (its <main lang="en">) while the content is not translated. */
  content: Locale;
  /** Every language the page is written in (its hreflang alternates); none for a page shown in English. */
  languages: Locale[];
}

export function templateLanguage(template: string, locale: Locale): TemplateLanguage {
  const main = /<main\b[^>]*\slang="([a-z]{2})"/.exec(template)?.[1];
  const content = main !== undefined && isLocale(main) ? main : locale;
  const languages = [...template.matchAll(/<link rel="alternate" hreflang="([a-z]{2})"/g)]
    .map((match) => match[1] ?? '')
    .filter(isLocale);
  return { content, languages };
}

/**
 * The page's language links (the picker's, the language offer's: every link that names its hreflang) to the
 * page at `englishPath` in that language, which the template named at its own path.
 */
export function withLanguageLinks(page: string, englishPath: string): string {
  return page.replace(/<a\s[^>]*\shreflang="([a-z]{2})"[^>]*>/g, (tag, code: string) =>
    isLocale(code)
      ? tag.replace(/(\shref=")[^"]*"/, (_, start: string) => `${start}${localePath(englishPath, code)}"`)
      : tag,
  );
}
