// The header never wraps (issue 38). From the width where the main navigation appears (--breakpoint-nav in
// src/styles/global.css) its items sit on one line beside the logo with room to spare, in the web fonts and in
// the fallback faces (font requests refused); below it the header has the menu button. The labels are
// src/lib/nav.ts's, and the room is counted with the logo at the most its words may take (Logo.astro caps the
// brand name from data/site/site.en.json): a longer label that no longer fits fails here, and nothing at run time
// can wrap the header, whose items never break (white-space: nowrap).
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { tabTo } from './focus.ts';
import { blockFonts, drawnFonts } from './platform-fonts.ts';

/**
 * The room the items must leave at the breakpoint: more than other systems' fallback fonts can take (Arial and
 * Liberation Sans have the same widths, Roboto is within 0.3 %, 3 px of this navigation).
 */
const MARGIN_PX = 24;
const HEIGHT = 900;

interface HeaderLayout {
  navShown: boolean;
  menuButtonShown: boolean;
  /** The texts of the header's row drawn on more than one line. */
  brokenTexts: string[];
  /** Whether the row's items are wider than the row. */
  overflows: boolean;
  /** The row's width left at the items' own widths, the logo counted at its maximum. */
  room: number;
}

const headerLayout = (page: Page): Promise<HeaderLayout> =>
  page.evaluate(() => {
    const row = document.querySelector<HTMLElement>('#site-header > div')!;
    const nav = row.querySelector('nav')!;
    const logo = row.querySelector('a')!;
    const shown = (element: Element) => element.getClientRects().length > 0;
    const lineCount = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      return new Set(rects.map((rect) => Math.round(rect.bottom))).size;
    };
    const texts = [...row.querySelectorAll('a, span')].filter(
      (element) =>
        shown(element) &&
        !element.closest('.sr-only') &&
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
    );
    const style = getComputedStyle(row);
    const inner = row.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const logoMax = parseFloat(getComputedStyle(logo.firstElementChild!).maxWidth);
    const items = [...row.children].filter(shown);
    const natural = items.map((item) =>
      item === nav ? nav.querySelector('ul')!.scrollWidth : item === logo ? logoMax : item.scrollWidth,
    );
    return {
      navShown: shown(nav),
      menuButtonShown: shown(row.querySelector('[data-mobile-toggle]')!),
      brokenTexts: texts.filter((element) => lineCount(element) > 1).map((element) => element.textContent.trim()),
      overflows: row.scrollWidth > row.clientWidth,
      room: inner - natural.reduce((sum, width) => sum + width, 0) - parseFloat(style.columnGap) * (items.length - 1),
    };
  });

/** The narrowest width at which the header shows its navigation rather than the menu button. */
async function navigationFrom(page: Page): Promise<number> {
  let [low, high] = [320, 2560];
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    await page.setViewportSize({ width: middle, height: HEIGHT });
    if ((await headerLayout(page)).navShown) high = middle;
    else low = middle;
  }
  return high;
}

for (const fonts of ['web fonts', 'fallback faces'] as const) {
  test(`the header keeps to one line at 390, 1024, 1280 and 1440 px in the ${fonts}, with the menu button below the width where its items fit`, async ({
    page,
    context,
  }) => {
    if (fonts === 'fallback faces') await blockFonts(context);
    await page.setViewportSize({ width: 1440, height: HEIGHT });
    await page.goto('/');
    // The fonts from the cache, as every page after the first has them (fonts.spec.ts follows a first visit).
    if (fonts === 'web fonts') await page.reload();
    const firstItem = page.getByRole('navigation', { name: 'Main' }).getByRole('link').first();
    for (const drawn of await drawnFonts(page, firstItem))
      expect(drawn.webFont, drawn.family).toBe(fonts === 'web fonts');

    for (const width of [390, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: HEIGHT });
      const layout = await headerLayout(page);
      expect(layout.brokenTexts, `${String(width)} px`).toEqual([]);
      expect(layout.overflows, `${String(width)} px`).toBe(false);
      expect(layout.navShown, `${String(width)} px`).toBe(!layout.menuButtonShown);
    }
    expect(await axeViolations(page)).toEqual([]);

    const from = await navigationFrom(page);
    expect(from, 'at 1024 px the header has the menu button').toBeGreaterThan(1024);
    expect(from, 'at 1440 px the header shows the navigation').toBeLessThanOrEqual(1440);
    const layout = await headerLayout(page);
    expect(layout.brokenTexts).toEqual([]);
    expect(layout.room, `room beside the items at ${String(from)} px`).toBeGreaterThanOrEqual(MARGIN_PX);
    await page.setViewportSize({ width: from - 1, height: HEIGHT });
    expect(await headerLayout(page)).toMatchObject({ navShown: false, menuButtonShown: true });
  });
}

test('below the breakpoint the menu button works by keyboard: Enter opens it, Tab walks in, Escape closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: HEIGHT });
  await page.goto('/about');
  const button = page.getByRole('button', { name: 'Menu' });
  const menu = page.locator('#mobile-menu');
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});
