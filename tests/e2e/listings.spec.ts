import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { pageCount, pageNumbers } from '#src/features/listings/paging.ts';
import { filterProperties } from '#src/features/listings/search.ts';
import { searchBodySchema } from '#src/schemas/search-body.ts';
import { foundText, listings } from './content-data.ts';

// Locally every function call starts a fresh worker (seconds on a busy machine), so allow for that.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const results = (page: Page) => page.locator('[data-island="property-search"] [data-results]');
const cards = (page: Page) => page.locator('[data-island="property-search"] [data-property-card]');
const chip = (page: Page, label: string) => page.getByRole('link', { name: new RegExp(`^Remove filter ${label}:`) });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

/** GET /api/properties, with or without a query. */
const LIST_API = /\/api\/properties(\?.*)?$/;

/** Every request the page makes to the listings API from now on. */
function apiRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/properties')) urls.push(request.url());
  });
  return urls;
}

/** Waits until the island has hydrated and finished loading. */
async function loaded(page: Page): Promise<void> {
  await page.locator('astro-island:not([ssr])').first().waitFor();
  await expect(results(page)).not.toHaveAttribute('data-results', 'loading');
}

test.describe('/properties search', () => {
  test('URL filters become chips in the HTML, nothing is fetched until the search changes, and a chip can be removed', async ({
    page,
  }) => {
    const fetched = apiRequests(page);
    await page.goto('/properties?location=Newport&type=Condo');
    await loaded(page);
    await expect(chip(page, 'Location')).toContainText('Location: Newport');
    await expect(chip(page, 'Type')).toContainText('Type: Condo');
    const newportCondos = foundText({ location: 'Newport', propertyType: 'Condo' });
    await expect(page.getByRole('heading', { level: 2, name: newportCondos })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Location' })).toHaveValue('Newport');
    await expect(page.getByRole('combobox', { name: 'Property Type' })).toHaveValue('Condo');

    expect(fetched).toEqual([]);

    const search = page.waitForRequest((r) => r.url().endsWith('/api/properties/search') && r.method() === 'POST');
    await chip(page, 'Type').click();
    expect((await search).postDataJSON()).toEqual({
      location: 'Newport',
      propertyType: '',
      priceRange: '',
      beds: '',
      limit: 6,
      offset: 0,
      sort: 'newest',
    });
    await expect(page).toHaveURL(/\/properties\?location=Newport$/);
    await expect(chip(page, 'Type')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: foundText({ location: 'Newport' }) })).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(6, listings.filter((p) => p.city === 'Newport').length));
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain('Newport, RI');
    await expect(pagination(page)).toHaveCount(0);

    await page.goBack();
    await expect(chip(page, 'Type')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: newportCondos })).toBeVisible();
  });

  test('without filters the list endpoint gives later pages; the form search updates the URL', async ({ page }) => {
    const fetched = apiRequests(page);
    await page.goto('/properties');
    await loaded(page);
    await expect(cards(page)).toHaveCount(6);
    expect(fetched).toEqual([]);
    const list = page.waitForRequest(
      (r) => r.url().endsWith('/api/properties?limit=6&offset=6&sort=newest') && r.method() === 'GET',
    );
    await pagination(page).getByRole('link', { name: 'Next' }).click();
    await list;
    await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(chip(page, 'Location')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Min price', exact: true }).selectOption('5000000');
    await page.getByRole('combobox', { name: 'Beds', exact: true }).selectOption('5');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/properties\?minPrice=5000000&beds=5$/);
    await expect(chip(page, 'Min price')).toContainText('Min price: $5M+');
    await expect(chip(page, 'Beds')).toContainText('Beds: 5+');
    await expect(
      page.getByRole('heading', { level: 2, name: foundText({ minPrice: '5000000', beds: '5' }) }),
    ).toBeVisible();
    await expect(pagination(page)).toHaveCount(0);
  });

  test('six per page: seven or more results give pages, kept in the URL, and Back returns', async ({ page }) => {
    await page.goto('/properties?price=1000000-2000000');
    await loaded(page);
    await expect(
      page.getByRole('heading', { level: 2, name: foundText({ priceRange: '1000000-2000000' }) }),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    const nav = pagination(page);
    const pages = pageCount(
      filterProperties(listings, searchBodySchema.parse({ priceRange: '1000000-2000000' })).length,
    );
    const pageLinks = pageNumbers(1, pages).flatMap((n) => (n === 'gap' ? [] : [String(n)]));
    await expect(nav.getByRole('link', { name: /^Page \d+$/ })).toHaveText(pageLinks);
    await expect(nav.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    const first = await cards(page).allInnerTexts();

    await nav.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/properties\?price=1000000-2000000&page=2$/);
    await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(6);
    expect(await cards(page).allInnerTexts()).not.toEqual(first);

    await page.goBack();
    await expect(page).toHaveURL(/\/properties\?price=1000000-2000000$/);
    await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(await cards(page).allInnerTexts()).toEqual(first);

    await page.goto(`/properties?price=1000000-2000000&page=${pages}`);
    await loaded(page);
    await expect(nav.getByRole('link', { name: `Page ${pages}` })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  test('a card shows the first image (lazy, sized), the Featured badge and the short price, and links to the detail', async ({
    page,
  }) => {
    await page.goto('/properties?location=02840');
    await loaded(page);
    const estate = page.locator('[data-property-card="1"]');
    await expect(estate.getByText('Featured', { exact: true })).toBeVisible();
    await expect(estate.locator('[data-price]')).toHaveText('$12.5M');
    await expect(estate).toContainText('7 Beds · 8.5 Baths · 9,800 sq ft · 910 m²');
    const image = estate.locator('img');
    await expect(image).toHaveAttribute('src', '/images/listings/1/1.webp');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '800');
    await expect(page.locator('[data-property-card="3"]').getByText('Featured', { exact: true })).toHaveCount(0);
    await estate.getByRole('link', { name: 'Ocean Drive Shingle-Style Estate' }).click();
    await expect(page).toHaveURL(/\/properties\/1$/);
  });

  test('card and gallery photos load from the Netlify Image CDN, resized to the chosen width, in AVIF', async ({
    page,
  }) => {
    /** The CDN parameters of the file the image shows, once loaded, and that file's own pixel width. */
    const loadedFromCdn = async (image: Locator) => {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // naturalWidth of a srcset image is scaled by its density; a plain Image of the same URL is not.
      const [currentSrc, fileWidth] = await image.evaluate(async (img: HTMLImageElement) => {
        const file = new Image();
        file.src = img.currentSrc;
        await file.decode();
        return [img.currentSrc, file.naturalWidth] as const;
      });
      const url = new URL(currentSrc);
      return {
        path: url.pathname,
        url: url.searchParams.get('url'),
        fm: url.searchParams.get('fm'),
        fileWidth,
        w: Number(url.searchParams.get('w')),
      };
    };
    await page.goto('/properties?location=02840');
    await loaded(page);
    const card = await loadedFromCdn(page.locator('[data-property-card="1"] img'));
    expect(card).toMatchObject({ path: '/.netlify/images', url: '/images/listings/1/1.webp', fm: 'avif' });
    expect(card.fileWidth).toBe(card.w);

    await page.goto('/properties/1');
    await page.locator('astro-island:not([ssr])').first().waitFor();
    const photo = await loadedFromCdn(page.locator('[data-gallery] img'));
    expect(photo).toMatchObject({ path: '/.netlify/images', url: '/images/listings/1/1.webp', fm: 'avif' });
    expect(photo.fileWidth).toBe(photo.w);
  });

  test('empty state', async ({ page }) => {
    await page.goto('/properties?location=Atlantis');
    await loaded(page);
    await expect(page.getByText('No properties found matching your criteria.', { exact: true })).toBeVisible();
    const all = page.getByRole('link', { name: 'View All Properties' });
    await expect(all).toHaveAttribute('href', '/properties');
    await all.click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByRole('heading', { level: 2, name: foundText() })).toBeVisible();
  });

  test('error state with Retry', async ({ page }) => {
    await page.goto('/properties');
    await loaded(page);
    await page.route(LIST_API, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await pagination(page).getByRole('link', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText(/There was an error loading the properties\. Please try again\./);
    await page.unroute(LIST_API);
    await page.getByRole('link', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 2, name: foundText() })).toBeVisible();
    await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('six skeleton cards while a page loads', async ({ page }) => {
    await page.goto('/properties');
    await loaded(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(LIST_API, async (route) => {
      await held;
      await route.continue();
    });
    await pagination(page).getByRole('link', { name: 'Next' }).click();
    await expect(page.locator('[data-island="property-search"] [data-skeleton]')).toHaveCount(6);
    release();
    await expect(cards(page)).toHaveCount(6);
    await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  });

  test('@mobile the search and the results work on a phone', async ({ page }) => {
    await page.goto('/properties?type=Land');
    await loaded(page);
    await expect(page.getByRole('heading', { level: 2, name: foundText({ propertyType: 'Land' }) })).toBeVisible();
    await chip(page, 'Type').click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(cards(page)).toHaveCount(6);
  });
});

test.describe('/properties before the island hydrates', () => {
  test('what the visitor typed stays, and the island then searches', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/PropertySearch.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/properties?location=Newport');
    await expect(cards(page).first()).toBeVisible();
    const location = page.getByRole('searchbox', { name: 'Location' });
    await location.fill('Bristol');
    release();
    await expect(page.locator('astro-island[opts*="PropertySearch"]')).not.toHaveAttribute('ssr');
    await expect(location).toHaveValue('Bristol');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/properties\?location=Bristol$/);
    await expect(page.getByRole('heading', { level: 2, name: foundText({ location: 'Bristol' }) })).toBeFocused();
  });
});

test.describe('/properties sorting before the island hydrates', () => {
  test('choosing an order sends the sort form at once', async ({ page }) => {
    // The island never hydrates here: its code is refused.
    await page.route('**/_astro/PropertySearch.*.js', (route) => route.abort());
    await page.goto('/properties');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await expect(page).toHaveURL(/\/properties\?sort=price-asc$/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  });
});

test.describe('/properties without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the results of /properties?location=Newport and ?page=2 are in the HTML', async ({ page }) => {
    await page.goto('/properties?location=Newport');
    await expect(page.getByRole('heading', { level: 2, name: foundText({ location: 'Newport' }) })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain('Newport, RI');
    await page.goto('/properties?page=2');
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(Math.min(6, listings.length - 6));
  });

  test('the GET form searches and pages on the server', async ({ page }) => {
    await page.goto('/properties');
    await expect(page.getByRole('heading', { level: 2, name: foundText() })).toBeVisible();
    const form = page.locator('form[role="search"]');
    await form.getByLabel('Location').fill('providence');
    await form.getByLabel('Property Type').selectOption('Condo');
    await form.getByRole('button', { name: 'Search' }).click();
    // The GET form sends its empty fields too (More filters' selects among them; an unchecked box sends nothing).
    await expect(page).toHaveURL(
      /\/properties\?location=providence&type=Condo&beds=&minPrice=&maxPrice=&baths=&sqft=&status=$/,
    );
    await expect(
      page.getByRole('heading', { level: 2, name: foundText({ location: 'providence', propertyType: 'Condo' }) }),
    ).toBeVisible();
    await expect(page.locator('[data-property-card="22"]')).toBeVisible();
    await expect(form.getByLabel('Location')).toHaveValue('providence');
    await expect(page.getByRole('link', { name: /^Remove filter Type:/ })).toBeVisible();

    await page.getByRole('link', { name: /^Remove filter Type:/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: foundText({ location: 'providence' }) })).toBeVisible();

    await page.goto('/properties?location=&type=&price=1000000-2000000&beds=');
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('/properties/{id}', () => {
  test('the prerendered HTML holds the listing, its metadata and JSON-LD', async ({ request }) => {
    const html = await (await request.get('/properties/7')).text();
    expect(html).toContain('<title>Jamestown Shores Contemporary | Flagship Luxury Realty</title>');
    expect(html).toContain('$2,890,000');
    expect(html).toContain('61 Conanicut Point Road, Jamestown, RI 02835');
    expect(html).toContain('Floor-to-ceiling glass frames the East Passage');
    expect(html).toMatch(
      /<meta name="description" content="[^"]*Contact Victor Almeida to arrange a private showing\.">/,
    );
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/images\/listings\/7\/1\.webp">/);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1] ?? 'null') as { '@type': string },
    );
    expect(blocks.find((block) => block['@type'] === 'RealEstateListing')).toMatchObject({
      name: 'Jamestown Shores Contemporary',
      offers: { price: 2890000 },
    });

    const noAdvisor = await (await request.get('/properties/20')).text();
    expect(noAdvisor).toMatch(
      /<meta name="description" content="[^"]*Contact our team to arrange a private showing\.">/,
    );
  });

  test('shows breadcrumbs, price, listed date, status, stats and sections', async ({ page }) => {
    await page.goto('/properties/2');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText([
      'Home',
      'Properties',
      'Bellevue Avenue Gilded Age Residence',
    ]);
    await expect(crumbs.getByRole('link', { name: 'Properties' })).toHaveAttribute('href', '/properties');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bellevue Avenue Gilded Age Residence');
    await expect(page.locator('[data-property] [data-price]')).toHaveText('$8,950,000');
    await expect(page.getByText('Listed July 18, 2025')).toBeVisible();
    await expect(page.locator('[data-status]')).toHaveAttribute('data-variant', 'secondary');
    for (const label of ['Bedrooms', 'Bathrooms', 'Square Feet', 'Property Type'])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    for (const heading of ['About This Property', 'Features & Amenities', 'Location', 'Interested in this property?']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await page.goto('/properties/1');
    await expect(page.locator('[data-status]')).toHaveAttribute('data-variant', 'default');
  });

  test('gallery arrows and dots wrap at both ends; arrow keys work', async ({ page }) => {
    await page.goto('/properties/1');
    await page.locator('astro-island:not([ssr])').first().waitFor();
    const gallery = page.locator('[data-gallery]');
    const image = gallery.locator('img');
    await expect(image).toHaveAttribute('src', '/images/listings/1/1.webp');
    await expect(gallery.locator('[data-gallery-dot]')).toHaveCount(5);
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect(image).toHaveAttribute('src', '/images/listings/1/5.webp');
    await expect(gallery.getByRole('button', { name: 'Show photo 5 of 5' })).toHaveAttribute('aria-current', 'true');
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(image).toHaveAttribute('src', '/images/listings/1/1.webp');
    await gallery.getByRole('button', { name: 'Show photo 3 of 5' }).click();
    await expect(image).toHaveAttribute('src', '/images/listings/1/3.webp');
    await gallery.locator('a[data-gallery-open]').focus();
    await page.keyboard.press('ArrowRight');
    await expect(image).toHaveAttribute('src', '/images/listings/1/4.webp');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(image).toHaveAttribute('src', '/images/listings/1/2.webp');
  });

  test('@mobile a swipe changes the photo and wraps', async ({ page }) => {
    await page.goto('/properties/1');
    await page.locator('astro-island:not([ssr])').first().waitFor();
    const gallery = page.locator('[data-gallery]');
    const image = gallery.locator('img');
    const box = (await image.boundingBox())!;
    const swipe = async (from: number, to: number) => {
      const y = box.y + box.height / 2;
      await image.dispatchEvent('pointerdown', {
        clientX: from,
        clientY: y,
        pointerType: 'touch',
        isPrimary: true,
        bubbles: true,
      });
      await image.dispatchEvent('pointerup', {
        clientX: to,
        clientY: y,
        pointerType: 'touch',
        isPrimary: true,
        bubbles: true,
      });
    };
    await swipe(box.x + 40, box.x + box.width - 40);
    await expect(image).toHaveAttribute('src', '/images/listings/1/5.webp');
    await swipe(box.x + box.width - 40, box.x + 40);
    await expect(image).toHaveAttribute('src', '/images/listings/1/1.webp');
    await swipe(box.x + 100, box.x + 80);
    await expect(image).toHaveAttribute('src', '/images/listings/1/1.webp');
  });

  test('the advisor card links to the advisor profile by slug', async ({ page }) => {
    await page.goto('/properties/1');
    const card = page.locator('[data-advisor-card]');
    await expect(card.getByRole('heading', { name: 'Alexandra Whitmore' })).toBeVisible();
    await expect(card.getByText('Advisor', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: '(401) 555-0110' })).toHaveAttribute('href', 'tel:+14015550110');
    await expect(card.getByRole('link', { name: 'View Advisor Profile' })).toHaveAttribute(
      'href',
      '/advisors/alexandra-whitmore',
    );
  });

  for (const id of ['0', '-1', 'abc', '999999']) {
    test(`"${id}" shows Property Not Found`, async ({ page }) => {
      const response = await page.goto(`/properties/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Property Not Found' })).toBeVisible();
      await expect(page.getByText("The property you're looking for doesn't exist or has been removed.")).toBeVisible();
      await expect(page.getByRole('link', { name: 'View All Properties' })).toHaveAttribute('href', '/properties');
      await expect(page).toHaveTitle(/^Property Not Found \|/);
    });
  }

  test('@mobile the detail page reads well on a phone', async ({ page }) => {
    await page.goto('/properties/13');
    await expect(page.getByRole('heading', { level: 1, name: 'Narragansett Ocean Road Residence' })).toBeVisible();
    await expect(page.locator('[data-property] [data-price]')).toHaveText('$4,350,000');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('API through the local server', () => {
  test('/api/properties/search and /api/properties/{id} never shadow each other', async ({ request }) => {
    const get = await request.get('/api/properties/search');
    expect(get.status()).toBe(405);
    expect(get.headers()['allow']).toBe('POST');
    const post = await request.post('/api/properties/search', {
      data: { location: 'bristol', propertyType: '', priceRange: '', beds: '' },
    });
    expect(post.status()).toBe(200);
    expect(((await post.json()) as { city: string }[]).map((p) => p.city)).toEqual(['Bristol', 'Bristol']);
    expect((await request.get('/api/properties/3')).status()).toBe(200);
    expect((await request.get('/api/properties/abc')).status()).toBe(400);
    expect((await request.get('/api/properties/999999')).status()).toBe(404);
    expect((await request.post('/api/properties/3', { data: {} })).status()).toBe(405);
  });

  test('status codes for bad bodies', async ({ request }) => {
    const notJson = await request.post('/api/properties/search', {
      data: 'location=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status()).toBe(415);
    const big = await request.post('/api/properties/search', { data: { location: 'x'.repeat(20_000) } });
    expect(big.status()).toBe(413);
    const bad = await request.post('/api/properties/search', { data: { beds: 'many' } });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { beds: expect.any(String) } });
  });
});

test.describe('accessibility', () => {
  // /properties/1 is in tests/e2e/a11y.spec.ts; these are states of their own.
  for (const path of ['/properties?price=1000000-2000000', '/properties/999999']) {
    test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
      await page.goto(path);
      if (path.includes('?')) await page.locator('astro-island:not([ssr])').first().waitFor();
      await expect(page.locator('[data-results="loading"]')).toHaveCount(0);
      // The shared chrome is checked by its own spec; this covers the listings content.
      const { violations } = await new AxeBuilder({ page })
        .include('main')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
