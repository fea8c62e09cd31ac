import { expect, test, type Page } from '@playwright/test';
import { SECURITY_HEADERS } from '#src/lib/security.ts';
import { LISTINGS_SITEMAP_PATHS, listingsSitemapPath } from '#src/lib/paths.ts';
import { hydrateAll } from './hydrate.ts';
import { ALL_ROUTES } from './routes.ts';

const expectSecurityHeaders = (headers: Record<string, string>) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name.toLowerCase()], name).toBe(value);
};

test.describe('security headers', () => {
  test('static pages, assets and the 404 page carry every header', async ({ request }) => {
    for (const path of ['/', '/about', '/favicon.svg', '/robots.txt', '/no-such-page']) {
      expectSecurityHeaders((await request.get(path)).headers());
    }
  });

  test('function responses carry every header, errors included', async ({ request }) => {
    expectSecurityHeaders((await request.get('/api/health')).headers());
    expectSecurityHeaders((await request.post('/api/health')).headers());
  });

  test('each page has a hashed CSP without unsafe script sources', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
  });
});

test.describe('content security policy in the browser', () => {
  for (const route of ALL_ROUTES) {
    test(`no CSP violation on ${route}`, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      await page.route(/^https:\/\/(?!localhost)/, (route) => route.fulfill({ status: 204, body: '' }));
      await page.goto(route);
      await hydrateAll(page);
      expect(violations).toEqual([]);
    });
  }
});

test.describe('content security policy once code loads on demand', () => {
  const watch = (page: Page) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    return violations;
  };

  test('/contact: Leaflet, the form schema and the notification region load without a violation', async ({ page }) => {
    const violations = watch(page);
    await page.route(/^https:\/\/(?!localhost)/, (route) => route.fulfill({ status: 204, body: '' }));
    await page.route('**/api/inquiries', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Down"}' }),
    );
    await page.goto('/contact');
    await hydrateAll(page);
    await page.getByRole('link', { name: 'Providence Office', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Map of our offices' })).toHaveAttribute('data-ready', 'true');
    const form = page.locator('form[data-inquiry-state="editing"]');
    await form.getByLabel('Full Name').fill('Ann Lee');
    await form.getByLabel('Email').fill('ann@example.com');
    await form.getByLabel('Phone').fill('4015550100');
    await form.getByLabel('Message').fill('Please call me about a home.');
    await form.getByLabel(/I consent/).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText('Down');
    expect(violations).toEqual([]);
  });

  test('/: the launch video dialog opens its player without a violation', async ({ page }) => {
    const violations = watch(page);
    await page.route(/^https:\/\/(?!localhost)/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>video</p>' }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch Launch Video' }).click();
    await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\//,
    );
    await expect(page.frameLocator('[data-video-frame] iframe').locator('p')).toHaveText('video');
    expect(violations).toEqual([]);
  });
});

test('robots.txt points to the sitemaps: the pages, and the listings in every language from the function', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  const [indexUrl = '', ...listingsUrls] = [...robots.matchAll(/Sitemap: (\S+)/g)].map((match) => match[1] ?? '');
  expect(indexUrl).toMatch(/\/sitemap-index\.xml$/);
  expect(listingsUrls.map((url) => new URL(url).pathname)).toEqual(LISTINGS_SITEMAP_PATHS);
  const index = await (await request.get(new URL(indexUrl).pathname)).text();
  const named = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? ''));
  expect(named.map((url) => url.pathname)).toEqual(expect.arrayContaining([...LISTINGS_SITEMAP_PATHS]));
  const pagesUrl = named.find((url) => !LISTINGS_SITEMAP_PATHS.includes(url.pathname));
  const sitemap = await (await request.get(pagesUrl?.pathname ?? '/missing')).text();
  for (const path of ['/', '/about', '/brokerage'])
    expect(sitemap).toContain(`${pagesUrl?.origin}${path === '/' ? '/' : path}<`);
  expect(sitemap).not.toContain('404');
  const listings = await request.get(listingsSitemapPath('pt'));
  expect(listings.headers()['content-type']).toBe('application/xml; charset=utf-8');
  // The local server names its own address; the demo's first listing is there with its date and its languages.
  expect(await listings.text()).toMatch(
    /<loc>http:\/\/localhost:\d+\/pt\/properties\/1<\/loc><lastmod>[^<]+<\/lastmod><xhtml:link rel="alternate" hreflang="en" href="http:\/\/localhost:\d+\/properties\/1"\/>/,
  );
});
