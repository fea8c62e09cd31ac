import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

// Keyboard helpers shared by the keyboard specs. Islands hydrate when the browser is idle: allow more than 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Answers every request that would leave the local server: the video embed gets a page with one control, as
 * a player has, and the rest (map tiles) an empty 204.
 */
export async function stubExternal(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) =>
      new URL(route.request().url()).hostname === 'www.youtube-nocookie.com'
        ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title><button>Play</button>' })
        : route.fulfill({ status: 204, body: '' }),
  );
}

export const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);
export const holdsFocus = (scope: Locator) => scope.evaluate((element) => element.contains(document.activeElement));

/** Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user would; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < limit && !(await isFocused(target)); presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Where focus is with a modal open: inside it, on the page behind it, or on no element at all. */
export function focusPlace(dialog: Locator): Promise<'inside' | 'behind' | 'nowhere'> {
  return dialog.evaluate((element) => {
    const active = document.activeElement;
    if (active && element.contains(active)) return 'inside';
    return !active || active === document.body ? 'nowhere' : 'behind';
  });
}

/**
 * A native modal dialog makes the page behind it inert, so focus never goes there. Past its last control the
 * browser sends focus to its own toolbar (in the page: no element has focus), and the next press comes back
 * to the dialog. So: never behind, and never nowhere twice in a row.
 */
export function expectContained(places: string[], key: string): void {
  expect(places, key).not.toContain('behind');
  expect(places.join(' '), key).not.toContain('nowhere nowhere');
}

/** Presses a key repeatedly and records where focus lands after each press. */
export async function focusPlacesAfter(page: Page, dialog: Locator, key: string, presses: number): Promise<string[]> {
  const places: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press(key);
    places.push(await focusPlace(dialog));
  }
  return places;
}
