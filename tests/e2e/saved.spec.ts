import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { listingApiPath, listingPath } from '#src/lib/paths.ts';
import { RECENTLY_VIEWED_KEY, RECENTLY_VIEWED_LIMIT, SAVED_HOMES_KEY } from '#src/features/listings/saved-homes.ts';
import { rankSimilar } from '#src/features/listings/similar.ts';
import { listings } from './content-data.ts';

// Saved homes and recently viewed: localStorage only, shared by islands, prebuilt cards and tabs.
const byId = [...listings].sort((a, b) => a.id - b.id);
const titleOf = (id: number): string => {
  const listing = listings.find((l) => l.id === id);
  if (!listing) throw new Error(`No listing ${String(id)} in data/listings`);
  return listing.title;
};
/** A listing with prebuilt similar homes under it, and the first of those. */
const withSimilar = (() => {
  for (const listing of byId) {
    const [similar] = rankSimilar(listing, listings);
    if (similar) return { listing, similar };
  }
  throw new Error('No listing in data/listings has similar homes');
})();
/** An id no listing has. */
const goneId = Math.max(...listings.map((l) => l.id)) + 1000;

const saveButton = (scope: Page | Locator, title: string) =>
  scope.getByRole('button', { name: `Save ${title}`, exact: true });
/** The header's link below lg, the top bar's on wide screens: one is visible at a time. */
const savedLink = (page: Page) => page.locator('[data-saved-link]:visible');
const section = (page: Page, name: 'Saved Homes' | 'Recently Viewed') =>
  page.getByRole('region', { name, exact: true });
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const storedIds = async (page: Page, key: string): Promise<number[]> =>
  (JSON.parse((await stored(page, key)) ?? '[]') as { id: number }[]).map((home) => home.id);

async function seed(page: Page, values: Record<string, string>): Promise<void> {
  await page.goto('/faq');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

/** The first card of the search results, once its island has hydrated. */
async function firstResultCard(page: Page): Promise<{ card: Locator; id: number; title: string }> {
  await page.goto('/properties');
  const card = page.locator('astro-island:not([ssr]) [data-property-card]').first();
  // The search island hydrates when the browser is idle and then asks the API: slow on a busy machine.
  await expect(card).toBeVisible({ timeout: 20_000 });
  const id = Number(await card.getAttribute('data-property-card'));
  return { card, id, title: titleOf(id) };
}

test.describe('saving from a card', () => {
  test('saves and unsaves, survives a reload, and shows on /saved in a second tab', async ({ page, context }) => {
    const { card, id, title } = await firstResultCard(page);
    await expect(savedLink(page)).toBeHidden();
    const button = saveButton(card, title);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(savedLink(page)).toHaveText('Saved (1)');
    expect(await storedIds(page, SAVED_HOMES_KEY)).toEqual([id]);

    await page.reload();
    await expect(saveButton(page.locator(`[data-property-card="${String(id)}"]`), title)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(savedLink(page)).toHaveText('Saved (1)');

    const second = await context.newPage();
    await second.goto('/saved');
    const savedSection = section(second, 'Saved Homes');
    await expect(savedSection.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(savedLink(second)).toHaveAttribute('aria-current', 'page');

    // Unsaving in the second tab reaches the first through the storage event.
    await saveButton(savedSection, title).click();
    await expect(savedSection.getByRole('link', { name: 'Browse Properties' })).toBeVisible();
    await expect(saveButton(page.locator(`[data-property-card="${String(id)}"]`), title)).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(savedLink(page)).toBeHidden();
  });

  test('works from the keyboard', async ({ page }) => {
    const { card, title } = await firstResultCard(page);
    // The heart comes just before the card's link in the tab order.
    await card.getByRole('link', { name: title, exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    const button = saveButton(card, title);
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  });
});

test.describe('saving on a listing page', () => {
  const { listing, similar } = withSimilar;

  test('the listing and a prebuilt similar home, then /saved after a reload', async ({ page }) => {
    await page.goto(listingPath(listing.id));
    const article = page.locator(`[data-property="${String(listing.id)}"]`);
    const main = saveButton(article, listing.title);
    await main.click();
    await expect(main).toHaveAttribute('aria-pressed', 'true');
    await expect(savedLink(page)).toHaveText('Saved (1)');

    // Similar homes are prebuilt HTML outside the island: the header script drives their hearts.
    const similarCard = page.locator(`[data-similar-homes] [data-property-card="${String(similar.id)}"]`);
    const similarButton = saveButton(similarCard, similar.title);
    await similarButton.click();
    await expect(similarButton).toHaveAttribute('aria-pressed', 'true');
    await expect(savedLink(page)).toHaveText('Saved (2)');
    // The island's store saw the prebuilt card's save: unsaving the listing keeps the similar home.
    await main.click();
    await expect(main).toHaveAttribute('aria-pressed', 'false');
    await expect(savedLink(page)).toHaveText('Saved (1)');
    await main.click();
    expect(await storedIds(page, SAVED_HOMES_KEY)).toEqual([listing.id, similar.id]);

    await page.reload();
    await expect(main).toHaveAttribute('aria-pressed', 'true');
    await expect(similarButton).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/saved');
    const cards = section(page, 'Saved Homes').locator('[data-property-card]');
    await expect(cards).toHaveCount(2);
    expect(await cards.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-property-card'))))).toEqual([
      listing.id,
      similar.id,
    ]);
  });

  test('the save buttons work from the keyboard', async ({ page }) => {
    await page.goto(listingPath(listing.id));
    const main = saveButton(page.locator(`[data-property="${String(listing.id)}"]`), listing.title);
    await expect(main).toBeVisible();
    await page.getByRole('button', { name: 'Share' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(main).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(main).toHaveAttribute('aria-pressed', 'true');

    const similarCard = page.locator(`[data-similar-homes] [data-property-card="${String(similar.id)}"]`);
    await similarCard.getByRole('link', { name: similar.title, exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    const similarButton = saveButton(similarCard, similar.title);
    await expect(similarButton).toBeFocused();
    await page.keyboard.press('Space');
    await expect(similarButton).toHaveAttribute('aria-pressed', 'true');
    await expect(savedLink(page)).toHaveText('Saved (2)');
  });
});

test('recently viewed keeps the last visits, newest first, each once, and Clear empties it', async ({ page }) => {
  // Fourteen listing pages in turn, each waiting for its island: more than the default 30 s on 2 cores.
  test.setTimeout(90_000);
  const visits = byId.slice(0, RECENTLY_VIEWED_LIMIT + 2).map((l) => l.id);
  const [first, second] = visits;
  if (first === undefined || second === undefined) throw new Error('data/listings needs two listings');
  for (const id of [...visits, first]) {
    await page.goto(listingPath(id));
    // The island records the visit once it is on screen.
    await expect.poll(async () => (await storedIds(page, RECENTLY_VIEWED_KEY))[0]).toBe(id);
  }
  const expected = [first, ...[...visits].reverse().filter((id) => id !== first)].slice(0, RECENTLY_VIEWED_LIMIT);
  expect(expected).not.toContain(second); // the oldest visit fell off the end

  await page.goto('/saved');
  const recent = section(page, 'Recently Viewed');
  const cards = recent.locator('[data-property-card]');
  await expect(cards).toHaveCount(expected.length);
  expect(await cards.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-property-card'))))).toEqual(
    expected,
  );
  await expect(section(page, 'Saved Homes').getByRole('link', { name: 'Browse Properties' })).toHaveAttribute(
    'href',
    '/properties',
  );

  await recent.getByRole('button', { name: 'Clear recently viewed' }).click();
  await expect(recent.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/properties');
  await expect(recent.getByRole('heading', { name: 'Recently Viewed' })).toBeFocused();
  expect(await stored(page, RECENTLY_VIEWED_KEY)).toBe('[]');
});

test('a listing that no longer exists shows as removed, with a button to drop it', async ({ page }) => {
  const [kept] = byId;
  if (!kept) throw new Error('data/listings is empty');
  const gone = { id: goneId, title: 'The Demolished Cottage' };
  await seed(page, {
    [SAVED_HOMES_KEY]: JSON.stringify([gone, { id: kept.id, title: kept.title }]),
    [RECENTLY_VIEWED_KEY]: JSON.stringify([gone]),
  });
  await page.goto('/saved');
  const saved = section(page, 'Saved Homes');
  await expect(saved.getByRole('link', { name: kept.title, exact: true })).toBeVisible();
  const removed = saved.locator(`[data-removed-listing="${String(gone.id)}"]`);
  await expect(removed).toContainText(gone.title);
  await expect(removed).toContainText('no longer available');
  await expect(section(page, 'Recently Viewed').locator('[data-removed-listing]')).toContainText(gone.title);

  await removed.getByRole('button', { name: `Remove from saved homes ${gone.title}` }).click();
  await expect(removed).toHaveCount(0);
  await expect(saved.getByRole('link', { name: kept.title, exact: true })).toBeVisible();
  await expect(savedLink(page)).toHaveText('Saved (1)');
  expect(await storedIds(page, SAVED_HOMES_KEY)).toEqual([kept.id]);

  await section(page, 'Recently Viewed')
    .getByRole('button', { name: `Remove from recently viewed ${gone.title}` })
    .click();
  await expect(section(page, 'Recently Viewed').getByRole('link', { name: 'Browse Properties' })).toBeVisible();
});

test.describe('corrupt or foreign localStorage never breaks a page', () => {
  const garbage = ['{"not json', '[1,2,3]', '"a string"', JSON.stringify({ items: [{ id: 1 }] })];
  for (const route of ['/', '/properties', listingPath(withSimilar.listing.id), '/saved']) {
    test(route, async ({ page }) => {
      let errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const value of garbage) {
        await seed(page, { [SAVED_HOMES_KEY]: value, [RECENTLY_VIEWED_KEY]: value });
        errors = [];
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Replaced by a clean value on load.
        await expect.poll(() => stored(page, SAVED_HOMES_KEY)).toBe('[]');
        await expect.poll(() => stored(page, RECENTLY_VIEWED_KEY)).not.toBe(value);
        await expect(savedLink(page)).toBeHidden();
        if (route === '/saved') {
          await expect(section(page, 'Saved Homes').getByRole('link', { name: 'Browse Properties' })).toBeVisible();
        }
        if (route === '/properties') {
          await expect(page.locator('astro-island:not([ssr]) [data-property-card]').first()).toBeVisible({
            timeout: 20_000,
          });
        }
        await page.waitForLoadState('networkidle');
        expect(errors, `with ${value} stored`).toEqual([]);
      }
    });
  }
});

for (const tag of ['', ' @mobile']) {
  test(`axe finds no WCAG 2.2 A/AA violation on /saved with saved, removed and viewed homes${tag}`, async ({
    page,
  }) => {
    const [a, b] = byId;
    if (!a || !b) throw new Error('data/listings needs two listings');
    await seed(page, {
      [SAVED_HOMES_KEY]: JSON.stringify([
        { id: a.id, title: a.title },
        { id: goneId, title: 'A Removed Listing' },
      ]),
      [RECENTLY_VIEWED_KEY]: JSON.stringify([{ id: b.id, title: b.title }]),
    });
    await page.goto('/saved');
    await expect(page.locator('[data-removed-listing]')).toBeVisible();
    await expect(page.locator('[data-property-card]')).toHaveCount(2);
    await expect(savedLink(page)).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('an MLS listing saved and viewed shows the IDX disclaimer once on /saved', async ({ page }) => {
  const [home] = byId;
  if (!home) throw new Error('data/listings is empty');
  // The office's listing, answered as the feed would have it.
  await page.route(`**${listingApiPath(home.id)}`, async (route) => {
    const response = await route.fetch();
    const property = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...property, source: 'mls', listOfficeName: 'Harbor Point Realty' } });
  });
  const ref = JSON.stringify([{ id: home.id, title: home.title }]);
  await seed(page, { [SAVED_HOMES_KEY]: ref, [RECENTLY_VIEWED_KEY]: ref });
  await page.goto('/saved');
  await expect(section(page, 'Saved Homes').locator('[data-property-card]')).toHaveCount(1);
  await expect(section(page, 'Recently Viewed').locator('[data-property-card]')).toHaveCount(1);
  await expect(page.locator('[data-idx-disclaimer]')).toHaveCount(1);
});

test('/pt/saved speaks Portuguese: its lists, their cards, a removed listing and Clear', async ({ page }) => {
  // The words are read from the catalogue, so a better translation never breaks the test.
  const pt = JSON.parse(readFileSync(join(import.meta.dirname, '../../messages/pt.json'), 'utf8')) as Record<
    string,
    string
  >;
  const say = (key: string, values: Record<string, string> = {}): string =>
    (pt[key] ?? key).replace(/\{(\w+)\}/g, (place, name: string) => values[name] ?? place);
  const [kept] = byId;
  if (!kept) throw new Error('data/listings is empty');
  const gone = { id: goneId, title: 'The Demolished Cottage' };
  await seed(page, {
    [SAVED_HOMES_KEY]: JSON.stringify([gone, { id: kept.id, title: kept.title }]),
    [RECENTLY_VIEWED_KEY]: JSON.stringify([{ id: kept.id, title: kept.title }]),
  });
  await page.goto('/pt/saved');
  const saved = page.getByRole('region', { name: say('saved_homes'), exact: true });
  const card = saved.locator(`[data-property-card="${String(kept.id)}"]`);
  await expect(card.getByRole('link', { name: kept.title, exact: true })).toHaveAttribute(
    'href',
    `/pt${listingPath(kept.id)}`,
  );
  await expect(card.getByRole('button', { name: say('card_save', { title: kept.title }) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const removed = saved.locator(`[data-removed-listing="${String(gone.id)}"]`);
  await expect(removed).toContainText(say('saved_removed'));
  await removed.getByRole('button', { name: `${say('saved_homes_drop')} ${gone.title}` }).click();
  await expect(savedLink(page)).toHaveText(say('saved_link', { count: '1' }));

  const recent = page.getByRole('region', { name: say('saved_recent'), exact: true });
  await recent.getByRole('button', { name: `${say('saved_recent_clear')} ${say('saved_recent_clear_for')}` }).click();
  await expect(recent.getByRole('link', { name: say('saved_browse') })).toHaveAttribute('href', '/pt/properties');
});
