// Pages that lead to the search: a county guide's town cards and county link, with live counts of homes for
// sale, and the home page's location field (with and without JavaScript). At a phone's 390 px and a desktop's
// 1440 px, with axe. Counts are checked against what the search itself answers, so any data/ passes.
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { forSaleText } from '#src/features/listings/for-sale.ts';
import { resultCountText } from '#src/features/listings/results-header.ts';
import type { Property } from '#src/schemas/property.ts';
import { data } from '#tests/helpers/guides-data.ts';
import { axeViolations } from './axe.ts';
import { listings } from './content-data.ts';

// Function calls can take seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const county = Object.values(data.counties).sort((a, b) => a.order - b.order)[0]!;
/** A town with a home for sale in the office's listings, so the search has results. */
const town = listings.find((listing) => listing.status === 'Available')?.city ?? 'Newport';
const COUNTS_API = /\/api\/listings\/for-sale-counts\?/;

/** What the search finds for a location: every listing, and those for sale. */
async function searchFor(request: APIRequestContext, location: string): Promise<{ all: number; forSale: number }> {
  const response = await request.post('/api/properties/search', { data: { location } });
  expect(response.ok()).toBe(true);
  const found = (await response.json()) as Property[];
  return { all: found.length, forSale: found.filter((listing) => listing.status === 'Available').length };
}

/** The results page of a search: its chip and its count, as the search itself answers. */
async function expectResults(page: Page, request: APIRequestContext, location: string): Promise<void> {
  await expect(page).toHaveURL(`/properties?${new URLSearchParams({ location }).toString()}`);
  await expect(page.getByRole('link', { name: /^Remove filter Location:/ })).toContainText(`Location: ${location}`);
  const { all } = await searchFor(request, location);
  await expect(page.getByRole('heading', { level: 2, name: resultCountText(all) })).toBeVisible();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${String(viewport.width)} px`, () => {
    test.use({ viewport });

    test(`/counties/${county.slug} shows how many homes are for sale in each town and the county, in room kept for it`, async ({
      page,
      request,
    }) => {
      // The counts wait until the page has been measured without them.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(COUNTS_API, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/counties/${county.slug}`);
      const lines = page.locator('[data-for-sale]');
      const cardHeights = () =>
        page
          .locator('[data-community]')
          .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().height));
      await expect(lines).toHaveCount(county.communities.items.length + 1);
      for (const line of await lines.all()) await expect(line).toHaveText('');
      const before = await cardHeights();

      release();
      for (const line of await lines.all()) {
        const location = (await line.getAttribute('data-for-sale')) ?? '';
        await expect(line, location).toHaveText(forSaleText((await searchFor(request, location)).forSale));
      }
      expect(await cardHeights()).toEqual(before);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`/counties/${county.slug}: a town card and the county link open their searches`, async ({ page, request }) => {
      await page.goto(`/counties/${county.slug}`);
      const first = county.communities.items[0]!.name;
      await page.getByRole('link', { name: `View homes in ${first}` }).click();
      await expectResults(page, request, first);

      await page.goto(`/counties/${county.slug}`);
      const countyLink = page.locator('[data-county-search]');
      const location = new URL((await countyLink.getAttribute('href')) ?? '', page.url()).searchParams.get('location');
      await countyLink.click();
      await expectResults(page, request, location ?? '');
    });

    test('the home page location field searches', async ({ page, request }) => {
      await page.goto('/');
      expect(await axeViolations(page)).toEqual([]);
      const field = page.getByRole('searchbox', { name: 'Search homes by location' });
      await field.fill(town);
      await field.press('Enter');
      await expectResults(page, request, town);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page location field searches', async ({ page, request }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search homes by location' }).fill(town);
    await page.getByRole('search', { name: 'Search homes' }).getByRole('button', { name: 'Search' }).click();
    await expectResults(page, request, town);
  });

  test('a county guide keeps its count lines empty and its links work', async ({ page }) => {
    await page.goto(`/counties/${county.slug}`);
    for (const line of await page.locator('[data-for-sale]').all()) await expect(line).toHaveText('');
    const first = county.communities.items[0]!.name;
    await page.getByRole('link', { name: `View homes in ${first}` }).click();
    await expect(page).toHaveURL(`/properties?${new URLSearchParams({ location: first }).toString()}`);
  });
});
