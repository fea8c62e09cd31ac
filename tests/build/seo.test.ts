// SEO and markup checks over every built page: metadata, JSON-LD, image sizes and font loading.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages, dist, jsonLdBlocks, metaContent } from './html.ts';
import { PARTS } from '#scripts/fonts/glyph-set.ts';

const pages = await builtPages();
/** Pages served for unknown paths: excluded from uniqueness, kept out of the index. */
const isFallback = (route: string) => /^\/404$|\/not-found$|^\/properties\/listing$/.test(route);
const canonicalPath = (html: string) =>
  new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? 'https://x/').pathname;
/** Pages that are their own canonical URL; a duplicate such as /sell points to its original. */
const indexable = pages.filter((page) => !isFallback(page.route) && canonicalPath(page.html) === page.route);
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('metadata', () => {
  it.each(pages.map((p) => [p.route, p] as const))(
    '%s has a title, description, canonical, Open Graph and Twitter tags',
    (_, { html }) => {
      expect(titleOf(html)).toBeTruthy();
      expect(metaContent(html, 'name', 'description')?.length ?? 0).toBeGreaterThan(50);
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
      for (const key of ['og:type', 'og:title', 'og:description', 'og:url', 'og:image'])
        expect(metaContent(html, 'property', key), key).toBeTruthy();
      for (const key of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image'])
        expect(metaContent(html, 'name', key), key).toBeTruthy();
    },
  );

  it('titles and descriptions are unique across indexable pages', () => {
    const duplicates = (values: (string | undefined)[]) =>
      values.filter((value, index) => values.indexOf(value) !== index);
    expect(duplicates(indexable.map((p) => titleOf(p.html)))).toEqual([]);
    expect(duplicates(indexable.map((p) => metaContent(p.html, 'name', 'description')))).toEqual([]);
  });

  it('/sell names /sell-your-home as its canonical page', () => {
    expect(canonicalPath(pages.find((p) => p.route === '/sell')?.html ?? '')).toBe('/sell-your-home');
  });

  it('fallback pages are not indexed', () => {
    for (const page of pages.filter((p) => isFallback(p.route)))
      expect(metaContent(page.html, 'name', 'robots'), page.route).toBe('noindex');
  });
});

describe('JSON-LD', () => {
  it.each(pages.map((p) => [p.route, p] as const))('%s carries the brokerage with both offices', (_, { html }) => {
    const agent = jsonLdBlocks(html).find((block) => block['@type'] === 'RealEstateAgent');
    expect(agent).toMatchObject({
      '@context': 'https://schema.org',
      name: expect.any(String),
      telephone: expect.any(String),
    });
    const offices = agent?.['department'] as { address: Record<string, string>; geo: Record<string, number> }[];
    expect(offices).toHaveLength(2);
    for (const office of offices) {
      expect(office.address).toMatchObject({
        '@type': 'PostalAddress',
        streetAddress: expect.any(String),
        postalCode: expect.stringMatching(/^\d{5}$/),
      });
      expect(office.geo).toMatchObject({
        '@type': 'GeoCoordinates',
        latitude: expect.any(Number),
        longitude: expect.any(Number),
      });
    }
  });

  it('pages that show breadcrumbs describe them as a BreadcrumbList', () => {
    for (const { route, html } of pages.filter((p) => /aria-label="Breadcrumb"/i.test(p.html))) {
      const list = jsonLdBlocks(html).find((block) => block['@type'] === 'BreadcrumbList');
      expect(list, route).toBeDefined();
      const items = list?.['itemListElement'] as { position: number; name: string }[];
      expect(
        items.map((item) => item.position),
        route,
      ).toEqual(items.map((_, index) => index + 1));
    }
  });
});

describe('images', () => {
  it.each(pages.map((p) => [p.route, p] as const))('%s: every <img> has width and height', (_, { html }) => {
    const missing = [...html.matchAll(/<img\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag));
    expect(missing).toEqual([]);
  });
});

describe('fonts', () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*as="font"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])![1]!);
  const fontFaces = (html: string) => html.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  /** The faces with a file of their own (the others are the fallbacks, local() faces). */
  const webFaces = (html: string) => fontFaces(html).filter((face) => /src:\s*url\(/.test(face));

  // One preload, the headings' face: more would share the first second of a slow connection with the page.
  it.each(pages.map((p) => [p.route, p] as const))("%s preloads one font: the headings' face", (_, { html }) => {
    const fonts = preloads(html);
    expect(fonts).toHaveLength(1);
    const href = fonts[0]!;
    expect(href).toMatch(/^\/_astro\/.+\.woff2$/);
    expect(existsSync(join(dist, href))).toBe(true);
    const face = webFaces(html).find((f) => f.includes(href));
    expect(face).toMatch(/font-family:\s*"Playfair Display[^;]*;/);
    expect(face).toMatch(/font-weight:\s*400;/);
    expect(face).toMatch(/font-style:\s*normal;/);
    // Its core file, never the extended one (accented letters), which few pages need.
    expect(face).toContain(`unicode-range:${PARTS.core.unicodeRange};`);
  });

  it.each(pages.map((p) => [p.route, p] as const))(
    '%s: the preloaded face swaps, the others are optional, their files exist, and each has a metric-matched fallback',
    (_, { html }) => {
      const faces = fontFaces(html);
      // Playfair Display 400 and 600, Inter 400, 500 and 600 (scripts/fonts/faces.ts), a core and an extended
      // file each.
      expect(webFaces(html)).toHaveLength(10);
      // Playfair (preloaded) swaps; Inter's cores are optional, so they never reflow text that has painted;
      // every extended file (accented letters) swaps, so that no letter stays in the fallback beside its word.
      for (const face of webFaces(html)) {
        const core = face.includes(`unicode-range:${PARTS.core.unicodeRange};`);
        expect(face).toMatch(face.includes('Inter') && core ? /font-display:\s*optional/ : /font-display:\s*swap/);
      }
      for (const face of webFaces(html)) {
        const href = /url\("?([^")]+)"?\)/.exec(face)![1]!;
        expect(existsSync(join(dist, href)), href).toBe(true);
        // A fallback face of the same weight, sized like the web face, so that the swap moves no text.
        const family = /font-family:\s*"?([^";]+)"?;/.exec(face)![1]!;
        const weight = /font-weight:\s*([^;]+);/.exec(face)![1]!;
        expect(
          faces.some(
            (f) =>
              f.includes(`${family} fallback`) &&
              f.includes(`font-weight:${weight};`) &&
              /size-adjust:\s*[\d.]+%/.test(f),
          ),
          `${family} ${weight}`,
        ).toBe(true);
      }
    },
  );
});
