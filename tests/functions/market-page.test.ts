// GET /market, /market/{town or county}, its CSV and /market/method: the market-page function reads the
// figures the sync stored (here computed from a hand-made set of sales and written to a local Blobs server)
// and fills the template the build made (here a small stand-in with the same regions; tests/build checks
// the built one).
import { describe, expect, it } from 'vitest';
import { writeMarketFigures } from '#src/features/market/figures.server.ts';
import { marketSeriesCsv } from '#src/features/market-page/market-csv.ts';
import { MARKET_JSON_LD_REGION, MARKET_MAIN_REGION } from '#src/features/market-page/market-page.ts';
import { renderMarketPage, type MarketPageDeps } from '#src/features/market-page/market-page.server.ts';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import { sourceLine } from '#src/features/market/market-view.ts';
import { PAGE_HEAD_REGION } from '#src/lib/page-head.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { freshCatalogStorePerTest } from '#tests/helpers/catalog-store.ts';
import { handMadeFigures } from '#tests/helpers/market-figures.ts';
import { expectCdnCachedPage, expectStaticPageHeaders, expectUncachedPage } from '#tests/helpers/page-headers.ts';

/** The brokerage's name from data/site/site.en.json, as React writes it into the page. */
const brokerage = renderToStaticMarkup(createElement(Fragment, null, siteSettings().name));
const TEMPLATE =
  `<!doctype html><html lang="en"><head>${PAGE_HEAD_REGION.start}<title>x</title>${PAGE_HEAD_REGION.end}` +
  `${MARKET_JSON_LD_REGION.start}${MARKET_JSON_LD_REGION.end}</head><body><main id="main">` +
  `${MARKET_MAIN_REGION.start}${MARKET_MAIN_REGION.end}</main></body></html>`;
const NOT_FOUND = '<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1>';
const SITE = 'https://www.example.test';

const stopBlobs = freshCatalogStorePerTest();

const deps = (overrides: Partial<MarketPageDeps> = {}): MarketPageDeps => ({
  market: openStore('market'),
  template: async () => TEMPLATE,
  notFoundPage: async () => NOT_FOUND,
  siteUrl: SITE,
  soldDisplay: 'aggregate',
  ...overrides,
});

const get = (path: string, method = 'GET') => renderMarketPage(new Request(`${SITE}${path}`, { method }), deps());

async function withFigures() {
  const figures = handMadeFigures();
  await writeMarketFigures(openStore('market'), figures);
  return figures;
}

describe('the market pages', () => {
  it('renders a town from the stored figures, CDN-cached under the market tag', async () => {
    const figures = await withFigures();
    const response = await get('/market/newport');
    expect(response.status).toBe(200);
    expectCdnCachedPage(response, 'market');
    // utm_* and the like never split the cache: only the towns' order does.
    expect(response.headers.get('netlify-vary')).toBe('query=sort|order');
    const html = await response.text();
    expect(html).toContain('Newport, RI housing market');
    expect(html).toContain('$800,000');
    expect(html).toContain(sourceLine(figures.period));
    expect(html).toContain(`<link rel="canonical" href="${SITE}/market/newport"`);
    expect(html).toContain('"@type":"Dataset"');
    expect(html).toContain('href="/home-valuation/newport"');
    expect(html).toContain('href="/properties?location=Newport"');
  });

  it('shows the figures the sync stored last, read again only when their time changes', async () => {
    const figures = await withFigures();
    expect(await (await get('/market/newport')).text()).toContain('$800,000');
    const newer = structuredClone(figures);
    newer.computedAt = '2026-12-02T14:05:00.000Z';
    const newport = newer.areas.find((area) => area.key === 'newport')!;
    newport.segments.all.medianPrice = 812_345;
    await writeMarketFigures(openStore('market'), newer);
    const html = await (await get('/market/newport')).text();
    expect(html).toContain('$812,345');
    expect(html).not.toContain('$800,000');
  });

  it('renders a county with its towns and the county search', async () => {
    await withFigures();
    const html = await (await get('/market/newport-county')).text();
    expect(html).toContain('Newport County, RI housing market');
    expect(html).toContain('href="/market/jamestown"');
    expect(html).toContain('href="/properties?location=Newport+County"');
  });

  it('lists every town, sorted on the server, and the counties', async () => {
    await withFigures();
    const response = await get('/market?sort=sales&order=desc');
    expectCdnCachedPage(response, 'market');
    const html = await response.text();
    const towns = html.slice(html.indexOf('id="towns"'));
    expect(towns.indexOf('href="/market/newport"')).toBeLessThan(towns.indexOf('href="/market/jamestown"'));
    expect(towns.indexOf('href="/market/jamestown"')).toBeLessThan(towns.indexOf('href="/market/barrington"'));
    expect(towns.match(/<tr class="border-b border-stone\/20">/g)).toHaveLength(39);
    expect(html).toContain('aria-sort="descending"');
    expect(towns).toContain('<a href="/market?sort=name&amp;order=asc#towns" class="underline">Town</a>');
    expect(html).toContain('href="/market/providence-county"');
  });

  it('serves an area’s monthly series as CSV', async () => {
    const figures = await withFigures();
    const response = await get('/market/newport.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="market-newport.csv"');
    expect(response.headers.get('netlify-cache-tag')).toBe('market');
    expectStaticPageHeaders(response);
    const newport = figures.areas.find((area) => area.key === 'newport')!;
    // The byte-order mark kept (text() would drop it): spreadsheets read the file as UTF-8 by it.
    const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(body).toBe(marketSeriesCsv(newport));
  });

  it('states the method with the period', async () => {
    const figures = await withFigures();
    const html = await (await get('/market/method')).text();
    expect(html).toContain('Closed records with CloseDate in the period');
    expect(html).toContain(sourceLine(figures.period));
  });

  it('answers an unknown area with the site’s 404 page', async () => {
    await withFigures();
    for (const path of ['/market/atlantis', '/market/rhode-island', '/market/atlantis.csv', '/market/a/b']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe(NOT_FOUND);
    }
  });

  it('shows no figures with RESO_SOLD_DISPLAY=off', async () => {
    await withFigures();
    const response = await renderMarketPage(new Request(`${SITE}/market/newport`), deps({ soldDisplay: 'off' }));
    expect(response.status).toBe(404);
  });

  it('answers 503, uncached, with a page that says so, before the sync stored any figures', async () => {
    const response = await get('/market/newport');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expectUncachedPage(response);
    const html = await response.text();
    expect(html).toContain('The market figures are on their way');
    expect(html).toContain('Please check back in a few minutes.');
    // The CSV has no page to show: the status alone.
    const csv = await get('/market/newport.csv');
    expect(csv.status).toBe(503);
    expect(await csv.text()).toBe('');
  });

  it('answers 503 with the same page when the store cannot be read', async () => {
    await withFigures();
    await stopBlobs();
    const response = await get('/market');
    expect(response.status).toBe(503);
    expectUncachedPage(response);
    expect(await response.text()).toContain('The market figures are on their way');
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    await withFigures();
    const head = await get('/market/newport', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('/market/newport', 'POST')).status).toBe(405);
  });

  describe('a town’s recent sales', () => {
    const recentSection = (html: string): string => {
      const start = html.indexOf('data-recent-sales');
      return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
    };
    const render = async (soldDisplay: MarketPageDeps['soldDisplay'], path = '/market/newport') =>
      (await renderMarketPage(new Request(`${SITE}${path}`), deps({ soldDisplay }))).text();

    it('with listings: the most recent, newest first, each naming its brokerage, ours marked as ours', async () => {
      await withFigures();
      const recent = recentSection(await render('listings'));
      expect(recent).toContain('Recent sales</h2>');
      const order = ['$2,000,000', '$1,500,000', '$800,000', '$600,000'].map((price) => recent.indexOf(price));
      expect(order.every((at) => at > 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(recent).toContain('Listed by Bellevue Harbor Realty');
      expect(recent.match(/Listed by Ocean State Homes/g)).toHaveLength(2);
      expect(recent).toContain(`Our sale</span>Listed by ${brokerage}`);
      expect(recent.match(/Our sale/g)).toHaveLength(1);
      expect(recent).toContain('<time dateTime="2026-11-30">November 30, 2026</time>');
      expect(recent).toContain('4,000 sq ft');
      expect(recent).toContain('60 days');
      // The 800k sale's record gives no beds.
      expect(recent.match(/Not reported/g)).toHaveLength(2);
      expect(recent).toContain('Based on information from the State-Wide Multiple Listing Service');
      // The 1.2M sale of July 4 names no brokerage: never shown.
      expect(recent).not.toContain('$1,200,000');
      expect(recent.match(/<li /g)).toHaveLength(4);
    });

    it('with aggregate: only the office’s own, never another brokerage’s sale', async () => {
      await withFigures();
      const html = await render('aggregate');
      const recent = recentSection(html);
      expect(recent).toContain(`Recent sales by ${brokerage}</h2>`);
      expect(recent).toContain('$1,500,000');
      expect(recent).toContain('Our sale');
      expect(recent.match(/<li /g)).toHaveLength(1);
      expect(html).not.toContain('Bellevue Harbor Realty');
      expect(html).not.toContain('Ocean State Homes');
    });

    it('a sale of another brokerage without its name is never shown, whatever the stored figures hold', async () => {
      const figures = handMadeFigures();
      // Another time than the other tests' figures, which a warm instance keeps.
      figures.computedAt = '2026-12-03T09:00:00.000Z';
      const newport = figures.areas.find((area) => area.key === 'newport')!;
      const [newest, ...rest] = newport.recentSales!.all;
      const { ListOfficeName: _named, ...unnamed } = newest!;
      newport.recentSales = { all: [{ ...unnamed, ClosePrice: 2_345_678 }, ...rest], ours: newport.recentSales!.ours };
      await writeMarketFigures(openStore('market'), figures);
      const recent = recentSection(await render('listings'));
      expect(recent).not.toContain('$2,345,678');
      expect(recent).not.toMatch(/Listed by (<\/p>|undefined)/);
      expect(recent.match(/<li /g)).toHaveLength(3);
    });

    it('leaves the section out of a town with none to show, and of a county', async () => {
      await withFigures();
      expect(recentSection(await render('aggregate', '/market/jamestown'))).toBe('');
      expect(recentSection(await render('listings', '/market/exeter'))).toBe('');
      expect(recentSection(await render('listings', '/market/newport-county'))).toBe('');
    });
  });
});
