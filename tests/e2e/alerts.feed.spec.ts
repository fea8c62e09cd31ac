// The whole alert journey (issue 27): a buyer saves a search in the browser and confirms it through the
// link in the e-mail; a matching listing then appears in a fixture MLS, a sync brings it in, and an alert
// pass e-mails exactly one alert to a real SMTP server started here. A second pass sends nothing; a price
// cut sends a price-drop alert with both prices. The passes run here, against the e2e server's own store
// (its scheduled passes are off), as the scheduled functions would run them. Then the same buyer's journey on
// the Portuguese site (issue 37): search, a listing, an inquiry, a saved search, its confirmation and its
// alert, every page and e-mail in Portuguese, axe on each page.
import { expect as baseExpect, test } from '@playwright/test';
import { alertPassSetup } from '#src/features/alerts/pass-setup.server.ts';
import { runAlertPass } from '#src/features/alerts/pass.server.ts';
import { fixtureClient } from '#tests/helpers/reso-fixture-client.ts';
import { mappingContext } from '#src/features/mls/feed.server.ts';
import { clearFeed, runSyncPass } from '#src/features/mls/sync.server.ts';
import { formatPriceFull } from '#src/lib/format.ts';
import { openBlobsTarget, type BlobsTarget } from '#scripts/blobs-target.ts';
import { listingKeyOf } from '#scripts/mls-fixture/inventory.ts';
import { FIXTURE_OFFICE_MLS_ID, startResoFixture, type ResoFixture } from '#scripts/mls-fixture/server.ts';
import { startSmtpServer, type TestSmtpServer } from '#tests/helpers/smtp.ts';
import { emailsTo, linkInEmail, uniqueAddress } from './alert-emails.ts';
import { axeViolations } from './axe.ts';
import { m } from '#src/paraglide/messages.js';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let fixture: ResoFixture;
let target: BlobsTarget;
let smtp: TestSmtpServer;

/** One sync pass of the fixture MLS into the server's store, then one alert pass, as sync-listings runs them. */
async function syncAndAlert(): Promise<void> {
  const client = fixtureClient(fixture);
  const sync = await runSyncPass({
    client,
    store: target.open('listings'),
    mapping: mappingContext(FIXTURE_OFFICE_MLS_ID),
  });
  expect(sync.outcome).toBe('complete');
  const setup = alertPassSetup(undefined, {
    env: { ...process.env, SMTP_URL: smtp.url },
    open: target.open,
    local: true,
  });
  if (setup.state !== 'ready') throw new Error(setup.reason);
  const pass = await runAlertPass(setup.deps);
  expect(pass.outcome).not.toBe('busy');
}

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  fixture = await startResoFixture({ count: 12, changesPerMinute: 0, rateLimitPerSecond: null });
  target = await openBlobsTarget();
  // The catalogue as the buyer finds it: whatever this pass finds new goes to other specs' searches.
  await syncAndAlert();
});

test.afterAll(async () => {
  // The store is the e2e server's: a server reused for the next run must count the office's listings again.
  await clearFeed(target.open('listings'));
  await target.close();
  await fixture.close();
  await smtp.stop();
});

test('save, confirm, and hear of a new matching home once, then of its price cut', async ({ page }) => {
  const email = uniqueAddress('journey');
  // A street of this run's own: only the listing added below matches the search.
  const street = `Alert${Date.now().toString(36)} Lane`;
  const mailsTo = () => smtp.received.filter(({ recipients }) => recipients.includes(email));

  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  await page.goto(`/properties?location=${encodeURIComponent(street)}&sort=price-desc`);
  const button = page.locator('astro-island:not([ssr]) [data-save-search]');
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('How often').selectOption('instant');
  await dialog.getByLabel(/I agree to receive e-mail alerts/).check();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.locator('[data-save-search-notice]')).toContainText(/inbox/i);

  // The confirmation e-mail comes from the server itself; nothing else reaches the address before it.
  await page.goto(await linkInEmail(email, '/alerts/confirm'));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/alert is on/i);
  expect(mailsTo()).toEqual([]);

  const [added] = fixture.control.add(1);
  if (!added) throw new Error('The fixture added no listing');
  const key = listingKeyOf(added);
  fixture.control.update(key, {
    UnparsedAddress: `12 ${street}, Newport, RI 02840`,
    StreetNumber: '12',
    StreetName: street,
    City: 'Newport',
    PostalCode: '02840',
    StandardStatus: 'Active',
    InternetAddressDisplayYN: true,
    ListPrice: 2_400_000,
  });
  await syncAndAlert();
  await expect.poll(() => mailsTo().length).toBe(1);
  const [alert] = mailsTo();
  expect(alert?.mail.text).toContain(`12 ${street}`);
  expect(alert?.mail.text).toContain(formatPriceFull(2_400_000));
  expect(alert?.mail.headerLines.map(({ line }) => line)).toContain(
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
  );

  // Nothing changed: nothing is sent again.
  await syncAndAlert();
  expect(mailsTo()).toHaveLength(1);

  fixture.control.setPrice(key, 2_150_000);
  await syncAndAlert();
  await expect.poll(() => mailsTo().length).toBe(2);
  const drop = mailsTo()[1]?.mail;
  expect(drop?.subject).toMatch(/price/i);
  expect(drop?.text).toContain(formatPriceFull(2_150_000));
  expect(drop?.text).toContain(formatPriceFull(2_400_000));
});

test('in Portuguese: search, a listing, an inquiry, a saved search and its alert, all in Portuguese', async ({
  page,
}) => {
  const pt = { locale: 'pt' } as const;
  const email = uniqueAddress('portugues');
  const street = `Rua${Date.now().toString(36)} Lane`;
  const mailsTo = () => smtp.received.filter(({ recipients }) => recipients.includes(email));
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  const inPortuguese = async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    expect(await axeViolations(page)).toEqual([]);
  };

  // A search from the Portuguese search page, its results counted in Portuguese.
  await page.goto('/pt/properties');
  await inPortuguese();
  const search = page.getByRole('search', { name: m.search_form_name({}, pt) });
  await search.getByLabel(m.search_form_location({}, pt)).fill('Newport');
  await search.getByRole('button', { name: m.search_form_submit({}, pt) }).click();
  await expect(page).toHaveURL(/\/pt\/properties\?location=Newport$/);
  const heading = page.getByRole('heading', { level: 2 }).first();
  await expect(heading).toHaveText(/\d/);
  const count = Number((await heading.textContent())?.replace(/\D/g, ''));
  await expect(heading).toHaveText(m.search_results_count({ count }, pt));
  await inPortuguese();

  // A listing, in Portuguese around its own English words, and an inquiry from it.
  await page.locator('[data-property-card] h3 a').first().click();
  await expect(page).toHaveURL(/\/pt\/properties\/\d+$/);
  await expect(page.getByRole('heading', { name: m.listing_inquiry_heading({}, pt) })).toBeVisible();
  await inPortuguese();
  const inquiry = page.locator('[data-property-inquiry] form');
  // The form's island hydrates at the first interaction with it.
  await inquiry.getByLabel(m.form_full_name({}, pt)).click();
  await expect(page.locator('[data-property-inquiry] astro-island:not([ssr])')).toHaveCount(1);
  await inquiry.getByLabel(m.form_full_name({}, pt)).fill('Ana Sousa');
  await inquiry.getByLabel(m.form_email({}, pt)).fill(email);
  await inquiry.getByLabel(m.form_phone({}, pt)).fill('(401) 555-0100');
  await expect(inquiry.getByLabel(m.form_message({}, pt))).toHaveValue(/\S{10}/);
  await inquiry.getByLabel(m.form_consent({}, pt).slice(0, 30)).check();
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/inquiries'));
  await inquiry.getByRole('button', { name: m.form_send_message({}, pt) }).click();
  expect(await (await sent).headerValue('x-source-page')).toMatch(/^\/pt\/properties\/\d+$/);
  await expect(page.getByRole('heading', { name: m.form_sent_title({}, pt) })).toBeVisible();

  // A search with no home yet, saved in Portuguese.
  await page.goto(`/pt/properties?location=${encodeURIComponent(street)}`);
  await expect(page.getByText(m.search_results_none({}, pt))).toBeVisible();
  await page.locator('astro-island:not([ssr]) [data-save-search]').first().click();
  const dialog = page.getByRole('dialog', { name: m.alerts_save_search({}, pt) });
  await dialog.getByRole('textbox', { name: m.form_email({}, pt) }).fill(email);
  await dialog.getByLabel(m.alerts_field_frequency({}, pt)).selectOption('instant');
  await dialog.getByLabel(m.alerts_consent({}, pt).slice(0, 30)).check();
  await inPortuguese();
  await dialog.getByRole('button', { name: m.alerts_save_submit({}, pt) }).click();
  await expect(page.locator('[data-save-search-notice]')).toContainText(m.alerts_saved_title({}, pt));

  // Its confirmation e-mail and pages in Portuguese.
  const confirm = await linkInEmail(email, '/pt/alerts/confirm');
  const [confirmation] = await emailsTo(email);
  expect(confirmation?.subject).toContain(m.alerts_confirm_email_subject({ name: '' }, pt).trim());
  await page.goto(confirm);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.alerts_confirm_title({}, pt));
  await inPortuguese();
  await page.getByRole('button', { name: m.alerts_confirm_button({}, pt) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.alerts_confirmed_title({}, pt));
  await inPortuguese();

  // A matching home comes on the market: its alert is in Portuguese, linking to the Portuguese pages.
  const [added] = fixture.control.add(1);
  if (!added) throw new Error('The fixture added no listing');
  fixture.control.update(listingKeyOf(added), {
    UnparsedAddress: `7 ${street}, Newport, RI 02840`,
    StreetNumber: '7',
    StreetName: street,
    City: 'Newport',
    PostalCode: '02840',
    StandardStatus: 'Active',
    InternetAddressDisplayYN: true,
    ListPrice: 1_900_000,
  });
  await syncAndAlert();
  await expect.poll(() => mailsTo().length).toBe(1);
  const alert = mailsTo()[0]?.mail;
  expect(alert?.html).toMatch(/<html[^>]*lang="pt"/);
  expect(alert?.text).toContain(`7 ${street}`);
  expect(alert?.text).toMatch(/\/pt\/properties\/\d+/);
  expect(alert?.text).toContain('/pt/alerts/manage?token=');
  expect(alert?.text).not.toMatch(/Manage your alerts|New listing/);
});
