import type { BrowserContext, Locator, Page } from '@playwright/test';

/** A font the browser drew an element's own text with: its family, and whether it came from a web font file. */
export interface DrawnFont {
  family: string;
  webFont: boolean;
}

/**
 * The fonts Chromium actually drew the element's text with (DevTools' "Rendered Fonts"): a computed
 * font-family only names what was asked for, and a web face that missed its moment would leave the fallback.
 */
export async function drawnFonts(page: Page, target: Locator): Promise<DrawnFont[]> {
  const marker = `drawn-${String(Math.random()).slice(2)}`;
  await target.evaluate((element, value) => element.setAttribute('data-drawn-fonts', value), marker);
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await session.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[data-drawn-fonts="${marker}"]`,
    });
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => ({ family: font.familyName, webFont: font.isCustomFont }));
  } finally {
    await session.detach();
    await target.evaluate((element) => element.removeAttribute('data-drawn-fonts'));
  }
}

/** Every font file request of the context is refused, as when the web fonts cannot be had. */
export const blockFonts = (context: BrowserContext) => context.route(/\.woff2$/, (route) => route.abort());

/**
 * Requests the files a page preloads from the server once, and serves them to the page from memory, as a CDN
 * near the visitor would answer; the page's stylesheets wait until they are served. An optional font has
 * about 100 ms from its first use: with the stylesheets first, the browser could start laying out while a
 * font was still in Playwright's interception (a busy two-core machine, a browser just started), and keep
 * its fallback. On a real first visit the preloads start with the document, ahead of the stylesheet. The
 * browser's own cache stays empty.
 */
export async function warmPreloads(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const hrefs = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(([, href]) => href ?? '');
  const served: Promise<void>[] = [];
  for (const href of hrefs) {
    const font = await page.request.get(href);
    const body = await font.body();
    const headers = font.headers();
    let done = () => {};
    served.push(new Promise<void>((resolve) => (done = resolve)));
    await page.route(`**${href}`, async (route) => {
      await route.fulfill({ status: 200, body, headers });
      done();
    });
  }
  await page.route(/\.css$/, async (route) => {
    await Promise.all(served);
    await route.continue();
  });
  return hrefs;
}
