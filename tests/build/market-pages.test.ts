// The market pages as the market-page function renders them from the built template (build/, out of dist/)
// and a hand-made set of figures: valid HTML, with no script beyond the ones every static page has, and each
// one in the sitemap; the county pages as the county-page function writes their "Market now" block into the built
// ones.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { HtmlValidate, FileSystemConfigLoader, formatterFactory } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readNotFoundPage as readSiteNotFoundPage,
  readValuationPage,
  renderValuationTownPage,
} from '#src/features/leads/valuation-town-page.server.ts';
import { readCountyTemplate, renderCountyPage } from '#src/features/market-page/county-market.server.ts';
import { writeMarketFigures } from '#src/features/market/figures.server.ts';
import { writeRecentSales } from '#src/features/market/recent-sales.server.ts';
import { readThankYouPage, renderValuationThankYou } from '#src/features/leads/valuation-thank-you.server.ts';
import { MARKET_PAGE_PATHS } from '#src/features/market-page/market-page.ts';
import {
  readMarketTemplate,
  readNotFoundPage,
  renderMarketPage,
} from '#src/features/market-page/market-page.server.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { SITE_ORIGIN } from '#src/lib/site-origin.ts';
import { startLocalBlobs, type LocalBlobs } from '#tests/helpers/blobs.ts';
import { handMadeFigures, MARKET_SALES, MARKET_TODAY } from '#tests/helpers/market-figures.ts';
import { dist } from './html.ts';

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
  await writeMarketFigures(openStore('market'), handMadeFigures());
  await writeRecentSales(
    openStore('market'),
    MARKET_SALES.map((sale) => ({ ...sale, ListOfficeName: 'Harbor Realty' })),
    { today: MARKET_TODAY, mark: 'null', writtenAt: '2026-12-10T15:00:00.000Z' },
  );
});
afterAll(() => blobs.stop());

async function page(path: string): Promise<string> {
  const response = await renderMarketPage(new Request(`${SITE_ORIGIN}${path}`), {
    market: openStore('market'),
    template: readMarketTemplate,
    notFoundPage: readNotFoundPage,
    siteUrl: SITE_ORIGIN,
    soldDisplay: 'aggregate',
  });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** A page's script tags, JSON-LD left out. */
const scripts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !tag.includes('ld+json'));

const validator = new HtmlValidate(new FileSystemConfigLoader());
const format = formatterFactory('text');

// Newport (figures), Jamestown (too few sales), Exeter (no sale in 36 months), a county, the overview sorted.
const PATHS = [
  '/market',
  '/market?sort=price&order=asc',
  '/market/newport',
  '/market/jamestown',
  '/market/exeter',
  '/market/newport-county',
  '/market/method',
];

describe('the market pages', () => {
  it.each(PATHS)('%s is valid HTML', async (path) => {
    const report = await validator.validateString(await page(path), `market${path}.html`);
    expect(report.valid, format(report.results)).toBe(true);
  });

  it.each(PATHS)('%s ships no script beyond a static page’s', async (path) => {
    const about = await readFile(join(dist, 'about.html'), 'utf8');
    expect(scripts(await page(path))).toEqual(scripts(about));
  });

  it('say the figures are on their way, in a valid page, while there are none', async () => {
    const response = await renderMarketPage(new Request(`${SITE_ORIGIN}/market/newport`), {
      // A store the sync has not written to yet.
      market: getStore('market-before-the-first-sync'),
      template: readMarketTemplate,
      notFoundPage: readNotFoundPage,
      siteUrl: SITE_ORIGIN,
      soldDisplay: 'aggregate',
    });
    expect(response.status).toBe(503);
    const report = await validator.validateString(await response.text(), 'market-pending.html');
    expect(report.valid, format(report.results)).toBe(true);
  });

  it('holds one Dataset and its canonical URL', async () => {
    const html = await page('/market/newport');
    expect(html.match(/"@type":"Dataset"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/market/newport">`);
    expect(html).not.toContain('noindex');
  });

  it('are linked from every county page (its own county’s) and from the footer', async () => {
    const counties = (await readdir(join(dist, 'counties'))).filter((file) => file.endsWith('.html'));
    expect(counties.length).toBeGreaterThan(0);
    for (const file of counties) {
      const html = await readFile(join(dist, 'counties', file), 'utf8');
      const link = /<a href="(\/market\/[a-z-]+)"[^>]*data-market-link/.exec(html)?.[1];
      expect(link, file).toBe(`/market/${file.replace('.html', '')}-county`);
      expect(MARKET_PAGE_PATHS).toContain(link);
    }
    expect(await readFile(join(dist, 'about.html'), 'utf8')).toMatch(
      /<footer[\s\S]*<a href="\/market"[^>]*>\s*Market\s*<\/a>/,
    );
  });

  it('are all in the sitemap, the template is not', async () => {
    const sitemap = await readFile(join(dist, 'sitemap-0.xml'), 'utf8');
    for (const path of MARKET_PAGE_PATHS) expect(sitemap, path).toContain(`<loc>${SITE_ORIGIN}${path}</loc>`);
    expect(sitemap).not.toContain('market-template');
  });
});

describe('the county pages with their "Market now" block', () => {
  const countyPage = async (soldDisplay: 'aggregate' | 'off') => {
    const response = await renderCountyPage(new Request(`${SITE_ORIGIN}/counties/newport`), {
      market: openStore('market'),
      template: readCountyTemplate,
      notFoundPage: readNotFoundPage,
      soldDisplay,
    });
    expect(response.status).toBe(200);
    return response.text();
  };

  it.each(['aggregate', 'off'] as const)('are valid HTML with RESO_SOLD_DISPLAY=%s', async (soldDisplay) => {
    const html = await countyPage(soldDisplay);
    expect(html.includes('data-county-market')).toBe(soldDisplay !== 'off');
    const report = await validator.validateString(html, `counties-newport-${soldDisplay}.html`);
    expect(report.valid, format(report.results)).toBe(true);
  });

  it('ship no script beyond the built page’s', async () => {
    const built = await readFile(join(dist, 'counties', 'newport.html'), 'utf8');
    const html = await countyPage('aggregate');
    expect(html).toContain('Median sale price');
    expect(scripts(html)).toEqual(scripts(built));
  });
});

describe('the valuation form for a town', () => {
  it('is the built /home-valuation page, valid, with the town filled in and its canonical URL kept', async () => {
    const response = await renderValuationTownPage(new Request(`${SITE_ORIGIN}/home-valuation/newport`), {
      page: readValuationPage,
      notFoundPage: readSiteNotFoundPage,
    });
    const html = await response.text();
    expect(html).toMatch(/<input[^>]*value="Newport"/);
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/home-valuation">`);
    const report = await validator.validateString(html, 'home-valuation-newport.html');
    expect(report.valid, format(report.results)).toBe(true);
  });
});

describe('the valuation thank-you page', () => {
  it('is the built page, valid, with the comparables or the town’s figures, and no script beyond every page’s', async () => {
    const built = await readThankYouPage();
    for (const soldDisplay of ['aggregate', 'listings'] as const) {
      const response = await renderValuationThankYou(
        new Request(`${SITE_ORIGIN}/home-valuation/thank-you?town=newport&type=single-family&beds=3`),
        {
          page: readThankYouPage,
          market: openStore('market'),
          soldDisplay,
          now: () => new Date(`${MARKET_TODAY}T15:00:00Z`),
        },
      );
      const html = await response.text();
      expect(html, soldDisplay).toContain('data-comparables');
      expect(html).toContain(soldDisplay === 'listings' ? 'Harbor Realty' : 'The Newport market');
      expect(scripts(html)).toEqual(scripts(built));
      const report = await validator.validateString(html, `valuation-thank-you-${soldDisplay}.html`);
      expect(report.valid, format(report.results)).toBe(true);
    }
  });
});
