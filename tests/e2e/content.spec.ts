import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { inRole, team } from './content-data.ts';
import { monogram } from '#src/lib/monogram.ts';
import { MARKET_TEASERS_PATH } from '#src/features/home/market-teasers.ts';

const root = resolve(import.meta.dirname, '../..');
const site = JSON.parse(readFileSync(resolve(root, 'data/site/site.en.json'), 'utf8')) as {
  name: string;
  phone: string;
  careersEmail: string;
  links: { launchVideo: string; storiedSubscribe: string; partnersSite: string };
  partners: { label: string; url: string }[];
};
const testimonials = JSON.parse(readFileSync(resolve(root, 'data/testimonials.json'), 'utf8')) as { name: string }[];

/** Answers /api/testimonials with the file's testimonials, an error, or whatever the handler decides. */
async function stubTestimonials(page: Page, answer: 'ok' | 'error' | (() => Promise<void>)): Promise<void> {
  await page.route('**/api/testimonials', async (route) => {
    if (answer === 'ok') await route.fulfill({ json: testimonials });
    else if (answer === 'error') await route.fulfill({ status: 500, body: 'Internal Server Error' });
    else {
      await answer();
      await route.fulfill({ json: testimonials });
    }
  });
}

/** Freezes the page clock so that timers advance only with clock.runFor. */
async function freezeClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

const jsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent) as Record<string, unknown>));

test.describe('home page', () => {
  test('sections come in the spec order with their texts and links', async ({ page }) => {
    await stubTestimonials(page, 'ok');
    await page.goto('/');
    const order = await page
      .locator('main > section[data-home-section]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-home-section')));
    // The spec's sections in its order, with the featured homes after the hero.
    expect(order).toEqual([
      'hero',
      'featured',
      'video',
      'partners',
      'market-updates',
      'why-choose',
      'advisors',
      'testimonials',
      'search-banner',
      'contact',
    ]);

    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Local Expertise. Global Reach. Elevated Results.',
    );
    await expect(main.getByRole('heading', { level: 2 })).toContainText([
      /.+/,
      /Rhode Island/,
      'Our Partners',
      'Real Estate Market Updates',
      `Why Choose ${site.name}`,
      'Meet Our Expert Advisors',
      'Client Testimonials',
      /.+/,
      /.+/,
    ]);
    await expect(main.getByRole('button', { name: 'Watch Launch Video' })).toBeVisible();

    const market = page.locator('[data-home-section="market-updates"]');
    await expect(market).toContainText('updated weekly');
    await expect(market.locator('[data-market-card]')).toHaveCount(6);
    await expect(market.getByRole('link', { name: 'View All Market Updates' })).toHaveAttribute(
      'href',
      '/market-updates',
    );

    await expect(page.locator('[data-why-card] h3')).toHaveText([
      'Exclusive Brand Rights',
      'Local Expertise',
      'World-Class Marketing',
      'Concierge Service',
      'Global Reach, Local Strength',
      'Proven Results',
    ]);

    const advisors = page.locator('#advisors');
    await expect(advisors.getByRole('heading', { name: 'Meet Our Expert Advisors' })).toBeVisible();
    await expect(advisors.getByRole('link', { name: 'Meet Our Full Team' })).toHaveAttribute('href', '/advisors');

    await expect(
      page.locator('[data-home-section="search-banner"]').getByRole('link', { name: 'Search Properties' }),
    ).toHaveAttribute('href', '/properties');

    const contact = page.locator('#contact');
    await expect(contact.locator('[data-office]')).toHaveCount(2);
    await expect(contact.locator('[data-office]').nth(0)).toContainText('28 Caswell Street');
    await expect(contact.locator('[data-office]').nth(0)).toContainText('Narragansett, RI');
    await expect(contact.locator('[data-office]').nth(1)).toContainText('225 Dyer Street');
    await expect(contact.locator('[data-office]').nth(1)).toContainText('Providence, RI');
    await expect(contact.locator('[data-office] a[href^="tel:"]')).toHaveCount(2);
    for (const label of ['Instagram', 'Facebook', 'LinkedIn', 'YouTube']) {
      await expect(contact.getByRole('link', { name: label })).toHaveAttribute('target', '_blank');
    }
    await expect(contact.locator('[data-inquiry-form-slot] form')).toBeVisible();
    await expect(
      contact.locator('[data-inquiry-form-slot]').getByRole('button', { name: 'Send Message' }),
    ).toBeVisible();
  });

  test('the partners strip links out: its heading and four logos, in one row on desktop', async ({ page }) => {
    await page.goto('/');
    const strip = page.locator('[data-home-section="partners"]');
    const heading = strip.getByRole('heading', { name: /Our Partners/ }).getByRole('link');
    await expect(heading).toHaveAttribute('href', site.links.partnersSite);
    await expect(heading).toHaveAttribute('target', '_blank');
    const logos = strip.locator('[data-partner] a');
    await expect(logos).toHaveCount(4);
    for (const [i, partner] of site.partners.entries()) {
      await expect(logos.nth(i)).toHaveAttribute('href', partner.url);
      await expect(logos.nth(i)).toHaveAttribute('target', '_blank');
      await expect(logos.nth(i).getByRole('img', { name: partner.label })).toBeVisible();
    }
    const tops = await logos.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await expect(strip.locator('[data-partner-dot]').first()).toBeHidden();
  });

  test('the hero image is preloaded, sized and offered in AVIF and WebP; lower images are lazy', async ({ page }) => {
    await page.goto('/');
    const preload = page.locator('link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute('imagesrcset', /\/_astro\/hero\.\S+\.avif 1920w/);
    await expect(preload).toHaveAttribute('type', 'image/avif');
    const hero = page.locator('[data-home-section="hero"]');
    await expect(hero.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif/);
    await expect(hero.locator('picture source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp/);
    const img = hero.locator('picture img');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('width', '1920');
    await expect(img).toHaveAttribute('height', '1080');
    await expect(img).not.toHaveAttribute('loading', 'lazy');
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
    await expect(page.locator('[data-home-section="search-banner"] img')).toHaveAttribute('loading', 'lazy');
    // Every image on the page declares its size.
    const unsized = await page
      .locator('main img')
      .evaluateAll((els) => els.filter((el) => !el.getAttribute('width') || !el.getAttribute('height')).length);
    expect(unsized).toBe(0);
  });

  test('Watch Launch Video opens a dialog whose embed exists only while it is open', async ({ page }) => {
    const videoRequests: string[] = [];
    await page.route('**/*youtube-nocookie.com/**', async (route) => {
      videoRequests.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title><p>video</p>' });
    });
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Watch Launch Video' });
    const dialog = page.getByRole('dialog', { name: /Launch Video/ });
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(videoRequests).toEqual([]);

    await open.click();
    await expect(dialog).toBeVisible();
    const iframe = dialog.locator('iframe');
    await expect(iframe).toHaveAttribute('src', site.links.launchVideo);
    expect(new URL(site.links.launchVideo).hostname).toBe('www.youtube-nocookie.com');
    await expect(iframe).toHaveAttribute('allow', /autoplay/);
    await expect.poll(() => videoRequests.length).toBe(1);
    // Modal: the page behind does not take focus, and Escape closes it.
    await expect(dialog.getByRole('button', { name: 'Close video' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(open).toBeFocused();

    await open.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test('each market card expands and collapses on its own, its body fetched once on the first Read More', async ({
    page,
  }) => {
    const bodyRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(MARKET_TEASERS_PATH)) bodyRequests.push(request.url());
    });
    await page.goto('/');
    const cards = page.locator('[data-market-card]');
    const first = cards.nth(0);
    const third = cards.nth(2);
    const panel = (card: typeof first) => card.locator('[data-expand-panel]');
    await expect(panel(first)).toBeHidden();
    await expect(cards.getByRole('button', { name: 'Read More →', exact: true })).toHaveCount(6);
    expect(bodyRequests).toHaveLength(0);

    await first.getByRole('button', { name: 'Read More →', exact: true }).click();
    await expect(panel(first)).toBeVisible();
    await expect(panel(first)).toHaveText(/\S/);
    await expect(first.getByRole('button', { name: 'Show Less ↑', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(panel(third)).toBeHidden();

    await third.getByRole('button', { name: 'Read More →', exact: true }).click();
    await expect(panel(first)).toBeVisible();
    await expect(panel(third)).toBeVisible();
    await expect(panel(third)).toHaveText(/\S/);

    await first.getByRole('button', { name: 'Show Less ↑', exact: true }).click();
    await expect(panel(first)).toBeHidden();
    await expect(first.getByRole('button', { name: 'Read More →', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(panel(third)).toBeVisible();
    await expect(third.getByRole('button', { name: 'Show Less ↑', exact: true })).toBeVisible();
    expect(bodyRequests).toHaveLength(1);
  });

  test('a market card says it is busy while its body downloads, and opens once it has come', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${MARKET_TEASERS_PATH}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const first = page.locator('[data-market-card]').first();
    const button = first.getByRole('button', { name: 'Read More →', exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(first.locator('[data-expand-panel]')).toBeHidden();
    release();
    await expect(first.locator('[data-expand-panel]')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Show Less ↑', exact: true })).not.toHaveAttribute('aria-busy');
  });

  test('a market card whose body cannot be fetched opens the article page instead', async ({ page }) => {
    await page.route(`**${MARKET_TEASERS_PATH}`, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    const first = page.locator('[data-market-card]').first();
    const article = await first.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href');
    await first.getByRole('button', { name: 'Read More →', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${article ?? 'no link'}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a market card's Read More is a link to its article", async ({ page }) => {
    await page.goto('/');
    const first = page.locator('[data-market-card]').first();
    const article = await first.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href');
    await first.getByRole('link', { name: 'Read More →', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${article ?? 'no link'}$`));
  });
});

test.describe('testimonials', () => {
  const section = (page: Page) => page.locator('[data-home-section="testimonials"]');
  const hydrated = (page: Page) => section(page).locator('astro-island:not([ssr])');

  test('loading shows three skeleton cards until the answer arrives, then the testimonials and Storied', async ({
    page,
  }) => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await stubTestimonials(page, async () => {
      requested = true;
      await answered;
    });
    await page.goto('/');
    await section(page).scrollIntoViewIfNeeded();
    await expect(hydrated(page)).toHaveCount(1, { timeout: 15_000 });
    await expect.poll(() => requested).toBe(true);
    await expect(section(page).getByTestId('testimonial-skeleton')).toHaveCount(3);
    await expect(section(page).getByRole('status')).toContainText('Loading testimonials');
    await expect(section(page).getByRole('link', { name: /Subscribe to Storied/ })).toHaveCount(0);

    release();
    await expect(section(page).getByTestId('testimonial')).toHaveCount(testimonials.length);
    await expect(section(page).getByTestId('testimonial-skeleton')).toHaveCount(0);
    await expect(section(page)).toContainText(testimonials[0]?.name ?? '');
    const storied = section(page).getByRole('link', { name: /Subscribe to Storied/ });
    await expect(storied).toHaveText(/^Subscribe to Storied/);
    await expect(storied).toHaveAttribute('href', site.links.storiedSubscribe);
    await expect(storied).toHaveAttribute('target', '_blank');
    await expect(storied).toHaveAttribute('rel', /noopener/);
  });

  test('an error shows the red message and no promotion', async ({ page }) => {
    await stubTestimonials(page, 'error');
    await page.goto('/');
    await section(page).scrollIntoViewIfNeeded();
    await expect(hydrated(page)).toHaveCount(1, { timeout: 15_000 });
    const alert = section(page).getByRole('alert');
    await expect(alert).toHaveText('Unable to load testimonials. Please try again later.');
    await expect(alert).toHaveClass(/text-red-700/);
    // Red: the hue of the computed oklch colour sits in the red range.
    const hue = await alert.evaluate((el) =>
      Number(/oklch\([\d.]+ [\d.]+ ([\d.]+)/.exec(getComputedStyle(el).color)?.[1] ?? NaN),
    );
    expect(hue).toBeGreaterThan(15);
    expect(hue).toBeLessThan(40);
    await expect(section(page).getByTestId('testimonial-skeleton')).toHaveCount(0);
    await expect(section(page).getByRole('link', { name: /Subscribe to Storied/ })).toHaveCount(0);
  });

  test('a malformed answer counts as an error', async ({ page }) => {
    await page.route('**/api/testimonials', (route) => route.fulfill({ json: { not: 'a list' } }));
    await page.goto('/');
    await section(page).scrollIntoViewIfNeeded();
    await expect(hydrated(page)).toHaveCount(1, { timeout: 15_000 });
    await expect(section(page).getByRole('alert')).toHaveText('Unable to load testimonials. Please try again later.');
  });
});

test.describe('partner strip on mobile @mobile', () => {
  const items = (page: Page) => page.locator('[data-partner]');
  const dots = (page: Page) => page.locator('[data-partner-dot]');
  async function expectShowing(page: Page, index: number): Promise<void> {
    for (let i = 0; i < 4; i += 1) {
      if (i === index) await expect(items(page).nth(i)).toBeVisible();
      else await expect(items(page).nth(i)).toBeHidden();
    }
    await expect(dots(page).nth(index)).toHaveAttribute('aria-pressed', 'true');
  }
  /** Restarts the rotation timer at the frozen clock's "now": a dot click, then focus and pointer leave. */
  async function restartAt(page: Page, index: number): Promise<void> {
    await dots(page).nth(index).click();
    await dots(page)
      .nth(index)
      .evaluate((el: HTMLElement) => el.blur());
    await page.mouse.move(5, 5);
  }

  test('shows one partner at a time, rotating every 4000 ms, and the dots jump @mobile', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await freezeClock(page);
    await page.locator('[data-home-section="partners"]').scrollIntoViewIfNeeded();
    await expectShowing(page, 0);
    await restartAt(page, 0);
    await page.clock.runFor(3999);
    await expectShowing(page, 0);
    await page.clock.runFor(1);
    await expectShowing(page, 1);
    await page.clock.runFor(4000);
    await expectShowing(page, 2);
    await page.clock.runFor(4000);
    await expectShowing(page, 3);
    await page.clock.runFor(4000);
    await expectShowing(page, 0);

    await dots(page).nth(2).click();
    await expectShowing(page, 2);
  });

  test('pauses while hovered or focused @mobile', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await freezeClock(page);
    await restartAt(page, 1);
    await items(page).nth(1).hover();
    await page.clock.runFor(12_000);
    await expectShowing(page, 1);
    await page.mouse.move(5, 5);
    await page.clock.runFor(4000);
    await expectShowing(page, 2);

    await items(page).nth(2).locator('a').focus();
    await page.clock.runFor(12_000);
    await expectShowing(page, 2);
    await items(page).nth(2).locator('a').blur();
    await page.clock.runFor(4000);
    await expectShowing(page, 3);
  });

  test('does not rotate with prefers-reduced-motion, but the dots still work @mobile', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await freezeClock(page);
    await restartAt(page, 0);
    await page.clock.runFor(20_000);
    await expectShowing(page, 0);
    await dots(page).nth(3).click();
    await expectShowing(page, 3);
  });
});

test.describe('team page', () => {
  const advisorNames = (page: Page) =>
    page
      .locator('[data-team-group="advisor"] [data-member]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-name')));

  test('lists the advisors, then Corporate Officers, Support Staff and Join Our Team', async ({ page }) => {
    await page.goto('/advisors');
    await expect(page.locator('main h2')).toHaveText([
      `Advisors (${inRole('advisor')})`,
      `Corporate Officers (${inRole('officer')})`,
      `Support Staff (${inRole('staff')})`,
      'Join Our Team',
    ]);
    await expect(page.locator('[data-team-group="advisor"] [data-member]')).toHaveCount(inRole('advisor'));
    // Only advisors link to a profile.
    await expect(page.locator('[data-team-group="advisor"] [data-member] h3 a')).toHaveCount(inRole('advisor'));
    await expect(
      page.locator(
        '[data-team-group="officer"] a[href^="/advisors/"], [data-team-group="staff"] a[href^="/advisors/"]',
      ),
    ).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Alexandra Whitmore' })).toHaveAttribute(
      'href',
      '/advisors/alexandra-whitmore',
    );
    await expect(page.getByRole('link', { name: "Sean O'Brien" })).toHaveAttribute('href', '/advisors/sean-obrien');
    const join = page.locator('section', { has: page.getByRole('heading', { name: 'Join Our Team' }) });
    await expect(join.locator('a[href^="mailto:"]')).toHaveAttribute('href', `mailto:${site.careersEmail}`);
  });

  test('the advisor order differs between loads, with the same people', async ({ page }) => {
    await page.goto('/advisors');
    const first = await advisorNames(page);
    await page.reload();
    const second = await advisorNames(page);
    expect(second).not.toEqual(first);
    expect([...second].sort()).toEqual([...first].sort());
    // The static HTML is alphabetical; the script reorders it.
    expect(first).not.toEqual([...first].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
  });

  test('search filters by name, title, phone or email, grouped with counts', async ({ page }) => {
    await page.goto('/advisors');
    const search = page.getByRole('searchbox', { name: 'Search the team' });
    const visibleHeadings = page.locator('[data-team-group]:visible h2');

    await search.fill('OFFICE MANAGER');
    await expect(visibleHeadings).toHaveText(['Support Staff (2)']);
    await expect(page.locator('[data-member]:visible')).toHaveCount(2);
    await expect(page.getByRole('status')).toHaveText('2 team members match "OFFICE MANAGER".');

    await search.fill('partner');
    await expect(visibleHeadings).toHaveText(['Corporate Officers (2)']);

    await search.fill('(401) 555-0110');
    await expect(visibleHeadings).toHaveText(['Advisors (1)']);
    await expect(page.locator('[data-member]:visible')).toHaveAttribute('data-name', 'Alexandra Whitmore');

    await search.fill('ALEXANDRA.WHITMORE@');
    await expect(page.locator('[data-member]:visible')).toHaveCount(1);

    await search.fill('an');
    const counts = await visibleHeadings.allTextContents();
    expect(counts.length).toBeGreaterThan(1);

    await search.fill('zzzz');
    await expect(visibleHeadings).toHaveCount(0);
    const noMatch = page.locator('[data-team-no-match]');
    await expect(noMatch).toBeVisible();
    await expect(noMatch).toContainText('No team members match "zzzz"');

    await search.fill('');
    await expect(noMatch).toBeHidden();
    await expect(visibleHeadings).toHaveText([
      `Advisors (${inRole('advisor')})`,
      `Corporate Officers (${inRole('officer')})`,
      `Support Staff (${inRole('staff')})`,
    ]);
    await expect(page.locator('[data-member]:visible')).toHaveCount(team.length);
  });

  test('a ?q= link opens with the search applied', async ({ page }) => {
    await page.goto('/advisors?q=marketing');
    await expect(page.getByRole('searchbox', { name: 'Search the team' })).toHaveValue('marketing');
    await expect(page.locator('[data-team-group]:visible h2')).toHaveText(['Support Staff (1)']);
  });
});

test.describe('advisor profiles', () => {
  test('every advisor on the team page has a prerendered profile', async ({ page, request }) => {
    await page.goto('/advisors');
    const hrefs = await page
      .locator('[data-team-group="advisor"] h3 a')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(inRole('advisor'));
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(await response.text(), href).toContain('Why Work With');
    }
  });

  test('a profile with a headshot, custom biography and website', async ({ page }) => {
    await page.goto('/advisors/alexandra-whitmore');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alexandra Whitmore');
    const photo = page.getByRole('img', { name: 'Portrait of Alexandra Whitmore' });
    await expect(photo).toHaveAttribute('width', '320');
    // Built by astro:assets from the artwork; the URL in data/team/team.en.json answers with the same portrait.
    await expect(photo).toHaveAttribute('src', /^\/_astro\/alexandra-whitmore\.\S+\.webp$/);
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const published = await page.request.get('/images/team/alexandra-whitmore.webp');
    expect([published.status(), published.headers()['content-type']]).toEqual([200, 'image/webp']);
    await expect(page.getByRole('link', { name: 'Call (401) 555-0110' })).toHaveAttribute('href', 'tel:+14015550110');
    const details = page.getByRole('list', { name: 'Contact details' });
    await expect(details.getByRole('link', { name: '(401) 555-0110' })).toHaveAttribute('href', 'tel:+14015550110');
    await expect(details.locator('a[href^="mailto:"]')).toHaveAttribute(
      'href',
      'mailto:alexandra.whitmore@flagshipluxuryrealty.com',
    );
    const website = page.getByRole('link', { name: /Visit My Website/ });
    await expect(website).toHaveAttribute('href', 'https://www.alexandrawhitmore.com');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Schedule Consultation' })).toHaveCount(0);
    await expect(page.locator('main')).toContainText('Bellevue Avenue');
    await expect(page.locator('[data-specialties] li')).toHaveText([
      'Waterfront Properties',
      'Luxury Estates',
      'Investment Properties',
      'Relocation Services',
      'First-Time Buyers',
    ]);
    await expect(page.getByRole('heading', { name: 'Market Performance' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why Work With Alexandra Whitmore' })).toBeVisible();
    const person = (await jsonLd(page)).find((d) => d['@type'] === 'Person');
    expect(person).toMatchObject({ name: 'Alexandra Whitmore', telephone: '(401) 555-0110' });
  });

  test('a profile with the monogram, template biography and Schedule Consultation', async ({ page }) => {
    await page.goto('/advisors/daniel-prescott');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daniel Prescott');
    await expect(page.getByAltText('Portrait of Daniel Prescott')).toHaveCount(0);
    const portrait = page.locator('main [data-monogram]');
    await expect(portrait).toBeVisible();
    await expect(portrait).toHaveAttribute('aria-hidden', 'true');
    await expect(portrait).toHaveText(monogram('Daniel Prescott'));
    await expect(page.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute(
      'href',
      '/contact?advisor=daniel-prescott#inquiry',
    );
    await expect(page.getByRole('link', { name: /Visit My Website/ })).toHaveCount(0);
    await expect(page.locator('main')).toContainText(`Daniel Prescott is an advisor with ${site.name}`);
    await expect(page.getByRole('heading', { name: 'Why Work With Daniel Prescott' })).toBeVisible();
  });

  test('an unknown slug shows Advisor Not Found with Go Back', async ({ page }) => {
    await page.goto('/advisors/no-such-person');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advisor Not Found');
    await expect(page.locator('main')).toContainText("The advisor you're looking for could not be found.");
    await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/advisors');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // A non-advisor's id has no profile either.
    await page.goto('/advisors/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advisor Not Found');
  });

  test('/advisors/{id} redirects permanently to the slug', async ({ page, request }) => {
    const response = await request.get('/advisors/7', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe('/advisors/alexandra-whitmore');
    await page.goto('/advisors/8');
    await expect(page).toHaveURL(/\/advisors\/benjamin-hale$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benjamin Hale');
  });
});

test.describe('market updates', () => {
  const labels = ['Local Market', 'National News', 'Market Analysis', 'Real Estate'];

  test('six article cards, newest first, with every field and the back link', async ({ page }) => {
    await page.goto('/market-updates');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const cards = page.locator('[data-article-card]');
    await expect(cards).toHaveCount(6);
    const dates: string[] = [];
    for (const card of await cards.all()) {
      const badge = (await card.locator('span.rounded-full').first().textContent())?.trim() ?? '';
      expect(labels).toContain(badge);
      const time = card.locator('time');
      await expect(time).toHaveText(/^September \d{1,2}, 2025$/);
      dates.push((await time.getAttribute('datetime')) ?? '');
      await expect(card.getByRole('heading', { level: 2 })).not.toBeEmpty();
      await expect(card).toContainText(/By \S+/);
      await expect(card).toContainText(/\d+ min read/);
      await expect(card.locator('.article-body p').first()).not.toBeEmpty();
      // The article's own subheadings sit below the card title.
      await expect(card.locator('.article-body h2')).toHaveCount(0);
      await expect(card.locator('.article-body h3').first()).toBeVisible();
      await expect(card.getByRole('button', { name: 'Share Article' })).toBeVisible();
    }
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.at(0)).toBe('2025-09-20');
    expect(dates.at(-1)).toBe('2025-09-08');
  });

  test('Share Article copies the link when the Web Share API is missing', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      const copied: string[] = [];
      Object.defineProperty(window, '__copied', { value: copied });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: async (text: string) => void copied.push(text) },
        configurable: true,
      });
    });
    await page.goto('/market-updates');
    const card = page.locator('[data-article-card]').first();
    const id = await card.getAttribute('id');
    await card.getByRole('button', { name: 'Share Article' }).click();
    await expect(card.getByRole('status')).toHaveText('Link copied to clipboard.');
    const copied = await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied);
    expect(copied).toEqual([new URL(`/market-updates/${id}`, page.url()).href]);
  });

  test('Share Article uses the Web Share API when the browser has it', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.defineProperty(window, '__shared', { value: shared });
      Object.defineProperty(navigator, 'share', {
        value: async (data: unknown) => void shared.push(data),
        configurable: true,
      });
    });
    await page.goto('/market-updates/mortgage-rates-ease');
    await page.getByRole('button', { name: 'Share Article' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
      .toEqual([
        {
          title: await page.getByRole('heading', { level: 1 }).textContent(),
          url: new URL('/market-updates/mortgage-rates-ease', page.url()).href,
        },
      ]);
  });

  test('an article page has its content and Article structured data', async ({ page }) => {
    await page.goto('/market-updates/mortgage-rates-ease');
    await expect(page.getByRole('link', { name: 'All Market Updates' })).toHaveAttribute('href', '/market-updates');
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await expect(page.locator('time')).toHaveText('September 15, 2025');
    const article = (await jsonLd(page)).find((d) => d['@type'] === 'Article');
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: title,
      datePublished: '2025-09-15',
      articleSection: 'National News',
    });
    expect(article?.['author']).toMatchObject({ '@type': 'Person' });
    expect(String(article?.['url'])).toMatch(/^https:\/\/.+\/market-updates\/mortgage-rates-ease$/);
  });

  test('the RSS feed is valid and lists the six articles', async ({ page, request }) => {
    const response = await request.get('/market-updates/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    await page.goto('/');
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const items = [...doc.querySelectorAll('channel > item')];
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.nodeName,
        version: doc.documentElement.getAttribute('version'),
        title: doc.querySelector('channel > title')?.textContent,
        link: doc.querySelector('channel > link')?.textContent,
        items: items.map((item) => ({
          title: item.querySelector('title')?.textContent ?? '',
          link: item.querySelector('link')?.textContent ?? '',
          guid: item.querySelector('guid')?.textContent ?? '',
          pubDate: item.querySelector('pubDate')?.textContent ?? '',
          category: item.querySelector('category')?.textContent ?? '',
          description: item.querySelector('description')?.textContent ?? '',
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.root).toBe('rss');
    expect(feed.version).toBe('2.0');
    expect(feed.title).toBe(`${site.name} Market Updates`);
    expect(feed.link).toMatch(/^https:\/\//);
    expect(feed.items).toHaveLength(6);
    for (const item of feed.items) {
      expect(item.title.length).toBeGreaterThan(10);
      expect(item.link).toMatch(/^https:\/\/[^/]+\/market-updates\/[a-z0-9-]+$/);
      expect(item.guid).toBe(item.link);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      expect(labels).toContain(item.category);
      expect(item.description.length).toBeGreaterThan(40);
    }
    const dates = feed.items.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // Every item's page exists.
    for (const item of feed.items) expect((await request.get(new URL(item.link).pathname)).status()).toBe(200);
  });
});

test.describe('FAQ', () => {
  test('two sections of 10 and 8 questions that open independently', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.locator('[data-faq-section] h2')).toHaveText(['Real Estate Services', 'Aircraft Services']);
    const realEstate = page.locator('#real-estate details');
    const aircraft = page.locator('#aircraft details');
    await expect(realEstate).toHaveCount(10);
    await expect(aircraft).toHaveCount(8);
    const open = page.locator('main details[open]');
    await expect(open).toHaveCount(0);

    await realEstate.nth(0).locator('summary').click();
    await realEstate.nth(3).locator('summary').click();
    await aircraft.nth(7).locator('summary').click();
    await expect(open).toHaveCount(3);
    await expect(realEstate.nth(0).locator('p')).toBeVisible();
    await expect(aircraft.nth(7).locator('p')).toBeVisible();

    await realEstate.nth(0).locator('summary').click();
    await expect(open).toHaveCount(2);
    await expect(realEstate.nth(3)).toHaveAttribute('open', '');
    await expect(realEstate.nth(0).locator('p')).toBeHidden();
  });

  test('FAQPage structured data lists all 18 questions in order', async ({ page }) => {
    await page.goto('/faq');
    const faq = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity).toHaveLength(18);
    const summaries = await page.locator('main details summary').allTextContents();
    expect(faq.mainEntity.map((q) => q.name)).toEqual(summaries.map((s) => s.trim()));
    for (const q of faq.mainEntity) expect(q.acceptedAnswer.text.length).toBeGreaterThan(20);
  });

  test('ends with a call link to the office and a link to /contact', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute('href', 'tel:+14015550100');
    await expect(page.locator('main a[href="/contact"]')).toHaveCount(1);
  });
});

test.describe('content pages ship no island JavaScript', () => {
  /** The chrome script as /about loads it: its tags and the files it fetches (it shares code with islands). */
  const baseline = async (page: Page) => {
    const files = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') files.add(req.url());
    });
    await page.goto('/about', { waitUntil: 'networkidle' });
    page.removeAllListeners('request');
    return { tags: await page.locator('script:not([type="application/ld+json"])').count(), files };
  };
  // A static profile, and one of an advisor the MLS names (rendered by the advisor-page function).
  const advisors = team.filter((member) => member.role === 'advisor');
  const profiles = [
    advisors.find((member) => member.mlsId === undefined),
    advisors.find((member) => member.mlsId !== undefined),
  ].filter((member) => member !== undefined);
  for (const [path, extraScripts] of [
    ['/faq', 0],
    ...profiles.map((member) => [`/advisors/${member.slug}`, 0] as const),
    ['/advisors/no-such-person', 0],
    ['/market-updates', 1],
    ['/market-updates/south-county-rental-yields', 1],
  ] as const) {
    test(`${path}: no island, only the chrome script${extraScripts ? ' and the share script' : ''}`, async ({
      page,
    }) => {
      const chrome = await baseline(page);
      const scriptFiles: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scriptFiles.push(req.url());
      });
      await page.goto(path);
      await expect(page.locator('astro-island')).toHaveCount(0);
      await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(chrome.tags + extraScripts);
      expect(scriptFiles.filter((url) => !chrome.files.has(url))).toEqual([]);
      const inlineBytes = await page
        .locator('script:not([src]):not([type="application/ld+json"])')
        .evaluateAll((els) => els.reduce((sum, el) => sum + el.textContent.length, 0));
      expect(inlineBytes).toBeLessThan(12_000);
    });
  }
});
