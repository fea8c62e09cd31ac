// A visitor on the Portuguese site (/pt): the home page's inquiry form, with and without JavaScript, stays in
// Portuguese from the labels to the thank-you page; axe runs on each page. The words are read from the
// catalogue, so a better translation never breaks the test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { stubTiles } from './isolate.ts';
import { axeViolations } from './axe.ts';

// Each call to a function through the local server is slow on a busy 2-core machine (see leads.spec.ts).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const pt = JSON.parse(readFileSync(join(import.meta.dirname, '../../messages/pt.json'), 'utf8')) as Record<
  string,
  string
>;
const say = (key: string): string => {
  const text = pt[key];
  if (text === undefined) throw new Error(`messages/pt.json has no ${key}`);
  return text;
};

const homeForm = (page: Page) => page.locator('#contact form');

async function fill(page: Page, marker: string): Promise<void> {
  const form = homeForm(page);
  await form.getByLabel(say('form_full_name')).fill('Ana Sousa');
  await form.getByLabel(say('form_email')).fill('ana@example.com');
  await form.getByLabel(say('form_phone')).fill('(401) 555-0100');
  await form.getByLabel(say('form_message')).fill(`Gostaria de visitar casas em Bristol. ${marker}`);
  await form.getByLabel(say('form_consent').slice(0, 30)).check();
}

test.describe('the Portuguese home page', () => {
  test.beforeEach(async ({ page }) => {
    await stubTiles(page);
  });

  test('its form speaks Portuguese: the rules, then the thank-you panel and notice', async ({ page }) => {
    await page.goto('/pt');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    const form = homeForm(page);
    await form.getByRole('button', { name: say('form_send_message') }).click();
    await expect(form.getByText(say('form_error_name'))).toBeVisible();
    await expect(form.getByText(say('form_error_consent'))).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await fill(page, `pt-${Date.now()}`);
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/inquiries'));
    await form.getByRole('button', { name: say('form_send_message') }).click();
    expect(await (await sent).headerValue('x-source-page')).toBe('/pt');
    await expect(page.getByRole('heading', { name: say('form_sent_title') })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: say('form_sent_notice_title') })).toContainText(
      say('form_sent_notice_text'),
    );
    await expect(page.getByRole('button', { name: say('form_send_another') })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('when its words cannot download, a press on Send posts the form as without JavaScript, in Portuguese', async ({
  page,
}) => {
  await stubTiles(page);
  // The island loads its Portuguese words with its code: hold them until Send is pressed, then refuse them.
  const pressed = Promise.withResolvers<undefined>();
  await page.route('**/pt/words/inquiry-form.json', async (route) => {
    await pressed.promise;
    await route.abort('connectionreset');
  });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/inquiries')
      posts.push(request.headers()['content-type'] ?? '');
  });
  await page.goto('/pt');
  await fill(page, `pt-words-${Date.now()}`);
  await homeForm(page)
    .getByRole('button', { name: say('form_send_message') })
    .click();
  await expect(homeForm(page)).toHaveAttribute('data-submit-pending', '');
  pressed.resolve(undefined);
  await expect(page).toHaveURL(/\/pt\/contact\/thank-you$/);
  await expect(page.getByRole('heading', { name: say('form_sent_notice_title') })).toBeVisible();
  expect(posts).toEqual([expect.stringContaining('application/x-www-form-urlencoded')]);
});

test.describe('the Portuguese home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('comes back with its messages in Portuguese, then lands on the Portuguese thank-you page', async ({ page }) => {
    await stubTiles(page);
    await page.goto('/pt');
    await homeForm(page)
      .getByRole('button', { name: say('form_send_message') })
      .click();
    await expect(page).toHaveURL(/\/api\/inquiries$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('heading', { name: say('form_check_fields') })).toBeVisible();
    await expect(page.locator('[data-form-problem]')).toBeFocused();
    await expect(page.getByRole('link', { name: say('form_error_name') })).toBeVisible();

    const form = page.locator('form[action="/api/inquiries"]');
    await form.getByLabel(say('form_full_name')).fill('Ana Sousa');
    await form.getByLabel(say('form_email')).fill('ana@example.com');
    await form.getByLabel(say('form_phone')).fill('(401) 555-0100');
    await form.getByLabel(say('form_message')).fill(`Gostaria de visitar casas em Bristol. nojs-pt-${Date.now()}`);
    await form.getByLabel(say('form_consent').slice(0, 30)).check();
    await form.getByRole('button', { name: say('form_send_message') }).click();
    await expect(page).toHaveURL(/\/pt\/contact\/thank-you$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('heading', { name: say('form_sent_notice_title') })).toBeVisible();
  });
});

// axe runs as a script in the page: the form page has no island, so with JavaScript on it is the same HTML.
test('the Portuguese form page with its messages has no axe violation', async ({ page }) => {
  await page.goto('/pt/contact/message');
  await page
    .locator('form[action="/api/inquiries"]')
    .getByRole('button', { name: say('form_send_message') })
    .click();
  await expect(page).toHaveTitle(/^Error: /);
  await expect(page.locator('#lead-form-problem')).toBeFocused();
  await page.waitForLoadState('load');
  expect(await axeViolations(page)).toEqual([]);
});
