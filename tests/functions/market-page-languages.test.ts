// The market-page function in the other languages (/pt/market, /pt/market/{town}, /es/market/method): the
// language's built template (build/, so `astro build` first) filled from the figures in that language's words,
// numbers and dates through Intl, prices in US dollars; its head and links in the same language; the CSV one
// English file.
import { describe, expect, it } from 'vitest';
import { writeMarketFigures } from '#src/features/market/figures.server.ts';
import { computedLineIn, sourceLineIn } from '#src/features/market/market-text.ts';
import { MARKET_MAIN_REGION } from '#src/features/market-page/market-page.ts';
import {
  readMarketTemplate,
  readNotFoundPage,
  renderMarketPage,
  type MarketPageDeps,
} from '#src/features/market-page/market-page.server.ts';
import { marketPageText } from '#src/features/market-page/market-page-words.ts';
import { regionContent } from '#src/lib/page-regions.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { SITE_ORIGIN } from '#src/lib/site-origin.ts';
import { fillTemplate } from '#src/lib/template.ts';
import { freshCatalogStorePerTest } from '#tests/helpers/catalog-store.ts';
import { unescapeHtml } from '#tests/helpers/html-text.ts';
import { handMadeFigures } from '#tests/helpers/market-figures.ts';
import { expectCdnCachedPage, expectUncachedPage } from '#tests/helpers/page-headers.ts';

freshCatalogStorePerTest();

const deps = (soldDisplay: MarketPageDeps['soldDisplay'] = 'listings'): MarketPageDeps => ({
  market: openStore('market'),
  template: readMarketTemplate,
  notFoundPage: readNotFoundPage,
  siteUrl: SITE_ORIGIN,
  soldDisplay,
});

const get = (path: string, soldDisplay?: MarketPageDeps['soldDisplay']) =>
  renderMarketPage(new Request(`${SITE_ORIGIN}${path}`), deps(soldDisplay));

async function withFigures() {
  const figures = handMadeFigures();
  await writeMarketFigures(openStore('market'), figures);
  return figures;
}

/** The page's text as a reader gets it: tags out, entities read, any run of spaces (no-break ones too) one space. */
const textOf = (html: string) =>
  unescapeHtml(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/gu, ' ')
    .trim();
const main = (html: string) => regionContent(html, MARKET_MAIN_REGION) ?? '';
const spaces = (text: string) => text.replace(/\s+/gu, ' ');
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, hreflang, href]) => [
    hreflang,
    new URL(href ?? '').pathname,
  ]);
/** The links the page's own content gives (not the language picker's). */
const links = (html: string) =>
  [...main(html).matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href]) => unescapeHtml(href ?? ''));

describe('the market overview asked in Portuguese', () => {
  it('is the Portuguese template with the words, numbers and links of Portuguese', async () => {
    const figures = await withFigures();
    const response = await get('/pt/market?sort=sales&order=desc');
    expect(response.status).toBe(200);
    expectCdnCachedPage(response, 'market');
    const html = await response.text();
    const pt = marketPageText('pt');
    expect(html).toMatch(/<html lang="pt"/);
    expect(html).not.toMatch(/<main [^>]*lang="en"/);
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/pt/market">`);
    expect(alternates(html)).toEqual([
      ['en', '/market'],
      ['es', '/es/market'],
      ['pt', '/pt/market'],
      ['fr', '/fr/market'],
      ['x-default', '/market'],
    ]);
    expect(unescapeHtml(/<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '')).toBe(
      `${fillTemplate(pt.head.title, { place: 'Rhode Island' })} | Flagship Luxury Realty`,
    );

    const text = textOf(main(html));
    for (const words of [
      pt.eyebrow,
      fillTemplate(pt.heading, { place: 'Rhode Island' }),
      pt.stateLead,
      pt.sections.headline,
      pt.sections.luxury,
      pt.overview.everyTown,
      pt.overview.sortHint,
      pt.overview.methodLink,
      pt.labels.saleToList,
      pt.chart.priceTitle,
      'Condado de Newport',
      sourceLineIn(figures.period, pt.figures),
      computedLineIn(figures.computedAt, pt.figures),
    ])
      expect(text).toContain(spaces(words));
    // The state's median price in US dollars as Portuguese writes them, and its change.
    expect(text).toContain('US$ 900.000 +80,0% em relação ao ano anterior');
    expect(text).not.toMatch(/Homes sold|Median sale price|Every town|on the year before|too few sales/);
    expect(html).toContain(`aria-label="${pt.overview.townsTable}"`);

    // Every link of the page in Portuguese, the towns' order kept; the CSV the one English file.
    const hrefs = links(html);
    expect(hrefs).toContain('/pt/market/newport');
    expect(hrefs).toContain('/pt/market/newport-county');
    expect(hrefs).toContain('/pt/market/method');
    expect(hrefs).toContain('/pt/market?sort=name&order=asc#towns');
    expect(hrefs).toContain('/market/rhode-island.csv');
    expect(hrefs.filter((href) => /^\/market(?:\/[a-z-]+)?(?:[?#]|$)/.test(href))).toEqual([]);
    // The language picker offers this page in each language.
    expect(html).toMatch(/<a href="\/es\/market" hreflang="es"/);
    expect(html).toMatch(/<a href="\/market" hreflang="en"/);
  });
});

describe('a town’s page asked in Portuguese', () => {
  it('speaks Portuguese around the MLS’s attribution, which stays English, marked so', async () => {
    await withFigures();
    const response = await get('/pt/market/newport');
    expect(response.status).toBe(200);
    const html = await response.text();
    const pt = marketPageText('pt');
    expect(html).toMatch(/<html lang="pt"/);
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/pt/market/newport">`);
    expect(alternates(html)).toContainEqual(['fr', '/fr/market/newport']);
    const description = unescapeHtml(/<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '');
    expect(spaces(description)).toContain('Newport, RI: vendas de imóveis segundo o State-Wide MLS.');

    const text = textOf(main(html));
    for (const words of [
      fillTemplate(pt.heading, { place: 'Newport, RI' }),
      fillTemplate(pt.lead, { name: 'Newport' }),
      fillTemplate(pt.townHomesForSale, { city: 'Newport' }),
      pt.valuation,
      pt.csv,
      pt.recent.heading,
      fillTemplate(pt.recent.lead, { town: 'Newport' }),
      pt.recent.source,
      pt.types['condo-townhouse'],
      fillTemplate(pt.chart.priceColumn, { name: 'Condado de Newport' }),
    ])
      expect(text).toContain(spaces(words));
    // A sale as Portuguese writes it: its price, its date, its area, its days on market.
    expect(text).toContain('US$ 2.000.000 Venda concluída em 30 de novembro de 2026');
    expect(text).toContain('4.000 pés²');
    expect(text).toContain('60 dias');
    expect(text).toContain(pt.recent.notReported);
    expect(text).toContain(`${pt.recent.ourSale} Listed by Flagship Luxury Realty`);
    expect(main(html)).toContain('<span lang="en">Listed by Bellevue Harbor Realty</span>');
    expect(text).toContain('dez. de 2023');
    expect(text).not.toMatch(/housing market|Recent sales|Not reported|Data for this chart|Sold /);

    const hrefs = links(html);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/pt/market',
        '/pt/market/method',
        '/pt/properties?location=Newport',
        '/pt/home-valuation/newport',
        '/market/newport.csv',
      ]),
    );
  });

  it('answers the CSV only at its English path', async () => {
    await withFigures();
    expect((await get('/market/newport.csv')).status).toBe(200);
    const response = await get('/pt/market/newport.csv');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(await readNotFoundPage());
    expect((await get('/pt/market/atlantis')).status).toBe(404);
  });

  it('says the figures are on their way, in Portuguese, uncached, before the sync stored any', async () => {
    const response = await get('/pt/market/newport');
    expect(response.status).toBe(503);
    expectUncachedPage(response);
    const html = await response.text();
    const pt = marketPageText('pt');
    expect(html).toMatch(/<html lang="pt"/);
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/pt/market/newport">`);
    const text = textOf(main(html));
    expect(text).toContain(spaces(pt.pending.heading));
    expect(text).toContain(spaces(pt.pending.text));
    expect(links(html)).toEqual(['/pt/market', '/pt/properties']);
  });
});

describe('the method asked in Spanish', () => {
  it('gives the definitions and the period in Spanish', async () => {
    const figures = await withFigures();
    const response = await get('/es/market/method');
    expect(response.status).toBe(200);
    const html = await response.text();
    const es = marketPageText('es');
    expect(html).toMatch(/<html lang="es"/);
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/es/market/method">`);
    expect(alternates(html)).toContainEqual(['pt', '/pt/market/method']);
    expect(unescapeHtml(/<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '')).toBe(
      `${es.head.methodTitle} | Flagship Luxury Realty`,
    );
    const text = textOf(main(html));
    for (const words of [
      es.method.heading,
      es.method.intro,
      ...es.method.rows.flat(),
      es.method.tooFew,
      sourceLineIn(figures.period, es.figures),
    ])
      expect(text).toContain(spaces(words));
    expect(text).toContain(
      'Estas cifras abarcan las ventas cerradas del 1 de diciembre de 2025 al 30 de noviembre de 2026, comparadas ' +
        'con las del 1 de diciembre de 2024 al 30 de noviembre de 2025.',
    );
    expect(text).not.toContain('Closed records with CloseDate in the period');
    expect(links(html)).toEqual(['/es/market']);
  });
});

describe('a county’s page asked in French', () => {
  it('names the county in French and links its towns and guide in French', async () => {
    await withFigures();
    const html = await (await get('/fr/market/newport-county')).text();
    const fr = marketPageText('fr');
    expect(html).toMatch(/<html lang="fr"/);
    const text = textOf(main(html));
    expect(text).toContain(spaces(fillTemplate(fr.heading, { place: 'Comté de Newport, RI' })));
    expect(text).toContain(spaces(fillTemplate(fr.townsOf, { county: 'Newport' })));
    expect(text).toContain(spaces(fillTemplate(fr.countyHomesForSale, { county: 'Newport' })));
    expect(links(html)).toEqual(
      expect.arrayContaining([
        '/fr/counties/newport',
        '/fr/market/jamestown',
        '/fr/properties?location=Newport+County',
      ]),
    );
  });
});
