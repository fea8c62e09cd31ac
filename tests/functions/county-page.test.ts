// GET /counties/{slug}: the county-page function writes the county's "Market now" block from the figures the
// sync stored (here computed from a hand-made set of sales and written to a local Blobs server) into the built
// county page (here a small stand-in with the same region and the built block; tests/build checks the built
// one).
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { COUNTY_MARKET_REGION } from '#src/features/market-page/county-market.ts';
import { renderCountyPage, type CountyPageDeps } from '#src/features/market-page/county-market.server.ts';
import { CountyMarketPending } from '#src/features/market-page/CountyMarket.tsx';
import { writeMarketFigures } from '#src/features/market/figures.server.ts';
import { computedLine, sourceLine } from '#src/features/market/market-view.ts';
import { regionContent } from '#src/lib/page-regions.ts';
import { openStore } from '#src/lib/server/stores.ts';
import type { RiCounty } from '#src/schemas/rules/ri-towns.ts';
import { freshCatalogStorePerTest } from '#tests/helpers/catalog-store.ts';
import { handMadeFigures } from '#tests/helpers/market-figures.ts';
import { expectCdnCachedPage, expectUncachedPage } from '#tests/helpers/page-headers.ts';

const BUILT_BLOCK = renderToStaticMarkup(
  createElement(CountyMarketPending, { name: 'Newport County', href: '/market/newport-county' }),
);
const template = (county: RiCounty) =>
  `<!doctype html><html lang="en"><head><title>${county}</title></head><body><main id="main">` +
  `<h1>The ${county} guide</h1><section id="market"><h2>Market Statistics</h2>` +
  `${COUNTY_MARKET_REGION.start}${BUILT_BLOCK}${COUNTY_MARKET_REGION.end}` +
  '<p data-figures-as-of>Figures as of 2025</p></section></main></body></html>';
const NOT_FOUND = '<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1>';
const SITE = 'https://www.example.test';

const stopBlobs = freshCatalogStorePerTest();

const deps = (overrides: Partial<CountyPageDeps> = {}): CountyPageDeps => ({
  market: openStore('market'),
  template: async (county) => template(county),
  notFoundPage: async () => NOT_FOUND,
  soldDisplay: 'aggregate',
  ...overrides,
});

const get = (path: string, method = 'GET', overrides: Partial<CountyPageDeps> = {}) =>
  renderCountyPage(new Request(`${SITE}${path}`, { method }), deps(overrides));

const block = (html: string) => regionContent(html, COUNTY_MARKET_REGION) ?? '';
/** A figure of the block by its label: its value, then its change, as the page reads. */
const stat = (html: string, label: string) => {
  const dd = new RegExp(`<dt[^>]*>${label.replace(/[$()]/g, '\\$&')}</dt><dd[^>]*>(.*?)</dd>`).exec(html)?.[1];
  return (dd ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
};

describe('the county pages', () => {
  it('keep their editorial content and write the county’s live figures, CDN-cached under the market tag', async () => {
    const figures = handMadeFigures();
    await writeMarketFigures(openStore('market'), figures);
    const response = await get('/counties/newport');
    expect(response.status).toBe(200);
    expectCdnCachedPage(response, 'market');
    const html = await response.text();
    expect(html).toContain('<h1>The newport guide</h1>');
    expect(html).toContain('<p data-figures-as-of>Figures as of 2025</p>');
    const market = block(html);
    expect(market).toContain('Market now');
    expect(market).not.toContain('on their way');
    // Newport's seven sales and Jamestown's three; the year before, five at $500,000 (tests/helpers).
    expect(stat(market, 'Median sale price')).toBe('$900,000 +80.0% on the year before');
    expect(stat(market, 'Homes sold')).toBe('10 +100.0% on the year before');
    expect(stat(market, 'Median days on market')).toBe('35 days +16.7% on the year before');
    expect(stat(market, 'Months of supply')).toBe('0.0 months');
    expect(stat(market, 'Luxury median sale price ($1M and over)')).toBe('— too few sales');
    expect(market).toContain(sourceLine(figures.period));
    expect(market).toContain(computedLine(figures.computedAt));
    expect(market).toMatch(/<a href="\/market\/newport-county"[^>]*data-market-link/);
  });

  it('say the figures are on their way, uncached, before the sync stored any', async () => {
    const response = await get('/counties/newport');
    expect(response.status).toBe(200);
    expectUncachedPage(response);
    const html = await response.text();
    expect(html).toBe(template('newport'));
    expect(block(html)).toContain('The live figures for Newport County');
    expect(block(html)).toContain('href="/market/newport-county"');
  });

  it('say the same, with their editorial content, when the store cannot be read', async () => {
    await writeMarketFigures(openStore('market'), handMadeFigures());
    await stopBlobs();
    const response = await get('/counties/kent');
    expect(response.status).toBe(200);
    expectUncachedPage(response);
    const html = await response.text();
    expect(html).toContain('<h1>The kent guide</h1>');
    expect(block(html)).toContain('are on their way');
  });

  it('show no block at all with RESO_SOLD_DISPLAY=off', async () => {
    await writeMarketFigures(openStore('market'), handMadeFigures());
    const response = await get('/counties/newport', 'GET', { soldDisplay: 'off' });
    expect(response.status).toBe(200);
    expectCdnCachedPage(response, 'market');
    const html = await response.text();
    expect(block(html)).toBe('');
    expect(html).not.toContain('/market');
    expect(html).toContain('Figures as of 2025');
  });

  it('answer an unknown county, or one without a built page, with the site’s 404 page', async () => {
    await writeMarketFigures(openStore('market'), handMadeFigures());
    for (const path of ['/counties/atlantis', '/counties/Newport', '/counties/newport/x', '/counties/newport.html']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(NOT_FOUND);
    }
    const unbuilt = await get('/counties/bristol', 'GET', {
      template: async () => {
        throw Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' });
      },
    });
    expect(unbuilt.status).toBe(404);
    expect(await unbuilt.text()).toBe(NOT_FOUND);
  });

  it('answer HEAD without a body and refuse other methods', async () => {
    await writeMarketFigures(openStore('market'), handMadeFigures());
    const head = await get('/counties/newport', 'HEAD');
    expect(head.status).toBe(200);
    expectCdnCachedPage(head, 'market');
    expect(await head.text()).toBe('');
    const refused = await get('/counties/newport', 'POST');
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, HEAD');
  });
});
