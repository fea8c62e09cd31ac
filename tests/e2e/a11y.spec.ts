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
