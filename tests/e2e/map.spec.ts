import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { MAP } from '#src/lib/map.ts';
import { FIT_PADDING, mapCenter, officeMapId, popupLines } from '#src/features/contact/office-map.ts';
import type { Office } from '#src/schemas/site.ts';
import { LISTING_MAP_MARGIN, townGuide } from '#src/features/listings/listing-location.ts';
import { foundText, listings } from './content-data.ts';
import { axeViolations } from './axe.ts';
import { stubTiles } from './isolate.ts';

// The island hydrates when it scrolls into view and then fetches Leaflet: on a busy machine that can take
// longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const { offices } = JSON.parse(readFileSync(new URL('../../data/site/site.en.json', import.meta.url), 'utf8')) as {
  offices: Office[];
};
const [narragansett, providence] = offices as [Office, Office];

/** Console messages that report a CSP violation. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of our offices' });
const marker = (map: Locator, office: Office) => map.locator(`img.leaflet-marker-icon[alt="${office.name}"]`);
const popup = (map: Locator) => map.locator('.leaflet-popup-content');

/** Opens /contact with the tiles stubbed and scrolls the map into view, which loads Leaflet. */
async function openMap(page: Page): Promise<Locator> {
  await stubTiles(page);
  await page.goto('/contact');
  const map = mapRegion(page);
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-ready', 'true');
  return map;
}

test('Leaflet loads once the map scrolls into view, in the spec box, centred between the offices', async ({ page }) => {
  const seen = await stubTiles(page);
  const leaflet: string[] = [];
  page.on('request', (request) => {
    if (/\/_astro\/leaflet-src\.[\w-]+\.js$/.test(request.url())) leaflet.push(request.url());
  });
  const violations = watchCsp(page);
  await page.goto('/contact');
  await page.waitForLoadState('load');
  const map = mapRegion(page);
  // Before Leaflet: a light placeholder that already has the map's size.
  await expect(map).toHaveAttribute('data-ready', 'false');
  await expect(map).toContainText('Loading map…');
  expect((await map.boundingBox())?.height).toBe(384);
  expect(leaflet).toEqual([]);
  expect(seen.tiles).toEqual([]);

  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-ready', 'true');
  expect(leaflet).toHaveLength(1);
  await expect(map).not.toContainText('Loading map…');
  expect((await map.boundingBox())?.height).toBe(384);
  await expect(map).toHaveCSS('border-radius', '8px');
  await expect(map).toHaveCSS('box-shadow', /rgba/);

  const [lat, lng] = mapCenter(offices);
  await expect(map).toHaveAttribute('data-center', `${lat.toFixed(4)},${lng.toFixed(4)}`);
  await expect(map.locator('img.leaflet-tile-loaded')).not.toHaveCount(0);
  await expect(map.locator('img.leaflet-tile').first()).toHaveCSS('width', `${MAP.tileSize}px`);
  const zoom = Number(await map.getAttribute('data-zoom'));
  expect(seen.tiles.length).toBeGreaterThan(0);
  for (const tile of seen.tiles) expect(tile).toMatch(new RegExp(`/${zoom}/\\d+/\\d+\\.png$`));
  await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');

  const markers = map.locator('img.leaflet-marker-icon');
  await expect(markers).toHaveCount(offices.length);
  for (const icon of await markers.all()) {
    await expect(icon).toHaveCSS('width', `${MAP.markerSize[0]}px`);
    await expect(icon).toHaveCSS('height', `${MAP.markerSize[1]}px`);
    // Self-hosted: the build inlines the icons or serves them from the site, never from a CDN.
    expect(await icon.evaluate((image) => (image as HTMLImageElement).src)).toMatch(
      /^(data:image\/png;|http:\/\/localhost:\d+\/_astro\/)/,
    );
  }
  expect(seen.external).toEqual([]);
  expect(violations).toEqual([]);
});

for (const { width, height, tag } of [
  { width: 1440, height: 900, tag: '' },
  { width: 390, height: 844, tag: ' @mobile' },
]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height } });

    test(`both offices are inside the map on first view, at zoom 10 or the closest zoom that shows both${tag}`, async ({
      page,
    }) => {
      const map = await openMap(page);
      const frame = await map.boundingBox();
      if (!frame) throw new Error('The map has no box');
      const tips: { x: number; y: number }[] = [];
      for (const office of offices) {
        const box = await marker(map, office).boundingBox();
        if (!box) throw new Error(`No marker for ${office.name}`);
        expect(box.y, `${office.name}: top`).toBeGreaterThanOrEqual(frame.y);
        expect(box.y + box.height, `${office.name}: bottom`).toBeLessThanOrEqual(frame.y + frame.height);
        expect(box.x, `${office.name}: left`).toBeGreaterThanOrEqual(frame.x);
        expect(box.x + box.width, `${office.name}: right`).toBeLessThanOrEqual(frame.x + frame.width);
        tips.push({ x: box.x + box.width / 2, y: box.y + box.height });
      }
      const zoom = Number(await map.getAttribute('data-zoom'));
      expect(Number.isInteger(zoom)).toBe(true);
      expect(zoom).toBeLessThanOrEqual(MAP.zoom);
      if (zoom < MAP.zoom) {
        // One zoom closer doubles the distances: the offices would no longer fit with room for their markers.
        const across = Math.max(...tips.map((tip) => tip.x)) - Math.min(...tips.map((tip) => tip.x));
        const down = Math.max(...tips.map((tip) => tip.y)) - Math.min(...tips.map((tip) => tip.y));
        expect(2 * across > frame.width - FIT_PADDING[0] || 2 * down > frame.height - FIT_PADDING[1]).toBe(true);
      }
      // The first view stays centred on the offices' average, whatever the zoom.
      const [lat, lng] = mapCenter(offices);
      await expect(map).toHaveAttribute('data-center', `${lat.toFixed(4)},${lng.toFixed(4)}`);
    });

    test(`the office list reaches each marker from the keyboard, before and after Leaflet has loaded${tag}`, async ({
      page,
    }) => {
      await stubTiles(page);
      await page.goto('/contact');
      const map = mapRegion(page);
      await expect(map).toHaveAttribute('data-ready', 'false');

      // Before Leaflet: following the link brings the map into view, loads it and opens the popup.
      await page.getByRole('link', { name: `Show ${providence.name} on the map` }).focus();
      await page.keyboard.press('Enter');
      await expect(map).toHaveAttribute('data-ready', 'true');
      await expect(popup(map)).toContainText(providence.street);
      await expect(marker(map, providence)).toBeFocused();

      // After: one popup at a time.
      await page.getByRole('link', { name: `Show ${narragansett.name} on the map` }).focus();
      await page.keyboard.press('Enter');
      await expect(popup(map)).toHaveCount(1);
      await expect(popup(map)).toContainText(narragansett.street);
      await expect(marker(map, narragansett)).toBeFocused();

      // Once closed, the same link, whose fragment is already in the address, opens it again.
      await map.getByRole('button', { name: 'Close popup' }).click();
      await expect(popup(map)).toHaveCount(0);
      await page.getByRole('link', { name: `Show ${narragansett.name} on the map` }).focus();
      await page.keyboard.press('Enter');
      await expect(popup(map)).toContainText(narragansett.street);
      await expect(marker(map, narragansett)).toBeFocused();
    });
  });
}

test("a marker click opens that office's popup with one line per entry", async ({ page }) => {
  const map = await openMap(page);
  for (const office of offices) {
    await marker(map, office).click();
    await expect(popup(map)).toHaveCount(1);
    await expect(popup(map).locator('strong, span')).toHaveText(popupLines(office));
    await expect(popup(map).getByRole('link', { name: office.phone })).toHaveAttribute('href', /^tel:/);
    expect((await popup(map).boundingBox())?.width).toBeLessThanOrEqual(MAP.popupMaxWidth);
  }
});

test('a marker is reached with Tab and opens its popup with Enter', async ({ page }) => {
  const map = await openMap(page);
  const target = marker(map, providence);
  await expect(target).toHaveAttribute('role', 'button');
  await page.getByRole('link', { name: narragansett.name, exact: true }).focus();
  for (let presses = 0; presses < 6 && !(await target.evaluate((element) => element === document.activeElement));) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup(map)).toContainText(providence.street);
});

test('links to an office on the map name their fragment after the office', async ({ page }) => {
  await stubTiles(page);
  await page.goto('/contact');
  for (const office of offices) {
    await expect(page.getByRole('link', { name: office.name, exact: true })).toHaveAttribute(
      'href',
      `#${officeMapId(office)}`,
    );
    await expect(page.getByRole('link', { name: `Show ${office.name} on the map` })).toHaveAttribute(
      'href',
      `#${officeMapId(office)}`,
    );
  }
});

for (const tag of ['', ' @mobile']) {
  test(`no CSP violation and no axe violation with the map loaded and a popup open${tag}`, async ({ page }) => {
    const violations = watchCsp(page);
    const map = await openMap(page);
    await page.getByRole('link', { name: providence.name, exact: true }).click();
    await expect(popup(map)).toContainText(providence.street);
    await expect(map.locator('img.leaflet-tile-loaded')).not.toHaveCount(0);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
    expect(violations).toEqual([]);
  });
}

// The map of a listing's page (ListingMap): nothing of it loads before it scrolls near, since Leaflet and
// the tiles are the page's largest optional part; then the pin, and the town's links beside it.
test.describe('the map on a listing page', () => {
  const listing = listings.find((l) => l.latitude !== undefined && !l.listingKey)!;
  const mapBox = (page: Page) => page.getByRole('region', { name: `Map of ${listing.title}` });
  const margin = Number.parseInt(LISTING_MAP_MARGIN, 10);

  for (const { width, height, tag } of [
    { width: 1440, height: 900, tag: '' },
    { width: 390, height: 844, tag: ' @mobile' },
  ]) {
    test.describe(`at ${width} px wide`, () => {
      test.use({ viewport: { width, height } });

      test(`requests no map code and no tile until the map scrolls near; then draws the pin${tag}`, async ({
        page,
      }) => {
        const seen = await stubTiles(page);
        const mapCode: string[] = [];
        page.on('request', (request) => {
          if (/\/_astro\/(leaflet|ListingMap)/.test(new URL(request.url()).pathname)) mapCode.push(request.url());
        });
        const violations = watchCsp(page);
        await page.goto(`/properties/${String(listing.id)}`, { waitUntil: 'networkidle' });
        const map = mapBox(page);
        expect((await map.boundingBox())!.y, 'the map starts out of reach').toBeGreaterThan(height + margin);
        expect(mapCode).toEqual([]);
        expect(seen.tiles).toEqual([]);
        await expect(map.locator('[data-ready]')).toHaveCount(0);

        await map.scrollIntoViewIfNeeded();
        await expect(map.locator('[data-ready="true"]')).toBeAttached();
        await expect(map.locator(`img.leaflet-marker-icon[alt="${listing.title}"]`)).toBeVisible();
        await expect(map.locator('img.leaflet-tile-loaded')).not.toHaveCount(0);
        expect(mapCode.some((url) => url.includes('/leaflet-src.'))).toBe(true);
        expect(seen.tiles.length).toBeGreaterThan(0);
        await expect(map.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
        expect(seen.external).toEqual([]);
        expect(violations).toEqual([]);
        // At the top again: scrolled to the map, the page's own controls above it pass under the sticky header,
        // whose links axe counts as targets overlapping them (the top bar never is: a11y.spec.ts).
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }

  test('"Show on map", by the address, brings the map into view, which loads it', async ({ page }) => {
    const seen = await stubTiles(page);
    await page.goto(`/properties/${String(listing.id)}`);
    await page.getByRole('link', { name: 'Show on map' }).click();
    const map = mapBox(page);
    await expect(map).toBeInViewport();
    await expect(map.locator('[data-ready="true"]')).toBeAttached();
    expect(seen.tiles.length).toBeGreaterThan(0);
  });

  test("links the town's guide and the town's homes for sale", async ({ page }) => {
    await stubTiles(page);
    await page.goto(`/properties/${String(listing.id)}`);
    const location = page.getByRole('region', { name: 'Location' });
    const guide = townGuide(listing)!;
    await location.getByRole('link', { name: guide.label }).click();
    await expect(page).toHaveURL(new RegExp(`${guide.href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await location.getByRole('link', { name: `Homes for sale in ${listing.city}` }).click();
    await expect(page).toHaveURL(/\/properties\?location=/);
    await expect(page.getByRole('heading', { level: 2, name: foundText({ location: listing.city }) })).toBeVisible();
  });
});
