// A phone's first screen (390 × 844): /properties shows results there, a listing shows its photo first, and
// the pages a buyer lands on do not shift as fonts, images and islands arrive (CLS under 0.01).
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { telHref } from '#src/lib/format.ts';
import { axeViolations } from './axe.ts';
import { listings, team } from './content-data.ts';
import { stubTiles } from './isolate.ts';

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

// A listing page on a phone: the photo first, and a bar at the foot of the screen that calls or asks for a
// showing (issue 38). The listings are picked from data/listings by what they must show.
test.describe('@mobile a listing page on a phone', () => {
  const site = JSON.parse(readFileSync(new URL('../../data/site/site.en.json', import.meta.url), 'utf8')) as {
    phone: string;
  };
  const forSale = listings.filter((l) => l.status !== 'Sold' && !l.listingKey);
  const withAdvisor = forSale.find((l) => l.advisorId !== null && l.status === 'Available')!;
  const underContract = forSale.find((l) => l.status === 'Under Contract')!;
  const advisor = team.find((member) => member.id === withAdvisor.advisorId)!;
  const withoutAdvisor = forSale.find((l) => l.advisorId === null)!;
  const sold = listings.find((l) => l.status === 'Sold' && !l.listingKey)!;
  const bar = (page: Page) => page.locator('[data-listing-action-bar]');
  const top = async (locator: Locator) => (await locator.boundingBox())!.y;

  test('the first photo runs edge to edge under the header, then the price, the key facts and the address', async ({
    page,
  }) => {
    await stubTiles(page);
    await page.goto(`/properties/${String(withAdvisor.id)}`);
    const header = (await page.locator('#site-header').boundingBox())!;
    const photo = (await page.locator('[data-gallery-image="0"]').boundingBox())!;
    test.info().annotations.push({ type: 'first photo top (px)', description: String(photo.y) });
    expect(photo.y).toBeCloseTo(header.y + header.height, 0);
    expect(photo.x).toBe(0);
    expect(photo.width).toBe(SCREEN.width);
    const price = await top(page.locator('[data-property] [data-price]'));
    const facts = await top(page.locator('[data-key-facts]'));
    const address = await top(page.locator('[data-property] [data-address]'));
    const title = await top(page.getByRole('heading', { level: 1 }));
    expect(price).toBeGreaterThanOrEqual(photo.y + photo.height);
    expect(facts).toBeGreaterThan(price);
    expect(address).toBeGreaterThan(facts);
    expect(title).toBeGreaterThan(address);
    for (const label of ['Bedrooms', 'Bathrooms', 'Square Feet'])
      await expect(page.locator('[data-key-facts]').getByText(label, { exact: true })).toBeVisible();
    await expect(bar(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the bar's Call rings the listing's advisor, else the office", async ({ page }) => {
    await page.goto(`/properties/${String(withAdvisor.id)}`);
    await expect(bar(page).getByRole('link', { name: /^Call\b/ })).toHaveAttribute('href', telHref(advisor.phone));
    await page.goto(`/properties/${String(withoutAdvisor.id)}`);
    await expect(bar(page).getByRole('link', { name: /^Call\b/ })).toHaveAttribute('href', telHref(site.phone));
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled });

      test('"Request a showing" brings the showing section into view, its day picker next in the tab order', async ({
        page,
      }) => {
        await stubTiles(page);
        await page.goto(`/properties/${String(withAdvisor.id)}`);
        await bar(page).getByRole('link', { name: 'Request a showing' }).tap();
        await expect(page).toHaveURL(/#request-showing$/);
        await expect(page.getByRole('heading', { name: 'Request a private showing' })).toBeInViewport();
        await page.keyboard.press('Tab');
        await expect(page.locator('#request-showing [data-showing-days] > input:checked')).toBeFocused();
      });

      test('for a home under contract, "Request a showing" brings the inquiry form into view with focus in its first field', async ({
        page,
      }) => {
        await stubTiles(page);
        await page.goto(`/properties/${String(underContract.id)}`);
        await bar(page).getByRole('link', { name: 'Request a showing' }).tap();
        const name = page.locator('form[data-inquiry-state]').getByLabel('Full Name');
        await expect(name).toBeFocused();
        await expect(name).toBeInViewport();
        await expect(page.getByRole('heading', { name: 'Interested in this property?' })).toBeInViewport();
        // The on-screen keyboard is up: the bar steps aside.
        await expect(bar(page)).toBeHidden();
      });
    });
  }

  test('the bar never covers the focused element, all the way down the page', async ({ page }) => {
    await stubTiles(page);
    await page.goto(`/properties/${String(withAdvisor.id)}`);
    await page.locator('body').focus();
    let presses = 0;
    for (; presses < 250; presses += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const focused = document.activeElement;
        const strip = document.querySelector('[data-listing-action-bar]');
        if (!focused || focused === document.body || !strip) return null;
        const box = focused.getBoundingClientRect();
        const barBox = strip.getBoundingClientRect();
        return {
          element: `${focused.tagName} ${focused.textContent.trim().slice(0, 40)}`,
          inBar: strip.contains(focused),
          inFooter: focused.closest('footer') !== null,
          covered:
            getComputedStyle(strip).visibility === 'visible' &&
            box.bottom > barBox.top + 0.5 &&
            box.top < barBox.bottom,
        };
      });
      if (!where || where.inFooter) break;
      if (!where.inBar) expect(where.covered, where.element).toBe(false);
    }
    expect(presses).toBeGreaterThan(20);
  });

  test('a sold home\'s bar offers Call and "What is my home worth?", and its page has no inquiry form', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await stubTiles(page);
    await page.goto(`/properties/${String(sold.id)}`);
    await expect(bar(page).getByRole('link')).toHaveText([/^Call\b/, 'What is my home worth?']);
    await expect(bar(page).getByRole('link', { name: 'What is my home worth?' })).toHaveAttribute(
      'href',
      '/home-valuation',
    );
    await expect(page.getByRole('link', { name: 'See similar homes' })).toBeVisible();
    // Down the whole page, so every island in view has loaded.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await page.waitForTimeout(100);
    }
    await expect(page.locator('[data-listing-map] [data-ready="true"]')).toBeAttached();
    await expect(page.locator('form[data-inquiry-state]')).toHaveCount(0);
    expect(scripts.filter((url) => /InquiryForm|useLeadForm/.test(url))).toEqual([]);
  });
});
