import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrateAll } from './hydrate';
import { ALL_ROUTES } from './routes';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function stubExternal(page: Page): Promise<void> {
  // Map tiles and embeds never reach the internet in tests.
  await page.route(/^https:\/\/(?!localhost)/, (route) => route.fulfill({ status: 204, body: '' }));
}

async function violations(page: Page, route: string) {
  await stubExternal(page);
  await page.goto(route);
  await hydrateAll(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
}

for (const route of ALL_ROUTES) {
  test(`axe finds no WCAG 2.2 A/AA violation on ${route}`, async ({ page }) => {
    expect(await violations(page, route)).toEqual([]);
  });
  test(`axe finds no WCAG 2.2 A/AA violation on ${route} @mobile`, async ({ page }) => {
    expect(await violations(page, route)).toEqual([]);
  });
}
