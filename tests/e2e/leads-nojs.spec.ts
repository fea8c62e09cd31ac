// The lead forms without JavaScript: plain HTML forms that post form-encoded to /api/inquiries, a 303 to the
// thank-you pages, and the form again with its messages by field (README, Leads: forms without JavaScript).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { INQUIRY_SENT, VALUATION_SENT } from '#src/features/leads/leads.ts';
import { axeViolations } from './axe.ts';

// The e2e server bundles each function once, at start; the first template fetch and the local Blobs
// emulator are still slow on a busy 2-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ javaScriptEnabled: false });

/** The rows of the staff export (the local server's store) that contain `marker`, read until there are `count`. */
async function exportedRows(marker: string, count: number): Promise<string[]> {
  let rows: string[] = [];
  // The local Blobs emulator's files can trail its answers: read again for a while (see leads.spec.ts).
  await expect(async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/export-inquiries.ts', '--out', '-'], {
      maxBuffer: 256 * 1024 * 1024,
    });
    rows = stdout.split('\r\n').filter((line) => line.includes(marker));
    expect(rows).toHaveLength(count);
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  return rows;
}

const uniqueMarker = () => `nojs-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** The inquiry form as the page renders it (with JavaScript off, it never hydrates). */
const inquiryForm = (page: Page) => page.locator('form[action="/api/inquiries"]');

async function stayOffline(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort(),
  );
}

test.describe('inquiry form without JavaScript', () => {
  test('sends from /contact and lands on the thank-you page with the spec texts; the inquiry is stored', async ({
    page,
  }) => {
    await stayOffline(page);
    const marker = uniqueMarker();
    await page.goto('/contact');
    const form = inquiryForm(page);
    await form.getByLabel('Full Name').fill('Ann Lee');
    await form.getByLabel('Email').fill('ann@example.com');
    await form.getByLabel('Phone').fill('(401) 555-0100');
    await form.getByLabel("I'm Interested In").selectOption('Selling a Property');
    await form.getByLabel('Message').fill(`Please call me about my home. ${marker}`);
    await form.getByLabel(/I consent/).check();
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
    await expect(page.getByRole('heading', { level: 2, name: INQUIRY_SENT.title })).toHaveText('Message Sent');
    await expect(page.getByText(INQUIRY_SENT.description, { exact: true })).toHaveText(
      "We'll be in touch with you shortly.",
    );
    await expect(page.getByRole('link', { name: 'Send Another Message' })).toHaveAttribute('href', '/contact#inquiry');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const [row] = await exportedRows(marker, 1);
    expect(row).toContain(',Ann Lee,ann@example.com,(401) 555-0100,Selling a Property,');
    expect(row).toContain(`,/contact,`);
  });

  test('an invalid form comes back with every message by field and what was typed, then sends', async ({ page }) => {
    await stayOffline(page);
    const marker = uniqueMarker();
    await page.goto('/contact');
    const typedEmail = '"><b>ann</b>';
    let form = inquiryForm(page);
    await form.getByLabel('Full Name').fill('Al');
    await form.getByLabel('Email').fill(typedEmail);
    await form.getByLabel("I'm Interested In").selectOption('Other');
    await form.getByLabel('Message').fill(`Hello, a message that is long enough. ${marker}`);
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/inquiries') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    const response = await answer;
    expect(response.status()).toBe(400);
    expect(response.request().headers()['content-type']).toBe('application/x-www-form-urlencoded');

    await expect(page).toHaveTitle(/^Error: Send Us a Message/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send Us a Message');
    // The list at the top, focused as the page loads, links each message to its field.
    const summary = page.locator('#lead-form-problem');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Full name is required',
      'Valid email is required',
      'Valid phone number is required',
      'You must consent to submit the form',
    ]);
    await expect(summary.getByRole('link', { name: 'Full name is required' })).toHaveAttribute(
      'href',
      '#inquiry-form-name',
    );
    form = inquiryForm(page);
    const checks: [string | RegExp, string][] = [
      ['Full Name', 'Full name is required'],
      ['Email', 'Valid email is required'],
      ['Phone', 'Valid phone number is required'],
      [/I consent/, 'You must consent to submit the form'],
    ];
    for (const [label, message] of checks) {
      const field = form.getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(form.getByRole('alert')).toHaveText(checks.map(([, message]) => message));
    // What was typed is back in the fields, as text.
    await expect(form.getByLabel('Full Name')).toHaveValue('Al');
    await expect(form.getByLabel('Email')).toHaveValue(typedEmail);
    await expect(page.locator('b', { hasText: 'ann' })).toHaveCount(0);
    await expect(form.getByLabel("I'm Interested In")).toHaveValue('Other');
    await expect(form.getByLabel('Message')).toHaveValue(`Hello, a message that is long enough. ${marker}`);
    await expect(form.getByLabel('Message')).not.toHaveAttribute('aria-invalid');

    await form.getByLabel('Full Name').fill('Ann Lee');
    await form.getByLabel('Email').fill('ann@example.com');
    await form.getByLabel('Phone').fill('4015550100');
    await form.getByLabel(/I consent/).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
    // Stored with the page it was first sent from, carried through the page of messages.
    const [row] = await exportedRows(marker, 1);
    expect(row).toContain(',Ann Lee,ann@example.com,4015550100,Other,');
    expect(row).toContain(',/contact,');
  });
});

test.describe('home valuation without JavaScript', () => {
  async function fillValuation(page: Page): Promise<void> {
    const form = page.locator('form[action="/api/inquiries?form=valuation"]');
    await form.getByLabel('Full Name').fill('Ann Lee');
    await form.getByLabel('Email').fill('ann@example.com');
    await form.getByLabel('Phone').fill('(401) 555-0100');
    await form.getByLabel('Street Address').fill('12 Ocean Road');
    await form.getByLabel('City').fill('Newport');
    await form.getByLabel('ZIP Code').fill('02840');
    await form.getByLabel('Property Type').selectOption('single-family');
    await form.getByLabel('Selling Timeline').selectOption('3-6-months');
    await form.getByLabel(/I consent/).check();
  }

  test("'Get My Home Valued' leads to the form's page, which sends and thanks with the 24-hour promise", async ({
    page,
  }) => {
    await stayOffline(page);
    await page.goto('/sell-your-home');
    await page.getByRole('button', { name: 'Get My Home Valued' }).click();
    await expect(page).toHaveURL(/\/home-valuation\??$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Your Free Home Valuation');
    const form = page.locator('form[action="/api/inquiries?form=valuation"]');
    await expect(form.getByLabel('State')).toHaveValue('RI');
    await fillValuation(page);
    await form.getByRole('button', { name: 'Request Valuation' }).click();

    // The home in the query: its comparables, when the MLS's sales are in (market.feed.spec.ts).
    await expect(page).toHaveURL(/\/home-valuation\/thank-you\?town=newport&type=single-family$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home Valuation Request Sent');
    await expect(page.getByText(VALUATION_SENT.description, { exact: true })).toHaveText(
      'Thank you! Our team will contact you within 24 hours with your complimentary market analysis.',
    );
  });

  test("the contact page's and the analysis section's buttons lead there too", async ({ page }) => {
    await stayOffline(page);
    await page.goto('/sell-your-home');
    await page.getByRole('button', { name: 'Free Market Analysis' }).click();
    await expect(page).toHaveURL(/\/home-valuation\??$/);
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Get My Home Valued' }).click();
    await expect(page).toHaveURL(/\/home-valuation\??$/);
  });

  test('an empty request comes back with the valuation messages in order, the state kept', async ({ page }) => {
    await stayOffline(page);
    await page.goto('/home-valuation');
    const form = page.locator('form[action="/api/inquiries?form=valuation"]');
    await form.getByLabel('City').fill('Newport');
    await form.getByRole('button', { name: 'Request Valuation' }).click();
    await expect(page).toHaveTitle(/^Error: Get Your Free Home Valuation/);
    await expect(page.locator('#lead-form-problem').getByRole('link')).toHaveText([
      'Full name is required',
      'Valid email is required',
      'Valid phone number is required',
      'Property address is required',
      'ZIP code is required',
      'Property type is required',
      'Selling timeline is required',
      'You must consent to submit the form',
    ]);
    await expect(form.getByLabel('City')).toHaveValue('Newport');
    await expect(form.getByLabel('State')).toHaveValue('RI');
    await expect(form.getByLabel('Street Address')).toHaveAccessibleDescription('Property address is required');
    await fillValuation(page);
    await form.getByRole('button', { name: 'Request Valuation' }).click();
    await expect(page).toHaveURL(/\/home-valuation\/thank-you\?town=newport&type=single-family$/);
  });
});

// axe runs as a script in the page, which a page without JavaScript cannot run: these pages have no island,
// and the pages of messages come from the server, so their HTML is the same with scripts on.
test.describe('accessibility of the pages without JavaScript (axe)', () => {
  test.use({ javaScriptEnabled: true });

  for (const path of ['/contact/thank-you', '/home-valuation/thank-you', '/home-valuation', '/contact/message']) {
    test(`${path} has no violations`, async ({ page }) => {
      await stayOffline(page);
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the pages of messages have no violations', async ({ page }) => {
    await stayOffline(page);
    // The forms' own pages hold plain forms, which post natively with scripts on too.
    await page.goto('/contact/message');
    await inquiryForm(page).getByLabel('Full Name').fill('Al');
    await inquiryForm(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(page.locator('#lead-form-problem')).toBeFocused();
    await page.waitForLoadState('load');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/home-valuation');
    await page.getByRole('button', { name: 'Request Valuation' }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await page.waitForLoadState('load');
    expect(await axeViolations(page)).toEqual([]);
  });
});
