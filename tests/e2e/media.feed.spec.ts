// A listing's tour, video and floor plans in the browser, on feed listings a fixture MLS started here sends
// (synced into the e2e server's own store, as listings.feed.spec.ts does): the tour and the video load
// nothing from their provider until pressed, then the provider's player (stubbed: the tests never reach the
// internet); another host is a plain link; the floor plans have their tab in the gallery, open in the viewer,
// zoom and print. With axe, and a watch on the page CSP.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { startResoFixture, FIXTURE_OFFICE_MLS_ID, type ResoFixture } from '#scripts/mls-fixture/server.ts';
import { FIXTURE_TOUR_HOST, mediaOf, type ResoMedia } from '#scripts/mls-fixture/inventory.ts';
import { openBlobsTarget, type BlobsTarget } from '#scripts/blobs-target.ts';
import { fixtureClient } from '#tests/helpers/reso-fixture-client.ts';
import { mappingContext } from '#src/features/mls/feed.server.ts';
import { clearFeed, runSyncPass } from '#src/features/mls/sync.server.ts';
import { floorPlanName, photoCount } from '#src/features/listings/gallery.ts';
import { PHOTO_PATH_PREFIX, listingPath } from '#src/lib/paths.ts';
import { MAX_FLOOR_PLANS, type Property } from '#src/schemas/property.ts';
import { axeViolations } from './axe.ts';
import { tabTo } from './focus.ts';

const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const MATTERPORT_ID = 'SxQL3iGyoDo';
const YOUTUBE_ID = 'M7lc1UVf-VE';
const BRANDED = `https://${FIXTURE_TOUR_HOST}/branded/agent-jane-doe`;

let fixture: ResoFixture;
let target: BlobsTarget;
/** A listing with a Matterport tour, a YouTube video and two floor plans. */
let toured: Property;
/** A listing whose tour is on the tour company's own site, and whose "video" is a javascript: address. */
let linked: Property;
/** A listing with as many floor plans as a listing shows. */
let planned: Property;

/** A media record of the listing: a floor plan file, or a page (a tour, a video). */
const media = (listingKey: string, order: number, category: string, url: string): ResoMedia => ({
  MediaKey: `${listingKey}-X${String(order)}`,
  ResourceRecordKey: listingKey,
  ResourceName: 'Property',
  MediaCategory: category,
  Order: order,
  MediaURL: url,
  MediaModificationTimestamp: '2026-11-01T12:00:00.000Z',
});

test.beforeAll(async ({ request }) => {
  fixture = await startResoFixture({ count: 30, changesPerMinute: 0, rateLimitPerSecond: null });
  target = await openBlobsTarget();
  const [tourKey, linkKey, planKey] = fixture.control.keys();
  const shown = { StandardStatus: 'Active', IDXParticipationYN: true, InternetEntireListingDisplayYN: true };
  // Their own media files only (photos), without the tours and videos the fixture may have given them.
  const files = (key: string) =>
    mediaOf(fixture.control.get(key)).filter(
      (item) => item.MediaURL.startsWith(`${fixture.mediaOrigin}/media/`) && item.MediaCategory === 'Photo',
    );
  fixture.control.update(tourKey!, {
    ...shown,
    InternetAddressDisplayYN: true,
    VirtualTourURLUnbranded: `https://my.matterport.com/show/?m=${MATTERPORT_ID}`,
    VirtualTourURLBranded: BRANDED,
    Media: [
      ...files(tourKey!),
      media(tourKey!, 91, 'Floor Plan', `${fixture.mediaOrigin}/media/${tourKey!}/91.png`),
      media(tourKey!, 92, 'Floor Plan', `${fixture.mediaOrigin}/media/${tourKey!}/92.png`),
      media(tourKey!, 93, 'Video', `https://www.youtube.com/watch?v=${YOUTUBE_ID}`),
    ],
  });
  fixture.control.update(linkKey!, {
    ...shown,
    VirtualTourURLUnbranded: `https://${FIXTURE_TOUR_HOST}/1300001`,
    VirtualTourURLBranded: BRANDED,
    Media: [...files(linkKey!), media(linkKey!, 93, 'Video', 'javascript:alert(document.cookie)')],
  });
  fixture.control.update(planKey!, {
    ...shown,
    Media: [
      ...files(planKey!),
      ...Array.from({ length: MAX_FLOOR_PLANS }, (_, n) =>
        media(planKey!, 70 + n, 'Floor Plan', `${fixture.mediaOrigin}/media/${planKey!}/${String(70 + n)}.png`),
      ),
    ],
  });
  const client = fixtureClient(fixture);
  const summary = await runSyncPass({
    client,
    store: target.open('listings'),
    mapping: mappingContext(FIXTURE_OFFICE_MLS_ID),
  });
  expect(summary.outcome).toBe('complete');
  const all = (await (await request.get('/api/properties')).json()) as Property[];
  toured = all.find((property) => property.listingKey === tourKey)!;
  linked = all.find((property) => property.listingKey === linkKey)!;
  planned = all.find((property) => property.listingKey === planKey)!;
  expect(planned.floorPlans).toHaveLength(MAX_FLOOR_PLANS);
  expect(toured.floorPlans).toHaveLength(2);
  expect(linked.virtualTourUrl).toBe(`https://${FIXTURE_TOUR_HOST}/1300001`);
});

test.afterAll(async () => {
  // The store is the e2e server's: a server reused for the next run must count the office's listings again.
  await clearFeed(target.open('listings'));
  await target.close();
  await fixture.close();
});

/** The providers' hosts: nothing may be asked of them before a press. */
const PROVIDER =
  /(^|\.)(youtube-nocookie\.com|youtube\.com|youtu\.be|ytimg\.com|vimeo\.com|vimeocdn\.com|matterport\.com)$/;

/**
 * Feed photos and floor plans come from the placeholder (the server has no MLS to copy them from here);
 * every request that would leave the machine is recorded, and a player host answers with a stand-in player.
 */
async function isolate(page: Page): Promise<{ outside: () => string[] }> {
  const placeholder = await (await page.request.get('/images/listings/placeholder.webp')).body();
  const outside: string[] = [];
  // The context's routes, so that a tour opened in a new tab stays on this machine too.
  await page.context().route(
    (url) => url.hostname !== 'localhost',
    (route) => {
      const url = new URL(route.request().url());
      outside.push(url.hostname);
      if (PROVIDER.test(url.hostname))
        return route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Player</title><button>Play</button>',
        });
      return url.hostname === FIXTURE_TOUR_HOST
        ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Tour</title>' })
        : route.fulfill({ status: 204, body: '' });
    },
  );
  await page.route(
    (url) =>
      url.pathname.startsWith(PHOTO_PATH_PREFIX) || (url.searchParams.get('url') ?? '').startsWith(PHOTO_PATH_PREFIX),
    (route) => route.fulfill({ status: 200, contentType: 'image/webp', body: placeholder }),
  );
  return { outside: () => outside.filter((host) => PROVIDER.test(host)) };
}

/** Messages of content-security-policy violations. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const tours = (page: Page) => page.locator('[data-listing-tours]');
const planLinksNoJs = (page: Page) => page.locator('[data-gallery-panel="floorPlans"] a');
const toursIsland = (page: Page) => page.locator('astro-island[component-url*="ListingTours"]');
const galleryIsland = (page: Page) => page.locator('astro-island[component-url*="Gallery"]');

test.describe('the tour and the video', () => {
  test('load nothing from their providers until pressed; a press plays each in its own player, from its own host', async ({
    page,
  }) => {
    const { outside } = await isolate(page);
    const violations = watchCsp(page);
    await page.goto(listingPath(toured.id));
    const section = tours(page);
    await section.scrollIntoViewIfNeeded();
    await expect(toursIsland(page)).not.toHaveAttribute('ssr');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Virtual Tour & Video');
    const tour = section.getByRole('link', { name: 'Play virtual tour on Matterport', exact: true });
    const video = section.getByRole('link', { name: 'Play video on YouTube', exact: true });
    await expect(tour).toHaveAttribute('href', `https://my.matterport.com/show/?m=${MATTERPORT_ID}`);
    await expect(video).toHaveAttribute('href', `https://www.youtube.com/watch?v=${YOUTUBE_ID}`);
    // Hydrated, a press plays here: no new tab to announce.
    await expect(tour).not.toHaveAttribute('target');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(outside()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await tour.click();
    const tourFrame = section.locator('[data-tour="tour"] iframe');
    await expect(tourFrame).toHaveAttribute('src', `https://my.matterport.com/show/?m=${MATTERPORT_ID}&play=1`);
    await expect(tourFrame).toHaveAttribute('title', `Virtual tour of ${toured.title}`);
    await expect(tourFrame).toBeFocused();
    await expect(page.frameLocator('[data-tour="tour"] iframe').getByRole('button', { name: 'Play' })).toBeVisible();
    expect(outside()).toEqual(['my.matterport.com']);

    // The video still waits; from the keyboard, Enter plays it, from YouTube without its cookies.
    await tabTo(page, video);
    await page.keyboard.press('Enter');
    const videoFrame = section.locator('[data-tour="video"] iframe');
    await expect(videoFrame).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?autoplay=1&rel=0`,
    );
    await expect(videoFrame).toBeFocused();
    await expect(page.frameLocator('[data-tour="video"] iframe').getByRole('button', { name: 'Play' })).toBeVisible();
    expect(outside()).toEqual(['my.matterport.com', 'www.youtube-nocookie.com']);
    expect(await axeViolations(page)).toEqual([]);
    expect(violations).toEqual([]);
    // IDX allows only the unbranded tour.
    expect(await page.content()).not.toContain(BRANDED);
  });

  test('a tour on any other site is a plain link in a new tab, never a frame; a javascript: video shows nothing', async ({
    page,
  }) => {
    const { outside } = await isolate(page);
    await page.goto(listingPath(linked.id));
    const section = tours(page);
    await section.scrollIntoViewIfNeeded();
    await expect(toursIsland(page)).not.toHaveAttribute('ssr');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Virtual Tour');
    const link = section.getByRole('link', {
      name: `View virtual tour on ${FIXTURE_TOUR_HOST} (opens in a new tab)`,
      exact: true,
    });
    await expect(link).toHaveAttribute('href', `https://${FIXTURE_TOUR_HOST}/1300001`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(section.getByRole('link')).toHaveCount(1);
    await expect(section.locator('img, iframe')).toHaveCount(0);
    expect(await page.content()).not.toMatch(/javascript:alert|branded\//);
    expect(await axeViolations(page)).toEqual([]);
    // A press opens the tour's own site in a new tab; this page loads no frame.
    // noopener: the new tab is the context's, not this page's popup.
    const opened = page.context().waitForEvent('page');
    await link.click();
    const tab = await opened;
    await tab.waitForURL(`https://${FIXTURE_TOUR_HOST}/1300001`);
    await tab.close();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(outside()).toEqual([]);
  });
});

test.describe('floor plans in the gallery', () => {
  const planLinks = (page: Page) =>
    page.getByRole('region', { name: `Floor plans of ${toured.title}` }).getByRole('link');
  const viewer = (page: Page) => page.getByRole('dialog', { name: `Floor plans of ${toured.title}` });
  const name = (index: number) => floorPlanName(index, 2, toured.title);

  test('have their own tab, reached by the keyboard; each plan opens in the viewer, zooms and pans; focus comes back', async ({
    page,
  }) => {
    await isolate(page);
    await page.goto(listingPath(toured.id));
    await expect(galleryIsland(page)).not.toHaveAttribute('ssr');
    const photosTab = page.getByRole('radio', { name: 'Photos', exact: true });
    const plansTab = page.getByRole('radio', { name: 'Floor plans', exact: true });
    await expect(photosTab).toBeChecked();
    await expect(planLinks(page).first()).toBeHidden();

    // The tabs are a radio group: Tab reaches the checked one, an arrow key moves to the other.
    await tabTo(page, photosTab);
    await page.keyboard.press('ArrowRight');
    await expect(plansTab).toBeChecked();
    await expect(plansTab).toBeFocused();
    await expect(page.locator('[data-gallery]')).toBeHidden();
    await expect(planLinks(page)).toHaveCount(2);
    for (const index of [0, 1]) {
      await expect(planLinks(page).nth(index)).toBeVisible();
      await expect(planLinks(page).nth(index)).toHaveAccessibleName(name(index));
      await expect(planLinks(page).nth(index)).toHaveAttribute('href', toured.floorPlans![index]!);
    }
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Tab');
    await expect(planLinks(page).first()).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    const image = dialog.locator('img[data-viewer-image]');
    await expect(image).toHaveAttribute('alt', name(0));
    await expect(dialog.getByText(photoCount(0, 2), { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(image).toHaveAttribute('alt', name(1));

    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    const zoomed = dialog.locator('[data-viewer-zoomed]');
    await expect(zoomed).toBeFocused();
    const overflows = () =>
      zoomed.evaluate(
        (element) => element.scrollWidth > element.clientWidth && element.scrollHeight > element.clientHeight,
      );
    expect(await overflows()).toBe(true);
    // Zoomed, the arrow keys pan the plan rather than turn to another.
    const left = await zoomed.evaluate((element) => element.scrollLeft);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => zoomed.evaluate((element) => element.scrollLeft)).toBeGreaterThan(left);
    await expect(image).toHaveAttribute('alt', name(1));
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Zoom out' }).click();
    await expect(zoomed).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Zoom in' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(planLinks(page).first()).toBeFocused();
  });

  test('print on a page of their own after the brochure, without the tabs, the tour or the video', async ({ page }) => {
    await isolate(page);
    await page.goto(listingPath(toured.id));
    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('[data-print-floor-plans]');
    await expect(printed).toBeVisible();
    await expect(printed.getByRole('heading', { name: 'Floor plans' })).toBeVisible();
    await expect(printed.getByRole('img')).toHaveCount(2);
    await expect(page.locator('[data-gallery-tabs]')).toBeHidden();
    await expect(tours(page)).toBeHidden();
    await expect(page.locator('[data-gallery-image="0"]')).toBeVisible();
    // The plans, lazy on screen, are in the PDF, all on its last page, which holds nothing else: as many as
    // a listing may have. The pages before are the brochure's, with its one photo.
    for (const listing of [toured, planned]) {
      await page.goto(listingPath(listing.id));
      const pdf = await PDFDocument.load(await page.pdf({ format: 'Letter' }));
      const images = pdf
        .getPages()
        .map((pdfPage) => pdfPage.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.keys().length ?? 0);
      expect(images.at(-1), listing.title).toBe(listing.floorPlans!.length);
      expect(
        images.slice(0, -1).reduce((sum, count) => sum + count, 0),
        listing.title,
      ).toBe(1);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the poster is a link to the tour, in a new tab; the Floor plans tab still works; nothing leaves the site', async ({
    page,
  }) => {
    const { outside } = await isolate(page);
    await page.goto(listingPath(toured.id));
    const tour = tours(page).getByRole('link', { name: 'Play virtual tour on Matterport (opens in a new tab)' });
    await expect(tour).toHaveAttribute('href', `https://my.matterport.com/show/?m=${MATTERPORT_ID}`);
    await expect(tour).toHaveAttribute('target', '_blank');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.locator('[data-gallery-tabs]').getByText('Floor plans', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Floor plans' })).toBeChecked();
    await expect(planLinksNoJs(page)).toHaveCount(2);
    await expect(planLinksNoJs(page).first()).toBeVisible();
    await expect(page.locator('[data-gallery]')).toBeHidden();
    expect(outside()).toEqual([]);
  });
});
