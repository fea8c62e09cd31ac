// @ts-check
import { defineConfig, fontProviders, sharpImageService } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import netlify from '@netlify/vite-plugin';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ISLAND_RUNTIME_CODE,
  ISLAND_RUNTIME_FILE,
  moveIslandStyleToHead,
  withIslandRuntimeFile,
} from '#src/lib/island-head.ts';
import { withUnusedHashesDropped } from '#src/lib/page-policy.ts';
import { withoutIslandWords } from '#src/lib/islands.ts';
import { moduleLexerReady, staticImportsOf, withModulePreloads } from '#src/lib/module-preloads.ts';
import { PAGE_CSP_DIRECTIVES } from '#src/lib/security.ts';
import { LISTINGS_SITEMAP_PATHS } from '#src/lib/paths.ts';
import { SITE_ORIGIN } from '#src/lib/site-origin.ts';
import { DEFAULT_LOCALE, LOCALES } from '#src/schemas/locale.ts';
import { OFFLINE_NETLIFY_FEATURES } from '#scripts/netlify-offline.ts';
import { PARAGLIDE_OPTIONS } from '#scripts/paraglide.ts';
import { builtPageLocale, localePath, localizeLinks } from '#src/lib/i18n.ts';
import { interactionDirective } from '#src/directives/integration.ts';
import { listingTemplateFile } from '#src/features/listing-page/listing-page.ts';
import { MARKET_PAGE_PATHS, marketTemplateFile } from '#src/features/market-page/market-page.ts';
import {
  ADVISOR_TEMPLATES_DIR,
  advisorTemplateFile,
  rendersOnRequest,
} from '#src/features/advisor-page/advisor-page.ts';
import { teamMembers } from '#src/features/team/team-data.server.ts';
import { contentRules } from '#src/features/cms/content-files.server.ts';
import { FACES, cssWeight, partsOf } from '#scripts/fonts/faces.ts';
import { fontVariable } from '#src/lib/web-fonts.ts';
import { PART_LANGUAGES } from '#scripts/fonts/glyph-set.ts';

// No @astrojs/netlify adapter: any adapter turns this into a server build whose catch-all
// function would shadow netlify.toml redirects. Netlify serves the prebuilt dist/ as is.
// The vite plugin emulates Functions, Blobs, redirects and headers during `astro dev` only.
const isDev = process.argv.includes('dev');

/**
 * Pages that exist only to be served for unknown paths, the CMS, /saved (per browser) and the noindex pages of
 * the forms without JavaScript (the inquiry form's template, the thank-you pages, the showing request's) stay out of the sitemap; so do
 * the prebuilt listing pages, since /sitemap-listings.xml and its languages' files (a function) list every
 * listing, the MLS feed's too, once; and /sell in the other languages, a copy of /sell-your-home that names it as canonical (English's stays,
 * as it always was, with no alternates).
 */
const notInSitemap =
  /\/admin$|\/saved$|\/404$|\/not-found$|\/listing-template$|\/market-template$|\/contact\/(?:message|thank-you)$|\/home-valuation\/thank-you$|\/showings\/requested$|\/(?:es|pt|fr)\/sell$|\/alerts(?:\/check-inbox)?$|^https?:\/\/[^/]+(?:\/(?:es|pt|fr))?\/properties\/\d+$/;

/**
 * The home page's one script is a file rather than inline (Astro inlines a small script without imports): the
 * page's HTML must fit in TCP's first window (README, Lighthouse), and the featured homes took the room. The
 * browser fetches it beside the page and keeps it in its cache. Astro names a component's script chunk after
 * the component (src/components/home/HomeScript.astro).
 */
const HOME_SCRIPT = /\/HomeScript\.astro_astro_type_script_/;

/**
 * Fix-ups of every built page, the function-rendered pages' templates among them: Astro writes its island
 * <style> in <body>, which HTML does not allow, so it moves into <head>; its island runtime, inline there too,
 * becomes a file loaded from <head> (src/lib/island-head.ts); each module script gets its static
 * imports preloaded (src/lib/module-preloads.ts); a page in another language than English links to the pages in
 * its language (src/lib/i18n.ts); its islands whose words are in files of their own hydrate without them
 * (src/lib/island-words.ts); and its policy keeps only the hashes of the inline scripts and styles it has
 * (src/lib/page-policy.ts).
 */
/** @type {import('astro').AstroIntegration} */
const builtHtmlFixUps = {
  name: 'built-html-fix-ups',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      const root = fileURLToPath(dir);
      await moduleLexerReady;
      /** @type {Map<string, string[]>} */
      const imports = new Map();
      /** @param {string} url */
      const importsOf = (url) => {
        const known = imports.get(url);
        if (known) return known;
        const found = staticImportsOf(readFileSync(join(root, url), 'utf8'), url);
        imports.set(url, found);
        return found;
      };
      // Before the pages, which load it.
      await writeFile(join(root, ISLAND_RUNTIME_FILE), ISLAND_RUNTIME_CODE);
      const pages = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
      for (const page of pages) {
        const path = join(root, page);
        const html = await readFile(path, 'utf8');
        const locale = builtPageLocale(page);
        const links = locale === DEFAULT_LOCALE ? html : localizeLinks(html, locale);
        const fixed = withUnusedHashesDropped(
          withoutIslandWords(withModulePreloads(withIslandRuntimeFile(moveIslandStyleToHead(links)), importsOf)),
        );
        if (fixed !== html) await writeFile(path, fixed);
      }
    },
  },
};

/**
 * The built pages marked noindex (a page in a language it is not translated into yet shows the English) stay
 * out of the sitemap, whose hreflang alternates then name only the languages a page is written in. Its
 * build:done hook runs before the sitemap's, which comes after it in `integrations`.
 */
/** @type {Set<string>} */
const noindexPaths = new Set();
/** @type {import('astro').AstroIntegration} */
const noindexOutOfSitemap = {
  name: 'noindex-out-of-sitemap',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      const root = fileURLToPath(dir);
      for (const page of (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'))) {
        if ((await readFile(join(root, page), 'utf8')).includes('<meta name="robots" content="noindex">'))
          noindexPaths.add(`/${page.split('\\').join('/')}`.replace(/(?:\/index)?\.html$/, '') || '/');
      }
    },
  },
};

/**
 * The listing template of each language (src/pages/[...locale]/listing-template.astro) leaves dist/ for the
 * file the property-page function reads (src/features/listing-page/listing-page.server.ts), so no visitor
 * ever sees it as a page; so does the market pages' template of each language, for the market-page function.
 */
/** @type {import('astro').AstroIntegration} */
const listingTemplateOutOfDist = {
  name: 'listing-template-out-of-dist',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      for (const locale of LOCALES)
        for (const { name, file } of [
          { name: 'listing-template.html', file: listingTemplateFile(locale) },
          { name: 'market-template.html', file: marketTemplateFile(locale) },
        ]) {
          const target = join(process.cwd(), file);
          await mkdir(dirname(target), { recursive: true });
          await rename(join(fileURLToPath(dir), locale === DEFAULT_LOCALE ? '' : locale, name), target);
        }
    },
  },
};

/**
 * The profiles of advisors the MLS names, in every language, leave dist/ too, for the files the advisor-page
 * function fills with the feed's listings: with no file at their path, Netlify runs that function there (its path prefers static
 * files, so every other profile stays static). They stay in the sitemap: they are pages all the same.
 */
/** @type {import('astro').AstroIntegration} */
const advisorTemplatesOutOfDist = {
  name: 'advisor-templates-out-of-dist',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      // No template of an earlier build's team stays behind.
      await rm(join(process.cwd(), ADVISOR_TEMPLATES_DIR), { recursive: true, force: true });
      for (const member of teamMembers().filter(rendersOnRequest))
        for (const locale of LOCALES) {
          const target = join(process.cwd(), advisorTemplateFile(member.slug, locale));
          const built = join(locale === DEFAULT_LOCALE ? '' : locale, 'advisors', `${member.slug}.html`);
          await mkdir(dirname(target), { recursive: true });
          await rename(join(fileURLToPath(dir), built), target);
        }
    },
  },
};

const site = process.env.URL ?? SITE_ORIGIN;

/**
 * The local provider's variants of one family on a language's pages (English's without one): each face's files
 * (partsOf in scripts/fonts/faces.ts), one per part with its unicode-range. Playfair Display 400's core comes
 * first: Astro sizes the family's fallback faces by its first file. The part a page's first screen draws is
 * preloaded (src/lib/web-fonts.ts) and `optional` (the family's display): the first paint waits a moment for it
 * and then never swaps it in, so it never moves text; a page that does not get it in time keeps the fallback
 * face, and the next one has it from the cache. Every other part swaps in: a page may need one that is not cached
 * yet, and a letter of it left in the fallback font beside its word's web-font letters would stay there; its
 * swap moves a glyph, never a line.
 * @param {import('#scripts/fonts/faces.ts').Face['family']} family
 * @param {import('#scripts/fonts/glyph-set.ts').PartLanguage} [language]
 * @returns {[Variant, ...Variant[]]}
 * @typedef {{ src: [string]; weight: string; style: 'normal'; unicodeRange: [string]; display?: 'swap' }} Variant
 */
function variantsOf(family, language) {
  const [first, ...rest] = FACES.filter((face) => face.family === family).flatMap((face) =>
    partsOf(face, language).map(
      /** @returns {Variant} */ ({ file, firstScreen, unicodeRange }) => ({
        src: [`./${file}`],
        weight: cssWeight(face),
        style: 'normal',
        unicodeRange: [unicodeRange],
        ...(firstScreen ? {} : { display: 'swap' }),
      }),
    ),
  );
  if (!first) throw new Error(`No face of ${family} in scripts/fonts/faces.ts`);
  return [first, ...rest];
}

/**
 * Each family once for English's pages and once for each translated language's (a page declares its own:
 * BaseLayout, fontVariable), whose first-screen parts hold that language's letters.
 * @param {import('#scripts/fonts/faces.ts').Face['family']} family
 * @param {'--font-playfair' | '--font-inter'} cssVariable
 * @param {string[]} fallbacks
 */
const fontFamilies = (family, cssVariable, fallbacks) =>
  [undefined, ...PART_LANGUAGES].map((language) => ({
    provider: fontProviders.local(),
    name: family,
    cssVariable: fontVariable(cssVariable, language ?? DEFAULT_LOCALE),
    fallbacks,
    display: /** @type {const} */ ('optional'),
    options: { variants: variantsOf(family, language) },
  }));

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [
    // The content checks of `npm test`, in every build: a CMS publish runs only the build.
    contentRules(),
    react(),
    builtHtmlFixUps,
    // Before the templates leave dist/: a profile in a language it is not translated into yet is noindex too.
    noindexOutOfSitemap,
    listingTemplateOutOfDist,
    advisorTemplatesOutOfDist,
    interactionDirective(),
    sitemap({
      filter: (page) =>
        !notInSitemap.test(page.replace(/\/$/, '')) &&
        !noindexPaths.has(new URL(page).pathname.replace(/(.)\/$/, '$1')),
      i18n: { defaultLocale: DEFAULT_LOCALE, locales: Object.fromEntries(LOCALES.map((locale) => [locale, locale])) },
      customSitemaps: LISTINGS_SITEMAP_PATHS.map((path) => new URL(path, site).href),
      // The market pages are the market-page function's, in every language: no file of the build stands for them.
      customPages: MARKET_PAGE_PATHS.flatMap((path) =>
        LOCALES.map((locale) => new URL(localePath(path, locale), site).href),
      ),
    }),
  ],
  // Hashed scripts and styles in a <meta> policy; dist/_headers adds the header-only directives.
  security: { csp: { directives: [...PAGE_CSP_DIRECTIVES] } },
  // Self-hosted subsets (scripts/fonts/faces.ts, cut by `npm run fonts`): one display serif, one text sans. Every
  // page preloads the parts its first screen draws (src/lib/web-fonts.ts, 27.6 KB in English, with its language's
  // letters in another) and paints with them; an extended file (the other accented letters, rarer symbols) loads
  // only for a page that has one.
  fonts: [
    ...fontFamilies('Playfair Display', '--font-playfair', ['Georgia', 'serif']),
    ...fontFamilies('Inter', '--font-inter', ['sans-serif']),
  ],
  // Shiki writes inline styles, which the CSP forbids; the content has no code blocks.
  markdown: { syntaxHighlight: false },
  image: {
    // The only SVGs processed are the site's own artwork in src/assets; nothing remote is allowed.
    dangerouslyProcessSVG: true,
    service: sharpImageService({
      avif: { quality: 50, effort: 6 },
      webp: { quality: 72, effort: 6 },
      jpeg: { quality: 72, mozjpeg: true, progressive: true },
    }),
  },
  // English keeps today's URLs; the other languages live under /es/, /pt/ and /fr/ (src/lib/i18n.ts).
  i18n: { locales: [...LOCALES], defaultLocale: DEFAULT_LOCALE, routing: { prefixDefaultLocale: false } },
  vite: {
    plugins: [
      tailwindcss(),
      // The message catalogue (messages/*.json), compiled into src/paraglide.
      paraglideVitePlugin(PARAGLIDE_OPTIONS),
      ...(isDev ? [netlify(OFFLINE_NETLIFY_FEATURES)] : []),
    ],
    // Any other small script stays inline, as by default (under 4 KB).
    build: { assetsInlineLimit: (file) => (HOME_SCRIPT.test(file) ? false : undefined) },
  },
});
