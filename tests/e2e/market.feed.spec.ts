// The market pages in the browser, with and without JavaScript, at desktop and phone sizes, with axe. The
// pages read only the figures' blob, so the spec writes one into the e2e server's store: figures computed
// from a hand-made set of sales (tests/helpers/market-figures.ts), whatever data/ holds. A feed spec, so it
// runs alone after the others, and leaves no figures behind (the next sync of `npm start` computes its own).
import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { openBlobsTarget, type BlobsTarget } from '#scripts/blobs-target.ts';
import { MARKET_FIGURES_KEY, writeMarketFigures } from '#src/features/market/figures.server.ts';
import { sourceLine } from '#src/features/market/market-view.ts';
import { handMadeFigures } from '#tests/helpers/market-figures.ts';
import { emailsTo, uniqueAddress } from './alert-emails.ts';
import { axeViolations } from './axe.ts';
import { marketPageText } from '#src/features/market-page/market-page-words.ts';
import { fillTemplate } from '#src/lib/template.ts';

test.describe.configure({ mode: 'serial' });

const figures = handMadeFigures();
let target: BlobsTarget;

test.beforeAll(async () => {
  target = await openBlobsTarget();
  await writeMarketFigures(target.open('market'), figures);
});

test.afterAll(async () => {
  await target.open('market').delete(MARKET_FIGURES_KEY);
  await target.close();
});

const townRows = (page: Page, name = 'Towns table') => page.getByRole('region', { name }).locator('tbody tr');

/** The page is as wide as the window: nothing sticks out sideways. */
const fitsTheWindow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('with JavaScript', () => {
  test('/market lists every town, sorts on a heading, and links each town', async ({ page }) => {
    await page.goto('/market');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rhode Island housing market');
    await expect(townRows(page)).toHaveCount(39);
    await expect(townRows(page).first()).toContainText('Barrington');
    await page.getByRole('link', { name: 'Homes sold' }).last().click();
    await expect(page).toHaveURL(/\/market\?sort=sales&order=desc#towns$/);
    await expect(townRows(page).first()).toContainText('Newport');
    await expect(page.getByRole('columnheader', { name: /Homes sold/ }).last()).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(page.getByText(sourceLine(figures.period))).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await townRows(page).first().getByRole('link', { name: 'Newport' }).click();
    await expect(page).toHaveURL(/\/market\/newport$/);
  });

  test('a town shows its figures, its charts with their data, and leads to the valuation form', async ({ page }) => {
    await page.goto('/market/newport');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newport, RI housing market');
    const headline = page.locator('section', { has: page.getByRole('heading', { name: 'The last 12 months' }) });
    await expect(headline).toContainText('$800,000');
    await expect(headline).toContainText('+60.0% on the year before');
    await expect(page.getByRole('img', { name: /Median sale price by month/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /Homes sold by month/ })).toBeVisible();
    const data = page.getByText('Data for this chart').first();
    await data.click();
    await expect(page.getByRole('region', { name: 'Median sale price by month: data' })).toBeVisible();
    await expect(page.getByText(sourceLine(figures.period))).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.getByRole('link', { name: 'Homes for sale in Newport' })).toHaveAttribute(
      'href',
      '/properties?location=Newport',
    );
    await page.getByRole('link', { name: 'What is my home worth?' }).click();
    await expect(page).toHaveURL(/\/home-valuation\/newport$/);
    await expect(page.getByLabel('City')).toHaveValue('Newport');
    expect(await axeViolations(page)).toEqual([]);
  });

  // The e2e server runs with the default RESO_SOLD_DISPLAY (aggregate): the office's own sales only.
  test('a town lists the office’s own recent sales, marked as ours, never another brokerage’s', async ({ page }) => {
    await page.goto('/market/newport');
    const recent = page.locator('section', { has: page.getByRole('heading', { name: /^Recent sales by / }) });
    const sales = recent.getByRole('listitem');
    await expect(sales).toHaveCount(1);
    await expect(sales).toContainText('$1,500,000');
    await expect(sales).toContainText('Sold September 9, 2026');
    await expect(sales).toContainText('Our sale');
    await expect(page.getByText(/Bellevue Harbor Realty|Ocean State Homes/)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    // Jamestown has no sale of the office's: no such section.
    await page.goto('/market/jamestown');
    await expect(page.getByRole('heading', { name: /^Recent sales/ })).toHaveCount(0);
  });

  test('too few sales show "—", a town without sales says so, an unknown town is the 404 page', async ({ page }) => {
    await page.goto('/market/jamestown');
    await expect(page.getByText('too few sales').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/market/exeter');
    await expect(
      page.getByText('No homes sold in Exeter in the last 36 months', { exact: false }).first(),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const missing = await page.goto('/market/atlantis');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });

  test('the CSV and the method', async ({ page, request }) => {
    const csv = await request.get('/market/newport.csv');
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toContain('Newport,all,2026-11,1,too few sales,,');
    await page.goto('/market/method');
    await expect(page.getByRole('rowheader', { name: 'months of supply' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('a county page', () => {
  /** The county page's "Market now" block. */
  const block = (page: Page) => page.getByRole('region', { name: 'Market now' });
  /** A figure of the block by its label (the term it defines). */
  const figure = (market: Locator, label: string) => {
    const term = market
      .page()
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label.replace(/[$()]/g, '\\$&')}$`) });
    return market.locator('div', { has: term }).getByRole('definition');
  };

  test('keeps its editorial figures and shows the live ones, linked to the county’s market page', async ({ page }) => {
    await page.goto('/counties/newport');
    const market = block(page);
    // Newport's seven sales and Jamestown's three; the year before, five at $500,000 (tests/helpers).
    await expect(figure(market, 'Median sale price')).toContainText('$900,000');
    await expect(figure(market, 'Median sale price')).toContainText('+80.0% on the year before');
    await expect(figure(market, 'Luxury median sale price ($1M and over)')).toHaveText('— too few sales');
    await expect(market.getByText(sourceLine(figures.period))).toBeVisible();
    // The editorial figures keep their date, whatever year data/ gives them.
    await expect(page.locator('[data-figures-as-of]').first()).toHaveText(/^Figures as of \S/);
    expect(await axeViolations(page)).toEqual([]);
    await market.getByRole('link', { name: /The Newport County market in full/ }).click();
    await expect(page).toHaveURL(/\/market\/newport-county$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newport County, RI housing market');
  });

  test('shows the same block without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/counties/newport');
    await expect(figure(block(page), 'Median sale price')).toContainText('$900,000');
    await expect(block(page).getByRole('link', { name: /market in full/ })).toHaveAttribute(
      'href',
      '/market/newport-county',
    );
    await context.close();
  });
});

/** Fills the valuation form (the dialog's, or the page's without JavaScript) for a house in Newport. */
async function fillValuation(form: Locator, email: string): Promise<void> {
  await form.getByLabel('Full Name').fill('Ann Lee');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('(401) 555-0100');
  await form.getByLabel('Street Address').fill('12 Ocean Road');
  await form.getByLabel('City').fill('Newport');
  await form.getByLabel('ZIP Code').fill('02840');
  await form.getByLabel('Property Type').selectOption('single-family');
  await form.getByLabel('Bedrooms').fill('3');
  await form.getByLabel('Square Feet').fill('2,400');
  await form.getByLabel('Selling Timeline').selectOption('3-6-months');
  await form.getByLabel(/I consent/).check();
}

const THANK_YOU = /\/home-valuation\/thank-you\?town=newport&type=single-family&beds=3&sqft=2400$/;

/** The thank-you page shows the town's figures of the type (RESO_SOLD_DISPLAY=aggregate), with their source. */
async function expectTownFigures(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home Valuation Request Sent');
  const block = page.locator('[data-comparables]');
  await expect(block.getByRole('heading', { level: 2 })).toHaveText('The Newport market');
  // The six Newport single-family sales of the hand-made figures' period.
  await expect(block.getByRole('row', { name: /Homes sold/ })).toContainText('6');
  await expect(block.getByRole('row', { name: /Median sale price/ })).toContainText('$1,000,000');
  await expect(block.getByText(sourceLine(figures.period))).toBeVisible();
  await expect(block.getByRole('link', { name: 'The Newport housing market' })).toHaveAttribute(
    'href',
    '/market/newport',
  );
}

/** The visitor's confirmation e-mail: one, with the same town figures and their source, and no estimate. */
async function expectConfirmation(address: string): Promise<void> {
  await expect
    .poll(async () => (await emailsTo(address)).map((mail) => mail.subject), { timeout: 30_000 })
    .toEqual([expect.stringMatching(/^We received your home valuation request — /)]);
  const [mail] = await emailsTo(address);
  const text = mail?.text ?? '';
  // Greeted without the typed name: anyone can send the form to any address.
  expect(text).toContain('Hello,');
  expect(text).not.toContain('Ann Lee');
  expect(text).toContain('The Newport market');
  expect(text).toContain('Median sale price: $1,000,000');
  expect(text).toContain(sourceLine(figures.period));
  expect(text).toMatch(/The Newport housing market: https?:\/\/\S+\/market\/newport/);
  expect(text).not.toContain('12 Ocean Road');
}

test.describe('the valuation thank-you page and confirmation e-mail', () => {
  test('with JavaScript: the dialog sends, goes to the page, which shows the town’s figures of the type', async ({
    page,
  }) => {
    await page.goto('/sell-your-home');
    await expect(page.locator('html[data-valuation-ready]')).toBeAttached({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Get My Home Valued' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Your Free Home Valuation' });
    const address = uniqueAddress('valuation');
    await fillValuation(dialog, address);
    await dialog.getByRole('button', { name: 'Request Valuation' }).click();
    await expect(page).toHaveURL(THANK_YOU, { timeout: 30_000 });
    await expectTownFigures(page);
    expect(await axeViolations(page)).toEqual([]);
    await expectConfirmation(address);
  });

  test('without JavaScript: the form with the town filled in lands on the same page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/home-valuation/newport');
    const form = page.locator('form[action="/api/inquiries?form=valuation"]');
    const address = uniqueAddress('valuation-nojs');
    await fillValuation(form, address);
    await form.getByRole('button', { name: 'Request Valuation' }).click();
    await expect(page).toHaveURL(THANK_YOU);
    await expectTownFigures(page);
    await expectConfirmation(address);
    await context.close();
  });
});

// axe runs as a script in the page, which a page without JavaScript cannot run: these pages have no island,
// so with JavaScript on (above) they are the same HTML.
test("in Portuguese: a town's page, its charts and its links stay in Portuguese, with axe", async ({ page }) => {
  const text = marketPageText('pt');
  await page.goto('/pt/market/newport');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fillTemplate(text.heading, { place: 'Newport, RI' }),
  );
  await expect(page.getByRole('heading', { name: text.sections.headline })).toBeVisible();
  await expect(page.getByRole('link', { name: text.valuation })).toHaveAttribute('href', '/pt/home-valuation/newport');
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/pt/market');
  await expect(townRows(page, text.overview.townsTable)).toHaveCount(39);
  await townRows(page, text.overview.townsTable).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pt\/market\/[a-z-]+$/);
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/market sorts by its links and a town shows its charts and data', async ({ page }) => {
    await page.goto('/market');
    await page.getByRole('link', { name: 'Median sale price' }).last().click();
    await expect(page).toHaveURL(/sort=price&order=desc/);
    await expect(townRows(page).first()).toContainText('Newport');
    await page.goto('/market/newport');
    await expect(page.getByRole('img', { name: /Median sale price by month/ })).toBeVisible();
    await page.getByText('Data for this chart').last().click();
    await expect(page.getByRole('region', { name: 'Homes sold by month: data' })).toBeVisible();
  });
});

test.describe('on a phone @mobile', () => {
  // Pixel 7 less its browser type, which a describe block cannot set.
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
  test.use(phone);

  test('/market, a town and a county page fit the screen, with and without JavaScript', async ({ page, browser }) => {
    for (const path of ['/market', '/market/newport', '/counties/newport']) {
      await page.goto(path);
      expect(await fitsTheWindow(page), path).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    }
    const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto('/market/newport');
    await expect(plain.getByRole('img', { name: /Homes sold by month/ })).toBeVisible();
    expect(await fitsTheWindow(plain)).toBe(true);
    await context.close();
  });
});
