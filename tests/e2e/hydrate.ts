import { expect, type Page } from '@playwright/test';

/**
 * Brings every client:visible island into view, and focuses a control of every client:interaction island,
 * until all have hydrated. Islands are visited one by one, and again until none is left, so an island whose
 * observer or listener was not yet attached on a pass still loads. An island that rendered nothing has
 * nothing to hydrate: client:visible never loads it.
 */
export async function hydrateAll(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  const pending = page.locator('astro-island[ssr]:has(> *)');
  await expect(async () => {
    // An island is display: contents; its first child is what the visibility observer watches.
    await pending.evaluateAll(async (islands) => {
      for (const island of islands) {
        (island.firstElementChild ?? island.parentElement)?.scrollIntoView({ block: 'center' });
        if (island.getAttribute('client') === 'interaction') {
          island.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea')?.focus();
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    expect(await pending.count()).toBe(0);
  }).toPass({ timeout: 20_000 });
}
