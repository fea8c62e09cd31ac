import { describe, expect, it } from 'vitest';
import {
  builtPageLocale,
  englishPath,
  isTranslatedRoute,
  localePath,
  localeStaticPaths,
  localizeLinks,
  pageLocale,
} from '#src/lib/i18n.ts';
import type { Locale } from '#src/schemas/locale.ts';
import { templateLanguage } from '#src/lib/server/template-language.ts';

describe('page paths in a language', () => {
  it('prefixes a translated page, keeps English and pages that are English only as they are', () => {
    expect(localePath('/faq', 'pt')).toBe('/pt/faq');
    expect(localePath('/market-updates/some-article#share', 'es')).toBe('/es/market-updates/some-article#share');
    expect(localePath('/faq', 'en')).toBe('/faq');
    expect(localePath('/admin', 'fr')).toBe('/admin');
    expect(localePath('/properties/12', 'fr')).toBe('/fr/properties/12');
    expect(localePath('/showings/requested?listing=12', 'pt')).toBe('/pt/showings/requested?listing=12');
    expect(localePath('/faqs', 'pt')).toBe('/faqs');
    expect(localePath('/', 'pt')).toBe('/pt');
    expect(localePath('/#contact', 'es')).toBe('/es#contact');
  });

  it('reads the English path back from any language', () => {
    expect(englishPath('/pt/faq')).toBe('/faq');
    expect(englishPath('/es')).toBe('/');
    expect(englishPath('/faq')).toBe('/faq');
    // A path that merely starts with a language's letters is English.
    expect(englishPath('/estates/pt')).toBe('/estates/pt');
    for (const path of ['/about', '/counties', '/market-updates/x'])
      expect(englishPath(localePath(path, 'fr'))).toBe(path);
  });

  it('knows the translated routes', () => {
    expect(isTranslatedRoute('/faq')).toBe(true);
    expect(isTranslatedRoute('/market-updates/rates-ease')).toBe(true);
    expect(isTranslatedRoute('/market-updates/rss.xml')).toBe(false);
    expect(isTranslatedRoute('/contact')).toBe(true);
    expect(isTranslatedRoute('/home-valuation/newport')).toBe(true);
    // The CMS is English only.
    expect(isTranslatedRoute('/admin')).toBe(false);
  });

  it('gives every language a static path, English without a prefix', () => {
    expect(localeStaticPaths().map(({ params }) => params.locale)).toEqual([undefined, 'es', 'pt', 'fr']);
  });

  it('names a page’s language from Astro or from its built file', () => {
    expect(pageLocale('pt')).toBe('pt');
    expect(pageLocale(undefined)).toBe('en');
    expect(pageLocale('de')).toBe('en');
    expect(builtPageLocale('pt/faq.html')).toBe('pt');
    expect(builtPageLocale('es/market-updates/x.html')).toBe('es');
    expect(builtPageLocale('faq.html')).toBe('en');
    expect(builtPageLocale('pt.html')).toBe('pt');
    expect(builtPageLocale('es')).toBe('es');
    expect(builtPageLocale('properties/1.html')).toBe('en');
  });
});

describe('a translated page’s links', () => {
  it('lead to the pages of its language, forms too, except those that name a language of their own', () => {
    const html = [
      '<a href="/faq" class="x">FAQ</a>',
      '<a class="y" href="/admin">CMS</a>',
      '<a href="/faq" hreflang="en">English</a>',
      '<a href="https://example.com/faq">Away</a>',
      '<link href="/faq" rel="x">',
      '<a href="/counties#newport">Counties</a>',
      '<form method="get" action="/properties" role="search">',
      '<form action="/api/inquiries" method="post">',
    ].join('');
    expect(localizeLinks(html, 'pt')).toBe(
      [
        '<a href="/pt/faq" class="x">FAQ</a>',
        '<a class="y" href="/admin">CMS</a>',
        '<a href="/faq" hreflang="en">English</a>',
        '<a href="https://example.com/faq">Away</a>',
        '<link href="/faq" rel="x">',
        '<a href="/pt/counties#newport">Counties</a>',
        '<form method="get" action="/pt/properties" role="search">',
        '<form action="/api/inquiries" method="post">',
      ].join(''),
    );
  });
});

describe('the language of a function-rendered template’s content', () => {
  it('is English where the build marked its <main> so (content not translated yet), else the page’s', () => {
    const content = (template: string, locale: Locale) => templateLanguage(template, locale).content;
    expect(content('<html lang="fr"><main id="main" lang="en"><p lang="fr">Note</p>', 'fr')).toBe('en');
    expect(content('<html lang="fr"><main id="main" tabindex="-1">', 'fr')).toBe('fr');
    expect(content('<html lang="pt"><main id="main" lang="xx">', 'pt')).toBe('pt');
  });
});
