// SEO and markup checks over every built page: metadata, JSON-LD, image sizes and font loading.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
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
  const preloads = (html: string) => html.match(/<link\b[^>]*rel="preload"[^>]*as="font"[^>]*>/g) ?? [];
  const fontFaces = (html: string) => html.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  /** The faces with a file of their own (the others are the fallbacks, local() faces). */
  const webFaces = (html: string) => fontFaces(html).filter((face) => /src:\s*url\(/.test(face));
  const familyOf = (face: string) => /font-family:\s*"?([^";]+)"?;/.exec(face)?.[1] ?? '';
  const inlineBlocks = (html: string, tag: 'style' | 'script') =>
    [...html.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map(([, body]) => body ?? '');
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  // The fonts wait for the first page's load (src/lib/web-fonts.ts), so none is preloaded.
  it.each(pages.map((p) => [p.route, p] as const))('%s preloads no font', (_, { html }) => {
    expect(preloads(html)).toEqual([]);
  });

  it.each(pages.map((p) => [p.route, p] as const))(
    '%s: the cores are optional and the extended files swap, their files exist, and each has a metric-matched fallback',
    (_, { html }) => {
      const faces = fontFaces(html);
      // Playfair Display 400 and 600, Inter 400, 500 and 600 (scripts/fonts/faces.ts), a core and an extended
      // file each.
      expect(webFaces(html)).toHaveLength(10);
      for (const face of webFaces(html)) {
        const core = face.includes(`unicode-range:${PARTS.core.unicodeRange};`);
        expect(face).toMatch(core ? /font-display:\s*optional/ : /font-display:\s*swap/);
        const href = /url\("?([^")]+)"?\)/.exec(face)![1]!;
        expect(existsSync(join(dist, href)), href).toBe(true);
        // A fallback face of the same weight, sized like the web face, so that the fonts move no text.
        const weight = /font-weight:\s*([^;]+);/.exec(face)![1]!;
        expect(
          faces.some(
            (f) =>
              f.includes(`${familyOf(face)} fallback`) &&
              f.includes(`font-weight:${weight};`) &&
              /size-adjust:\s*[\d.]+%/.test(f),
          ),
          `${familyOf(face)} ${weight}`,
        ).toBe(true);
      }
    },
  );

  it.each(pages.map((p) => [p.route, p] as const))(
    '%s: until <html> has data-web-fonts, every font variable names its fallback faces and no web font; the policy allows the inline CSS and script',
    (_, { html }) => {
      const webFamilies = new Set(webFaces(html).map(familyOf));
      const variables = [...html.matchAll(/:root\{(--font-[^}]*)\}/g)].flatMap(([, body]) =>
        (body ?? '').split(';').filter(Boolean),
      );
      const beforeLoad = /:root:not\(\[data-web-fonts\]\)\{([^}]*)\}/.exec(html)?.[1] ?? '';
      expect(variables.length).toBeGreaterThanOrEqual(2);
      for (const declaration of variables) {
        const [name, stack = ''] = declaration.split(/:(.*)/s);
        const held = beforeLoad.split(';').find((d) => d.startsWith(`${name ?? ''}:`)) ?? '';
        expect(held, name).toContain(' fallback: ');
        for (const family of webFamilies) expect(held, name).not.toMatch(new RegExp(`${family}"?(,|$)`));
        // The same stack once the web font is let in, without it.
        expect(stack.replace(/^[^,]+,/, ''), name).toBe(held.slice(`${name ?? ''}:`.length));
      }
      const policy = metaContent(html, 'http-equiv', 'content-security-policy') ?? '';
      const heldCss = inlineBlocks(html, 'style').find((css) => css.includes(':root:not([data-web-fonts])'));
      const early = inlineBlocks(html, 'script').find((js) => js.includes('data-web-fonts'));
      expect(policy).toContain(sha256(heldCss ?? 'missing'));
      expect(policy).toContain(sha256(early ?? 'missing'));
    },
  );
});
