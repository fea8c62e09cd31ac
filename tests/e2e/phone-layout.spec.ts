// A phone's first screen (390 × 844): /properties shows results there, and the pages a buyer lands on do
// not shift as fonts, images and islands arrive (CLS under 0.01).
import { expect, test, type Page } from '@playwright/test';
import { listings } from './content-data.ts';

const SCREEN = { width: 390, height: 844 };
test.use({ viewport: SCREEN, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

/** Layout shifts without recent input, summed from the start of the page's life. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { __cls: number };
    scope.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) scope.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('@mobile /properties on a phone', () => {
  test('the first result card is inside the first screen', async ({ page }) => {
    await page.goto('/properties');
    const card = page.locator('[data-island="property-search"] [data-property-card]').first();
    const box = await card.boundingBox();
    expect(box?.y).toBeLessThan(SCREEN.height);
  });

  test('with filters, the chips and the first card are on the first screen; Filters opens the form in place', async ({
    page,
  }) => {
    const town = listings[0]!.city;
    await page.goto(`/properties?location=${encodeURIComponent(town)}`);
    const chip = page.getByRole('link', { name: /^Remove filter Location:/ });
    const card = page.locator('[data-island="property-search"] [data-property-card]').first();
    for (const element of [chip, card]) expect((await element.boundingBox())?.y).toBeLessThan(SCREEN.height);
    const filters = page.locator('[data-filters] > summary');
    await expect(filters).toHaveText(/Filters\s*\(1 active\)/);
    const location = page.getByRole('searchbox', { name: 'Location' });
    await expect(location).toBeHidden();
    await filters.click();
    await expect(location).toBeVisible();
    await expect(location).toHaveValue(town);
  });
});

test.describe('@mobile layout stability on a phone', () => {
  for (const path of ['/', '/properties', `/properties/${String(listings[0]!.id)}`]) {
    test(`${path} shifts less than 0.01 (CLS) while it loads and hydrates`, async ({ page }) => {
      await watchLayoutShifts(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls).toBeLessThan(0.01);
    });
  }
});
