// "Request a private showing" on a listing page, with and without JavaScript: the day picker and the times
// (radio groups per day, working without a script), the post, the page or panel that names the requested
// slot, and the lead in the staff export; axe on every state (README, Private showings).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { SHOWING_DAYS_AHEAD, showingDays } from '#src/features/showings/slots.ts';
import type { Property } from '#src/schemas/property.ts';
import { listingPath } from '#src/lib/paths.ts';
import { axeViolations } from './axe.ts';
import { listings, site } from './content-data.ts';
import { stubTiles } from './isolate.ts';

// The listing pages and the post are functions of the local server, and the island's code and its schema
// load on first use: slow on a busy 2-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * An office listing with at least two days of times to offer now (the tests pick the second day), by the
 * settings in data/site/site.en.json. Called inside each test: without one the spec fails and says why, it does not skip.
 */
function showingListing(): Property {
  const listing = listings.find(
    (candidate) => candidate.listingKey === undefined && showingDays(candidate, site.showings, new Date()).length > 1,
  );
  if (!listing)
    throw new Error(
      `No office listing offers showing times on two of the next ${String(SHOWING_DAYS_AHEAD)} days: check data/site/site.en.json ` +
        "showings (hours, blackoutDates, leadHours) and the listings' statuses",
    );
  return listing;
}

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The rows of the staff export (the local server's store) that contain `marker`, read until there is one. */
async function exportedRow(marker: string): Promise<string> {
  let rows: string[] = [];
  await expect(async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/export-inquiries.ts', '--out', '-'], {
      maxBuffer: 256 * 1024 * 1024,
    });
    rows = stdout.split('\r\n').filter((line) => line.includes(marker));
    expect(rows).toHaveLength(1);
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  return rows[0] ?? '';
}

const section = (page: Page) => page.locator('#request-showing');

/** The second day offered, and its second time: what the visitor picks. */
async function pickSecondDayAndTime(scope: Locator): Promise<{ day: string; time: string; start: string }> {
  const days = scope.locator('[data-showing-days] > label');
  const dayChip = days.nth(1);
  await dayChip.click();
  const times = scope.locator('[data-showing-day]:visible');
  await expect(times).toHaveCount(1);
  const legend = (await times.locator('legend').textContent()) ?? '';
  const timeChip = times.locator('label').nth(1);
  await timeChip.click();
  const start = (await timeChip.locator('input').getAttribute('value')) ?? '';
  return { day: legend.replace(/^Times on /, ''), time: (await timeChip.textContent()) ?? '', start };
}

async function fillContact(scope: Locator, email: string): Promise<void> {
  await scope.getByLabel('Full Name').fill('Ann Lee');
  await scope.getByLabel('Email').fill(email);
  await scope.getByLabel('Phone').fill('(401) 555-0100');
  await scope.getByLabel('Note (optional)').fill('We have a dog.');
  await scope.getByLabel(/I consent/).check();
}

test.describe('private showing without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a day and a time picked without a script, sent, named on the thank-you page, stored as a lead', async ({
    page,
  }) => {
    const listing = showingListing();
    await stubTiles(page);
    await page.goto(listingPath(listing.id));
    await page.getByRole('link', { name: 'Request a private showing' }).click();
    await expect(page).toHaveURL(/#request-showing$/);
    const form = section(page).locator('form');
    // One day's times show at a time, the first day's at first.
    await expect(form.locator('[data-showing-day]:visible')).toHaveCount(1);

    const picked = await pickSecondDayAndTime(form);
    await form.getByText('By video call').click();
    const email = uniqueEmail('showing-nojs');
    await fillContact(form, email);
    await form.getByRole('button', { name: 'Request Showing' }).click();

    await expect(page).toHaveURL(/\/showings\/requested\?listing=\d+&start=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Showing Requested');
    await expect(
      page.getByText(
        `We received your request for ${picked.day} at ${picked.time}. Your advisor will confirm by phone or e-mail.`,
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the listing' })).toHaveAttribute(
      'href',
      listingPath(listing.id),
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const row = await exportedRow(email);
    expect(row).toContain(`,showing,${String(listing.id)},${picked.start},`);
    expect(row).toContain(',video,');
  });

  test('a form without a time comes back with the message and what was typed', async ({ page }) => {
    const listing = showingListing();
    await stubTiles(page);
    await page.goto(listingPath(listing.id));
    const form = section(page).locator('form');
    await fillContact(form, 'kept@example.com');
    await form.getByRole('button', { name: 'Request Showing' }).click();

    await expect(page).toHaveTitle(/^Error: /);
    const summary = page.locator('[data-form-problem]');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Please choose a time' })).toBeVisible();
    const again = section(page).locator('form');
    await expect(again.getByLabel('Email')).toHaveValue('kept@example.com');
    await expect(again.getByLabel('Note (optional)')).toHaveValue('We have a dog.');
  });
});

// axe runs as a script in the page, which a page without JavaScript cannot run. Until its first use the
// island's HTML is the form without JavaScript, and the other pages come from the server without an island,
// so they are checked with scripts on.
test.describe('accessibility of the showing pages without JavaScript (axe)', () => {
  test('the section as served, the page of messages and the thank-you page have no violations', async ({ page }) => {
    const listing = showingListing();
    await stubTiles(page);
    await page.goto(listingPath(listing.id));
    await page.waitForLoadState('load');
    await expect(section(page).locator('astro-island[ssr] form')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // A post of the form without a time, as a browser without JavaScript sends it (a plain form's submit).
    await page.evaluate((listingId) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/api/showings';
      for (const [name, value] of Object.entries({ listingId: String(listingId), name: 'Ann Lee' })) {
        const input = document.createElement('input');
        Object.assign(input, { type: 'hidden', name, value });
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    }, listing.id);
    await expect(page).toHaveTitle(/^Error: /);
    await page.waitForLoadState('load');
    expect(await axeViolations(page)).toEqual([]);

    const [day] = showingDays(listing, site.showings, new Date());
    await page.goto(`/showings/requested?listing=${String(listing.id)}&start=${day!.slots[0]!.start}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Showing Requested');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('private showing with JavaScript', () => {
  test('a day picked at the first press, before the island wakes, stays picked and its times can be chosen', async ({
    page,
  }) => {
    const listing = showingListing();
    await stubTiles(page);
    await page.goto(listingPath(listing.id));
    const form = section(page).locator('form');
    // The first press inside the island wakes it (client:interaction); the picker works before it has.
    await form.locator('[data-showing-days] > label').nth(1).click();
    await expect(section(page).locator('astro-island:not([ssr]) form')).toBeVisible();
    await expect(form.locator('[data-showing-days] > input').nth(1)).toBeChecked();
    const times = form.locator('[data-showing-day]:visible');
    await expect(times).toHaveCount(1);
    await expect(times.locator('input').first()).toBeEnabled();
    await times.locator('label').first().click();
    await expect(times.locator('input').first()).toBeChecked();
  });

  test('"By video call" picked at the first press stays picked, and is sent', async ({ page }) => {
    const listing = showingListing();
    await stubTiles(page);
    await page.goto(listingPath(listing.id));
    const form = section(page).locator('form');
    await form.getByText('By video call').click();
    await expect(section(page).locator('astro-island:not([ssr]) form')).toBeVisible();
    await expect(form.getByLabel('By video call')).toBeChecked();
    await form.locator('[data-showing-day]:visible label').first().click();
    await fillContact(form, uniqueEmail('showing-first-press'));
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/showings'));
    await form.getByRole('button', { name: 'Request Showing' }).click();
    expect((await posted).postDataJSON()).toMatchObject({ mode: 'video' });
    await expect(section(page).locator('[data-showing-state="sent"]')).toBeVisible();
  });

  test('picked and sent with the keyboard alone, answered in place, axe clean', async ({ page }) => {
    const listing = showingListing();
    await stubTiles(page);
    await page.goto(listingPath(listing.id));
    const island = section(page).locator('form');
    // Tab into the day picker: focus wakes the island (client:interaction).
    await page.getByRole('link', { name: 'Request a private showing' }).focus();
    await page.keyboard.press('Enter');
    const firstDay = island.locator('[data-showing-days] > input').first();
    await firstDay.focus();
    await expect(section(page).locator('astro-island:not([ssr]) form')).toBeVisible();
    // Arrows move between days; the next day's times show.
    await page.keyboard.press('ArrowRight');
    const secondDay = island.locator('[data-showing-days] > input').nth(1);
    await expect(secondDay).toBeChecked();
    await expect(secondDay).toBeFocused();
    const times = island.locator('[data-showing-day]:visible');
    await expect(times).toHaveCount(1);
    const day = ((await times.locator('legend').textContent()) ?? '').replace(/^Times on /, '');
    // Tab reaches that day's times (the other days' are hidden and disabled); Space picks the first.
    await page.keyboard.press('Tab');
    const firstTime = times.locator('input').first();
    await expect(firstTime).toBeFocused();
    await page.keyboard.press('Space');
    await expect(firstTime).toBeChecked();
    const time = (await times.locator('label').first().textContent()) ?? '';

    // Sent empty of contact details first: the messages, and focus on the first invalid field.
    await island.getByRole('button', { name: 'Request Showing' }).focus();
    await page.keyboard.press('Enter');
    await expect(island.getByText('Full name is required')).toBeVisible();
    await expect(island.getByLabel('Full Name')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    const email = uniqueEmail('showing-js');
    await page.keyboard.type('Ann Lee');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('(401) 555-0100');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(island.getByLabel(/I consent/)).toBeChecked();
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/showings'));
    await island.getByRole('button', { name: 'Request Showing' }).focus();
    await page.keyboard.press('Enter');

    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ listingId: listing.id, mode: 'in-person', name: 'Ann Lee', email });
    const panel = section(page).locator('[data-showing-state="sent"]');
    await expect(panel.getByRole('heading', { name: 'Showing Requested' })).toBeFocused();
    await expect(panel).toContainText(
      `We received your request for ${day} at ${time}. Your advisor will confirm by phone or e-mail.`,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(await exportedRow(email)).toContain(`,showing,${String(listing.id)},${String(body['start'])},`);
  });
});
