import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { formatPriceShort } from '#src/lib/format.ts';
import { PAGE_SIZE } from '#src/features/listings/paging.ts';
import { resultCountText } from '#src/features/listings/results-header.ts';
import { sortProperties } from '#src/features/listings/sort.ts';
import { inBbox, parseBbox } from '#src/schemas/map-area.ts';
import { SORT_OPTIONS } from '#src/schemas/property-fields.ts';
import { foundText, listings } from './content-data.ts';
import { stubTiles } from './isolate.ts';

// Function calls start a fresh worker locally, and the map loads Leaflet on demand: allow for both.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 180_000 });

const island = (page: Page) => page.locator('[data-island="property-search"]');
const results = (page: Page) => island(page).locator('[data-results]');
const cards = (page: Page) => island(page).locator('[data-property-card]');
const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of the results' });
const mapItems = (map: Locator) => map.locator('[data-map-item]');
const switchButton = (page: Page, name: 'List' | 'Map') =>
  page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name, exact: true });

/** Waits until the island has hydrated and its results have loaded. */
async function loaded(page: Page): Promise<void> {
  await page.locator('astro-island:not([ssr])').first().waitFor();
  await expect(results(page)).toHaveAttribute('data-results', 'ready');
}

/** Waits until the map has drawn the results, and returns it. */
async function mapReady(page: Page): Promise<Locator> {
  await loaded(page);
  const map = mapRegion(page);
  await expect(map).toHaveAttribute('data-ready', 'true');
  return map;
}

/** The card ids on the page, in order. */
async function cardIds(page: Page): Promise<number[]> {
  return (await cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-property-card')))).map(
    Number,
  );
}

/** The listings each marker or cluster stands for, added up. */
async function markedCount(map: Locator): Promise<number> {
  const counts = await mapItems(map).evaluateAll((nodes) =>
    nodes.map((node) => Number(node.getAttribute('data-count'))),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

const newest = sortProperties(listings, 'newest');

test.describe('/properties map view', () => {
  test('Leaflet loads only when the map is first shown; the switch keeps its state in the URL', async ({ page }) => {
    await stubTiles(page);
    const leaflet: string[] = [];
    page.on('request', (request) => {
      if (/\/_astro\/(leaflet-src|supercluster|ResultsMap)[.\w-]*\.js$/.test(request.url()))
        leaflet.push(request.url());
    });
    await page.goto('/properties');
    await loaded(page);
    await page.waitForLoadState('networkidle');
    expect(leaflet).toEqual([]);
    await expect(mapRegion(page)).toHaveCount(0);
    await expect(switchButton(page, 'List')).toHaveAttribute('aria-pressed', 'true');

    await switchButton(page, 'Map').click();
    await expect(page).toHaveURL(/\/properties\?view=map$/);
    await expect(switchButton(page, 'Map')).toHaveAttribute('aria-pressed', 'true');
    const map = await mapReady(page);
    expect(leaflet.length).toBeGreaterThan(0);
    await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
    await expect(map.locator('img.leaflet-tile-loaded')).not.toHaveCount(0);
    // The list stays: the map is an addition to it.
    await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, listings.length));

    await page.goBack();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(mapRegion(page)).toHaveCount(0);
  });

  test('one marker or cluster per result, inside the map; a popup is a compact card linking to the listing', async ({
    page,
  }) => {
    const seen = await stubTiles(page);
    await page.goto('/properties?view=map');
    const map = await mapReady(page);
    const shown = newest.slice(0, PAGE_SIZE);
    await expect(cards(page)).toHaveCount(shown.length);
    const withCoordinates = shown.filter((p) => p.latitude !== undefined);
    await expect.poll(() => markedCount(map)).toBe(withCoordinates.length);
    // The map fits the results: every marker and cluster is inside its box.
    const frame = await map.boundingBox();
    if (!frame) throw new Error('The map has no box');
    for (const item of await mapItems(map).all()) {
      const box = await item.boundingBox();
      if (!box) throw new Error('A marker has no box');
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.y).toBeGreaterThanOrEqual(frame.y);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
      expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
    }

    // Clusters open up until a single listing's marker shows; its popup links to the detail page.
    const marker = map.locator('[data-map-item="marker"]').first();
    for (let i = 0; i < 10 && (await marker.count()) === 0; i++) {
      await map.locator('[data-map-item="cluster"]').first().click();
      await expect(map).toHaveAttribute('data-ready', 'true');
    }
    const id = Number(await marker.getAttribute('data-property-id'));
    const property = listings.find((p) => p.id === id);
    if (!property) throw new Error(`No listing ${id}`);
    await marker.click();
    const popup = map.locator('.leaflet-popup-content');
    await expect(popup).toHaveCount(1);
    await expect(popup.getByRole('link', { name: property.title })).toHaveAttribute('href', `/properties/${id}`);
    await expect(popup).toContainText(formatPriceShort(property.price));
    await expect(popup).toContainText(`${property.beds} Bed`);
    await expect(popup.locator('img')).toHaveCount(1);
    expect(seen.external).toEqual([]);
  });

  test('hovering a card highlights its marker or cluster', async ({ page }) => {
    await stubTiles(page);
    await page.goto('/properties?view=map');
    const map = await mapReady(page);
    const first = cards(page).first();
    const id = Number(await first.getAttribute('data-property-card'));
    await first.hover();
    const highlighted = map.locator('.results-marker-highlighted');
    await expect(highlighted).toHaveCount(1);
    const ids = await highlighted.evaluate(
      (node) => node.getAttribute('data-property-id') ?? node.getAttribute('data-count'),
    );
    expect(ids === String(id) || Number(ids) > 1).toBe(true);
    await page.mouse.move(0, 0);
    await expect(highlighted).toHaveCount(0);
  });

  test('Search this area narrows the results to the map and adds a chip; removing it restores them', async ({
    page,
  }) => {
    await stubTiles(page);
    await page.goto('/properties?view=map');
    const map = await mapReady(page);
    const searchArea = map.getByRole('button', { name: 'Search this area' });
    await expect(searchArea).toHaveCount(0);
    await map.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await map.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await searchArea.click();

    await expect(page).toHaveURL(/[?&]bbox=[-\d.,%C]+/);
    const box = parseBbox(new URL(page.url()).searchParams.get('bbox') ?? '');
    if (!box) throw new Error('No map area in the URL');
    const inside = listings.filter((p) => inBbox(p, box));
    expect(inside.length).toBeLessThan(listings.length);
    await expect(page.getByRole('heading', { level: 2, name: resultCountText(inside.length) })).toBeVisible();
    const chip = page.getByRole('link', { name: 'Remove filter Map area' });
    await expect(chip).toHaveText(/Map area/);
    await expect(results(page)).toHaveAttribute('data-results', 'ready');
    for (const id of await cardIds(page)) expect(inside.map((p) => p.id)).toContain(id);

    await chip.click();
    await expect(page).not.toHaveURL(/bbox=/);
    await expect(page).toHaveURL(/view=map/);
    await expect(page.getByRole('heading', { level: 2, name: foundText() })).toBeVisible();
  });

  test('markers and clusters are buttons in the tab order; Enter zooms into a cluster or opens a popup', async ({
    page,
  }) => {
    await stubTiles(page);
    await page.goto('/properties?view=map');
    const map = await mapReady(page);
    for (const item of await mapItems(map).all()) {
      await expect(item).toHaveAttribute('role', 'button');
      await expect(item).toHaveAttribute('tabindex', '0');
      await expect(item).toHaveAccessibleName(/.+/);
    }
    const popup = map.locator('.leaflet-popup-content');
    for (let i = 0; i < 12 && (await popup.count()) === 0; i++) {
      const item = mapItems(map).first();
      await item.focus();
      await expect(item).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(map).toHaveAttribute('data-ready', 'true');
    }
    await expect(popup.getByRole('link')).toHaveAttribute('href', /^\/properties\/\d+$/);
  });

  for (const tag of ['', ' @mobile']) {
    test(`the map view has no axe violations${tag}`, async ({ page }) => {
      await stubTiles(page);
      await page.goto('/properties?view=map');
      const map = await mapReady(page);
      await expect(map.locator('img.leaflet-tile-loaded')).not.toHaveCount(0);
      const { violations } = await new AxeBuilder({ page })
        .include('main')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('at 1024 px and wider the map view is split: results on the left, map on the right', async ({ page }) => {
    await stubTiles(page);
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/properties?view=map');
    const map = await mapReady(page);
    const mapBox = await map.boundingBox();
    const cardBox = await cards(page).first().boundingBox();
    if (!mapBox || !cardBox) throw new Error('No boxes');
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(mapBox.x);
  });

  test('@mobile below 1024 px the map comes above the list', async ({ page }) => {
    await stubTiles(page);
    await page.goto('/properties?view=map');
    const map = await mapReady(page);
    const mapBox = await map.boundingBox();
    const cardBox = await cards(page).first().boundingBox();
    if (!mapBox || !cardBox) throw new Error('No boxes');
    expect(mapBox.y + mapBox.height).toBeLessThanOrEqual(cardBox.y);
  });
});

test.describe('/properties sorting', () => {
  for (const option of SORT_OPTIONS) {
    test(`${option.label} shows the right first card, and paging keeps the order`, async ({ page }) => {
      const sorted = sortProperties(listings, option.key);
      await page.goto(option.key === 'newest' ? '/properties' : `/properties?sort=${option.key}`);
      await loaded(page);
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue(option.key);
      await expect(cards(page).first()).toHaveAttribute('data-property-card', String(sorted[0]?.id));
      expect(await cardIds(page)).toEqual(sorted.slice(0, PAGE_SIZE).map((p) => p.id));
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(option.key === 'newest' ? /\?page=2$/ : new RegExp(`sort=${option.key}&page=2$`));
      await expect(results(page)).toHaveAttribute('data-results', 'ready');
      await expect(cards(page).first()).toHaveAttribute('data-property-card', String(sorted[PAGE_SIZE]?.id));
      expect(await cardIds(page)).toEqual(sorted.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((p) => p.id));
    });
  }

  test('sorting keeps the filters and goes back to page 1; the island asks for one page at a time', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/properties')) requests.push(`${request.method()} ${request.url()}`);
    });
    await page.goto('/properties?price=1000000-2000000&page=2');
    await loaded(page);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await expect(page).toHaveURL(/\/properties\?price=1000000-2000000&sort=price-asc$/);
    const band = sortProperties(
      listings.filter((p) => p.price >= 1_000_000 && p.price < 2_000_000),
      'price-asc',
    );
    await expect(cards(page).first()).toHaveAttribute('data-property-card', String(band[0]?.id));
    for (const request of requests) expect(request).not.toMatch(/GET \S+\/api\/properties$/);
  });

  test('the List / Map switch and the sort control work from the keyboard', async ({ page }) => {
    await stubTiles(page);
    await page.goto('/properties');
    await loaded(page);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(sort).toBeFocused();
    await expect(results(page)).toHaveAttribute('data-results', 'ready');
    await expect(cards(page).first()).toHaveAttribute(
      'data-property-card',
      String(sortProperties(listings, 'price-desc')[0]?.id),
    );

    await page.keyboard.press('Tab');
    await expect(switchButton(page, 'List')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(switchButton(page, 'Map')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=price-desc&view=map/);
    await expect(switchButton(page, 'Map')).toHaveAttribute('aria-pressed', 'true');
    await mapReady(page);
    await switchButton(page, 'List').focus();
    await page.keyboard.press('Space');
    await expect(page).not.toHaveURL(/view=map/);
    await expect(mapRegion(page)).toHaveCount(0);
  });
});

test.describe('/properties sorting without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sort form orders the server-rendered results, and paging keeps the order', async ({ page }) => {
    await page.goto('/properties?location=&type=&price=&beds=');
    const form = page.locator('[data-sort-form]');
    await form.getByLabel('Sort by').selectOption('sqft-desc');
    await form.getByRole('button', { name: 'Sort' }).click();
    await expect(page).toHaveURL(/\/properties\?sort=sqft-desc$/);
    const sorted = sortProperties(listings, 'sqft-desc');
    const staticCards = page.locator('[data-property-card]');
    await expect(staticCards.first()).toHaveAttribute('data-property-card', String(sorted[0]?.id));
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/sort=sqft-desc&page=2/);
    await expect(staticCards.first()).toHaveAttribute('data-property-card', String(sorted[PAGE_SIZE]?.id));
  });
});
