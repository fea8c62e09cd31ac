// The listing page a buyer can act on: similar homes, mortgage estimate, open houses with calendar files,
// share, print, its layout on a wide screen; and the advisor profiles' own listings. Listings are picked at
// run time from data/listings, and the browser's clock is set around their open houses, so no listing id or
// date is pinned here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { PDFDocument } from 'pdf-lib';
import { rankSimilar } from '#src/features/listings/similar.ts';
import { slugify } from '#src/schemas/rules/slug.ts';
import { firstName } from '#src/features/team/profile.ts';
import { estimateMonthlyCosts } from '#src/features/listings/mortgage.ts';
import { mortgageEstimateProps } from '#src/features/listings/mortgage-props.ts';
import { formatPriceFull } from '#src/lib/format.ts';
import type { Property } from '#src/schemas/property.ts';
import type { PropertyTaxRates } from '#src/schemas/property-tax-rates.ts';
import type { Site } from '#src/schemas/site.ts';
import { axeViolations } from './axe.ts';
import { stubTiles } from './isolate.ts';

const root = join(import.meta.dirname, '../..');
const listings: Property[] = readdirSync(join(root, 'data/listings'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(root, 'data/listings', name), 'utf8')) as Property);
const site = JSON.parse(readFileSync(join(root, 'data/site/site.en.json'), 'utf8')) as Site;
const taxRates = JSON.parse(readFileSync(join(root, 'data/property-tax-rates.json'), 'utf8')) as PropertyTaxRates;
const team = JSON.parse(readFileSync(join(root, 'data/team/team.en.json'), 'utf8')) as {
  id: number;
  name: string;
  role: string;
}[];

const withSimilar = listings.find((listing) => rankSimilar(listing, listings).length > 0)!;
const withOpenHouses = listings.find((listing) => (listing.openHouses?.length ?? 0) > 0)!;
const byStart = (listing: Property) =>
  [...(listing.openHouses ?? [])].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
const availableBy = (advisorId: number) =>
  listings.filter((listing) => listing.advisorId === advisorId && listing.status === 'Available');
const advisors = team.filter((member) => member.role === 'advisor');

async function calculatorReady(page: Page) {
  const island = page.locator('astro-island[opts*="MortgageCalculator"]');
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr');
  return page.locator('section').filter({ has: page.getByRole('heading', { name: 'Mortgage Estimate' }) });
}

test.describe('similar homes', () => {
  test('link to other listings, prebuilt in the page', async ({ page }) => {
    const expected = rankSimilar(withSimilar, listings);
    await page.goto(`/properties/${withSimilar.id}`);
    const section = page.locator('[data-similar-homes]');
    await expect(section.getByRole('heading', { name: 'Similar Homes' })).toBeVisible();
    const links = section.getByRole('link');
    await expect(links).toHaveCount(expected.length);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(expected.map((listing) => `/properties/${listing.id}`));
    expect(hrefs).not.toContain(`/properties/${withSimilar.id}`);
    await links.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[0]!.title);
  });
});

test.describe('mortgage estimate', () => {
  /** The estimate the page must show for a listing, at a rate and down payment, in the page's words. */
  const expected = (listing: Property, ratePercent: number, downPaymentPercent: number) => {
    const props = mortgageEstimateProps(listing, site.mortgage, taxRates);
    const costs = estimateMonthlyCosts({
      price: listing.price,
      downPaymentPercent,
      ratePercent,
      termYears: 30,
      taxRatePerThousand: props.tax.ratePerThousand,
      insuranceRatePercent: props.insuranceRate,
      hoaFee: props.hoaFee,
    });
    return {
      total: formatPriceFull(costs.total),
      'principal-and-interest': formatPriceFull(costs.principalAndInterest),
      'property-tax': costs.propertyTax === null ? 'Not included' : formatPriceFull(costs.propertyTax),
      insurance: formatPriceFull(costs.insurance),
      hoa: formatPriceFull(costs.hoa),
    };
  };

  test('shows the monthly total and its breakdown in whole dollars, and follows the rate and the down payment', async ({
    page,
  }) => {
    const listing = withSimilar;
    await page.goto(`/properties/${listing.id}`);
    const calculator = await calculatorReady(page);
    const breakdown = calculator.locator('[data-mortgage-result] dl');
    for (const term of ['Total per month', 'Principal and interest', 'Property tax', 'Home insurance', 'HOA fee'])
      await expect(breakdown.getByRole('term').filter({ hasText: term }).first()).toBeVisible();
    const shows = async (figures: ReturnType<typeof expected>) => {
      await expect(calculator.locator('[data-monthly-total]')).toHaveText(figures.total);
      for (const cost of ['principal-and-interest', 'property-tax', 'insurance', 'hoa'] as const)
        await expect(calculator.locator(`[data-cost="${cost}"]`)).toHaveText(figures[cost]);
    };
    await shows(expected(listing, site.mortgage.defaultRate, 20));
    expect(await axeViolations(page)).toEqual([]);

    await calculator.getByLabel('Interest rate (%)').fill('7.5');
    await shows(expected(listing, 7.5, 20));
    await calculator.getByLabel('Down payment (%)').fill('35');
    await shows(expected(listing, 7.5, 35));
    await expect(calculator.locator('[data-down-payment-amount]')).toHaveText(
      formatPriceFull(Math.round(listing.price * 0.35)),
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('works at its first press: what is typed before it hydrates counts', async ({ page }) => {
    const listing = withSimilar;
    // Hold the island's code until the visitor has typed into the server-rendered fields.
    const code = Promise.withResolvers<undefined>();
    await page.route(/\/_astro\/MortgageCalculator\.[\w-]+\.js$/, async (route) => {
      await code.promise;
      await route.continue();
    });
    await page.goto(`/properties/${listing.id}`);
    const calculator = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Mortgage Estimate' }) });
    await calculator.scrollIntoViewIfNeeded();
    await expect(calculator.locator('[data-monthly-total]')).toHaveText(
      expected(listing, site.mortgage.defaultRate, 20).total,
    );
    await expect(page.locator('astro-island[opts*="MortgageCalculator"]')).toHaveAttribute('ssr');
    await calculator.getByLabel('Interest rate (%)').fill('5');
    code.resolve(undefined);
    await expect(page.locator('astro-island[opts*="MortgageCalculator"]')).not.toHaveAttribute('ssr');
    await expect(calculator.getByLabel('Interest rate (%)')).toHaveValue('5');
    await expect(calculator.locator('[data-monthly-total]')).toHaveText(expected(listing, 5, 20).total);
  });

  test('updates principal and interest as the inputs change', async ({ page }) => {
    await page.goto(`/properties/${withSimilar.id}`);
    const calculator = await calculatorReady(page);
    await expect(calculator.getByLabel('Home price')).toHaveValue(withSimilar.price.toLocaleString('en-US'));
    await expect(calculator.getByLabel('Down payment (%)')).toHaveValue('20');
    await expect(calculator.locator('[data-rate-as-of]')).toContainText(/as of [A-Z][a-z]+ \d{1,2}, \d{4}/);
    await expect(calculator).toContainText('not an offer of credit');

    const payment = calculator.locator('[data-cost="principal-and-interest"]');
    await calculator.getByLabel('Home price').fill('500,000');
    await calculator.getByLabel('Interest rate (%)').fill('6');
    await calculator.getByLabel('Loan term').selectOption('30');
    await expect(calculator.locator('[data-down-payment-amount]')).toHaveText('$100,000');
    await expect(calculator.locator('[data-loan-amount]')).toHaveText('$400,000');
    await expect(payment).toHaveText('$2,398');

    await calculator.getByLabel('Loan term').selectOption('15');
    await expect(payment).toHaveText('$3,375');
    await calculator.getByLabel('Interest rate (%)').fill('0');
    await expect(payment).toHaveText('$2,222');
    await calculator.getByLabel('Down payment (%)').fill('100');
    await expect(calculator.locator('[data-loan-amount]')).toHaveText('$0');
    await expect(payment).toHaveText('$0');
  });

  test('shows a message under a field it cannot read, never NaN', async ({ page }) => {
    await page.goto(`/properties/${withSimilar.id}`);
    const calculator = await calculatorReady(page);
    const cases: [string, string, string][] = [
      ['Down payment (%)', '', 'Enter the down payment as a percentage.'],
      ['Down payment (%)', '-5', 'Enter a number that is not negative.'],
      ['Interest rate (%)', 'abc', 'Enter a number, for example 6.5.'],
      ['Home price', '', 'Enter the home price.'],
    ];
    for (const [label, value, message] of cases) {
      const field = calculator.getByLabel(label);
      await field.fill(value);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(calculator.locator('[data-monthly-total]')).toHaveCount(0);
      await expect(calculator).toContainText('Correct the fields above to see the estimate.');
      await expect(calculator).not.toContainText('NaN');
      await field.fill(label === 'Home price' ? '1,000,000' : '5');
      await expect(field).toHaveAttribute('aria-invalid', 'false');
    }
    await expect(calculator.locator('[data-monthly-total]')).toBeVisible();
  });
});

test.describe('open houses', () => {
  const [first, ...later] = byStart(withOpenHouses);

  test('list the upcoming ones in New York time, and "Add to calendar" is a link that downloads an .ics that parses', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to|Not allowed/i.test(message.text())) refused.push(message.text());
    });
    await page.clock.setFixedTime(Date.parse(first!.start) - 86_400_000);
    await page.goto(`/properties/${withOpenHouses.id}`);
    const section = page.locator('[data-open-houses]');
    await expect(section.getByRole('heading', { name: 'Open Houses' })).toBeVisible();
    const items = section.locator('[data-open-house]');
    await expect(items.filter({ visible: true })).toHaveCount(1 + later.length);
    await expect(items.first()).toContainText(/(EST|EDT)$/);
    // No island: a link works at the first press, and without a script.
    await expect(page.locator('astro-island[opts*="OpenHouses"]')).toHaveCount(0);

    const download = page.waitForEvent('download');
    await items
      .first()
      .getByRole('link', { name: /^Add to calendar/ })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    const text = readFileSync(await file.path(), 'utf8');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(first!.start));
    expect(event.endDate.toJSDate().getTime()).toBe(Date.parse(first!.end));
    expect(event.summary).toContain(withOpenHouses.title);
    expect(event.location).toContain(withOpenHouses.address);
    // The file downloads within the page's security policy.
    expect(refused).toEqual([]);
  });

  test('never show one that has ended', async ({ page }) => {
    await page.clock.setFixedTime(Date.parse(first!.end) + 60_000);
    await page.goto(`/properties/${withOpenHouses.id}`);
    const items = page.locator('[data-open-house]');
    await expect(items.filter({ hasText: /./, visible: true })).toHaveCount(later.length);
    await expect(page.locator(`[data-open-house="${first!.start}"]`)).toBeHidden();
    if (later.length === 0) await expect(page.locator('[data-open-houses]')).toBeHidden();
  });

  test('cards show an "Open House" badge only while one is upcoming', async ({ page }) => {
    const listing = listings.find(
      (l) => l.advisorId !== null && l.status === 'Available' && (l.openHouses?.length ?? 0) > 0,
    )!;
    const advisor = team.find((member) => member.id === listing.advisorId)!;
    const openHouses = byStart(listing);
    const card = page.locator(`[data-property-card="${listing.id}"]`);

    await page.clock.setFixedTime(Date.parse(openHouses[0]!.start) - 3_600_000);
    await page.goto(`/advisors/${slugify(advisor.name)}`);
    await expect(card.getByText('Open House', { exact: true })).toBeVisible();

    await page.clock.setFixedTime(Date.parse(openHouses.at(-1)!.end) + 60_000);
    await page.reload();
    await expect(card).toBeVisible();
    await expect(card.getByText('Open House', { exact: true })).toBeHidden();
  });
});

test.describe('the New badge', () => {
  // Prebuilt pages cannot know the day: the visitor's clock decides, on the page and on its cards.
  const listing = listings.find((l) => l.status === 'Available' && l.advisorId !== null && !l.listingKey)!;
  const advisor = team.find((member) => member.id === listing.advisorId)!;
  const DAY = 86_400_000;

  test('shows for a week after a listing is listed, on its page and on its card', async ({ page }) => {
    const badge = page.locator('[data-property] header [data-badge="new"]');
    const cardBadge = page.locator(`[data-property-card="${listing.id}"] [data-badge="new"]`);

    await page.clock.setFixedTime(Date.parse(listing.createdAt) + DAY);
    await page.goto(`/properties/${listing.id}`);
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText('New');
    await page.goto(`/advisors/${slugify(advisor.name)}`);
    await expect(cardBadge).toBeVisible();

    await page.clock.setFixedTime(Date.parse(listing.createdAt) + 8 * DAY);
    await page.goto(`/properties/${listing.id}`);
    await expect(page.locator('[data-property] header [data-status]')).toBeVisible();
    await expect(badge).toBeHidden();
    await page.goto(`/advisors/${slugify(advisor.name)}`);
    await expect(page.locator(`[data-property-card="${listing.id}"]`)).toBeVisible();
    await expect(cardBadge).toBeHidden();
  });
});

test('Share copies the link in a browser without the Web Share API', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.goto(`/properties/${withSimilar.id}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.locator('[data-share-status]')).toHaveText('Link copied to clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(`/properties/${withSimilar.id}`, page.url()).href,
  );
});

test.describe('print', () => {
  test('hides the navigation, the form and the gallery controls, and keeps the brochure facts', async ({ page }) => {
    const listing = listings.find((l) => l.advisorId !== null && l.images.length > 1 && l.status === 'Available')!;
    const advisor = team.find((member) => member.id === listing.advisorId)!;
    await page.goto(`/properties/${listing.id}`);
    const mortgage = page.getByRole('region', { name: 'Mortgage Estimate' });
    await expect(mortgage).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.locator('footer')).toBeHidden();
    // The inquiry form, and the showing request's.
    await expect(page.locator('form')).toHaveCount(2);
    for (const form of await page.locator('form').all()) await expect(form).toBeHidden();
    await expect(mortgage).toBeHidden();
    await expect(page.getByRole('button', { name: 'Next photo' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeHidden();
    await expect(page.locator('[data-gallery-image="0"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-property] [data-price]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Features & Amenities' })).toBeVisible();
    await expect(page.getByRole('heading', { name: advisor.name })).toBeVisible();
  });

  test('fits the wordiest listing on one page, and its floor plans, if it has any, on one more', async ({ page }) => {
    const weight = (l: Property) => l.description.length + l.features.join(' ').length * 2;
    const wordiest = [...listings].sort((a, b) => weight(b) - weight(a))[0]!;
    await page.goto(`/properties/${wordiest.id}`);
    await page.locator('[data-gallery-image="0"]').evaluate((img: HTMLImageElement) => img.decode());
    const pdf = await PDFDocument.load(await page.pdf({ format: 'Letter' }));
    expect(pdf.getPageCount()).toBe(wordiest.floorPlans?.length ? 2 : 1);
  });
});

test.describe('advisor listings', () => {
  test('an advisor with listings shows them as cards', async ({ page }) => {
    const advisor = advisors.find((member) => availableBy(member.id).length > 0)!;
    const own = availableBy(advisor.id);
    await page.goto(`/advisors/${slugify(advisor.name)}`);
    const section = page.locator('[data-advisor-listings]');
    await expect(section.getByRole('heading', { name: `Listings by ${firstName(advisor.name)}` })).toBeVisible();
    await expect(section.locator('[data-property-card]')).toHaveCount(own.length);
    for (const listing of own)
      await expect(section.getByRole('link', { name: listing.title })).toHaveAttribute(
        'href',
        `/properties/${listing.id}`,
      );
    const person = (
      await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent) as Record<string, unknown>))
    ).find((block) => block['@type'] === 'Person');
    expect((person?.['makesOffer'] as unknown[]).length).toBe(own.length);
  });

  test('an advisor without listings has no empty section', async ({ page }) => {
    const advisor = advisors.find((member) => availableBy(member.id).length === 0)!;
    await page.goto(`/advisors/${slugify(advisor.name)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(advisor.name);
    await expect(page.locator('[data-advisor-listings]')).toHaveCount(0);
    await expect(page.getByText(/^Listings by/)).toHaveCount(0);
  });
});

test.describe('on a wide screen (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the gallery leads the page and takes at least 60 % of its width; the phone bar is not there', async ({
    page,
  }) => {
    await stubTiles(page);
    await page.goto(`/properties/${withSimilar.id}`);
    const photo = (await page.locator('[data-gallery-image="0"]').boundingBox())!;
    const header = (await page.locator('#site-header').boundingBox())!;
    expect(photo.width).toBeGreaterThanOrEqual(0.6 * 1440);
    // The first photo is on the first screen, whole.
    expect(photo.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(photo.y + photo.height).toBeLessThanOrEqual(900);
    // Price, facts and title stand beside it.
    for (const part of ['[data-price]', '[data-key-facts]', 'h1']) {
      const box = (await page.locator(`[data-property] ${part}`).boundingBox())!;
      expect(box.x, part).toBeGreaterThanOrEqual(photo.x + photo.width);
    }
    await expect(page.locator('[data-listing-action-bar]')).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });
});
