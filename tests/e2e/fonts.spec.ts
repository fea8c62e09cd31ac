// The first page of a visit paints in the brand's faces: it preloads the parts of the fonts its first screen draws
// (src/lib/web-fonts.ts), and they are optional, so a font that comes late leaves that page in its fallback faces
// rather than moving its text.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { drawnFonts, warmPreloads } from './platform-fonts.ts';

/** The layout shifts without recent input, summed from the start of the page's life. */
const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const scope = window as unknown as { __cls: number };
    scope.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) scope.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/**
 * A first visit to `path`, its cache empty and its layout shifts watched: the font files the page preloads, and
 * those it fetched by the time the network was idle.
 */
async function firstVisit(page: Page, path: string): Promise<{ preloads: string[]; fetched: string[] }> {
  const preloads = await warmPreloads(page, path);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fetched.push(new URL(request.url()).pathname);
  });
  await watchLayoutShifts(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  return { preloads, fetched };
}

/** The header's logo (its word and the line below), its navigation or top bar, and the page's headings. */
function brandTexts(page: Page, wide: boolean): { name: string; text: Locator; family: string }[] {
  const logo = page.locator('#site-header a[href="/"] .flex-col > span');
  return [
    { name: 'the logo', text: logo.first(), family: 'Playfair Display' },
    { name: 'the logo’s second line', text: logo.last(), family: 'Inter' },
    wide
      ? {
          name: 'the navigation',
          text: page.getByRole('navigation', { name: 'Main' }).getByRole('link').first(),
          family: 'Inter',
        }
      : { name: 'the top bar', text: page.getByRole('link', { name: /Advisor Log In/ }), family: 'Inter' },
    { name: 'the page’s heading', text: page.locator('h1'), family: 'Playfair Display' },
    { name: 'a section heading', text: page.locator('main h2').first(), family: 'Playfair Display' },
  ];
}

for (const [width, tag] of [
  [1440, ''],
  [390, ' @mobile'],
] as const) {
  test.describe(`at ${String(width)} px${tag}`, () => {
    test.use({ viewport: { width, height: 844 } });

    test(`a first visit, its cache empty, draws the header and headings in the brand's faces, fetching only the preloaded files${tag}`, async ({
      page,
    }) => {
      const { preloads, fetched } = await firstVisit(page, '/');
      expect(preloads).toHaveLength(3);
      expect(fetched.toSorted()).toEqual(preloads.toSorted());
      for (const { name, text, family } of brandTexts(page, width > 1024)) {
        const drawn = await drawnFonts(page, text);
        expect(drawn, name).toEqual([{ family, webFont: true }]);
      }
      expect(await layoutShift(page)).toBeLessThan(0.01);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('a first visit in Portuguese draws its accented headings and text from the three files it preloads, and fetches no other part', async ({
  page,
}) => {
  const { preloads, fetched } = await firstVisit(page, '/pt');
  expect(preloads).toHaveLength(3);
  expect(fetched.toSorted()).toEqual(preloads.toSorted());
  // Headings, text and the footer's capitals with the language's accents, each in one web font.
  for (const [text, family] of [
    [
      page
        .locator('main h2')
        .filter({ hasText: /[áàâãçéêíóôõú]/ })
        .first(),
      'Playfair Display',
    ],
    [
      page
        .locator('main p')
        .filter({ hasText: /[áàâãçéêíóôõú]/ })
        .first(),
      'Inter',
    ],
    [
      page
        .locator('footer h2')
        .filter({ hasText: /[ÁÀÂÃÇÉÊÍÓÔÕÚáàâãçéêíóôõú]/ })
        .first(),
      'Playfair Display',
    ],
  ] as const) {
    await expect(text).toBeVisible();
    expect(await drawnFonts(page, text), await text.innerText()).toEqual([{ family, webFont: true }]);
  }
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

test('a page whose fonts come late keeps its fallback faces and does not move; the next page draws the brand’s', async ({
  page,
}) => {
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await watchLayoutShifts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  // Liberation Serif here (Times New Roman elsewhere), sized as Playfair Display.
  const [heading] = await drawnFonts(page, page.locator('h1'));
  expect(heading?.webFont).toBe(false);
  expect(await layoutShift(page)).toBeLessThan(0.01);

  await page.unroute(/\.woff2$/);
  await page.goto('/faq');
  expect(await drawnFonts(page, page.locator('h1'))).toEqual([{ family: 'Playfair Display', webFont: true }]);
});
