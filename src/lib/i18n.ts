/**
 * The language of a page: Astro's i18n routing names it from the URL (English pages keep today's paths, the
 * others live under /es/, /pt/ and /fr/), and every UI string comes from the message catalogue in it
 * (messages/{locale}.json, compiled by Paraglide into src/paraglide). Pure.
 */
import { DEFAULT_LOCALE, LOCALE_ALTERNATIVES, LOCALES, isLocale, type Locale } from '#src/schemas/locale.ts';

/** Astro.currentLocale as one of ours: English where Astro names none. */
export const pageLocale = (current: string | undefined): Locale =>
  current !== undefined && isLocale(current) ? current : DEFAULT_LOCALE;

/**
 * The English paths that have a page in every language (under /es/, /pt/ and /fr/); the others are still
 * English only, and a link to one from a translated page goes to the English page.
 */
const TRANSLATED_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/(?:about|accessibility|aircraft-charter|brokerage|buyers|communities|connecticut|counties|faq)$/,
  /^\/(?:flagship-cares|flagship-market-ready|massachusetts|privacy|terms|market-updates)$/,
  /^\/market-updates\/[a-z0-9-]+$/,
  /^\/advisors(?:\/[a-z0-9-]+)?$/,
  /^\/counties\/[a-z]+$/,
  /^\/properties$/,
  /^\/properties\/\d+$/,
  /^\/showings\/requested$/,
  /^\/contact(?:\/message|\/thank-you)?$/,
  /^\/(?:sell|sell-your-home|home-valuation)$/,
  // The valuation thank-you page and each town's form (functions that answer in every language).
  /^\/home-valuation\/[a-z0-9-]+$/,
  /^\/alerts(?:\/(?:save|confirm|manage|unsubscribe|check-inbox))?$/,
  // The market figures (the market-page function): the overview, the method and each area; not the CSV.
  /^\/market(?:\/[a-z0-9-]+)?$/,
  /^\/saved$/,
  // The newsletter's confirmation page (a function that answers in every language).
  /^\/newsletter\/confirm$/,
];

/** Whether an English path has a page in every language. */
export const isTranslatedRoute = (path: string): boolean => TRANSLATED_ROUTES.some((route) => route.test(path));

/** A site path in a language: "/faq" → "/pt/faq"; a path without a page in that language stays English. */
export function localePath(path: string, locale: Locale): string {
  const [, route = '', rest = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  if (locale === DEFAULT_LOCALE || !isTranslatedRoute(route)) return path;
  return `/${locale}${route === '/' ? '' : route}${rest}`;
}

/** A page's path without its language: "/pt/faq" → "/faq"; English paths are their own. */
export function englishPath(path: string): string {
  const match = new RegExp(`^/(?:${LOCALE_ALTERNATIVES})(/.*)?$`).exec(path);
  return match ? (match[1] ?? '/') : path;
}

/** The static paths of a page in every language (src/pages/[...locale]): English has no prefix. */
export const localeStaticPaths = (): { params: { locale: Exclude<Locale, typeof DEFAULT_LOCALE> | undefined } }[] =>
  LOCALES.map((locale) => ({ params: { locale: locale === DEFAULT_LOCALE ? undefined : locale } }));

/**
 * A translated page's links and forms, each to the page in the same language where there is one: every
 * <a href="/…"> but those that name a language of their own (hreflang: the picker, the language offer), and
 * every <form action="/…"> (a search sent from the home page; the API's paths have no language).
 */
export function localizeLinks(html: string, locale: Locale): string {
  return html.replace(/<(?:a|form)\s[^>]*>/g, (tag) =>
    /\shreflang=/.test(tag)
      ? tag
      : tag.replace(
          /(\s(?:href|action)=")(\/[^"]*)"/,
          (_attribute, start: string, path: string) => `${start}${localePath(path, locale)}"`,
        ),
  );
}

/**
 * A page's hreflang alternates (root-relative): the page in each language it is written in, and English's as
 * x-default. None for a page written in one language only.
 */
export function languageAlternates(
  englishPagePath: string,
  languages: readonly Locale[],
): { hreflang: string; path: string }[] {
  if (languages.length < 2) return [];
  return [
    ...languages.map((code) => ({ hreflang: code, path: localePath(englishPagePath, code) })),
    { hreflang: 'x-default', path: englishPagePath },
  ];
}

/** The language of a site path: "/pt/faq" → "pt"; English for any path without one. */
export const pathLocale = (path: string): Locale =>
  englishPath(path) === path ? DEFAULT_LOCALE : builtPageLocale(path.slice(1));

/** Each language's name in English, for the office's e-mails ("the Portuguese site"). */
export const ENGLISH_LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Spanish',
  pt: 'Portuguese',
  fr: 'French',
};

/** The language of a built page's file under dist/ ("pt/faq.html", "pt.html" → "pt"), English for any other. */
export function builtPageLocale(file: string): Locale {
  const code = /^([a-z]{2})(?:[/\\]|\.html$|$)/.exec(file)?.[1];
  return code !== undefined && isLocale(code) ? code : DEFAULT_LOCALE;
}
