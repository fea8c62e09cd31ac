// The listing page's gallery: the photo count, the full-screen viewer (Enter or a tap on a photo; arrow keys
// and swipes; Escape or Close, focus back on what opened it), "View all N photos" and, without JavaScript,
// a link to every full image. The listing is picked from data/listings: any prebuilt one with 3 photos.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { photoCount, photoName, viewAllLabel, viewerWidths } from '#src/features/listings/gallery.ts';
import { isSitePath } from '#src/lib/image-cdn.ts';
import { axeViolations } from './axe.ts';
import { listings } from './content-data.ts';
import { expectContained, focusPlacesAfter, tabTo } from './focus.ts';

const listing = listings.find((l) => l.listingKey === undefined && l.images.length >= 3 && l.images.every(isSitePath))!;
const { images, title } = listing;
const count = images.length;
const path = `/properties/${String(listing.id)}`;
const name = (index: number) => photoName(index, count, title);

const island = (page: Page) => page.locator('astro-island[component-url*="Gallery"]');
/** The page with the gallery hydrated: its links open the viewer from then on. */
async function openPage(page: Page): Promise<void> {
  await page.goto(path);
  await expect(island(page)).not.toHaveAttribute('ssr', { timeout: 20_000 });
}
const gallery = (page: Page) => page.locator('[data-gallery]');
const heroLink = (page: Page) => gallery(page).locator('a[data-gallery-open]');
const viewer = (page: Page) => page.getByRole('dialog', { name: `Photos of ${title}` });
const viewerPhoto = (page: Page) => viewer(page).locator('img[data-viewer-image]');

/** The viewer fills the window. */
async function expectFullScreen(page: Page, dialog: Locator): Promise<void> {
  const box = await dialog.boundingBox();
  const size = page.viewportSize()!;
  expect(box).toEqual({ x: 0, y: 0, width: size.width, height: size.height });
}

/** A touch swipe over the viewer's photo, as pointer events, from one x to another. */
async function swipe(target: Locator, from: number, to: number, dy = 0): Promise<void> {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const pointer = { pointerType: 'touch', isPrimary: true, pointerId: 7, bubbles: true };
  await target.dispatchEvent('pointerdown', { ...pointer, clientX: box.x + from, clientY: y });
  await target.dispatchEvent('pointermove', { ...pointer, clientX: box.x + (from + to) / 2, clientY: y + dy / 2 });
  await target.dispatchEvent('pointerup', { ...pointer, clientX: box.x + to, clientY: y + dy });
}

/**
 * Records the widths of the AVIF renditions the page requests from now on, by photo. The local CDN encodes
 * each on its first request, which takes seconds on a busy machine, so the browser's choice is read from its
 * request rather than from the loaded image.
 */
function watchRenditions(page: Page): (photo: string) => number[] {
  const requested: { photo: string | null; width: number }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/.netlify/images' || url.searchParams.get('fm') !== 'avif') return;
    requested.push({ photo: url.searchParams.get('url'), width: Number(url.searchParams.get('w')) });
  });
  return (photo) => requested.filter((entry) => entry.photo === photo).map((entry) => entry.width);
}

/** The `w` of the rendition the image shows, or else of the one requested for it since the watch began. */
async function renditionWidth(image: Locator, requestedFor: () => number[]): Promise<number> {
  const chosen = async () => {
    const shown = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    return shown ? Number(new URL(shown).searchParams.get('w')) : (requestedFor().at(-1) ?? 0);
  };
  await expect.poll(chosen, { timeout: 20_000 }).toBeGreaterThan(0);
  return chosen();
}

// axe and the local CDN's first encodes are slow on a shared machine.
test.describe.configure({ timeout: 60_000 });

test.describe('gallery on a desktop (1440)', () => {
  test('the count shows in the page and follows the photo; no axe violations', async ({ page }) => {
    await page.goto(path);
    const countText = gallery(page).locator('[data-gallery-count]');
    await expect(countText).toHaveText(photoCount(0, count));
    await expect(island(page)).not.toHaveAttribute('ssr', { timeout: 20_000 });
    await gallery(page).getByRole('button', { name: 'Next photo' }).click();
    await expect(countText).toHaveText(photoCount(1, count));
    await expect(heroLink(page).getByRole('img')).toHaveAttribute('alt', name(1));
    await gallery(page).getByRole('button', { name: 'Previous photo' }).click();
    await gallery(page).getByRole('button', { name: 'Previous photo' }).click();
    await expect(countText).toHaveText(photoCount(count - 1, count));
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Enter on the photo opens the full-screen viewer; arrow keys move it, wrapping; focus stays inside; Escape returns focus', async ({
    page,
  }) => {
    await openPage(page);
    const link = page.getByRole('link', { name: name(0) });
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    await expectFullScreen(page, dialog);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(viewerPhoto(page)).toHaveAttribute('alt', name(0));
    await expect(dialog.getByText(photoCount(0, count), { exact: true })).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(viewerPhoto(page)).toHaveAttribute('alt', name(1));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewerPhoto(page)).toHaveAttribute('alt', name(count - 1));
    await expect(dialog.getByText(photoCount(count - 1, count), { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    expectContained(await focusPlacesAfter(page, dialog, 'Tab', 6), 'Tab');
    expectContained(await focusPlacesAfter(page, dialog, 'Shift+Tab', 6), 'Shift+Tab');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Back on the photo that opened it, which now shows the photo last viewed.
    await expect(heroLink(page)).toBeFocused();
    await expect(heroLink(page).getByRole('img')).toHaveAttribute('alt', name(count - 1));
    expect(new URL(page.url()).pathname).toBe(path);
  });

  test(`"View all N photos" shows the grid; a photo in it opens the viewer there, and Close returns to it`, async ({
    page,
  }) => {
    await openPage(page);
    const grid = page.locator('[data-gallery-all] ul');
    await expect(grid).toBeHidden();
    await page.getByText(viewAllLabel(count), { exact: true }).click();
    await expect(grid).toBeVisible();
    const links = grid.getByRole('link');
    await expect(links).toHaveCount(count);
    for (const [index, image] of images.entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(name(index));
      await expect(links.nth(index)).toHaveAttribute('href', image);
    }
    expect(await axeViolations(page)).toEqual([]);

    const third = links.nth(2);
    await third.click();
    await expect(viewerPhoto(page)).toHaveAttribute('alt', name(2));
    await viewer(page).getByRole('button', { name: 'Close' }).click();
    await expect(viewer(page)).toBeHidden();
    await expect(third).toBeFocused();
  });

  test('the viewer offers CDN renditions up to 2000 px and picks by the screen', async ({ page }) => {
    await openPage(page);
    const requested = watchRenditions(page);
    await heroLink(page).click();
    const widths = (selector: string) =>
      viewer(page)
        .locator(selector)
        .getAttribute('srcset')
        .then((srcset) => (srcset ?? '').split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1])));
    const expected = viewerWidths();
    expect(Math.max(...expected)).toBe(2000);
    expect(await widths('source[type="image/avif"]')).toEqual(expected);
    expect(await widths('img')).toEqual(expected);
    // 1440 CSS px at 1x: the smallest rendition at least that wide.
    const chosen = await renditionWidth(viewerPhoto(page), () => requested(images[0]!));
    expect(chosen).toBe(expected.find((width) => width >= 1440));
  });
});

test.describe('@mobile gallery on a phone (390, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a tap opens the full-screen viewer; swipes move it, wrapping; no 2000 px download; Close returns focus', async ({
    page,
  }) => {
    await openPage(page);
    await expect(gallery(page).locator('[data-gallery-count]')).toHaveText(photoCount(0, count));
    expect(await axeViolations(page)).toEqual([]);

    const requested = watchRenditions(page);
    await heroLink(page).tap();
    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    await expectFullScreen(page, dialog);
    const photo = viewerPhoto(page);
    await expect(photo).toHaveAttribute('alt', name(0));
    // A phone's screen (390 CSS px at 2.625x) needs about 1024 px: never the 1600 or 2000 px rendition.
    expect(await renditionWidth(photo, () => requested(images[0]!))).toBeLessThan(1600);

    const stage = dialog.locator('[data-viewer-stage]');
    const width = (await stage.boundingBox())!.width;
    await swipe(stage, width - 40, 40);
    await expect(photo).toHaveAttribute('alt', name(1));
    await expect(dialog.getByText(photoCount(1, count), { exact: true })).toBeVisible();
    await swipe(stage, 40, width - 40);
    await expect(photo).toHaveAttribute('alt', name(0));
    await swipe(stage, 40, width - 40);
    await expect(photo).toHaveAttribute('alt', name(count - 1));
    // A short drag, or one mostly up or down, is no swipe.
    await swipe(stage, 100, 80);
    await swipe(stage, 200, 120, 300);
    await expect(photo).toHaveAttribute('alt', name(count - 1));

    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(dialog).toBeHidden();
    await expect(heroLink(page)).toBeFocused();
  });
});

test.describe('gallery without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each photo is a link to its full image', async ({ page }) => {
    await page.goto(path);
    const hero = gallery(page).getByRole('link', { name: name(0) });
    await expect(hero).toHaveAttribute('href', images[0]!);
    await expect(gallery(page).locator('[data-gallery-count]')).toHaveText(photoCount(0, count));
    // The grid is a native disclosure.
    await page.getByText(viewAllLabel(count), { exact: true }).click();
    const links = page.locator('[data-gallery-all]').getByRole('link');
    await expect(links).toHaveCount(count);
    for (const [index, image] of images.entries()) {
      await expect(links.nth(index)).toBeVisible();
      await expect(links.nth(index)).toHaveAccessibleName(name(index));
      await expect(links.nth(index)).toHaveAttribute('href', image);
    }
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === images[0]);
    await hero.click();
    expect((await response).ok()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(images[0]);
  });
});
