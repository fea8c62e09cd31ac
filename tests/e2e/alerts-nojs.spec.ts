// "Save this search" without JavaScript: a link to the form as a page, posted form-encoded, answered with
// the check-your-inbox page or the form again with its messages (README, Saved searches and alerts).
import { expect as baseExpect, test } from '@playwright/test';
import { SAVED_NOTICE } from '#src/features/alerts/alert-pages.ts';
import { SAVED_SEARCH_MESSAGES } from '#src/schemas/saved-search.ts';
import { linkInEmail, uniqueAddress } from './alert-emails.ts';
import { axeViolations } from './axe.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ javaScriptEnabled: false });

test('saves a search from /properties without JavaScript, with its messages first', async ({ page }) => {
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort(),
  );
  const email = uniqueAddress('nojs');
  await page.goto('/properties?location=bristol&sort=price-desc');
  await page.getByRole('link', { name: 'Save this search' }).click();
  await expect(page).toHaveURL(/\/alerts\/save\?location=bristol$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Save this search');
  await expect(page.getByText('Homes in Bristol, RI')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByRole('heading', { name: 'Your search was not saved' })).toBeVisible();
  await expect(page.getByRole('link', { name: SAVED_SEARCH_MESSAGES.consent })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page).toHaveTitle(/^Error: /);

  await page.getByLabel(/I agree to receive e-mail alerts/).check();
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page).toHaveURL(/\/alerts\/check-inbox$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SAVED_NOTICE.title);
  const link = await linkInEmail(email, '/alerts/confirm');
  // The link only shows the Confirm button (mail scanners open links too); its plain form post confirms.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your alert');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your alert is on');
});

// axe runs as a script in the page: these pages have no island, so with JavaScript on they are the same HTML.
test.describe('accessibility of the form page (axe)', () => {
  test.use({ javaScriptEnabled: true });
  test('the form, and the form with its messages', async ({ page }) => {
    await page.goto('/alerts/save?location=bristol');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByRole('heading', { name: 'Your search was not saved' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
