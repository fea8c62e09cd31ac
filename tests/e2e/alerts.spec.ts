// Saved searches in the browser: the dialog (keyboard, axe), the e-mail's confirmation link, the manage page
// (keyboard, axe) and /saved with saved searches (README, Saved searches and alerts).
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { LOCAL_SEARCHES_KEY } from '#src/features/alerts/confirmed-search.ts';
import { SAVED_NOTICE } from '#src/features/alerts/alert-pages.ts';
import { catalogueSaveSearchText } from '#src/features/alerts/save-search-words.ts';
import { saveSearchWordsPath } from '#src/features/alerts/save-search-text.ts';
import { SAVED_SEARCH_MESSAGES } from '#src/schemas/saved-search.ts';
import { linkInEmail, uniqueAddress } from './alert-emails.ts';
import { axeViolations } from './axe.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

async function stayOffline(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.fulfill({ status: 204, body: '' }),
  );
}

/** /properties for a search, with its island live. */
async function openSearch(page: Page, query: string) {
  await page.goto(`/properties?${query}`);
  const button = page.locator('astro-island:not([ssr]) [data-save-search]');
  await expect(button).toBeVisible();
  return button;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Save this search' });

test("the dialog with the keyboard: opens, closes on Escape, shows the rules, saves; its link's button confirms; manage", async ({
  page,
}) => {
  await stayOffline(page);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const email = uniqueAddress('dialog');
  const button = await openSearch(page, 'location=newport&sort=price-asc&page=1');
  await expect(button).toHaveAttribute('href', '/alerts/save?location=newport');

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByLabel('Email')).toBeFocused();
  await expect(dialog(page).getByLabel(/I agree to receive e-mail alerts/)).not.toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog(page).getByLabel('Email')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByLabel('How often')).toBeFocused();
  await dialog(page).getByLabel('How often').selectOption('weekly');
  await dialog(page).getByRole('button', { name: 'Save search' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByText(SAVED_SEARCH_MESSAGES.consent)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog(page)
    .getByLabel(/I agree to receive e-mail alerts/)
    .focus();
  await page.keyboard.press('Space');
  await dialog(page).getByRole('button', { name: 'Save search' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(page.locator('[data-save-search-notice]')).toContainText(SAVED_NOTICE.title);
  await expect(button).toBeFocused();
  // The dialog's code and its schema loaded without a CSP violation.
  expect(violations).toEqual([]);
  const stored = await page.evaluate((key) => localStorage.getItem(key), LOCAL_SEARCHES_KEY);
  expect(JSON.parse(stored ?? '[]')).toMatchObject([
    { name: 'Homes in Newport, RI', query: 'location=newport', frequency: 'weekly', confirmationTo: email },
  ]);

  // /saved says the search waits for its confirmation, and sends the e-mail again (the save, posted again).
  await page.goto('/saved');
  const searches = page.getByRole('region', { name: 'Saved Searches' });
  await expect(searches.getByText('Waiting for your confirmation.')).toBeVisible();
  await expect(searches).toContainText(email);
  expect(await axeViolations(page)).toEqual([]);
  await searches.getByRole('button', { name: 'Send the e-mail again for Homes in Newport, RI' }).press('Enter');
  await expect(page).toHaveURL(/\/alerts\/check-inbox$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SAVED_NOTICE.title);

  const link = await linkInEmail(email, '/alerts/confirm');
  expect(link).not.toContain(email.split('@')[0]);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your alert');
  await page.getByRole('button', { name: 'Confirm' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your alert is on');
  await expect(page.getByText('Homes in Newport, RI')).toBeVisible();
  // The confirmation reached this browser's list: /saved no longer says it waits.
  await expect
    .poll(async () => page.evaluate((key) => localStorage.getItem(key), LOCAL_SEARCHES_KEY))
    .not.toContain('confirmationTo');
  const manageHref = await page.getByRole('link', { name: 'Manage your alerts' }).getAttribute('href');
  await page.goto('/saved');
  await expect(page.getByRole('link', { name: 'Homes in Newport, RI' })).toBeVisible();
  await expect(page.getByText('Waiting for your confirmation.')).toHaveCount(0);
  await page.goto(manageHref ?? '');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage your alerts');
  expect(page.url()).not.toContain(email.split('@')[0]);
  await expect(page.getByText(/•••@example\.com/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const pause = page.getByRole('button', { name: 'Pause Homes in Newport, RI' });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('The alert is paused.');
  await expect(page.getByText('Paused · Weekly')).toBeVisible();
  await page.getByLabel('How often').selectOption('instant');
  await page.getByRole('button', { name: 'Change how often for Homes in Newport, RI' }).press('Enter');
  await expect(page.getByRole('status')).toHaveText('How often was changed.');
  await expect(page.getByText('Paused · Instantly')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Delete Homes in Newport, RI' }).press('Enter');
  await expect(page.getByRole('status')).toHaveText('The search was deleted.');
  await expect(page.getByText('No saved searches.')).toBeVisible();
});

test('in Portuguese, the dialog opens with its words loaded on the press; without them, the press goes to the form page', async ({
  page,
}) => {
  const title = catalogueSaveSearchText('pt').title;
  await stayOffline(page);
  await page.goto('/pt/properties?location=newport');
  const button = page.locator('astro-island:not([ssr]) [data-save-search]');
  await button.click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await expect(page.getByRole('dialog', { name: title })).toContainText(catalogueSaveSearchText('pt').lead);

  await page.route(`**${saveSearchWordsPath('pt')}`, (route) => route.abort());
  await page.goto('/pt/properties?location=newport');
  await page.locator('astro-island:not([ssr]) [data-save-search]').click();
  await expect(page).toHaveURL(/\/pt\/alerts\/save\?location=newport$/);
});

test('/saved lists the searches saved in this browser, links them, forgets one; axe', async ({ page }) => {
  await stayOffline(page);
  await page.goto('/faq');
  await page.evaluate((key) => {
    const at = new Date().toISOString();
    localStorage.setItem(
      key,
      JSON.stringify([
        { name: 'Condos in Newport, RI', query: 'location=newport&type=Condo', frequency: 'daily', savedAt: at },
        { name: 'Homes in Rhode Island', query: '', frequency: 'instant', savedAt: at },
      ]),
    );
  }, LOCAL_SEARCHES_KEY);
  await page.goto('/saved');
  const section = page.getByRole('region', { name: 'Saved Searches' });
  await expect(section.getByRole('link', { name: 'Condos in Newport, RI' })).toHaveAttribute(
    'href',
    '/properties?location=newport&type=Condo',
  );
  await expect(section.getByRole('link', { name: 'Homes in Rhode Island' })).toHaveAttribute('href', '/properties');
  expect(await axeViolations(page)).toEqual([]);
  const forget = section.getByRole('button', { name: 'Forget Condos in Newport, RI on this device' });
  await forget.focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('link', { name: 'Condos in Newport, RI' })).toHaveCount(0);
  await section.getByRole('button', { name: 'Forget Homes in Rhode Island on this device' }).click();
  await expect(section).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_SEARCHES_KEY)).toBe('[]');
});
