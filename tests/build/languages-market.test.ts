// The market pages in Spanish, Portuguese and French (/pt/market, /pt/market/{town}, /es/market/method): the
// template the build made in each language (build/, out of dist/) and the pages the market-page function fills
// from it with a hand-made set of figures: no English word of the catalogue in a Spanish or Portuguese one, valid
// HTML, no script beyond a static page's; and the sitemap lists each page in every language.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HtmlValidate, FileSystemConfigLoader, formatterFactory } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeMarketFigures } from '#src/features/market/figures.server.ts';
import { MARKET_MAIN_REGION, MARKET_PAGE_PATHS } from '#src/features/market-page/market-page.ts';
import {
  readMarketTemplate,
  readNotFoundPage,
  renderMarketPage,
} from '#src/features/market-page/market-page.server.ts';
import { localePath } from '#src/lib/i18n.ts';
import { regionContent } from '#src/lib/page-regions.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { SITE_ORIGIN } from '#src/lib/site-origin.ts';
import { LOCALES } from '#src/schemas/locale.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { handMadeFigures } from '#tests/helpers/market-figures.ts';
import { dist } from './html.ts';
import { englishWordsIn, foreignWords } from './catalogue-words.ts';

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
  await writeMarketFigures(openStore('market'), handMadeFigures());
});
afterAll(() => blobs.stop());

async function page(path: string, soldDisplay: 'aggregate' | 'listings' = 'listings'): Promise<string> {
  const response = await renderMarketPage(new Request(`${SITE_ORIGIN}${path}`), {
    market: openStore('market'),
    template: readMarketTemplate,
    notFoundPage: readNotFoundPage,
    siteUrl: SITE_ORIGIN,
    soldDisplay,
  });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** A page's script tags, JSON-LD left out. */
const scripts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !tag.includes('ld+json'));

const validator = new HtmlValidate(new FileSystemConfigLoader());
const format = formatterFactory('text');

// The overview sorted, a town with figures and recent sales, one with too few sales, one with none, a county, the
// method.
const PATHS = [
  '/market?sort=price&order=asc',
  '/market/newport',
  '/market/jamestown',
  '/market/exeter',
  '/market/newport-county',
  '/market/method',
];
const WRITTEN = ['es', 'pt'] as const;

describe('the market template in every language', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'names %s and leaves its content to the function',
    async (locale) => {
      const template = await readMarketTemplate(locale);
      expect(/<html lang="([^"]+)"/.exec(template)?.[1]).toBe(locale);
      expect(template).not.toMatch(/<main [^>]*lang="en"/);
      expect(regionContent(template, MARKET_MAIN_REGION)).toBe('');
      // The footer's link to the market pages, in the template's language.
      expect(template).toMatch(new RegExp(`<footer[\\s\\S]*<a href="/${locale}/market"`));
    },
  );

  it.each(WRITTEN)('in %s, shows no English word of the catalogue', async (locale) => {
    expect(englishWordsIn(await readMarketTemplate(locale), await foreignWords(locale))).toEqual([]);
  });
});

describe('the market pages filled from the template of each language', () => {
  it.each(WRITTEN.flatMap((locale) => PATHS.map((path) => localePath(path, locale))))(
    '%s shows no English word of the catalogue, in valid HTML with no script beyond a static page’s',
    async (path) => {
      const locale = path.startsWith('/es/') ? 'es' : 'pt';
      const html = await page(path);
      expect(englishWordsIn(html, await foreignWords(locale))).toEqual([]);
      const report = await validator.validateString(html, `market${path}.html`);
      expect(report.valid, format(report.results)).toBe(true);
      const about = await readFile(join(dist, locale, 'about.html'), 'utf8');
      expect(scripts(html)).toEqual(scripts(about));
    },
  );

  it('list each other as their languages, reciprocally', async () => {
    const alternatesOf = (html: string) =>
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, hreflang, href]) => ({
        hreflang: hreflang ?? '',
        path: new URL(href ?? '').pathname,
      }));
    for (const english of ['/market', '/market/newport', '/market/method']) {
      const pages = await Promise.all(LOCALES.map((locale) => page(localePath(english, locale))));
      const expected = [
        ...LOCALES.map((locale) => ({ hreflang: locale, path: localePath(english, locale) })),
        { hreflang: 'x-default', path: english },
      ];
      for (const html of pages) expect(alternatesOf(html), english).toEqual(expected);
    }
  });
});

describe('the sitemap', () => {
  it('lists every market page in every language, each with its alternates', async () => {
    const xml = await readFile(join(dist, 'sitemap-0.xml'), 'utf8');
    for (const path of MARKET_PAGE_PATHS)
      for (const locale of LOCALES) {
        const url = new URL(localePath(path, locale), SITE_ORIGIN).href;
        const entry = new RegExp(`<url><loc>${url}</loc>([\\s\\S]*?)</url>`).exec(xml)?.[1];
        expect(entry, url).toBeDefined();
        for (const other of LOCALES)
          expect(entry, `${url} → ${other}`).toContain(
            `hreflang="${other}" href="${new URL(localePath(path, other), SITE_ORIGIN).href}"`,
          );
      }
  });
});
