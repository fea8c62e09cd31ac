// GET /home-valuation/thank-you: the valuation-thank-you function fills the built page (here a small
// stand-in with the same region; tests/build checks the built one) with the comparables of the home its
// query names, from what the sync stored in the store "market", as RESO_SOLD_DISPLAY allows.
import { describe, expect, it } from 'vitest';
import { writeMarketFigures } from '#src/features/market/figures.server.ts';
import { writeRecentSales } from '#src/features/market/recent-sales.server.ts';
import { sourceLine } from '#src/features/market/market-view.ts';
import { VALUATION_COMPARABLES_REGION } from '#src/features/leads/lead-pages.ts';
import { renderValuationThankYou, type ValuationThankYouDeps } from '#src/features/leads/valuation-thank-you.server.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { freshCatalogStorePerTest } from '#tests/helpers/catalog-store.ts';
import { handMadeFigures, MARKET_SALES, MARKET_TODAY } from '#tests/helpers/market-figures.ts';
import { expectCdnCachedPage, expectUncachedPage } from '#tests/helpers/page-headers.ts';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Home Valuation Request Sent</title></head><body><main id="main">' +
  `<h1>Home Valuation Request Sent</h1>${VALUATION_COMPARABLES_REGION.start}${VALUATION_COMPARABLES_REGION.end}</main></body></html>`;
const SITE = 'https://www.example.test';
const NOW = new Date(`${MARKET_TODAY}T15:00:00Z`);

const stopBlobs = freshCatalogStorePerTest();

const deps = (overrides: Partial<ValuationThankYouDeps> = {}): ValuationThankYouDeps => ({
  page: async () => TEMPLATE,
  market: openStore('market'),
  soldDisplay: 'aggregate',
  now: () => NOW,
  ...overrides,
});

const get = (query: string, overrides: Partial<ValuationThankYouDeps> = {}, method = 'GET') =>
  renderValuationThankYou(new Request(`${SITE}/home-valuation/thank-you${query}`, { method }), deps(overrides));

/** The hand-made market, its Newport sales named by their brokerage but one; the figures computed from it. */
async function withMarket() {
  const figures = handMadeFigures();
  await writeMarketFigures(openStore('market'), figures);
  const named = MARKET_SALES.map((sale) =>
    sale.CloseDate === '2026-09-09' ? sale : { ...sale, ListOfficeName: 'Harbor Realty' },
  );
  await writeRecentSales(openStore('market'), named, {
    today: MARKET_TODAY,
    mark: 'null',
    writtenAt: NOW.toISOString(),
  });
  return figures;
}

const comparables = (html: string) =>
  html.slice(html.indexOf(VALUATION_COMPARABLES_REGION.start), html.indexOf(VALUATION_COMPARABLES_REGION.end));

describe('the valuation thank-you page', () => {
  it('aggregate: the town’s figures of the type, with the source line and its market page; no single sale', async () => {
    const figures = await withMarket();
    const response = await get('?town=newport&type=single-family&beds=3&sqft=2000');
    expect(response.status).toBe(200);
    expectCdnCachedPage(response, 'market');
    expect(response.headers.get('netlify-vary')).toBe('query=town|type|beds|sqft');
    const block = comparables(await response.text());
    expect(block).toContain('The Newport market');
    expect(block).toContain('single family homes');
    // The six Newport single-family sales of the period: median $1,000,000.
    expect(block).toContain('<td class="py-2 pr-4">$1,000,000</td>');
    expect(block).toContain(sourceLine(figures.period));
    expect(block).toContain('href="/market/newport"');
    expect(block).not.toContain('Harbor Realty');
  });

  it('listings: up to six sales like the home, the town’s newest first, then its county, each brokerage named', async () => {
    await withMarket();
    const block = comparables(
      await (await get('?town=newport&type=single-family', { soldDisplay: 'listings' })).text(),
    );
    expect(block).toContain('Recent sales like your home');
    const dates = [...block.matchAll(/<th scope="row" class="py-2 pr-4 font-normal">([^<]+)<\/th>/g)].map(
      (match) => match[1],
    );
    // Newport's five named sales (September 9 the office's own), then Jamestown's newest: six in all.
    // December 1, 2025 is over 12 months back.
    expect(dates).toEqual([
      'November 30, 2026',
      'September 9, 2026',
      'July 4, 2026',
      'May 20, 2026',
      'February 14, 2026',
      'August 10, 2026',
    ]);
    expect(block).toContain('Our brokerage');
    expect(block).toContain('Jamestown');
    expect(block).toContain('Harbor Realty');
    expect(block).toContain(sourceLine({ from: '2025-12-11', to: MARKET_TODAY }));
  });

  it('listings: the town’s figures when no sale is like the home (another type, or unknown)', async () => {
    await withMarket();
    for (const query of ['?town=newport&type=land', '?town=newport'])
      expect(comparables(await (await get(query, { soldDisplay: 'listings' })).text()), query).toContain(
        'The Newport market',
      );
  });

  it('off, a query that names no town, or no stored data: the page as built', async () => {
    await withMarket();
    for (const [query, soldDisplay] of [
      ['?town=newport&type=single-family', 'off'],
      ['', 'aggregate'],
      ['?town=atlantis&type=land', 'listings'],
      ['?type=land', 'aggregate'],
    ] as const) {
      const response = await get(query, { soldDisplay });
      expect(response.status).toBe(200);
      expect(await response.text(), query).toBe(TEMPLATE);
    }
  });

  it('without stored figures or sales, the page as built', async () => {
    for (const soldDisplay of ['aggregate', 'listings'] as const)
      expect(await (await get('?town=newport&type=single-family', { soldDisplay })).text()).toBe(TEMPLATE);
  });

  it('with the stores down, the page as built, never cached', async () => {
    await withMarket();
    await stopBlobs();
    const response = await get('?town=newport&type=single-family');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(TEMPLATE);
    expectUncachedPage(response);
  });

  it('answers HEAD without a body, refuses a post, and is a 503 without its template', async () => {
    await withMarket();
    const head = await get('?town=newport', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('', {}, 'POST')).status).toBe(405);
    const missing = await get('', { page: () => Promise.reject(new Error('gone')) });
    expect(missing.status).toBe(503);
    expectUncachedPage(missing);
  });
});
