// The whole alert journey (issue 27): a buyer saves a search in the browser and confirms it through the
// link in the e-mail; a matching listing then appears in a fixture MLS, a sync brings it in, and an alert
// pass e-mails exactly one alert to a real SMTP server started here. A second pass sends nothing; a price
// cut sends a price-drop alert with both prices. The passes run here, against the e2e server's own store
// (its scheduled passes are off), as the scheduled functions would run them.
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
import { linkInEmail, uniqueAddress } from './alert-emails.ts';

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
