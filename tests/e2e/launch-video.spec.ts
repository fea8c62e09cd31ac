import { expect as baseExpect, test } from '@playwright/test';
import { chromiumLaunch } from './chromium.ts';
import { expectContained, focusPlacesAfter, stubExternal, tabTo } from './focus.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

// The player is a cross-origin iframe. With site isolation Chromium runs it in another process and moves
// focus into and out of it asynchronously, so a key pressed right after Tab can land before focus has
// settled, and the test would race the browser. In one process focus moves as each key is handled; the
// dialog's own behaviour is the same. A launch option forces its own worker, hence this file.
test.use({
  launchOptions: {
    ...chromiumLaunch,
    args: [
      ...chromiumLaunch.args,
      '--disable-site-isolation-trials',
      '--disable-features=IsolateOrigins,site-per-process',
    ],
  },
});

test('the launch video opens with Enter, keeps Tab and Shift+Tab off the page behind, and Escape returns to its button', async ({
  page,
}) => {
  await stubExternal(page);
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Watch Launch Video' });
  const dialog = page.getByRole('dialog', { name: /Launch Video/ });
  const close = dialog.getByRole('button', { name: 'Close video' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(close).toBeFocused();
  await expect(dialog.locator('iframe').contentFrame().getByRole('button', { name: 'Play' })).toBeVisible();

  // Tab and Shift+Tab go round Close and the player, and never reach the page behind.
  for (const key of ['Tab', 'Shift+Tab']) {
    const places = await focusPlacesAfter(page, dialog, key, 8);
    expectContained(places, key);
    expect(places.filter((place) => place === 'inside').length, key).toBeGreaterThanOrEqual(4);
  }
  await tabTo(page, close);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Enter on Close closes it too, and focus again goes back to the button.
  await page.keyboard.press('Enter');
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
