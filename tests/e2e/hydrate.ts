import { expect, type Page } from '@playwright/test';

/** Scrolls through the page so client:visible islands hydrate, then waits until every island has. */
export async function hydrateAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
}
