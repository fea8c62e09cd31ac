// SEO and markup checks over every built page: metadata, JSON-LD, image sizes and font loading.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages, dist, jsonLdBlocks, metaContent } from './html.ts';
import { FACES, cssWeight, partsOf } from '#scripts/fonts/faces.ts';
import { PART_LANGUAGES, type PartLanguage } from '#scripts/fonts/glyph-set.ts';
import { fontVariable } from '#src/lib/web-fonts.ts';
import { DEFAULT_LOCALE, isLocale } from '#src/schemas/locale.ts';

const pages = await builtPages();
/** Pages served for unknown paths: excluded from uniqueness, kept out of the index. */
const isFallback = (route: string) => /^\/404$|\/not-found$|^\/properties\/listing$/.test(route);
const canonicalPath = (html: string) =>
  new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? 'https://x/').pathname;
/**
 * Pages that are their own canonical URL, and not kept out of the index (a page in a language it is not
 * translated into yet); a duplicate such as /sell points to its original.
 */
const indexable = pages.filter(
  (page) =>
    !isFallback(page.route) &&
    canonicalPath(page.html) === page.route &&
    metaContent(page.html, 'name', 'robots') !== 'noindex',
);
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

  // Within a language: a name such as "Flagship Cares" is the page's title in every language.
  it('titles and descriptions are unique across the indexable pages of a language', () => {
    const duplicates = (values: (string | undefined)[]) =>
      values.filter((value, index) => values.indexOf(value) !== index);
    const languageOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
    for (const language of new Set(indexable.map((p) => languageOf(p.html)))) {
      const same = indexable.filter((p) => languageOf(p.html) === language);
      expect(duplicates(same.map((p) => titleOf(p.html))), language).toEqual([]);
      expect(duplicates(same.map((p) => metaContent(p.html, 'name', 'description'))), language).toEqual([]);
    }
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
    [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*as="font"[^>]*>/g)].map(
      ([tag]) => /href="([^"]+)"/.exec(tag)?.[1],
    );
  const fontFaces = (html: string) => html.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  /** The faces with a file of their own (the others are the fallbacks, local() faces). */
  const webFaces = (html: string) => fontFaces(html).filter((face) => /src:\s*url\(/.test(face));
  const familyOf = (face: string) => /font-family:\s*"?([^";]+)"?;/.exec(face)?.[1] ?? '';
  const urlOf = (face: string) => /url\("?([^")]+)"?\)/.exec(face)?.[1] ?? '';
  /** The page's language (<html lang>), whose first-screen parts it declares; none for English. */
  const languageOf = (html: string): PartLanguage | undefined => {
    const lang = /<html\b[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? '';
    if (!isLocale(lang)) throw new Error(`<html lang="${lang}"> is no language of the site`);
    return PART_LANGUAGES.find((language) => language === lang);
  };
  /** Each part of each face (scripts/fonts/faces.ts) as the page declares it for its language: its @font-face. */
  const declaredParts = (html: string) =>
    FACES.flatMap((face) =>
      partsOf(face, languageOf(html)).map(({ part, file, firstScreen, unicodeRange }) => ({
        name: `${face.family} ${cssWeight(face)} ${part}`,
        file,
        firstScreen,
        rules: webFaces(html).filter(
          (rule) =>
            familyOf(rule).startsWith(`${face.family}-`) &&
            rule.includes(`font-weight:${cssWeight(face)};`) &&
            rule.includes(`unicode-range:${unicodeRange};`),
        ),
      })),
    );
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it.each(pages.map((p) => [p.route, p] as const))(
    "%s declares each part of each face once: the first screen's optional, the others swapping, each over a metric-matched fallback",
    (_, { html }) => {
      const faces = fontFaces(html);
      const parts = declaredParts(html);
      expect(webFaces(html)).toHaveLength(parts.length);
      // The theme's variables (src/styles/global.css) of the page's language, and no other's.
      const locale = languageOf(html) ?? DEFAULT_LOCALE;
      const variables = [...html.matchAll(/(--font-[a-z-]+):/g)].map(([, variable]) => variable);
      expect(variables.toSorted()).toEqual(
        [fontVariable('--font-inter', locale), fontVariable('--font-playfair', locale)].toSorted(),
      );
      for (const { name, file, firstScreen, rules } of parts) {
        expect(rules, name).toHaveLength(1);
        const [rule = ''] = rules;
        expect(rule, name).toMatch(firstScreen ? /font-display:\s*optional/ : /font-display:\s*swap/);
        // The committed file of the part in the page's language, as the build serves it.
        const served = join(dist, urlOf(rule));
        expect(existsSync(served) && readFileSync(served).equals(readFileSync(file)), name).toBe(true);
        // A fallback face of the same weight, sized like the web face, so that the fonts move no text; on
        // systems without Arial or Times New Roman, a local font of the same metrics.
        const weight = /font-weight:\s*([^;]+);/.exec(rule)![1]!;
        const fallback = faces.find(
          (f) => f.includes(`${familyOf(rule)} fallback`) && f.includes(`font-weight:${weight};`),
        );
        expect(fallback, name).toMatch(/size-adjust:\s*[\d.]+%/);
        expect(fallback, name).toMatch(/src:local\("(Arial|Times New Roman)"\),local\("Liberation (Sans|Serif)"\)/);
      }
    },
  );

  it.each(pages.map((p) => [p.route, p] as const))(
    '%s preloads exactly the parts its first screen draws, after its own preloads, and the policy allows its font CSS',
    (_, { html }) => {
      const firstScreen = declaredParts(html)
        .filter((part) => part.firstScreen)
        .map(({ rules }) => urlOf(rules[0] ?? ''));
      expect(preloads(html).toSorted()).toEqual(firstScreen.toSorted());
      // The LCP image's preload (a page's own, in its head slot) comes first.
      const image = html.indexOf('rel="preload" as="image"');
      if (image >= 0) expect(image).toBeLessThan(html.indexOf('as="font"'));
      const fontCss = [...html.matchAll(/<style>([^<]*)<\/style>/g)].find(([, css]) =>
        css?.includes('@font-face'),
      )?.[1];
      const policy = metaContent(html, 'http-equiv', 'content-security-policy') ?? '';
      expect(policy).toContain(sha256(fontCss ?? 'missing'));
    },
  );
});
