import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page, type Request as PwRequest, type Route } from '@playwright/test';
import { stubTiles } from './isolate.ts';
import { VALUATION_SENT } from '#src/features/leads/leads.ts';

// Each call to a function through the local server rebuilds it (@netlify/dev), several seconds on a busy
// machine, and islands hydrate when the browser is idle: wait longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const VALID = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '(401) 555-0100',
  message: 'Please call me about a waterfront home.',
};

/** Holds POST /api/inquiries until release() is called, then lets it reach the real server. */
async function holdInquiries(page: Page): Promise<{ release: () => void; requests: PwRequest[] }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requests: PwRequest[] = [];
  await page.route('**/api/inquiries', async (route: Route) => {
    requests.push(route.request());
    await gate;
    await route.continue();
  });
  return { release: () => release(), requests };
}

/** The held form was sent exactly once, as JSON with the valid fields and `interestType`, and thanked for. */
async function expectSentOnce(
  page: Page,
  held: Awaited<ReturnType<typeof holdInquiries>>,
  interestType: string,
): Promise<void> {
  await expect.poll(() => held.requests.length).toBe(1);
  held.release();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  expect(held.requests.map((request) => request.postDataJSON() as unknown)).toEqual([{ ...VALID, interestType }]);
}

/** The inquiry form once hydrated; `prerenderedForm` is the same form before (and after) it hydrates. */
const form = (page: Page) => page.locator('astro-island:not([ssr]) form[data-inquiry-state="editing"]');
const prerenderedForm = (page: Page) => page.locator('form[data-inquiry-state="editing"]');
const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const toast = (page: Page) => toastRegion(page).locator('li');

/** /contact with its form live: the form hydrates on the visitor's first use (client:interaction), here a focus. */
async function openContactForm(page: Page): Promise<void> {
  await stubTiles(page);
  await page.goto('/contact');
  await prerenderedForm(page).getByLabel('Full Name').focus();
  await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
}

async function fillInquiry(page: Page, values = VALID): Promise<void> {
  const scope = form(page);
  await scope.getByLabel('Full Name').fill(values.name);
  await scope.getByLabel('Email').fill(values.email);
  await scope.getByLabel('Phone').fill(values.phone);
  await scope.getByLabel("I'm Interested In").selectOption('Selling a Property');
  await scope.getByLabel('Message').fill(values.message);
  await scope.getByLabel(/I consent/).check();
}

test.describe('inquiry form (/contact)', () => {
  test('"Schedule Consultation" from a profile prefills the message with the advisor', async ({ page }) => {
    await stubTiles(page);
    await page.goto('/advisors/benjamin-hale');
    await page.getByRole('link', { name: 'Schedule Consultation' }).click();
    await expect(page).toHaveURL(/\/contact\?advisor=benjamin-hale#inquiry$/);
    const consultation = 'I would like to schedule a consultation with Benjamin Hale.';
    // Filled in before the form hydrates, and kept when it does.
    await expect(page.locator('astro-island[ssr] form').getByLabel('Message')).toHaveValue(consultation);
    await prerenderedForm(page).getByLabel('Full Name').focus();
    await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(form(page).getByLabel('Message')).toHaveValue(consultation);
  });

  test('shows every rule message under its field, announced, and nothing is sent', async ({ page }) => {
    await openContactForm(page);
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/inquiries')) posted += 1;
    });
    const scope = form(page);
    await expect(scope.getByLabel(/I consent/)).not.toBeChecked();
    await expect(scope.getByLabel("I'm Interested In")).toHaveValue('Buying a Property');
    await expect(scope.getByLabel("I'm Interested In").locator('option')).toHaveText([
      'Buying a Property',
      'Selling a Property',
      'Property Management',
      'Investment Opportunities',
      'Other',
      'Accessibility Feedback',
    ]);
    await scope.getByRole('button', { name: 'Send Message' }).click();
    await expect(scope.getByRole('alert')).toHaveText([
      'Full name is required',
      'Valid email is required',
      'Valid phone number is required',
      'Message must be at least 10 characters long',
      'You must consent to submit the form',
    ]);
    const name = scope.getByLabel('Full Name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Full name is required');
    await expect(name).toBeFocused();
    await name.fill('Ann');
    await expect(scope.getByText('Full name is required')).toHaveCount(0);
    expect(posted).toBe(0);
  });

  test('Submitting..., Thank You!, the success notice, and Send Another Message', async ({ page }) => {
    await openContactForm(page);
    const held = await holdInquiries(page);
    await fillInquiry(page);
    const submit = form(page).getByRole('button', { name: /Send Message|Submitting/ });
    await submit.click();
    await expect(submit).toHaveText('Submitting...');
    await expect(submit).toBeDisabled();
    held.release();

    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(toast(page)).toHaveCount(1);
    await expect(toast(page)).toContainText('Message Sent');
    await expect(toast(page)).toContainText("We'll be in touch with you shortly.");

    const request = held.requests[0]!;
    expect(request.postDataJSON()).toEqual({ ...VALID, interestType: 'Selling a Property' });
    expect(await request.headerValue('x-source-page')).toBe('/contact');

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    const scope = form(page);
    await expect(scope.getByLabel('Full Name')).toHaveValue('');
    await expect(scope.getByLabel('Full Name')).toBeFocused();
    await expect(scope.getByLabel('Message')).toHaveValue('');
    await expect(scope.getByLabel("I'm Interested In")).toHaveValue('Buying a Property');
    await expect(scope.getByLabel(/I consent/)).not.toBeChecked();
  });

  test('a failure keeps everything typed and shows the error notice with the server message', async ({ page }) => {
    await openContactForm(page);
    await page.route('**/api/inquiries', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Storage is unavailable.' }),
      }),
    );
    await fillInquiry(page);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('503: Storage is unavailable.');
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
    const scope = form(page);
    await expect(scope.getByLabel('Full Name')).toHaveValue(VALID.name);
    await expect(scope.getByLabel('Message')).toHaveValue(VALID.message);
    await expect(scope.getByLabel(/I consent/)).toBeChecked();
    await expect(scope.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);

    // A network failure has no message of its own: the fallback text shows, replacing the first notice.
    await page.unroute('**/api/inquiries');
    await page.route('**/api/inquiries', (route) => route.abort('connectionreset'));
    await scope.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toHaveCount(1);
    await expect(toast(page)).toContainText('Something went wrong. Please try again.');
  });

  test('the prerendered Send is never disabled, and the form posts (never a GET) without its island', async ({
    request,
  }) => {
    const html = await (await request.get('/contact')).text();
    const button = /<button type="submit"[^>]*>Send Message<\/button>/.exec(html)?.[0] ?? '';
    expect(button).not.toBe('');
    expect(button).not.toMatch(/\sdisabled[\s=>]/);
    const formTag = /<form\b[^>]*data-inquiry-state="editing"[^>]*>/.exec(html)?.[0] ?? '';
    expect(formTag).toContain('method="post"');
    expect(formTag).toContain('action="/api/inquiries"');
    expect(html).toMatch(/<astro-island\b[^>]*component-url="[^"]*InquiryForm[^"]*"[^>]*client="interaction"/);
  });

  test('Send pressed as the very first action, before the form hydrates, shows the rule messages at once', async ({
    page,
  }) => {
    await stubTiles(page);
    // Hold the form's code so that the press certainly comes before hydration.
    const code = Promise.withResolvers<undefined>();
    await page.route(/\/_astro\/InquiryForm\.[\w-]+\.js$/, async (route) => {
      await code.promise;
      await route.continue();
    });
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/inquiries')) posted += 1;
    });
    await page.goto('/contact');
    await page.locator('astro-island[ssr] form').getByRole('button', { name: 'Send Message' }).click();
    code.resolve(undefined);
    const scope = form(page);
    await expect(scope.getByRole('alert')).toHaveText([
      'Full name is required',
      'Valid email is required',
      'Valid phone number is required',
      'Message must be at least 10 characters long',
      'You must consent to submit the form',
    ]);
    await expect(scope.getByLabel('Full Name')).toBeFocused();
    expect(page.url()).toMatch(/\/contact$/);
    expect(posted).toBe(0);
  });

  test('a form filled and sent before it hydrates is sent once it is live, as JSON', async ({ page }) => {
    await stubTiles(page);
    const code = Promise.withResolvers<undefined>();
    await page.route(/\/_astro\/InquiryForm\.[\w-]+\.js$/, async (route) => {
      await code.promise;
      await route.continue();
    });
    const held = await holdInquiries(page);
    await page.goto('/contact');
    const prerendered = page.locator('astro-island[ssr] form');
    await prerendered.getByLabel('Full Name').fill(VALID.name);
    await prerendered.getByLabel('Email').fill(VALID.email);
    await prerendered.getByLabel('Phone').fill(VALID.phone);
    await prerendered.getByLabel('Message').fill(VALID.message);
    await prerendered.getByLabel(/I consent/).check();
    await prerendered.getByRole('button', { name: 'Send Message' }).click();
    code.resolve(undefined);
    await expectSentOnce(page, held, 'Buying a Property');
  });

  test("a 429 from the platform's rate limiter says in plain words to try again in a minute, and keeps the values", async ({
    page,
  }) => {
    await openContactForm(page);
    await page.route('**/api/inquiries', (route) =>
      route.fulfill({ status: 429, contentType: 'text/plain', body: 'Rate limit exceeded' }),
    );
    await fillInquiry(page);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText(
      'Too many messages were sent from your connection. Please try again in a minute.',
    );
    await expect(toast(page)).not.toContainText('429');
    const scope = form(page);
    await expect(scope.getByLabel('Full Name')).toHaveValue(VALID.name);
    await expect(scope.getByLabel('Email')).toHaveValue(VALID.email);
    await expect(scope.getByLabel('Message')).toHaveValue(VALID.message);
    await expect(scope.getByLabel(/I consent/)).toBeChecked();
  });

  test('what is typed before the form hydrates is kept, and sent', async ({ page }) => {
    await stubTiles(page);
    // Hold the form's code until everything is typed, so the typing certainly happens before hydration.
    const code = Promise.withResolvers<undefined>();
    let codeRequested = false;
    await page.route(/\/_astro\/InquiryForm\.[\w-]+\.js$/, async (route) => {
      codeRequested = true;
      await code.promise;
      await route.continue();
    });
    const held = await holdInquiries(page);
    await page.goto('/contact');
    const prerendered = page.locator('astro-island[ssr] form');
    // Nothing loads before the visitor uses the form.
    await page.waitForLoadState('load');
    expect(codeRequested).toBe(false);
    await prerendered.getByLabel('Full Name').fill(VALID.name);
    await expect.poll(() => codeRequested).toBe(true);
    await prerendered.getByLabel('Email').fill(VALID.email);
    await prerendered.getByLabel('Phone').fill(VALID.phone);
    await prerendered.getByLabel("I'm Interested In").selectOption('Other');
    await prerendered.getByLabel('Message').fill(VALID.message);
    await prerendered.getByLabel(/I consent/).check();
    await expect(prerendered).toHaveCount(1);
    code.resolve(undefined);

    const submit = form(page).getByRole('button', { name: /Send Message|Submitting/ });
    await expect(submit).toBeEnabled();
    const scope = form(page);
    await expect(scope.getByLabel('Full Name')).toHaveValue(VALID.name);
    await expect(scope.getByLabel('Message')).toHaveValue(VALID.message);
    await expect(scope.getByLabel(/I consent/)).toBeChecked();
    await submit.click();
    await expectSentOnce(page, held, 'Other');
  });

  test('when the form schema cannot download, the notice says so, everything typed stays, and a retry works', async ({
    page,
  }) => {
    let refuse = true;
    await page.route(/\/_astro\/inquiry\.[\w-]+\.js$/, (route) =>
      refuse ? route.abort('connectionreset') : route.continue(),
    );
    await openContactForm(page);
    await fillInquiry(page);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Something went wrong. Please try again.');
    const scope = form(page);
    await expect(scope.getByLabel('Full Name')).toHaveValue(VALID.name);
    await expect(scope.getByLabel('Message')).toHaveValue(VALID.message);
    await expect(scope.getByLabel(/I consent/)).toBeChecked();

    // Chromium keeps the failed module for the page, so the retry may post the form itself: either way the
    // inquiry reaches the API once, with what was typed, and the visitor is thanked.
    refuse = false;
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/inquiries')
        posts.push(request.postData() ?? '');
    });
    await scope.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(decodeURIComponent((posts[0] ?? '').replaceAll('+', ' '))).toContain(VALID.message);
  });

  test('before any notice the region is not loaded; F8 loads it and focuses it', async ({ page }) => {
    await openContactForm(page);
    await page.waitForTimeout(500);
    await expect(toastRegion(page)).toHaveCount(0);
    await page.keyboard.press('F8');
    await expect(toastRegion(page).locator('ol')).toBeFocused();
  });

  test('the notice disappears after 5000 ms', async ({ page }) => {
    await page.clock.install();
    await openContactForm(page);
    await fillInquiry(page);
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message Sent');
    await page.clock.runFor(4900);
    await expect(toast(page)).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast(page)).toHaveCount(0);
  });

  test('F8 moves focus to the one notification region, which is polite; a swipe right dismisses', async ({ page }) => {
    await openContactForm(page);
    await expect(page.locator('html[data-valuation-ready]')).toBeAttached();
    await fillInquiry(page);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page)).toContainText('Message Sent');
    // The page has two lead islands (the form and the valuation dialog) and still one region.
    await expect(toastRegion(page)).toHaveCount(1);
    await expect(page.locator('[aria-live="assertive"]')).toHaveCount(0);

    await page.keyboard.press('F8');
    await expect(toastRegion(page).locator('ol')).toBeFocused();

    const box = (await toast(page).boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 50, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + 90, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(toast(page)).toHaveCount(0);
  });
});

test.describe('home valuation dialog (/sell-your-home)', () => {
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Get Your Free Home Valuation' });

  async function openDialog(page: Page, button = 'Get My Home Valued'): Promise<void> {
    await stubTiles(page);
    if (!page.url().endsWith('/sell-your-home')) await page.goto('/sell-your-home');
    const opener = page.getByRole('button', { name: button });
    await expect(opener).toBeEnabled();
    await opener.click();
    await expect(dialog(page)).toBeVisible();
  }

  async function fillValuation(page: Page): Promise<void> {
    const scope = dialog(page);
    await scope.getByLabel('Full Name').fill('Ann Lee');
    await scope.getByLabel('Email').fill('ann@example.com');
    await scope.getByLabel('Phone').fill('(401) 555-0100');
    await scope.getByLabel('Street Address').fill('12 Ocean Road');
    await scope.getByLabel('City').fill('Newport');
    await scope.getByLabel('ZIP Code').fill('02840');
    await scope.getByLabel('Property Type').selectOption('single-family');
    await scope.getByLabel('Bedrooms').fill('4');
    await scope.getByLabel('Selling Timeline').selectOption('3-6-months');
    await scope.getByLabel('Occupancy').selectOption('owner-occupied');
    await scope.getByLabel('Condition').selectOption('excellent');
    await scope.getByLabel('Target Price').fill('1500000');
    await scope.getByLabel('Recent Upgrades or Renovations').fill('New kitchen in 2023');
    await scope.getByLabel(/I consent/).check();
  }

  test('its buttons are never disabled: a press before the dialog hydrates opens it once it has', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/sell-your-home')).text();
    const openers = [...html.matchAll(/<button\b[^>]*data-open-valuation[^>]*>/g)].map((match) => match[0]);
    expect(openers).toHaveLength(2);
    for (const opener of openers) expect(opener).not.toMatch(/\sdisabled[\s=>]/);
    await stubTiles(page);
    // Hold the dialog's code so that the press certainly comes before hydration.
    const code = Promise.withResolvers<undefined>();
    await page.route(/\/_astro\/ValuationDialog\.[\w-]+\.js$/, async (route) => {
      await code.promise;
      await route.continue();
    });
    await page.goto('/sell-your-home');
    await page.getByRole('button', { name: 'Free Market Analysis' }).click();
    await expect(dialog(page)).toBeHidden();
    code.resolve(undefined);
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByLabel('Full Name')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Free Market Analysis' })).toBeFocused();
  });

  test('both buttons open it; the required rules show; Escape and Cancel close it', async ({ page }) => {
    await openDialog(page);
    const scope = dialog(page);
    await expect(scope.getByLabel('Full Name')).toBeFocused();
    await expect(scope.getByLabel('State')).toHaveValue('RI');
    await expect(scope.getByLabel(/I consent/)).not.toBeChecked();
    await expect(scope.getByLabel('Property Type').locator('option')).toHaveText([
      'Select...',
      'Single-Family Home',
      'Condominium',
      'Townhouse',
      'Multi-Family',
      'Land',
      'Commercial',
      'Other',
    ]);
    await expect(scope.getByLabel('Selling Timeline').locator('option')).toHaveCount(5);
    await expect(scope.getByLabel('Occupancy').locator('option')).toHaveCount(4);
    await expect(scope.getByLabel('Condition').locator('option')).toHaveCount(5);

    await scope.getByRole('button', { name: 'Request Valuation' }).click();
    await expect(scope.getByRole('alert')).toHaveText([
      'Full name is required',
      'Valid email is required',
      'Valid phone number is required',
      'Property address is required',
      'City is required',
      'ZIP code is required',
      'Property type is required',
      'Selling timeline is required',
      'You must consent to submit the form',
    ]);
    await scope.getByLabel('State').fill('');
    await scope.getByRole('button', { name: 'Request Valuation' }).click();
    await expect(scope.getByText('State is required')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();

    await openDialog(page, 'Free Market Analysis');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Free Market Analysis' })).toBeFocused();
  });

  test('focus never reaches the page behind the dialog', async ({ page }) => {
    await openDialog(page);
    const scope = dialog(page);
    const close = scope.getByRole('button', { name: 'Close' });
    const submit = scope.getByRole('button', { name: 'Request Valuation' });
    /** Inside the dialog, on the page behind it, or nowhere (the browser's own toolbar has focus). */
    const focusPlace = () =>
      scope.evaluate((element) => {
        const active = document.activeElement;
        if (active && element.contains(active)) return 'inside';
        return !active || active === document.body ? 'nowhere' : 'behind';
      });
    // The native modal makes the page inert. Past the last control focus may rest on the dialog itself or on
    // the browser's toolbar for a press, then comes back round to the top; it never reaches the page behind.
    await submit.focus();
    const places: string[] = [];
    for (let step = 0; step < 3 && !(await close.evaluate((button) => button === document.activeElement)); step += 1) {
      await page.keyboard.press('Tab');
      places.push(await focusPlace());
    }
    await expect(close).toBeFocused();
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      places.push(await focusPlace());
    }
    expect(places).not.toContain('behind');
    expect(places.join(' ')).not.toContain('nowhere nowhere');
  });

  test('success posts the composed request, closes, and goes to the thank-you page naming the home', async ({
    page,
  }) => {
    await openDialog(page);
    const held = await holdInquiries(page);
    await fillValuation(page);
    const submit = dialog(page).getByRole('button', { name: /Request Valuation|Submitting/ });
    await submit.click();
    await expect(submit).toHaveText('Submitting...');
    await expect(submit).toBeDisabled();
    held.release();

    // The page without JavaScript lands on too (with the home's comparables when the MLS's sales are in).
    await expect(page).toHaveURL(/\/home-valuation\/thank-you\?town=newport&type=single-family&beds=4$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(VALUATION_SENT.title);
    await expect(page.getByText(VALUATION_SENT.description, { exact: true })).toBeVisible();

    const payload = held.requests[0]!.postDataJSON() as Record<string, string>;
    expect(Object.keys(payload).sort()).toEqual(['email', 'interestType', 'message', 'name', 'phone']);
    expect(payload).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '(401) 555-0100',
      interestType: 'Home Valuation',
    });
    expect(payload['message']?.split('\n')).toEqual([
      'Home valuation request',
      'Property address: 12 Ocean Road, Newport, RI 02840',
      'Property type: Single-Family Home',
      'Bedrooms: 4',
      'Selling timeline: 3-6 months',
      'Occupancy: Owner-occupied',
      'Condition: Excellent',
      'Target price: $1,500,000',
      'Upgrades: New kitchen in 2023',
    ]);
    expect(await held.requests[0]!.headerValue('x-source-page')).toBe('/sell-your-home');
  });

  test('failure keeps the dialog open with the data and shows a usable, announced destructive notice', async ({
    page,
  }) => {
    await openDialog(page);
    await page.route('**/api/inquiries', (route) => route.fulfill({ status: 500, body: '' }));
    await fillValuation(page);
    // Radix announces a notice through a short-lived live region: note where each one is added, and keep it.
    await page.evaluate(() => {
      const seen: { node: Element; inOpenDialog: boolean }[] = [];
      Object.assign(window, { announcers: seen });
      new MutationObserver((records) => {
        for (const added of records.flatMap((record) => [...record.addedNodes])) {
          if (added instanceof Element && added.matches('[role="status"][aria-live]'))
            seen.push({ node: added, inOpenDialog: added.closest('dialog[open]') !== null });
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await dialog(page).getByRole('button', { name: 'Request Valuation' }).click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('500: Internal Server Error');
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByLabel('Street Address')).toHaveValue('12 Ocean Road');
    await expect(dialog(page).getByLabel(/I consent/)).toBeChecked();
    // Everything outside the modal is inert, so the region and its announcement live inside the dialog.
    await expect(dialog(page).getByRole('region', { name: 'Notifications (F8)' })).toHaveCount(1);
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { announcers: { node: Element; inOpenDialog: boolean }[] }).announcers.map(
            ({ node, inOpenDialog }) => ({ inOpenDialog, text: node.textContent }),
          ),
        ),
      )
      .toEqual([{ inOpenDialog: true, text: expect.stringContaining('500: Internal Server Error') }]);
    // F8 reaches it from inside the dialog, and the notice sits above the modal's backdrop and can be used.
    await page.keyboard.press('F8');
    await expect(toastRegion(page).locator('ol')).toBeFocused();
    await toast(page).getByRole('button', { name: 'Close notification' }).click();
    await expect(toast(page)).toHaveCount(0);
    await expect(dialog(page)).toBeVisible();
  });

  test('opens and closes on a phone @mobile', async ({ page }) => {
    await openDialog(page);
    const box = (await dialog(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.height).toBeLessThanOrEqual(viewport.height);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
  });
});

test.describe('contact page', () => {
  test('has the heading, main phone, departments, offices with hours, and the FAQ with its links', async ({ page }) => {
    await stubTiles(page);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.locator('[data-main-phone]')).toHaveText('(401) 555-0100');
    await expect(page.locator('dl dt')).toHaveText(['Broker of Record', 'Corporate Inquiries', 'Media Inquiries']);
    for (const link of await page.locator('dl dd a').all()) await expect(link).toHaveAttribute('href', /^mailto:.+@/);
    const offices = page.locator('[data-office]');
    await expect(offices).toHaveCount(2);
    await expect(offices.nth(0)).toContainText('28 Caswell Street');
    await expect(offices.nth(1)).toContainText('225 Dyer Street');
    for (const office of await offices.all()) {
      await expect(office).toContainText('(401) 555-0100');
      await expect(office).toContainText('Monday-Friday 9:00 AM-4:00 PM');
      await expect(office).toContainText('Weekends by appointment');
    }
    const faq = page.locator('[data-contact-faq] details');
    await expect(faq.locator('summary')).toHaveText([/viewing/, /sellers/, /international clients/, /agent/]);
    await expect(faq.locator('a[href="/advisors"]')).toHaveCount(1);
    await expect(faq.locator('a[href="/sell-your-home"]')).toHaveCount(1);
    await expect(faq.locator('a[href^="https://"]').first()).toHaveAttribute('target', '_blank');
    await faq.nth(1).locator('summary').click();
    await expect(faq.nth(1).getByRole('link', { name: 'Sell Your Home' })).toBeVisible();
  });
});

test.describe('accessibility (axe)', () => {
  test('/contact with form errors has no violations', async ({ page }) => {
    await openContactForm(page);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(form(page).getByRole('alert')).toHaveCount(5);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });

  test('/sell-your-home with the dialog open and a notice showing has no violations', async ({ page }) => {
    await stubTiles(page);
    await page.goto('/sell-your-home');
    await page.route('**/api/inquiries', (route) => route.fulfill({ status: 500, body: '' }));
    const opener = page.getByRole('button', { name: 'Get My Home Valued' });
    await expect(opener).toBeEnabled();
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Request Valuation' }).click();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
});

const DURABILITY_TOTAL = 500;
const DURABILITY_CONCURRENCY = 50;

test.describe('inquiry store durability through the local server', () => {
  test(`${DURABILITY_TOTAL} inquiries, ${DURABILITY_CONCURRENCY} at a time, are stored exactly once with unique ids`, async ({
    request,
  }) => {
    test.setTimeout(5 * 60_000);
    const marker = `durability-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const send = async (number: number): Promise<string> => {
      const response = await request.post('/api/inquiries', {
        data: { ...VALID, interestType: 'Other', message: `${marker} number ${number}` },
      });
      const text = await response.text();
      expect(response.status(), text).toBe(201);
      return (JSON.parse(text) as { id: string }).id;
    };
    const ids: string[] = [];
    for (let start = 0; start < DURABILITY_TOTAL; start += DURABILITY_CONCURRENCY) {
      const size = Math.min(DURABILITY_CONCURRENCY, DURABILITY_TOTAL - start);
      ids.push(...(await Promise.all(Array.from({ length: size }, (_, index) => send(start + index)))));
    }
    expect(new Set(ids).size).toBe(DURABILITY_TOTAL);

    // Read back through the staff export, which opens a second Blobs server over the same local directory. The
    // local emulator's files can trail its answers under load (one full run's export saw none of the 500 that
    // were all on disk a moment later), so the export is read again until every row is there, for 30 s.
    let rows: string[] = [];
    await expect(async () => {
      const { stdout } = await promisify(execFile)(process.execPath, ['scripts/export-inquiries.ts', '--out', '-'], {
        maxBuffer: 256 * 1024 * 1024,
      });
      rows = stdout.split('\r\n').filter((line) => line.includes(marker));
      expect(rows).toHaveLength(DURABILITY_TOTAL);
    }).toPass({ timeout: 30_000, intervals: [1_000] });
    expect(new Set(rows.map((row) => row.split(',')[0]))).toEqual(new Set(ids));
  });
});
