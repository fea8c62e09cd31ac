import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrateAll } from './hydrate.ts';
import { ALL_ROUTES } from './routes.ts';
import { WCAG_TAGS } from './axe.ts';

async function stubExternal(page: Page): Promise<void> {
  // Map tiles and embeds never reach the internet in tests.
  await page.route(/^https:\/\/(?!localhost)/, (route) => route.fulfill({ status: 204, body: '' }));
}

/** axe's violations once every island has hydrated, and any script error on the way (a hydration mismatch, say). */
async function violations(page: Page, route: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  await stubExternal(page);
  await page.goto(route);
  await hydrateAll(page);
  // Back at the top, as a visitor arrives: hydrating scrolled each island into view, and wherever that left the
  // page, the sticky header covered whatever lay under it (a card's save button), which axe's target-size
  // counted as obscured.
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return [
    ...errors,
    ...results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n  ')}`,
    ),
  ];
}

// Hydrating every island and running axe over a long page takes a while on a 2-core machine.
test.describe.configure({ timeout: 60_000 });

for (const route of ALL_ROUTES) {
  test(`axe finds no WCAG 2.2 A/AA violation and no script error on ${route}`, async ({ page }) => {
    expect(await violations(page, route)).toEqual([]);
  });
  test(`axe finds no WCAG 2.2 A/AA violation and no script error on ${route} @mobile`, async ({ page }) => {
    expect(await violations(page, route)).toEqual([]);
  });
}

// Scrolled a few pixels, the top bar is partly off screen and the header not yet stuck: the header sticks only
// once the top bar has scrolled away, so none of the top bar's controls is ever partly under it, and axe's
// target-size finds no overlapping targets there. Run without scrolling to the top first.
for (const tag of ['', ' @mobile']) {
  test(`no top bar control under the sticky header, and no axe violation, on / scrolled by 10, 20 and 30 px${tag}`, async ({
    page,
  }) => {
    await stubExternal(page);
    await page.goto('/');
    for (const y of [10, 20, 30]) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
      const covered = await page.evaluate(() => {
        const header = document.getElementById('site-header')?.getBoundingClientRect();
        const controls = [...document.querySelectorAll('[aria-label^="Language"] a, [aria-label^="Language"] button')];
        return controls
          .map((control) => control.getBoundingClientRect())
          .filter((box) => header && box.height > 0 && box.bottom > header.top && box.top < header.bottom).length;
      });
      expect(covered, `top bar controls under the header at ${String(y)} px`).toBe(0);
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(
        results.violations.map((v) => `${String(y)} px: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
  });
}
