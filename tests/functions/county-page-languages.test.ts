// The county-page function in the other languages (/pt/counties/{slug}): the language's built guide (dist/, so
// `astro build` first) with its "Market now" block written from the figures in the words of the page's content,
// numbers and dates through Intl in that language, prices in US dollars.
import { describe, expect, it } from 'vitest';
import { COUNTY_MARKET_REGION } from '#src/features/market-page/county-market.ts';
import {
  readCountyTemplate,
  renderCountyPage,
  type CountyPageDeps,
} from '#src/features/market-page/county-market.server.ts';
import { countyMarketText } from '#src/features/market-page/county-market-words.ts';
import { readNotFoundPage } from '#src/features/market-page/market-page.server.ts';
import { writeMarketFigures } from '#src/features/market/figures.server.ts';
import { computedLineIn, sourceLineIn } from '#src/features/market/market-text.ts';
import { computedLine } from '#src/features/market/market-view.ts';
import { regionContent } from '#src/lib/page-regions.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { SITE_ORIGIN } from '#src/lib/site-origin.ts';
import { freshCatalogStorePerTest } from '#tests/helpers/catalog-store.ts';
import { handMadeFigures } from '#tests/helpers/market-figures.ts';
import { expectCdnCachedPage, expectUncachedPage } from '#tests/helpers/page-headers.ts';

freshCatalogStorePerTest();

const deps: CountyPageDeps = {
  get market() {
    return openStore('market');
  },
  template: readCountyTemplate,
  notFoundPage: readNotFoundPage,
  soldDisplay: 'aggregate',
};

const get = (path: string) => renderCountyPage(new Request(`https://www.example.test${path}`), deps);
const block = (html: string) => regionContent(html, COUNTY_MARKET_REGION) ?? '';
/** A figure of the block by its label: its value, then its change, as the page reads. */
const stat = (html: string, label: string) => {
  const dd = new RegExp(`<dt[^>]*>${label.replace(/[$()]/g, '\\$&')}</dt><dd[^>]*>(.*?)</dd>`).exec(html)?.[1];
  return (dd ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
};

describe('a county page asked in Portuguese', () => {
  it('is the Portuguese guide with "Market now" in Portuguese, its figures as Portuguese writes them', async () => {
    const figures = handMadeFigures();
    await writeMarketFigures(openStore('market'), figures);
    const response = await get('/pt/counties/newport');
    expect(response.status).toBe(200);
    expectCdnCachedPage(response, 'market');
    const html = await response.text();
    expect(html).toMatch(/<html lang="pt"/);
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/pt/counties/newport">`);
    expect(html).toContain(`<link rel="alternate" hreflang="es" href="${SITE_ORIGIN}/es/counties/newport">`);
    expect(html).toContain('Guia de imóveis de luxo do condado de Newport');

    const text = countyMarketText('pt');
    const market = block(html);
    expect(market).toContain(`>${text.heading}</h3>`);
    expect(market).not.toContain(text.pending.slice(text.pending.indexOf('{name}') + 6));
    expect(market.replaceAll('<!-- -->', '')).toContain(text.lead.replace('{name}', 'Condado de Newport'));
    // The figures of tests/functions/county-page.test.ts, in Portuguese.
    const change = (size: string) => `${size} em relação ao ano anterior`;
    // (Its no-break space read as a space, like every space the page has.)
    expect(stat(market, text.labels.medianPrice)).toBe(`US$ 900.000 ${change('+80,0%')}`);
    expect(stat(market, text.labels.sales)).toBe(`10 ${change('+100,0%')}`);
    expect(stat(market, text.labels.medianDaysOnMarket)).toBe(`35 dias ${change('+16,7%')}`);
    // Portuguese's plural rules (Intl's, as the catalogue's) put 0 and 1 in the singular.
    expect(stat(market, text.labels.monthsOfSupply)).toBe('0,0 mês');
    expect(stat(market, text.labels.luxuryMedianPrice)).toBe(`— ${text.figures.tooFew}`);
    expect(market).toContain(sourceLineIn(figures.period, text.figures));
    expect(market).toContain(computedLineIn(figures.computedAt, text.figures));
    expect(market).toContain(`>${text.figures.method}</a>`);
    expect(market).not.toMatch(/on the year before|Median sale price|too few sales/);
    // The county's market page in Portuguese.
    expect(market).toMatch(/<a href="\/pt\/market\/newport-county"[^>]*data-market-link/);
  });

  it('keeps the built Portuguese block, uncached, before the sync stored any figures', async () => {
    const response = await get('/pt/counties/kent');
    expect(response.status).toBe(200);
    expectUncachedPage(response);
    const html = await response.text();
    expect(html).toBe(await readCountyTemplate('kent', 'pt'));
    expect(block(html)).toContain('Condado de Kent');
  });

  it('in French, writes the block in French like the guide', async () => {
    const figures = handMadeFigures();
    await writeMarketFigures(openStore('market'), figures);
    const html = await (await get('/fr/counties/newport')).text();
    expect(html).toMatch(/<html lang="fr"/);
    expect(html).not.toMatch(/<main [^>]*lang="en"/);
    expect(block(html)).toContain('Le marché aujourd’hui');
    expect(block(html)).not.toContain(computedLine(figures.computedAt));
  });

  it('answers an unknown county in any language with the site’s 404 page', async () => {
    for (const path of ['/pt/counties/atlantis', '/pt/counties/Newport', '/xx/counties/newport']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
    }
  });
});
