import { expect as baseExpect, test, type Locator, type Page, type Route } from '@playwright/test';
import { listings, team } from './content-data.ts';
import { stubTiles } from './isolate.ts';
import { SAVE_SEARCH_PAGE, advisorPath, listingPath } from '#src/lib/paths.ts';

// Every control must work at its first press, however soon after it comes into view: each is scrolled
// into view and pressed at once, never after waiting for its island to hydrate, and the press must have
// its effect (README, Quality gates: First press). A press that needs a script or an island that has not
// run yet is a bug, unless the control is a link or form that works without JavaScript.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Scrolls the control into view and presses it in the same breath: no wait for hydration in between. */
async function press(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await control.click();
}

/** Scrolls a field into view and types into it at once. */
async function type(field: Locator, text: string): Promise<void> {
  await field.scrollIntoViewIfNeeded();
  await field.fill(text);
}

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
// Chosen from the content by what they have, not by how many there are: the first listing (by id) that is
// Available (so it offers showings) with several photos and coordinates, one with floor plans if any has
// them; the first advisor with a listing of their own, else the first advisor.
const withPlansFirst = (candidate: (typeof listings)[number]) => (candidate.floorPlans?.length ? 0 : 1);
const listing = [...listings]
  .sort((a, b) => withPlansFirst(a) - withPlansFirst(b) || byId(a, b))
  .find(
    (candidate) => candidate.images.length > 1 && candidate.latitude !== undefined && candidate.status === 'Available',
  );
/** The listing whose controls are pressed; content without one is a failure that says what is missing. */
function pressedListing(): NonNullable<typeof listing> {
  if (!listing)
    throw new Error(
      "No office listing is Available with two photos or more and coordinates: the listing page's gallery, map and showing form cannot be pressed (data/listings).",
    );
  return listing;
}
// An advisor with listings has save hearts on the profile too; any advisor has Send a Message.
const advisor =
  [...team].sort(byId).find((member) => listings.some((candidate) => candidate.advisorId === member.id)) ??
  [...team].sort(byId)[0];

/** Holds every response whose URL matches until `release` is called: the press then comes before that file runs. */
async function holdScript(page: Page, pattern: RegExp): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** The chrome script (menus, language, hearts), which every page loads; held, it also holds the module scripts after it. */
const CHROME_SCRIPT = /\/_astro\/BaseLayout\.astro_astro_type_script[^/]*\.js$/;

test.describe('every control works at its first press', () => {
  test.beforeEach(async ({ page }) => {
    await stubTiles(page);
  });

  test.describe('home page', () => {
    test('the launch video opens before the home script has loaded, and its player comes with that script', async ({
      page,
    }) => {
      // Registered after the tile stub, so it answers first: the player is a stub page, never the internet.
      await page.route(
        (url) => url.hostname !== 'localhost',
        (route) =>
          new URL(route.request().url()).hostname === 'www.youtube-nocookie.com'
            ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title><p>Player</p>' })
            : route.abort(),
      );
      const release = await holdScript(page, /\/_astro\/HomeScript[^/]*\.js$/);
      await page.goto('/', { waitUntil: 'commit' });
      const dialog = page.getByRole('dialog', { name: /Launch Video/ });
      await press(page.getByRole('button', { name: 'Watch Launch Video' }));
      await expect(dialog).toBeVisible();
      // Read More is the article's link until the script makes it a button.
      await expect(page.getByRole('link', { name: /Read More/ }).first()).toHaveAttribute(
        'href',
        /^\/market-updates\//,
      );
      await release();
      await expect(dialog.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
      await press(dialog.getByRole('button', { name: 'Close video' }));
      await expect(dialog).toBeHidden();
      await expect(dialog.locator('iframe')).toHaveCount(0);
    });

    test('a Read More pressed before the home script opens the article', async ({ page }) => {
      await holdScript(page, /\/_astro\/HomeScript[^/]*\.js$/);
      await page.goto('/', { waitUntil: 'commit' });
      const readMore = page.getByRole('link', { name: /Read More/ }).first();
      const href = await readMore.getAttribute('href');
      await press(readMore);
      await expect(page).toHaveURL(new RegExp(`${href ?? '-'}$`));
    });

    test('the language menu and the header dropdowns open before the chrome script has run', async ({ page }) => {
      const release = await holdScript(page, CHROME_SCRIPT);
      await page.goto('/', { waitUntil: 'commit' });
      const picker = page.getByRole('button', { name: /^Language:/ });
      await press(picker);
      await expect(page.locator('#language-menu')).toBeVisible();
      // The browser opened it: the script that sets aria-expanded has not run yet.
      await expect(picker).toHaveAttribute('aria-expanded', 'false');
      const main = page.getByRole('navigation', { name: 'Main' });
      for (const [label, id] of [
        ['Real Estate Brokerage', 'brokerage'],
        ['Communities', 'communities'],
        ['About', 'about'],
      ] as const) {
        await press(main.getByRole('button', { name: `${label} menu` }));
        await expect(page.locator(`#menu-${id}`)).toBeVisible();
        // One menu at a time, also without the script.
        await expect(page.locator('#language-menu, [data-dropdown-menu]').filter({ visible: true })).toHaveCount(1);
      }
      await page.keyboard.press('Escape');
      await expect(page.locator('#menu-about')).toBeHidden();
      await press(main.getByRole('button', { name: 'Communities menu' }));
      await expect(page.locator('#menu-communities')).toBeVisible();
      await release();
      // Once the script runs, the button says what the browser shows.
      await expect(main.getByRole('button', { name: 'Communities menu' })).toHaveAttribute('aria-expanded', 'true');
    });

    test('@mobile the menu and its sections open before the chrome script has run', async ({ page }) => {
      const release = await holdScript(page, CHROME_SCRIPT);
      await page.goto('/', { waitUntil: 'commit' });
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      await press(menu);
      const mobile = page.getByRole('navigation', { name: 'Mobile' });
      await expect(mobile).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      const [first, second] = await mobile.locator('[data-mobile-section] > summary').all();
      await press(first!);
      await expect(first!.locator('+ ul')).toBeVisible();
      await press(second!);
      await expect(second!.locator('+ ul')).toBeVisible();
      await expect(first!.locator('+ ul')).toBeHidden();
      await press(menu);
      await expect(mobile).toBeHidden();
      await press(menu);
      await expect(mobile).toBeVisible();
      await release();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
    });

    test('header menus, save hearts, Read More, the launch video and the contact form', async ({ page }) => {
      await page.goto('/');
      const picker = page.getByRole('button', { name: /^Language:/ });
      await press(picker);
      await expect(picker).toHaveAttribute('aria-expanded', 'true');
      // Its languages are links, which need no script: one is pressed in chrome.spec.ts.
      await page.keyboard.press('Escape');

      for (const label of ['Real Estate Brokerage', 'Communities', 'About']) {
        const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: `${label} menu` });
        await press(toggle);
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      }
      await page.keyboard.press('Escape');

      for (const heart of await page.locator('main button[data-save-home]').all()) {
        await press(heart);
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
      }

      const readMore = page.getByRole('button', { name: 'Read More →' }).first();
      await press(readMore);
      await expect(page.getByRole('button', { name: 'Show Less ↑' })).toHaveAttribute('aria-expanded', 'true');

      const video = page.getByRole('dialog', { name: /Launch Video/ });
      await press(page.getByRole('button', { name: 'Watch Launch Video' }));
      await expect(video).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(video).toBeHidden();

      const form = page.locator('form', { has: page.getByRole('button', { name: 'Send Message' }) });
      const interest = form.getByLabel("I'm Interested In");
      await interest.scrollIntoViewIfNeeded();
      await interest.selectOption({ index: 1 });
      await expect(interest).not.toHaveValue((await interest.locator('option').first().getAttribute('value')) ?? '');
      await press(form.getByRole('button', { name: 'Send Message' }));
      await expect(form.getByText('Full name is required')).toBeVisible();
    });

    test('the hero search sends its location', async ({ page }) => {
      await page.goto('/');
      await type(page.getByLabel('Search homes by location'), 'Newport');
      await press(page.getByRole('button', { name: 'Search', exact: true }));
      await expect(page).toHaveURL(/\/properties\?location=Newport$/);
    });

    test('@mobile the menu, its sections and the partner dots', async ({ page }) => {
      // The partner dots work only with the home script: until it runs there are none to press.
      const release = await holdScript(page, /\/_astro\/HomeScript[^/]*\.js$/);
      await page.goto('/', { waitUntil: 'commit' });
      await expect(page.locator('[data-partners]')).toBeAttached();
      await expect(page.getByRole('group', { name: 'Choose a partner' })).toBeHidden();
      await release();
      await page.waitForLoadState();
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      await press(menu);
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const mobile = page.getByRole('navigation', { name: 'Mobile' });
      await expect(mobile).toBeVisible();
      const section = mobile.locator('[data-mobile-section] > summary').first();
      await press(section);
      await expect(section.locator('..')).toHaveAttribute('open');
      await press(menu);
      await expect(mobile).toBeHidden();

      const dots = page.getByRole('group', { name: 'Choose a partner' }).getByRole('button');
      const last = dots.last();
      await press(last);
      await expect(last).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('[data-partner]').last()).toBeVisible();
    });
  });

  test.describe('/properties', () => {
    test('the filter form: its fields, More filters and Search', async ({ page }) => {
      await page.goto('/properties');
      const form = page.locator('form', { has: page.getByRole('button', { name: 'Search', exact: true }) });
      await press(form.locator('summary', { hasText: 'More filters' }));
      await expect(form.getByLabel('Baths')).toBeVisible();
      await form.getByLabel('Beds').selectOption('3');
      await expect(form.getByLabel('Beds')).toHaveValue('3');
      const waterfront = form.getByLabel('Waterfront');
      await press(waterfront);
      await expect(waterfront).toBeChecked();
      await press(waterfront);
      await expect(waterfront).not.toBeChecked();
      await type(form.getByLabel('Location'), 'Newport');
      await press(form.getByRole('button', { name: 'Search', exact: true }));
      await expect(page).toHaveURL(/[?&]location=Newport/);
      await expect(page).toHaveURL(/[?&]beds=3/);
    });

    test('Sort by sorts at once', async ({ page }) => {
      await page.goto('/properties');
      const sort = page.getByLabel('Sort by');
      await sort.scrollIntoViewIfNeeded();
      await sort.selectOption('price-desc');
      await expect(page).toHaveURL(/[?&]sort=price-desc/);
    });

    test('Map shows the map at once', async ({ page }) => {
      await page.goto('/properties');
      const map = page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name: 'Map' });
      await press(map);
      await expect(page).toHaveURL(/[?&]view=map/);
      await expect(
        page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name: 'Map' }),
      ).toHaveAttribute('aria-pressed', 'true');
    });

    test('Save this search opens its dialog, or its page before the island hydrates', async ({ page }) => {
      await page.goto('/properties');
      await press(page.getByRole('link', { name: 'Save this search' }));
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      await expect
        .poll(async () => new URL(page.url()).pathname === SAVE_SEARCH_PAGE || (await dialog.isVisible()))
        .toBe(true);
    });

    // Paging is pressed in listings.feed.spec.ts, where the fixture MLS always makes several pages.
    test('the save hearts', async ({ page }) => {
      await page.goto('/properties');
      const heart = page.locator('main button[data-save-home]:visible').first();
      await press(heart);
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    });

    test('@mobile Filters opens the filters', async ({ page }) => {
      await page.goto('/properties');
      await press(page.locator('summary', { hasText: /^Filters/ }));
      await expect(page.getByLabel('Location')).toBeVisible();
    });
  });

  test.describe('a listing page', () => {
    const path = () => listingPath(pressedListing().id);

    test('the gallery: its tabs, View all, its arrows and its photo', async ({ page }) => {
      await page.goto(path());
      const gallery = page.locator('[data-gallery]');
      if (pressedListing().floorPlans?.length) {
        const plans = page.getByRole('radio', { name: 'Floor plans' });
        await press(page.locator('[data-gallery-tabs] label', { has: plans }));
        await expect(plans).toBeChecked();
        await expect(page.getByRole('link', { name: /^Floor plan 1 of / })).toBeVisible();
        await press(page.locator('[data-gallery-tabs] label', { has: page.getByRole('radio', { name: 'Photos' }) }));
      }
      // The arrows come with the island: pressed as soon as they appear.
      await press(gallery.getByRole('button', { name: 'Next photo' }));
      await expect(gallery.locator('[data-gallery-count]')).toHaveText(`2 / ${String(pressedListing().images.length)}`);
      await press(gallery.getByRole('button', { name: 'Previous photo' }));
      await press(page.locator('[data-gallery-all] summary'));
      await expect(page.locator('[data-gallery-all] ul')).toBeVisible();
      const hero = gallery.locator('a[data-gallery-open]');
      const href = (await hero.getAttribute('href')) ?? '';
      await press(hero);
      // The photo is a link to the full image until the gallery hydrates, and opens the viewer after.
      const viewer = page.getByRole('dialog', { name: `Photos of ${pressedListing().title}` });
      await expect.poll(async () => new URL(page.url()).pathname === href || (await viewer.isVisible())).toBe(true);
    });

    test('save, share, the showing form, the mortgage estimate and the inquiry form', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(path());
      // The listing's own heart and those of the similar homes.
      for (const heart of await page.locator('main button[data-save-home]').all()) {
        await press(heart);
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
      }
      await press(page.getByRole('button', { name: 'Share', exact: true }));
      await expect(page.locator('[data-share-status]')).toHaveText('Link copied to clipboard.');

      const showing = page.locator('#request-showing form');
      const day = showing.locator('[data-showing-days] > label').nth(1);
      await press(day);
      await expect(page.locator(`[id="${(await day.getAttribute('for')) ?? ''}"]`)).toBeChecked();
      const time = showing.locator('[data-showing-day]:visible label').first();
      await press(time);
      await expect(time.locator('input')).toBeChecked();
      const video = showing.getByText('By video call');
      await press(video);
      await expect(showing.getByLabel('By video call')).toBeChecked();

      const estimate = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'Mortgage Estimate' }) });
      const total = estimate.locator('[data-monthly-total]');
      const before = (await total.textContent()) ?? '';
      await type(estimate.getByLabel('Down payment (%)'), '50');
      await expect(total).not.toHaveText(before);
      const term = estimate.getByLabel('Loan term');
      const halfDown = (await total.textContent()) ?? '';
      await term.selectOption({ index: 1 });
      await expect(total).not.toHaveText(halfDown);

      const inquiry = page.locator('form', { has: page.getByRole('button', { name: 'Send Message' }) });
      await press(inquiry.getByRole('button', { name: 'Send Message' }));
      await expect(inquiry.getByText('Full name is required')).toBeVisible();
      await press(showing.getByRole('button', { name: 'Request Showing' }));
      await expect(showing.getByText('Full name is required')).toBeVisible();
    });

    test("Share before the page's scripts have run shows the link to copy; after, it copies it", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // Share's own script is an inline module: module scripts run in order, so it waits for the chrome script.
      const release = await holdScript(page, CHROME_SCRIPT);
      await page.goto(path(), { waitUntil: 'commit' });
      const share = page.getByRole('button', { name: 'Share', exact: true });
      await press(share);
      await expect(page.getByLabel('Copy this link')).toBeVisible();
      await expect(page.getByLabel('Copy this link')).toHaveValue(new RegExp(`${path()}$`));
      await release();
      await page.waitForLoadState('load');
      await press(share);
      await expect(page.locator('[data-share-status]')).toHaveText('Link copied to clipboard.');
      await expect(page.getByLabel('Copy this link')).toBeHidden();
    });

    test('Show on map leads to the map, which loads', async ({ page }) => {
      await page.goto(path());
      await press(page.getByRole('link', { name: 'Show on map' }));
      await expect(page).toHaveURL(/#location$/);
      const map = page.getByRole('region', { name: `Map of ${pressedListing().title}` });
      await expect(map.locator('img.leaflet-tile-loaded')).not.toHaveCount(0);
      // Leaflet's zoom buttons come with the map: pressed as soon as they appear.
      const tile = (await map.locator('img.leaflet-tile-loaded').first().getAttribute('src')) ?? '';
      const zoom = Number(/\/(\d+)\/\d+\/\d+\.png$/.exec(tile)?.[1]);
      const zoomIn = map.getByRole('button', { name: 'Zoom in' });
      await press(zoomIn);
      await expect(map.locator(`img.leaflet-tile[src*="/${String(zoom + 1)}/"]`).first()).toBeAttached();
    });

    test('@mobile the phone bar leads to the showing form', async ({ page }) => {
      await page.goto(path());
      await press(page.getByRole('link', { name: 'Request a showing', exact: true }));
      await expect(page).toHaveURL(/#request-showing$/);
      await expect(page.locator('#request-showing')).toBeInViewport();
    });
  });

  test.describe('an advisor profile', () => {
    test('save hearts and Send a Message', async ({ page }) => {
      await page.goto(advisorPath(advisor?.slug ?? ''));
      for (const heart of await page.locator('main button[data-save-home]').all()) {
        await press(heart);
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
      }
      await press(page.getByRole('link', { name: 'Send a Message' }));
      await expect(page).toHaveURL(new RegExp(`/contact\\?advisor=${advisor?.slug ?? '-'}#inquiry$`));
    });
  });
});
