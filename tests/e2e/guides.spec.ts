import { expect, test, type Locator, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { formatCount, formatPriceCompact } from '#src/lib/figures.ts';
import { telHref } from '#src/lib/format.ts';
import { data } from '#tests/helpers/guides-data.ts';

const { site } = data;
const counties = Object.values(data.counties).sort((a, b) => a.order - b.order);
const main = (page: Page) => page.locator('main');
const cards = (page: Page, name: string) => main(page).locator(`[data-card="${name}"]`);
const headingsOf = (items: Locator) => items.locator('h3');

/** Every page this feature owns. */
const pages = [
  '/communities',
  '/counties',
  ...counties.map((c) => `/counties/${c.slug}`),
  '/massachusetts',
  '/connecticut',
  '/sell-your-home',
  '/sell',
  '/buyers',
  '/flagship-market-ready',
  '/flagship-cares',
  '/aircraft-charter',
];

/** The scripts a page runs: external sources and inline module code (JSON-LD is data, not script). */
async function scriptsOf(page: Page): Promise<string[]> {
  return page
    .locator('script:not([type="application/ld+json"])')
    .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src || s.textContent).sort());
}

async function expectExternal(link: Locator, href: string): Promise<void> {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
}

test.describe('communities', () => {
  test('/communities: three state cards, the regional figures and the calls', async ({ page }) => {
    await page.goto('/communities');
    const states = main(page).locator('[data-state]');
    await expect(states.locator('h3')).toHaveText(['Rhode Island', 'Massachusetts', 'Connecticut']);
    expect(await states.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/counties',
      '/massachusetts',
      '/connecticut',
    ]);
    await expect(main(page).locator('[data-stat="region"] [data-value]')).toHaveText(['27', '3', '11.6M']);
    await expect(states.nth(0).locator('dd')).toHaveText(['5', '39', '1.1M']);
    await expect(states.nth(1).locator('dd')).toHaveText(['14', '351', '6.9M']);
    await expect(states.nth(2).locator('dd')).toHaveText(['8', '169', '3.6M']);
    await expect(main(page).locator('#closing a[href="/contact"]')).toHaveText(data.overview.closing.contactLabel);
    await expect(main(page).locator('#closing a[href="/properties"]')).toHaveText(
      data.overview.closing.propertiesLabel,
    );
  });

  test('/counties: five county cards linking to their guides', async ({ page }) => {
    await page.goto('/counties');
    const list = main(page).locator('[data-county]');
    await expect(list.locator('h2')).toHaveText([
      'Providence County',
      'Washington County',
      'Newport County',
      'Kent County',
      'Bristol County',
    ]);
    const links = list.locator('a[href^="/counties/"]');
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      ['providence', 'washington', 'newport', 'kent', 'bristol'].map((slug) => `/counties/${slug}`),
    );
    await expect(list.first()).toContainText(formatCount(data.counties.providence.population));
    await expect(list.nth(2)).toContainText('$675K');
  });

  for (const state of [data.massachusetts, data.connecticut]) {
    test(`/${state.slug}: ${state.counties.length} county cards, each linking to /contact`, async ({ page }) => {
      await page.goto(`/${state.slug}`);
      await expect(page).toHaveTitle(`${state.title} | ${site.name}`);
      const list = main(page).locator('[data-county]');
      await expect(list.locator('h2')).toHaveText(state.counties.map((c) => c.name));
      await expect(list.locator('a')).toHaveCount(state.counties.length);
      for (const link of await list.locator('a').all()) await expect(link).toHaveAttribute('href', '/contact');
      await expect(list.first()).toContainText(formatPriceCompact(state.counties[0]?.medianHome ?? 0));
    });
  }

  for (const county of counties) {
    test(`/counties/${county.slug}: title, description, breadcrumb, tiles, communities and calls`, async ({ page }) => {
      await page.goto(`/counties/${county.slug}`);
      await expect(page).toHaveTitle(`${county.title} | ${site.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', county.metaDescription);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Counties' })).toHaveAttribute('href', '/counties');
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(county.name);
      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as { '@type': string },
      );
      expect(jsonLd.map((block) => block['@type'])).toContain('BreadcrumbList');

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(county.hero.headline);
      await expect(main(page).locator('[data-stat="county"] [data-value]')).toHaveText(
        county.stats.map((s) => s.value),
      );
      const communities = main(page).locator('[data-community]');
      await expect(communities.locator('h3')).toHaveText(county.communities.items.map((c) => c.name));
      const first = county.communities.items[0];
      for (const text of [
        first?.type,
        formatCount(first?.population ?? 0),
        formatPriceCompact(first?.medianHome ?? 0),
        first?.description,
      ]) {
        await expect(communities.first()).toContainText(text ?? '', { ignoreCase: true });
      }
      await expect(main(page).locator('[data-lifestyle]')).toHaveCount(county.lifestyle.lists.length);
      await expect(main(page).locator('[data-market-table] tbody tr')).toHaveCount(county.market.rows.length);
      for (const row of county.market.rows)
        await expect(main(page).locator('[data-market-table]')).toContainText(row.value);

      await expect(main(page).locator('[data-neighborhood]')).toHaveCount(county.neighborhoods?.items.length ?? 0);
      await expect(main(page).locator('[data-advantages] li')).toHaveCount(county.market.advantages?.items.length ?? 0);
      await expect(main(page).locator('[data-mansion]')).toHaveCount(county.mansions?.items.length ?? 0);
      await expect(main(page).locator('[data-property-type]')).toHaveCount(county.propertyTypes?.items.length ?? 0);

      const closing = main(page).locator('#closing');
      await expect(closing.getByRole('link', { name: county.closing.contactLabel, exact: true })).toHaveAttribute(
        'href',
        '/contact',
      );
      // The county's own search: /properties for its towns.
      await expect(closing.getByRole('link', { name: county.closing.propertiesLabel })).toHaveAttribute(
        'href',
        /^\/properties\?location=\w+\+County$/,
      );
    });
  }

  test('Newport: mansions with era, style and rooms, sailing heritage, property types and the statistics table', async ({
    page,
  }) => {
    await page.goto('/counties/newport');
    const mansions = main(page).locator('[data-mansion]');
    await expect(mansions).toHaveCount(11);
    await expect(mansions.first()).toContainText('The Breakers');
    for (const text of ['1893-1895', 'Italian Renaissance Revival', '70'])
      await expect(mansions.first().locator('dd')).toContainText([text]);
    await expect(main(page).locator('#sailing-heritage h2')).toHaveText("America's Sailing Capital");
    await expect(main(page).locator('[data-property-type]').first()).toContainText('$5M - $25M+');
    const table = main(page).locator('[data-market-table]');
    for (const [label, value] of [
      ['Luxury Properties ($1M+)', '45%'],
      ['Waterfront Premium', '200-400%'],
      ['Average Days on Market', '65'],
      ['International Buyers', '35%'],
      ['Peak Season', 'May-September'],
    ]) {
      await expect(table.getByRole('row', { name: `${label} ${value}` })).toBeVisible();
    }
  });

  test('Washington, Kent and Bristol: neighbourhood cards with type, price range and highlights', async ({ page }) => {
    for (const county of [data.counties.washington, data.counties.kent, data.counties.bristol]) {
      await page.goto(`/counties/${county.slug}`);
      const hoods = main(page).locator('[data-neighborhood]');
      const first = county.neighborhoods?.items[0];
      expect(first).toBeDefined();
      await expect(hoods.first().locator('h3')).toHaveText(first?.name ?? '');
      await expect(hoods.first().locator('[data-price-range]')).toHaveText(first?.priceRange ?? '');
      await expect(hoods.first().locator('li')).toContainText(first?.highlights ?? []);
      await expect(hoods.first()).toContainText(first?.type ?? '', { ignoreCase: true });
    }
  });
});

test.describe('sell your home', () => {
  for (const path of ['/sell-your-home', '/sell']) {
    test(`${path}: both valuation buttons open the home valuation dialog`, async ({ page }) => {
      await page.goto(path);
      const buttons = main(page).locator('button[data-open-valuation]');
      for (const index of [0, 1]) {
        await expect(buttons.nth(index)).toBeEnabled({ timeout: 15_000 });
        await buttons.nth(index).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
      }
    });

    test(`${path}: valuation buttons, PDF, services, comparison, 15 steps, factors, statistics and /faq`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${data.sellers.title} | ${site.name}`);
      const valuation = main(page).locator('button[data-open-valuation]');
      await expect(valuation).toHaveCount(2);
      await expect(valuation).toHaveText(['Get My Home Valued', data.sellers.analysis.buttonLabel]);
      // Each submits a GET form to the valuation page, which the dialog cancels (without JavaScript it leads there).
      for (const button of await valuation.all()) {
        await expect(button).toHaveAttribute('type', 'submit');
        await expect(button.locator('xpath=ancestor::form[1]')).toHaveAttribute('action', '/home-valuation');
      }
      await expect(page.locator('main section').first().locator('button[data-open-valuation]')).toHaveText(
        'Get My Home Valued',
      );

      const pdf = main(page).locator('a[data-pdf]');
      await expect(pdf).toHaveAttribute('href', '/guides/sellers-guide.pdf');
      await expect(pdf).toHaveAttribute('download', '');

      await expect(headingsOf(cards(page, 'service'))).toHaveText(data.sellers.services.items.map((c) => c.title));
      const comparison = main(page).locator('[data-comparison]');
      await expect(comparison.locator('thead th')).toHaveText([
        data.sellers.comparison.featureLabel,
        site.name,
        data.sellers.comparison.competitionLabel,
      ]);
      await expect(comparison.locator('tbody tr')).toHaveCount(7);
      await expect(main(page).locator('[data-step="selling"] h3')).toHaveText(
        data.sellers.process.steps.map((s, i) => `Step ${i + 1}: ${s.title}`),
      );
      await expect(headingsOf(cards(page, 'factor'))).toHaveCount(3);
      await expect(main(page).locator('[data-stat="marketing"] [data-value]')).toHaveText([
        '90%',
        '5%+',
        '118%',
        '$11K+',
        '10x',
        '52%',
      ]);
      await expect(main(page).locator('#faq a')).toHaveAttribute('href', '/faq');
    });
  }

  test('the comparison stacks into labelled cards on a phone @mobile', async ({ page }) => {
    await page.goto('/sell-your-home');
    const firstRow = main(page).locator('[data-comparison] tbody tr').first();
    await expect(main(page).locator('[data-comparison] thead')).toBeHidden();
    await expect(firstRow.getByText(site.name, { exact: true })).toBeVisible();
    await expect(firstRow.getByText(data.sellers.comparison.competitionLabel, { exact: true })).toBeVisible();
    await expect(main(page).locator('button[data-open-valuation]').first()).toBeVisible();
  });

  // The served markup, not the live DOM: scripts and islands change the DOM (a button goes live, an island
  // hydrates) at their own pace, so two snapshots of it could differ by timing alone.
  test('/sell and /sell-your-home show the same content', async ({ request }) => {
    const mainOf = async (path: string) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      return /<main[\s\S]*<\/main>/.exec(await response.text())?.[0];
    };
    const original = await mainOf('/sell-your-home');
    expect(original).toContain(data.sellers.comparison.featureLabel);
    expect(await mainOf('/sell')).toBe(original);
  });
});

test.describe('buyers guide', () => {
  test('hero links, advantages, checklist figures, regions and the calls', async ({ page }) => {
    await page.goto('/buyers');
    const hero = page.locator('main section').first();
    await expect(hero.getByRole('link', { name: data.buyers.hero.contactLabel })).toHaveAttribute('href', '/contact');
    const pdf = hero.locator('a[data-pdf]');
    await expect(pdf).toHaveAttribute('href', '/guides/buyers-packet.pdf');
    await expect(pdf).toHaveAttribute('download', '');
    await expect(headingsOf(cards(page, 'advantage'))).toHaveCount(6);

    const items = main(page).locator('[data-checklist-item]');
    const expected: [string, string][] = [
      ['W-2s', '2 years'],
      ['Pay stubs', '3 months'],
      ['Bank statements', '3 months'],
      ['Tax returns', '2 years'],
      ['Down payment', '3.5%-20%'],
      ['Closing costs', '2%-5%'],
      ['Credit score minimum', '580-620'],
      ['Home inspection', '$300-$500'],
    ];
    await expect(items.locator('dt')).toHaveText(expected.map(([item]) => item));
    await expect(items.locator('[data-requirement]')).toHaveText(expected.map(([, figure]) => figure));

    const regions = main(page).locator('[data-region]');
    await expect(regions.locator('h3')).toHaveText([
      'Newport County',
      'South County',
      'East Bay',
      'Kent County',
      'Greater Providence',
      'Blackstone Valley',
      'Northwest Hills',
      'Block Island',
    ]);
    await expect(regions.locator('[data-price-range]')).toHaveText(data.buyers.regions.items.map((r) => r.priceRange));

    const closing = main(page).locator('#closing');
    await expect(closing.getByRole('link', { name: data.buyers.closing.contactLabel })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(closing.getByRole('link', { name: data.buyers.closing.faqLabel })).toHaveAttribute('href', '/faq');
    await expect(closing.getByRole('link', { name: data.buyers.closing.propertiesLabel })).toHaveAttribute(
      'href',
      '/properties',
    );
  });

  test('the 10-step accordion keeps one step open, and the open step closes', async ({ page }) => {
    await page.goto('/buyers');
    const steps = main(page).locator('details[data-accordion-step]');
    await expect(steps).toHaveCount(10);
    await expect(steps.locator('summary > span[aria-hidden]')).toHaveText([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
    ]);
    const open = main(page).locator('details[data-accordion-step][open]');
    await expect(open).toHaveCount(1);
    await expect(steps.nth(0)).toHaveAttribute('open', '');
    await expect(steps.nth(0).locator('p')).toBeVisible();

    await steps.nth(2).locator('summary').click();
    await expect(open).toHaveCount(1);
    await expect(steps.nth(2)).toHaveAttribute('open', '');
    await expect(steps.nth(2).locator('p')).toHaveText(data.buyers.process.steps[2]?.text ?? '');
    await expect(steps.nth(0).locator('p')).toBeHidden();

    await steps.nth(2).locator('summary').click();
    await expect(open).toHaveCount(0);

    await steps.nth(9).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(steps.nth(9)).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(open).toHaveCount(0);
  });

  test('the accordion works by touch @mobile', async ({ page }) => {
    await page.goto('/buyers');
    const steps = main(page).locator('details[data-accordion-step]');
    await steps.nth(4).locator('summary').tap();
    await expect(steps.nth(4)).toHaveAttribute('open', '');
    await expect(main(page).locator('details[data-accordion-step][open]')).toHaveCount(1);
  });
});

test.describe('Market Ready, Flagship Cares and aircraft charter', () => {
  test('/flagship-market-ready: hero image, five steps, four benefits, call and Schedule Consultation', async ({
    page,
  }) => {
    await page.goto('/flagship-market-ready');
    const hero = page.locator('img[data-hero-image]');
    await expect(hero).toHaveJSProperty('complete', true);
    // astro:assets output at the screen's width; /api/assets/ names the same artwork (see 'files and assets').
    expect(
      await hero.evaluate((img: HTMLImageElement) => [new URL(img.currentSrc).pathname, img.naturalWidth > 0]),
    ).toEqual([expect.stringMatching(/^\/_astro\/market-ready-hero\.\S+\.avif$/), true]);
    await expect(hero).toHaveAttribute('width', String(data.marketReady.hero.image.width));
    await expect(hero).toHaveAttribute('height', String(data.marketReady.hero.image.height));
    await expect(main(page).locator('[data-step="market-ready"] h3')).toHaveText(
      data.marketReady.steps.items.map((s, i) => `Step ${i + 1}: ${s.title}`),
    );
    await expect(headingsOf(cards(page, 'benefit'))).toHaveText([
      'Increase Value',
      'Faster Sale',
      'Less Stress',
      'Global Exposure',
    ]);
    const closing = main(page).locator('#closing');
    await expect(closing.locator('a[data-call]')).toHaveAttribute('href', telHref(site.phone));
    await expect(closing.locator('a[data-call]')).toContainText(site.phone);
    await expect(closing.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');
  });

  test('/flagship-cares: hero image, reasons, ways, the patient story, ways to help, donate and /contact', async ({
    page,
  }) => {
    await page.goto('/flagship-cares');
    const hero = page.locator('img[data-hero-image]');
    await expect(hero).toHaveJSProperty('complete', true);
    expect(
      await hero.evaluate(
        (img: HTMLImageElement) =>
          /^\/_astro\/flagship-cares-hero\.\S+\.avif$/.test(new URL(img.currentSrc).pathname) && img.naturalWidth > 0,
      ),
    ).toBe(true);
    await expect(headingsOf(cards(page, 'reason'))).toHaveCount(3);
    await expect(headingsOf(cards(page, 'way'))).toHaveText(['Financial Support', 'Awareness', 'Volunteer Engagement']);
    await expect(main(page).locator('#story blockquote')).toContainText(data.cares.story.quote);
    await expect(headingsOf(cards(page, 'help'))).toHaveText(['Donate', 'Spread the Word', 'Participate', 'Volunteer']);
    await expectExternal(main(page).locator('#closing a[data-donate]'), site.links.caresDonate);
    await expect(main(page).locator('#closing a[href="/contact"]')).toHaveText(data.cares.closing.contactLabel);
  });

  test('/aircraft-charter: back link, partnership, quote call and form, services, advantages and six destinations', async ({
    page,
  }) => {
    await page.goto('/aircraft-charter');
    await expect(main(page).getByRole('link', { name: data.charter.backLabel })).toHaveAttribute('href', '/');
    await expect(main(page).locator('#partnership')).toContainText(data.charter.partnership.partner);
    const quote = main(page).locator('#quote');
    await expect(quote.locator('a[data-quote-call]')).toHaveAttribute('href', telHref(site.aircraftQuotePhone));
    await expect(quote.locator('a[data-quote-call]')).toContainText(site.aircraftQuotePhone);
    await expectExternal(
      quote.getByRole('link', { name: new RegExp(data.charter.quote.formLabel) }),
      site.links.aircraftQuoteForm,
    );
    await expect(headingsOf(cards(page, 'charter-service'))).toHaveText([
      'Private Air Taxi',
      'On-Demand Scheduling',
      'Aircraft Sales',
      'Aircraft Management',
    ]);
    await expect(headingsOf(cards(page, 'charter-advantage'))).toHaveCount(4);
    await expect(main(page).locator('[data-destination] h3')).toHaveText([
      'Nantucket (ACK)',
      'New York City',
      "Martha's Vineyard",
      'Block Island',
      'Bar Harbor',
      'Newport',
    ]);
    await expectExternal(
      main(page).getByRole('link', { name: new RegExp(data.charter.destinations.moreLabel) }),
      site.links.aircraftDestinations,
    );
  });
});

test.describe('files and assets', () => {
  for (const [path, title] of [
    ['/guides/sellers-guide.pdf', 'Sellers Guide'],
    ['/guides/buyers-packet.pdf', 'Buyers Packet'],
  ] as const) {
    test(`${path} is a real PDF`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const body = await response.body();
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const doc = await PDFDocument.load(body);
      expect(doc.getTitle()).toBe(`${title} | ${site.name}`);
      expect(doc.getPageCount()).toBeGreaterThan(1);
    });
  }

  test('clicking the sellers guide link downloads the PDF', async ({ page }) => {
    await page.goto('/sell-your-home');
    const [download] = await Promise.all([page.waitForEvent('download'), main(page).locator('a[data-pdf]').click()]);
    expect(download.suggestedFilename()).toBe('sellers-guide.pdf');
  });

  test('the /api/assets hero URLs answer with the AVIF and WebP files astro:assets built', async ({ request }) => {
    for (const image of [data.marketReady.hero.image, data.cares.hero.image]) {
      for (const [path, type] of [
        [image.avif, 'image/avif'],
        [image.webp, 'image/webp'],
      ] as const) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-type']).toBe(type);
      }
    }
  });
});

test.describe('every page', () => {
  test('ships no JavaScript beyond the shared chrome script (the valuation dialog on the sell pages, the counts on the county guides)', async ({
    page,
  }) => {
    await page.goto('/about');
    const chrome = await scriptsOf(page);
    expect(chrome.length).toBeGreaterThan(0);
    for (const path of pages) {
      await page.goto(path);
      const islands = await page
        .locator('astro-island')
        .evaluateAll((els) => els.map((el) => el.getAttribute('component-url') ?? ''));
      if (path === '/sell' || path === '/sell-your-home') {
        // The leads feature mounts its valuation dialog island here; nothing else may hydrate.
        expect(
          islands.filter((url) => !/valuation/i.test(url)),
          path,
        ).toEqual([]);
        if (islands.length === 0) expect(await scriptsOf(page), path).toEqual(chrome);
      } else if (path.startsWith('/counties/')) {
        // The live counts of homes for sale: one small module of the county guide's own.
        expect(islands, path).toEqual([]);
        const extra = (await scriptsOf(page)).filter((script) => !chrome.includes(script));
        expect(extra, path).toHaveLength(1);
        expect(extra[0], path).toContain('data-for-sale-counts');
      } else {
        expect(islands, path).toEqual([]);
        expect(await scriptsOf(page), path).toEqual(chrome);
      }
    }
  });

  test('fits a phone screen without sideways scrolling @mobile', async ({ page }) => {
    for (const path of pages) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
