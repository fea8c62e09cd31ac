// The MLS feed in the browser: a fixture MLS, started here, synced into the e2e server's own Blobs store
// (this project runs after the others, which count only the office's listings), then searched, mapped
// and checked with axe. The photos are stubbed: the server itself runs without RESO settings.
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { startResoFixture, FIXTURE_OFFICE_MLS_ID, type ResoFixture } from '#scripts/mls-fixture/server.ts';
import { openBlobsTarget, type BlobsTarget } from '#scripts/blobs-target.ts';
import { fixtureClient } from '#tests/helpers/reso-fixture-client.ts';
import { mappingContext } from '#src/features/mls/feed.server.ts';
import { clearFeed, runSyncPass } from '#src/features/mls/sync.server.ts';
import { LISTING_PHOTO_PLACEHOLDER, PHOTO_PATH_PREFIX, advisorPath, listingPath } from '#src/lib/paths.ts';
import type { Property } from '#src/schemas/property.ts';
import { townGuide } from '#src/features/listings/listing-location.ts';
import { stubTiles } from './isolate.ts';
import { teamMembers } from '#src/features/team/team-data.server.ts';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import { townAdvisors } from '#src/features/team/town-advisors.ts';
import { firstName } from '#src/features/team/profile.ts';
import { advisorListings } from '#src/features/listings/advisor-listings.ts';
import { axeViolations } from './axe.ts';

const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let fixture: ResoFixture;
let target: BlobsTarget;
let feed: Property[];
/** The whole catalogue: the office's files and the feed. */
let catalogue: Property[];
let withheldKey: string;
/** A listing no advisor of ours answers for. */
let officeCardKey: string;

test.beforeAll(async ({ request }) => {
  fixture = await startResoFixture({ count: 40, changesPerMinute: 0, rateLimitPerSecond: null });
  target = await openBlobsTarget();
  // One seller withholds the street address (InternetAddressDisplayYN false).
  withheldKey = fixture.control.keys().find((key) => fixture.control.get(key)?.['InternetAddressDisplayYN'] !== false)!;
  fixture.control.restrict(withheldKey, { InternetAddressDisplayYN: false });
  // One home over the state line, of another brokerage: no advisor of ours answers for a town outside Rhode
  // Island, whatever data/team/team.en.json says, so its page shows the office's card.
  officeCardKey = fixture.control.keys().findLast((key) => key !== withheldKey)!;
  fixture.control.update(officeCardKey, {
    StandardStatus: 'Active',
    UnparsedAddress: '12 Arcade Avenue, Seekonk, MA 02771',
    City: 'Seekonk',
    StateOrProvince: 'MA',
    PostalCode: '02771',
    ListOfficeMlsId: 'SEA900',
    ListOfficeName: 'Seaboard Realty',
    IDXParticipationYN: true,
    InternetEntireListingDisplayYN: true,
    InternetAddressDisplayYN: true,
  });
  const client = fixtureClient(fixture);
  const summary = await runSyncPass({
    client,
    store: target.open('listings'),
    mapping: mappingContext(FIXTURE_OFFICE_MLS_ID),
    townAdvisors: townAdvisors(teamMembers()),
  });
  expect(summary.outcome).toBe('complete');
  catalogue = (await (await request.get('/api/properties')).json()) as Property[];
  feed = catalogue.filter((property) => property.source === 'mls');
  expect(feed.length).toBe(summary.total);
});

test.afterAll(async () => {
  // The store is the e2e server's: a server reused for the next run must count the office's listings again.
  await clearFeed(target.open('listings'));
  await target.close();
  await fixture.close();
});

/** Feed photos (the server has no MLS to copy them from here) and map tiles never leave the machine. */
async function stubPhotos(page: Page): Promise<void> {
  const placeholder = await page.request.get('/images/listings/placeholder.webp');
  const body = await placeholder.body();
  await page.route(
    (url) =>
      url.pathname.startsWith(PHOTO_PATH_PREFIX) || (url.searchParams.get('url') ?? '').startsWith(PHOTO_PATH_PREFIX),
    (route) => route.fulfill({ status: 200, contentType: 'image/webp', body }),
  );
  await stubTiles(page);
}

const island = (page: Page) => page.locator('[data-island="property-search"]');
const results = (page: Page) => island(page).locator('[data-results]');

test('search finds feed listings, each with its brokerage named, under the IDX disclaimer with the sync time', async ({
  page,
}) => {
  await stubPhotos(page);
  const listing = feed.find((property) => !property.addressHidden)!;
  await page.goto(`/properties?location=${encodeURIComponent(listing.address)}`);
  await expect(results(page)).toHaveAttribute('data-results', 'ready');
  const card = island(page).locator(`[data-property-card="${listing.id}"]`);
  await expect(card).toBeVisible();
  await expect(card.locator('[data-courtesy]')).toHaveText(`Listing courtesy of ${listing.listOfficeName!}`);
  const disclaimer = island(page).locator('[data-idx-disclaimer]');
  await expect(disclaimer).toContainText('State-Wide Multiple Listing Service');
  await expect(disclaimer).toContainText(/last updated [A-Z][a-z]+ \d{1,2}, \d{4}/);
});

test('paging works at its first press: pressed as soon as it scrolls into view, before the island hydrates', async ({
  page,
}) => {
  // The fixture's feed always gives /properties several pages (first-press.spec.ts presses the rest).
  await page.goto('/properties');
  const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' });
  await next.scrollIntoViewIfNeeded();
  await next.click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(
    page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the map finds feed listings, and their popup names the brokerage', async ({ page }) => {
  await stubPhotos(page);
  // The map marks the current page of results; an address narrows them to one feed listing.
  const listing = feed.find((property) => property.latitude !== undefined)!;
  await page.goto(`/properties?location=${encodeURIComponent(listing.address)}&view=map`);
  await expect(results(page)).toHaveAttribute('data-results', 'ready');
  const map = page.getByRole('region', { name: 'Map of the results' });
  const marker = map.locator('[data-map-item]');
  await expect(marker).toHaveCount(1);
  await expect(marker).toHaveAttribute('data-count', '1');
  await marker.click();
  await expect(map.locator('.leaflet-popup [data-courtesy]')).toHaveText(
    `Listing courtesy of ${listing.listOfficeName!}`,
  );
});

test('axe finds no WCAG 2.2 A/AA violation on /properties with feed results', async ({ page }) => {
  await stubPhotos(page);
  await page.goto(`/properties?location=${encodeURIComponent(feed[0]!.city)}`);
  await expect(results(page)).toHaveAttribute('data-results', 'ready');
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test.describe('a feed listing page, rendered by the property-page function', () => {
  const gallery = (page: Page) => page.locator('astro-island[component-url*="Gallery"]');

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the listing, its brokerage, its last update and the disclaimer', async ({ page }) => {
      await stubPhotos(page);
      const listing = feed.find((property) => !property.addressHidden)!;
      const response = await page.goto(`/properties/${String(listing.id)}`);
      expect(response?.status()).toBe(200);
      expect((await page.title()).startsWith(`${listing.title} | `)).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
      await expect(page.locator('[data-property] [data-address]')).toHaveText(
        `${listing.address}, ${listing.city}, ${listing.state} ${listing.zipcode}`,
      );
      await expect(page.locator('[data-property] [data-courtesy]')).toHaveText(
        `Listing courtesy of ${listing.listOfficeName!}`,
      );
      await expect(page.locator('[data-last-updated]')).toContainText(/^Information last updated [A-Z][a-z]+ \d/);
      await expect(page.locator('[data-idx-disclaimer]')).toContainText(/last updated [A-Z][a-z]+ \d{1,2}, \d{4}/);
      await expect(page.getByRole('heading', { level: 2, name: 'Interested in this property?' })).toBeVisible();
    });

    test('an address the MLS withholds is nowhere on the page', async ({ page }) => {
      const hidden = feed.find((property) => property.listingKey === withheldKey)!;
      expect(hidden.addressHidden).toBe(true);
      await stubPhotos(page);
      await page.goto(`/properties/${String(hidden.id)}`);
      await expect(page.locator('[data-property] [data-address]')).toContainText('Address available upon request');
      // Nor on a map: its Location has the town's guide and search alone.
      const location = page.getByRole('region', { name: 'Location' });
      await expect(page.locator('[data-listing-map]')).toHaveCount(0);
      await expect(location.getByRole('link', { name: townGuide(hidden)!.label })).toHaveAttribute(
        'href',
        townGuide(hidden)!.href,
      );
      await expect(location.getByRole('link', { name: `Homes for sale in ${hidden.city}` })).toBeVisible();
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.join('')).toContain('RealEstateListing');
      expect(ld.filter((block) => block.includes('RealEstateListing')).join('')).not.toContain('streetAddress');
    });
  });

  test('hydrates its islands over the server HTML without an error, and its controls work', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await stubPhotos(page);
    const listing = feed.find((property) => !property.addressHidden)!;
    await page.goto(`/properties/${String(listing.id)}`);
    await expect(gallery(page)).not.toHaveAttribute('ssr');
    if (listing.images.length > 1) {
      await page.getByRole('button', { name: 'Next photo' }).click();
      await expect(page.locator('[data-gallery-dot="1"]')).toHaveAttribute('aria-current', 'true');
    }
    // The save toggle is static HTML that the chrome script drives.
    const save = page.locator('[data-property]').getByRole('button', { name: /^Save/ });
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    expect(errors).toEqual([]);
  });

  test('axe finds no WCAG 2.2 A/AA violation', async ({ page }) => {
    await stubPhotos(page);
    // One whose card is its town's advisor: the card a feed listing of another brokerage shows.
    const listing = feed.find((property) => property.contactAdvisorId !== undefined) ?? feed[0]!;
    await page.goto(`/properties/${String(listing.id)}`);
    await expect(gallery(page)).not.toHaveAttribute('ssr');
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

test("another brokerage's listing shows the advisor of its town beside the form, whose profile does not list it", async ({
  page,
}) => {
  const listing = feed.find((property) => property.contactAdvisorId !== undefined && property.status === 'Available');
  expect(listing, 'the sync gives the listings of other brokerages an advisor of their town').toBeDefined();
  const advisor = teamMembers().find((member) => member.id === listing!.contactAdvisorId)!;
  await stubPhotos(page);
  await page.goto(listingPath(listing!.id));
  const card = page.locator('[data-contact="town-advisor"]');
  await expect(card.getByText(`Your ${siteSettings().shortName} Advisor for ${listing!.city}`)).toBeVisible();
  await expect(card.getByRole('heading', { level: 2, name: advisor.name })).toBeVisible();
  await expect(card.getByRole('link', { name: advisor.phone })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await card.getByRole('link', { name: 'View Advisor Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/advisors/${advisor.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: advisor.name })).toBeVisible();
  await expect(page.locator(`[data-property-card="${String(listing!.id)}"]`)).toHaveCount(0);
});

test("a listing no advisor of ours answers for shows the office's card beside the form, axe clean", async ({
  page,
}) => {
  // What the card shows is proven over the function's HTML (tests/functions/listing-page.test.ts); here axe.
  const listing = feed.find((property) => property.listingKey === officeCardKey)!;
  expect(listing.contactAdvisorId).toBeUndefined();
  await stubPhotos(page);
  await page.goto(listingPath(listing.id));
  const card = page.locator('[data-contact="office"]');
  await expect(card.getByText(`Your ${siteSettings().shortName} Contact`)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(page.locator('astro-island[component-url*="Gallery"]')).not.toHaveAttribute('ssr');
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("an advisor's profile, rendered by the advisor-page function", () => {
  /** An advisor the MLS names, one of whose listings is in the feed. */
  const listed = () => {
    const linked = feed.find((property) => property.advisorId !== null && property.status === 'Available');
    expect(linked, 'the fixture MLS lists homes of the office’s advisors').toBeDefined();
    return { linked: linked!, advisor: teamMembers().find((member) => member.id === linked!.advisorId)! };
  };

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("lists their MLS listings with the office's own, newest first, under the disclaimer", async ({ page }) => {
      const { linked, advisor } = listed();
      // Theirs only: the listings they list, never those they answer for as a town's advisor.
      const theirs = advisorListings(catalogue, advisor.id);
      await stubPhotos(page);
      await page.goto(advisorPath(advisor.slug));
      const section = page.locator('[data-advisor-listings]');
      await expect(
        section.getByRole('heading', { level: 2, name: `Listings by ${firstName(advisor.name)}` }),
      ).toBeVisible();
      const cards = section.locator('[data-property-card]');
      await expect(cards).toHaveCount(theirs.length);
      for (const [index, listing] of theirs.entries())
        await expect(cards.nth(index)).toHaveAttribute('data-property-card', String(listing.id));
      const card = section.locator(`[data-property-card="${String(linked.id)}"]`);
      await expect(card.getByRole('link', { name: linked.title })).toHaveAttribute('href', listingPath(linked.id));
      await expect(card.locator('[data-courtesy]')).toHaveText(`Listing courtesy of ${linked.listOfficeName!}`);
      await expect(section.locator('[data-idx-disclaimer]')).toContainText('State-Wide Multiple Listing Service');
    });
  });

  // axe runs as a script in the page: the same HTML with scripts on (the profile has no island).
  test('axe finds no WCAG 2.2 A/AA violation', async ({ page }) => {
    const { linked, advisor } = listed();
    await stubPhotos(page);
    await page.goto(advisorPath(advisor.slug));
    await expect(page.locator(`[data-advisor-listings] [data-property-card="${String(linked.id)}"]`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('a feed photo that cannot be had shows the listing placeholder, not a broken image', async ({ page }) => {
  await stubTiles(page);
  // The photo function answers a photo its MLS host refused with a quick 502, and so does the image CDN.
  await page.route(
    (url) =>
      url.pathname.startsWith(PHOTO_PATH_PREFIX) || (url.searchParams.get('url') ?? '').startsWith(PHOTO_PATH_PREFIX),
    (route) => route.fulfill({ status: 502, contentType: 'text/plain', body: 'No photo.' }),
  );
  const listing = feed.find((property) => property.images[0]?.startsWith(PHOTO_PATH_PREFIX))!;
  await page.goto(listingPath(listing.id));
  const shown = () =>
    page.evaluate((placeholder) => {
      const first = document.querySelector<HTMLImageElement>('main img');
      return first?.complete && first.naturalWidth > 0 ? new URL(first.currentSrc).pathname === placeholder : null;
    }, LISTING_PHOTO_PLACEHOLDER);
  await expect.poll(shown).toBe(true);
});
