import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const toggle = (page: Page, label: string) => mainNav(page).getByRole('button', { name: `${label} menu` });
const menu = (page: Page, id: string) => page.locator(`#menu-${id}`);
/** Freezes the page clock so that timers advance only with clock.runFor. */
async function freezeClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

test.describe('header navigation (desktop)', () => {
  test('lists every item in the spec order, with Properties after Home in the same tab', async ({ page }) => {
    await page.goto('/');
    const links = mainNav(page).locator('[data-nav-item]');
    await expect(links).toHaveText([
      'Home',
      'Properties',
      'Real Estate Brokerage',
      'Communities',
      'Aircraft Charter & Sales',
      'Flagship Cares',
      'About',
    ]);
    const properties = mainNav(page).getByRole('link', { name: 'Properties', exact: true });
    await expect(properties).toHaveAttribute('href', '/properties');
    await expect(properties).not.toHaveAttribute('target', /./);
    await expect(menu(page, 'brokerage').locator('a')).toHaveText(['Purchase', 'List & Sell', 'Flagship Market Ready']);
    await expect(menu(page, 'communities').locator('a')).toHaveText(['Communities Overview', 'Market Updates']);
    await expect(menu(page, 'about').locator('a')).toHaveText(['Meet Our Team', 'FAQ', 'Contact']);
    await expect(menu(page, 'about').locator('a', { hasText: 'Meet Our Team' })).toHaveAttribute('href', '/advisors');
  });

  test('hover opens a dropdown and it closes 150 ms after the pointer leaves', async ({ page }) => {
    await page.clock.install();
    await page.goto('/about');
    await freezeClock(page);
    await mainNav(page).locator('[data-dropdown="brokerage"]').hover();
    await expect(menu(page, 'brokerage')).toBeVisible();
    await expect(toggle(page, 'Real Estate Brokerage')).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(700, 600);
    await page.clock.runFor(140);
    await expect(menu(page, 'brokerage')).toBeVisible();
    await page.clock.runFor(20);
    await expect(menu(page, 'brokerage')).toBeHidden();
    await expect(toggle(page, 'Real Estate Brokerage')).toHaveAttribute('aria-expanded', 'false');
  });

  test('returning within 150 ms keeps the dropdown open', async ({ page }) => {
    await page.clock.install();
    await page.goto('/about');
    await freezeClock(page);
    const item = mainNav(page).locator('[data-dropdown="about"]');
    await item.hover();
    await page.mouse.move(700, 600);
    await page.clock.runFor(100);
    await item.hover();
    await page.clock.runFor(500);
    await expect(menu(page, 'about')).toBeVisible();
  });

  test('click toggles, and only one dropdown is open at a time', async ({ page }) => {
    await page.goto('/about');
    await toggle(page, 'Real Estate Brokerage').click();
    await expect(menu(page, 'brokerage')).toBeVisible();
    await toggle(page, 'About').click();
    await expect(menu(page, 'about')).toBeVisible();
    await expect(menu(page, 'brokerage')).toBeHidden();
    await expect(toggle(page, 'Real Estate Brokerage')).toHaveAttribute('aria-expanded', 'false');
    await toggle(page, 'About').click();
    await expect(menu(page, 'about')).toBeHidden();
  });

  test('a click after hovering keeps the menu open, and the next click closes it', async ({ page }) => {
    await page.goto('/about');
    const button = toggle(page, 'About');
    await button.hover();
    await expect(menu(page, 'about')).toBeVisible();
    await button.click();
    await expect(menu(page, 'about')).toBeVisible();
    await button.click();
    await expect(menu(page, 'about')).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Enter and Space toggle, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/about');
    const button = toggle(page, 'Communities');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu(page, 'communities')).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu(page, 'communities').getByRole('link', { name: 'Communities Overview' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page, 'communities')).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(menu(page, 'communities')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(menu(page, 'communities')).toBeHidden();
  });

  // The full path table is unit-tested in tests/unit/nav.test.ts; here the built pages prove the wiring.
  const activeCases: [string, string | null][] = [
    ['/', 'home'],
    ['/brokerage', 'brokerage'],
    ['/about', 'about'],
    ['/properties', 'properties'],
    ['/properties/1', 'properties'],
    ['/no-such-page', null],
  ];
  for (const [path, expected] of activeCases) {
    test(`active highlighting on ${path}`, async ({ page }) => {
      await page.goto(path);
      const active = mainNav(page).locator('[data-nav-item][data-active="true"]');
      await expect(active).toHaveCount(expected ? 1 : 0);
      if (expected) await expect(active).toHaveAttribute('data-nav-item', expected);
    });
  }

  test('the header turns compact with a stronger shadow after 100 px of scroll', async ({ page }) => {
    await page.goto('/about');
    const header = page.locator('#site-header');
    await expect(header).toHaveAttribute('data-compact', 'false');
    const shadowBefore = await header.evaluate((el) => getComputedStyle(el).boxShadow);
    const heightBefore = (await header.boundingBox())?.height ?? 0;
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(header).toHaveAttribute('data-compact', 'false');
    await page.evaluate(() => window.scrollTo(0, 101));
    await expect(header).toHaveAttribute('data-compact', 'true');
    await expect.poll(async () => (await header.boundingBox())?.height ?? 0).toBeLessThan(heightBefore);
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe(shadowBefore);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-compact', 'false');
  });

  test('on a page that only just scrolls past 100 px, the compact header stays still', async ({ page }) => {
    await page.goto('/about');
    // Everything after the header gives way to a spacer that lets the page scroll 110 px with the full header.
    const changes = await page.evaluate(async () => {
      const header = document.getElementById('site-header')!;
      for (const element of [...document.body.children]) if (!element.contains(header)) element.remove();
      const spacer = document.body.appendChild(document.createElement('div'));
      spacer.style.height = `${window.innerHeight + 110 - spacer.getBoundingClientRect().top}px`;
      let count = 0;
      new MutationObserver(() => (count += 1)).observe(header, { attributeFilter: ['data-compact'] });
      window.scrollTo(0, 110);
      await new Promise((done) => setTimeout(done, 1000));
      return count;
    });
    expect(changes).toBe(1);
    await expect(page.locator('#site-header')).toHaveAttribute('data-compact', 'true');
  });
});

test.describe('top bar', () => {
  test('the language picker goes to the same page in the chosen language, and back', async ({ page }) => {
    await page.goto('/about');
    const picker = page.getByRole('button', { name: /^Language:/ });
    await expect(picker).toHaveAccessibleName('Language: EN');
    await picker.click();
    const options = page.locator('#language-menu [data-lang]');
    await expect(options).toHaveCount(4);
    await expect(options).toContainText(['EN', 'ES', 'PT', 'FR']);
    await expect(options.locator('svg')).toHaveCount(4);
    // The current language is no link; each other one is, named in its own language.
    await expect(page.locator('#language-menu [aria-current="true"]')).toHaveText(/English/);
    await page.getByRole('link', { name: 'Português' }).click();
    await expect(page).toHaveURL(/\/pt\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('button', { name: /^Idioma:/ })).toHaveAccessibleName('Idioma: PT');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('PT');
    // Its links stay in Portuguese where the page exists in it.
    await expect(page.locator('footer').getByRole('link', { name: 'Perguntas frequentes' })).toHaveAttribute(
      'href',
      '/pt/faq',
    );
    await page.getByRole('button', { name: /^Idioma:/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('Advisor Log In opens an external site in a new tab', async ({ page }) => {
    await page.goto('/');
    const login = page.getByRole('link', { name: /Advisor Log In/ });
    await expect(login).toHaveAttribute('target', '_blank');
    await expect(login).toHaveAttribute('rel', /noopener/);
    await expect(login).toHaveAttribute('href', /^https:\/\//);
  });
});

test.describe('the language offer', () => {
  test.use({ locale: 'pt-BR' });

  test('a browser that prefers Portuguese is offered the page in it, never sent there', async ({ page }) => {
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/faq$/);
    const offer = page.getByRole('complementary', { name: 'Esta página também está em português.' });
    await expect(offer).toHaveAttribute('lang', 'pt');
    expect(await axeViolations(page)).toEqual([]);
    await offer.getByRole('button', { name: 'Agora não' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-language-offer-switch]')).toHaveCount(0);
  });

  test('taking it opens the Portuguese page, and it is not made again', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('link', { name: 'Ler em português' }).click();
    await expect(page).toHaveURL(/\/pt\/faq$/);
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-language-offer-switch]')).toHaveCount(0);
  });
});

test.describe('footer and metadata', () => {
  test('the footer carries the fair-housing statements and the complaint line', async ({ page }) => {
    await page.goto('/brokerage');
    const footer = page.locator('footer');
    await expect(footer.getByRole('heading', { name: 'Equal Housing Opportunity' })).toBeVisible();
    await expect(footer).toContainText('Fair Housing Act');
    await expect(footer.getByTestId('non-discrimination')).toHaveText(
      'We do not discriminate on the basis of race, color, religion, sex, handicap, familial status, national origin, sexual orientation, or gender identity.',
    );
    await expect(footer.getByRole('link', { name: '1-800-669-9777' })).toHaveAttribute('href', 'tel:+18006699777');
  });

  test('default metadata: title, description, og:type website and canonical URL', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Flagship Luxury Realty/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /luxury/i);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https:\/\/[^/]+\/$/);
    await page.goto('/about');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
  });
});

test.describe('pages', () => {
  test('home hero has the headline and both calls to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Local Expertise. Global Reach. Elevated Results.',
    );
    await expect(page.locator('main')).toContainText('concierge experience');
    await expect(page.getByRole('link', { name: 'View Properties' }).first()).toHaveAttribute('href', '/properties');
    await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute('href', '/contact');
  });

  test('/brokerage and /about link to every item of their menus', async ({ page }) => {
    await page.goto('/brokerage');
    for (const href of ['/buyers', '/sell', '/flagship-market-ready']) {
      await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
    }
    await page.goto('/about');
    for (const href of ['/advisors', '/faq', '/contact']) {
      await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test('an unknown path gets the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.locator('main')).toContainText('Did you forget to add the page to the router?');
    await expect(page.locator('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.locator('main').getByRole('link', { name: 'View Properties' })).toHaveAttribute(
      'href',
      '/properties',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('GET /api/health answers ok after a Blobs round trip', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    // In public only ok or not ok; the figures need the health token (tests/functions/health.test.ts).
    expect(await response.json()).toEqual({ ok: true });
    expect((await request.post('/api/health')).status()).toBe(405);
  });

  test('responses are compressed as the CDN would', async ({ request }) => {
    const response = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers()['content-encoding']).toBe('br');
  });
});

test.describe('mobile menu @mobile', () => {
  test('the hamburger toggles the menu, sections expand one at a time, and a link closes it', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Menu' });
    const mobileMenu = page.locator('#mobile-menu');
    await expect(mobileMenu).toBeHidden();
    await hamburger.click();
    await expect(mobileMenu).toBeVisible();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');

    // Each section is a <details> (its <summary> is the button), all of one name: one open at a time.
    const brokerage = mobileMenu.locator('summary', { hasText: 'Real Estate Brokerage' });
    const about = mobileMenu.locator('summary', { hasText: 'About' });
    await brokerage.click();
    await expect(page.locator('#mobile-brokerage')).toBeVisible();
    await about.click();
    await expect(page.locator('#mobile-about')).toBeVisible();
    await expect(page.locator('#mobile-brokerage')).toBeHidden();
    await expect(brokerage.locator('..')).not.toHaveAttribute('open');
    await about.click();
    await expect(page.locator('#mobile-about')).toBeHidden();

    await hamburger.click();
    await expect(mobileMenu).toBeHidden();
    await hamburger.click();
    await brokerage.click();
    // The menu closes on navigation, also for links that stay on this page.
    await page.locator('#mobile-brokerage a[href="/brokerage"]').evaluate((a) => a.setAttribute('href', '#main'));
    await page.locator('#mobile-brokerage a[href="#main"]').click();
    await expect(mobileMenu).toBeHidden();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });
});
