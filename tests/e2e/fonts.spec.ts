// The web fonts wait for the first page of a visit to load, and later pages paint with them from the cache
// (src/lib/web-fonts.ts).
import { expect, test, type Page } from '@playwright/test';
import { WEB_FONTS_DOWNLOAD_DELAY_MS } from '#src/lib/web-fonts.ts';

const fontEntries = (page: Page) =>
  page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      loadStart: navigation.loadEventStart,
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
    };
  });

const headingFamily = (page: Page) =>
  page
    .locator('h1')
    .first()
    .evaluate((h1) => getComputedStyle(h1).fontFamily.split(',')[0]?.trim() ?? '');

test('the first page paints in the fallback faces and fetches the font cores only a second after its load; the next page paints with them', async ({
  page,
}) => {
  // Whether <html> has the attribute when the document is parsed, before any module script runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __fontsAtParse: boolean }).__fontsAtParse =
        document.documentElement.hasAttribute('data-web-fonts');
    });
  });
  await page.goto('/about');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('web-fonts'))).toBe('1');
  const first = await fontEntries(page);
  // The five cores (Playfair Display 400 and 600, Inter 400, 500 and 600), each once, all a while after the
  // load (a few milliseconds allowed for the two clocks).
  expect(new Set(first.fonts.map((font) => font.url)).size).toBe(5);
  for (const font of first.fonts)
    expect(font.start, font.url).toBeGreaterThanOrEqual(first.loadStart + WEB_FONTS_DOWNLOAD_DELAY_MS - 20);
  // This page keeps its fallback faces: a swap now would move its text.
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-web-fonts'))).toBe(false);
  expect(await headingFamily(page)).toMatch(/ fallback: /);

  await page.goto('/faq');
  expect(await page.evaluate(() => (window as unknown as { __fontsAtParse: boolean }).__fontsAtParse)).toBe(true);
  const family = await headingFamily(page);
  expect(family).toMatch(/^"Playfair Display-[^ ]+"$/);
  // The face is there (from the cache): the heading is drawn in it, not in a fallback.
  expect(await page.evaluate((font) => document.fonts.check(font, 'a'), `1em ${family}`)).toBe(true);
});
