// The pages in Spanish, Portuguese and French: hreflang, canonical URLs, the sitemap's alternates, the catalogue's
// words, and the English shown (and marked) where a language has no translation yet.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributeOf, builtPages, dist, elementsOf, metaContent, textOf } from './html.ts';
import { englishWordsIn, foreignWords } from './catalogue-words.ts';
import { builtPageLocale, englishPath, isTranslatedRoute, localePath } from '#src/lib/i18n.ts';
import { faqSchema } from '#src/schemas/faq.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#src/schemas/locale.ts';

const pages = await builtPages();
const byRoute = new Map(pages.map((page) => [page.route, page]));
const localeOf = (route: string) => builtPageLocale(route.slice(1));
const translatedPages = pages.filter((page) => localeOf(page.route) !== DEFAULT_LOCALE);

const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, hreflang, href]) => ({
    hreflang: hreflang ?? '',
    path: new URL(href ?? '').pathname,
  }));
const canonicalOf = (html: string) => new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '').pathname;
const isNoindex = (html: string) => metaContent(html, 'name', 'robots') === 'noindex';
const mainOf = (html: string) => elementsOf(html).find((element) => element.tagName === 'main');
/** A page in a language its content is not translated into yet: its <main> is marked English. */
const showsEnglish = (html: string) => {
  const main = mainOf(html);
  return main !== undefined && attributeOf(main, 'lang') === DEFAULT_LOCALE;
};

const catalogue = async (locale: Locale) =>
  JSON.parse(await readFile(join(import.meta.dirname, `../../messages/${locale}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

describe('pages in every language', () => {
  it('exist under /es/, /pt/ and /fr/ for every translated route', () => {
    const english = pages.filter((page) => localeOf(page.route) === DEFAULT_LOCALE && isTranslatedRoute(page.route));
    expect(english.length).toBeGreaterThan(0);
    for (const { route } of english)
      for (const locale of LOCALES) expect(byRoute.has(localePath(route, locale)), `${route} in ${locale}`).toBe(true);
  });

  it('name their language in <html lang> and are their own canonical URL', () => {
    for (const { route, html } of translatedPages) {
      expect(/<html lang="([^"]+)"/.exec(html)?.[1], route).toBe(localeOf(route));
      // A copy whose English page names another as canonical (/sell: /sell-your-home) names that page in its
      // own language.
      const english = byRoute.get(englishPath(route));
      const original = english ? canonicalOf(english.html) : englishPath(route);
      expect(canonicalOf(html), route).toBe(
        original === englishPath(route) ? route : localePath(original, localeOf(route)),
      );
    }
  });

  it('list reciprocal hreflang alternates, English as x-default, only for pages written in that language', () => {
    const withAlternates = pages.filter((page) => alternatesOf(page.html).length > 0);
    expect(withAlternates.length).toBeGreaterThan(0);
    for (const { route, html } of withAlternates) {
      const alternates = alternatesOf(html);
      expect(alternates, route).toContainEqual({ hreflang: localeOf(route), path: route });
      expect(alternates, route).toContainEqual({ hreflang: 'x-default', path: englishPath(route) });
      for (const { hreflang, path } of alternates) {
        const other = byRoute.get(path);
        expect(other, `${route} → ${path}`).toBeDefined();
        expect(alternatesOf(other?.html ?? ''), `${path} ↔ ${route}`).toEqual(alternates);
        if (hreflang !== 'x-default') expect(isNoindex(other?.html ?? ''), path).toBe(false);
      }
    }
  });

  it("offer each language's home page from a page that is English only yet, and never link the current one", () => {
    const englishOnly = pages.filter(
      (page) => !isTranslatedRoute(page.route) && localeOf(page.route) === DEFAULT_LOCALE,
    );
    expect(englishOnly.length).toBeGreaterThan(0);
    for (const { route, html } of [...englishOnly, ...translatedPages]) {
      const options = elementsOf(html).filter((element) => attributeOf(element, 'data-lang') !== null);
      expect(options.length, route).toBe(LOCALES.length);
      for (const option of options) {
        const locale = (attributeOf(option, 'data-lang') ?? '').toLowerCase() as Locale;
        if (locale === localeOf(route)) {
          expect(option.tagName, route).toBe('span');
          expect(attributeOf(option, 'aria-current'), route).toBe('true');
        } else {
          const target = isTranslatedRoute(englishPath(route)) ? englishPath(route) : '/';
          expect(attributeOf(option, 'href'), route).toBe(localePath(target, locale));
        }
      }
    }
  });

  it('link to the pages of their own language wherever there is one', () => {
    for (const { route, html } of translatedPages) {
      const locale = localeOf(route);
      for (const link of elementsOf(html).filter((element) => element.tagName === 'a')) {
        const href = attributeOf(link, 'href') ?? '';
        if (!href.startsWith('/') || attributeOf(link, 'hreflang') !== null) continue;
        const path = href.replace(/[?#].*$/, '');
        if (isTranslatedRoute(path)) expect(href, `${route} links to ${href}`).toBe(localePath(href, locale));
      }
    }
  });

  it('show no English word of the catalogue on a page written in Spanish or Portuguese', async () => {
    for (const locale of ['es', 'pt'] as const) {
      const foreign = await foreignWords(locale);
      const written = translatedPages.filter((page) => localeOf(page.route) === locale && !showsEnglish(page.html));
      expect(written.length).toBeGreaterThan(0);
      for (const { route, html } of written) expect(englishWordsIn(html, foreign), route).toEqual([]);
    }
  });

  it('show the English, marked and noted in their language, where a language has no translation yet', async () => {
    const untranslated = translatedPages.filter((page) => showsEnglish(page.html));
    for (const { route, html } of untranslated) {
      expect(isNoindex(html), route).toBe(true);
      const locale = localeOf(route);
      const main = mainOf(html);
      expect(main && attributeOf(main, 'lang'), route).toBe(DEFAULT_LOCALE);
      const note = main && elementsOf(main).find((element) => attributeOf(element, 'role') === 'note');
      expect(note && attributeOf(note, 'lang'), route).toBe(locale);
      expect(note && textOf(note), route).toBe((await catalogue(locale))['chrome_untranslated_note']);
      expect(alternatesOf(html), route).toEqual([]);
    }
    // A page written in its language has no such note.
    for (const { route, html } of translatedPages.filter((page) => !showsEnglish(page.html)))
      expect(mainOf(html) && elementsOf(mainOf(html)!).some((e) => attributeOf(e, 'role') === 'note'), route).toBe(
        false,
      );
  });

  it('share themselves in their own language, with its words', async () => {
    for (const { route, html } of translatedPages.filter((page) => !showsEnglish(page.html))) {
      const words = await catalogue(localeOf(route));
      for (const root of elementsOf(html).filter((element) => attributeOf(element, 'data-share-root') !== null)) {
        expect(attributeOf(root, 'data-share-copied'), route).toBe(words['share_copied']);
        expect(attributeOf(root, 'data-share-copy-this'), route).toBe(words['share_copy_this']);
        for (const button of elementsOf(root).filter((element) => attributeOf(element, 'data-share') !== null)) {
          const path = attributeOf(button, 'data-share-path');
          if (path !== null) expect(path, route).toBe(localePath(englishPath(path), localeOf(route)));
        }
      }
    }
  });

  it("show a language's own content file", async () => {
    for (const locale of LOCALES) {
      const file = join(import.meta.dirname, `../../data/faq/faq.${locale}.json`);
      const faq = await readFile(file, 'utf8').then(
        (text) => faqSchema.parse(JSON.parse(text)),
        () => null,
      );
      const page = byRoute.get(localePath('/faq', locale));
      if (!faq || !page || isNoindex(page.html)) continue;
      const main = mainOf(page.html);
      const questions = (main ? elementsOf(main) : []).filter((element) => element.tagName === 'summary').map(textOf);
      // The page's text as a reader gets it: any run of spaces (French's no-break ones too) is one space.
      const written = faq.sections.flatMap((section) => section.questions.map((q) => q.question.replace(/\s+/g, ' ')));
      expect(questions, locale).toEqual(written);
    }
  });
});

describe('the sitemap', () => {
  it('lists each page with its languages, and no page kept out of the index', async () => {
    const xml = await readFile(join(dist, 'sitemap-0.xml'), 'utf8');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)].map(([, loc, rest]) => ({
      path: new URL(loc ?? '').pathname.replace(/(.)\/$/, '$1'),
      alternates: [...(rest ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, hreflang, href]) => ({
        hreflang: hreflang ?? '',
        path: new URL(href ?? '').pathname,
      })),
    }));
    for (const { path, alternates } of entries) {
      const page = byRoute.get(path);
      if (!page) continue; // the market pages, a function's
      expect(isNoindex(page.html), path).toBe(false);
      const inPage = alternatesOf(page.html).filter((alternate) => alternate.hreflang !== 'x-default');
      const byLanguage = (a: { hreflang: string }, b: { hreflang: string }) => a.hreflang.localeCompare(b.hreflang);
      expect(alternates.sort(byLanguage), path).toEqual(inPage.sort(byLanguage));
    }
  });
});
