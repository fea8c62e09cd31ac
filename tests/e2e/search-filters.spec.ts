// The high-end buyer's filters (min and max price, baths, size, status, waterfront, water view, open house this
// week) with and without JavaScript: chips, results, saving them, and an empty search's way out (its nearest
// relaxations, whose counts are what their links find, and "Save this search"). Counts come from data/.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { SAVED_NOTICE } from '#src/features/alerts/alert-pages.ts';
import { LOCAL_SEARCHES_KEY } from '#src/features/alerts/confirmed-search.ts';
import { nearestRelaxations } from '#src/features/listings/relaxations.ts';
import { relaxationText, resultCountText } from '#src/features/listings/results-header.ts';
import { toCriteria } from '#src/features/listings/search-criteria.ts';
import { searchTitle } from '#src/features/listings/search-head.ts';
import { filterProperties } from '#src/features/listings/search.ts';
import { readFilters, type ResultsFilters } from '#src/schemas/results-query.ts';
import { savedQuery } from '#src/schemas/saved-search.ts';
import { axeViolations } from './axe.ts';
import { uniqueAddress } from './alert-emails.ts';
import { listings } from './content-data.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const filters = (query: string): ResultsFilters => readFilters(new URLSearchParams(query));
/** How many of data/'s listings a search finds now: the results heading it gets. */
const count = (search: ResultsFilters) => filterProperties(listings, toCriteria(search)).length;
const heading = (page: Page) => page.locator('[data-island="property-search"] [data-results] h2');
const chip = (page: Page, label: string) => page.getByRole('link', { name: new RegExp(`^Remove filter ${label}`) });
const moreFilters = (page: Page) => page.locator('form[role="search"] details > summary', { hasText: 'More filters' });

/** A search of the new filters that finds homes in data/, and its URL. */
const SEARCH = 'minPrice=1000000&maxPrice=5000000&baths=2&waterView=yes';

/** Picks the new filters of SEARCH in the form (More filters opened first). */
async function chooseFilters(page: Page): Promise<void> {
  const form = page.locator('form[role="search"]');
  await form.getByRole('combobox', { name: 'Min price' }).selectOption('1000000');
  await form.getByRole('combobox', { name: 'Max price' }).selectOption('5000000');
  await moreFilters(page).click();
  await form.getByRole('combobox', { name: 'Baths' }).selectOption('2');
  await form.getByRole('checkbox', { name: 'Water view' }).check();
}

async function expectChips(page: Page): Promise<void> {
  await expect(chip(page, 'Min price: \\$1M\\+')).toBeVisible();
  await expect(chip(page, 'Max price: under \\$5M')).toBeVisible();
  await expect(chip(page, 'Baths: 2\\+')).toBeVisible();
  await expect(chip(page, 'Water view$')).toBeVisible();
}

test.describe('the new filters with JavaScript', () => {
  test('the form searches with them: the URL, the chips, the count; axe with More filters open', async ({ page }) => {
    expect(count(filters(SEARCH))).toBeGreaterThan(0);
    await page.goto('/properties');
    await expect(page.locator('astro-island[opts*="PropertySearch"]')).not.toHaveAttribute('ssr');
    await chooseFilters(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`/properties?${SEARCH}`);
    await expectChips(page);
    await expect(heading(page)).toHaveText(resultCountText(count(filters(SEARCH))));
    // A chip removes its filter alone, and the form follows the search it shows.
    await chip(page, 'Baths').click();
    const withoutBaths = SEARCH.replace('&baths=2', '');
    await expect(page).toHaveURL(`/properties?${withoutBaths}`);
    await expect(heading(page)).toHaveText(resultCountText(count(filters(withoutBaths))));
    await expect(page.getByRole('combobox', { name: 'Baths' })).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: 'Water view' })).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a price band of an old URL keeps its chip; the form shows it as its min and max price', async ({ page }) => {
    await page.goto('/properties?price=1000000-2000000');
    await expect(chip(page, 'Price: \\$1M – \\$2M')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Min price' })).toHaveValue('1000000');
    await expect(page.getByRole('combobox', { name: 'Max price' })).toHaveValue('2000000');
    await expect(page.locator('astro-island[opts*="PropertySearch"]')).not.toHaveAttribute('ssr');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/properties?minPrice=1000000&maxPrice=2000000');
    await expect(heading(page)).toHaveText(resultCountText(count(filters('price=1000000-2000000'))));
  });

  test('saves the search with its new filters: the dialog, then /saved names and links it', async ({ page }) => {
    await page.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.fulfill({ status: 204, body: '' }),
    );
    await page.goto(`/properties?${SEARCH}`);
    const save = page.locator('astro-island:not([ssr]) [data-save-search]');
    await expect(save).toHaveAttribute('href', `/alerts/save?${SEARCH}`);
    await save.click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByLabel('Email').fill(uniqueAddress('filters'));
    await dialog.getByLabel(/I agree to receive e-mail alerts/).check();
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(page.locator('[data-save-search-notice]')).toContainText(SAVED_NOTICE.title);
    const name = searchTitle(filters(SEARCH));
    expect(name).toBe('Water-view homes with 2+ baths at $1M – $5M in Rhode Island');
    const stored = await page.evaluate((key) => localStorage.getItem(key), LOCAL_SEARCHES_KEY);
    expect(JSON.parse(stored ?? '[]')).toMatchObject([{ name, query: SEARCH }]);
    await page.goto('/saved');
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', `/properties?${SEARCH}`);
  });

  test('an empty search offers its nearest relaxations: fetched after a search in the page, each link finds its count', async ({
    page,
  }) => {
    await page.goto('/properties');
    await expect(page.locator('astro-island[opts*="PropertySearch"]')).not.toHaveAttribute('ssr');
    const form = page.locator('form[role="search"]');
    await form.getByLabel('Location').fill('Atlantis');
    await form.getByRole('combobox', { name: 'Min price' }).selectOption('1000000');
    const relaxed = page.waitForRequest((request) => request.url().includes('/api/properties/relaxations?'));
    await form.getByRole('button', { name: 'Search' }).click();
    await relaxed;
    await expect(page.getByText('No properties found matching your criteria.')).toBeVisible();
    const expected = nearestRelaxations(filters('location=Atlantis&minPrice=1000000'), count);
    expect(expected.length).toBeGreaterThan(0);
    const links = page.locator('[data-relaxations] a');
    await expect(links).toHaveText(expected.map((relaxation) => relaxationText(relaxation)));
    // The empty state offers "Save this search" (once on the page) beside View All Properties.
    await expect(page.getByRole('link', { name: 'Save this search' })).toHaveCount(1);
    await expect(
      page.locator('[data-results] > div').last().getByRole('link', { name: 'Save this search' }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await links.first().click();
    await expect(heading(page)).toHaveText(resultCountText(expected[0]!.count));
  });
});

test.describe('the new filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the GET form sends them; the chips, the count and More filters open on the result', async ({ page }) => {
    await page.goto('/properties');
    await chooseFilters(page);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/properties\?location=&type=&beds=&minPrice=1000000&maxPrice=5000000&baths=2&/);
    expect(new URL(page.url()).searchParams.get('waterView')).toBe('yes');
    await expectChips(page);
    await expect(heading(page)).toHaveText(resultCountText(count(filters(SEARCH))));
    await expect(page.getByRole('checkbox', { name: 'Water view' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Baths' })).toBeVisible();
  });

  test('"Save this search" leads to the form page, which names the search with its new filters', async ({ page }) => {
    const search = filters(`${SEARCH}&openHouse=week&status=Available`);
    await page.goto(`/properties?${SEARCH}&openHouse=week&status=Available`);
    await page.getByRole('link', { name: 'Save this search' }).click();
    await expect(page).toHaveURL(`/alerts/save?${savedQuery(search)}`);
    await expect(page.getByText(`“${searchTitle(search)}”`)).toBeVisible();
  });

  test('an empty search shows its relaxations with their counts in the HTML, and each link finds that many', async ({
    page,
  }) => {
    const empty = 'location=Atlantis&minPrice=1000000&waterfront=yes';
    await page.goto(`/properties?${empty}`);
    await expect(page.getByText('No properties found matching your criteria.')).toBeVisible();
    const expected = nearestRelaxations(filters(empty), count);
    const links = page.locator('[data-relaxations] a');
    await expect(links).toHaveText(expected.map((relaxation) => relaxationText(relaxation)));
    for (const [i, relaxation] of expected.entries()) {
      await page.goto(`/properties?${empty}`);
      await links.nth(i).click();
      await expect(heading(page)).toHaveText(resultCountText(relaxation.count));
    }
    await page.goto(`/properties?${empty}`);
    await page.getByRole('link', { name: 'Save this search' }).click();
    await expect(page).toHaveURL(`/alerts/save?${empty}`);
  });
});

test.describe('@mobile the search form on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fits the screen with More filters open, every control at least 24 px, and searches', async ({ page }) => {
    await page.goto('/properties');
    await page.locator('[data-filters] > summary').click();
    await moreFilters(page).click();
    const form = page.locator('form[role="search"]');
    await expect(form.getByRole('checkbox', { name: 'Open house this week' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await form.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
    // Min and max price share a row; each control is a comfortable target.
    const min = await form.getByRole('combobox', { name: 'Min price' }).boundingBox();
    const max = await form.getByRole('combobox', { name: 'Max price' }).boundingBox();
    expect(min?.y).toBe(max?.y);
    for (const control of await form.locator('select, input, button, summary').all()) {
      const size = await control.boundingBox();
      expect(Math.min(size?.width ?? 0, size?.height ?? 0)).toBeGreaterThanOrEqual(24);
    }
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('checkbox', { name: 'Waterfront' }).check();
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/properties?waterfront=yes');
    await expect(heading(page)).toHaveText(resultCountText(count(filters('waterfront=yes'))));
  });
});
