/**
 * Pages that functions render from a template the build made: reading the template, and writing into
 * its marked regions (src/lib/page-regions.ts), the head tags included.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PAGE_HEAD_REGION, pageHeadHtml, type PageHead } from '#src/lib/page-head.ts';
import { replaceRegion, type PageRegion } from '#src/lib/page-regions.ts';
import { pageTitle } from '#src/lib/seo.ts';
import { englishPath, languageAlternates, localizeLinks, pathLocale } from '#src/lib/i18n.ts';
import { DEFAULT_LOCALE, type Locale } from '#src/schemas/locale.ts';
import { siteSettings } from './site-settings.ts';
import { cdnCacheHeaders } from './cache.ts';
import { htmlPage } from './http.ts';

/**
 * A reader of a template file of the deploy (relative to the project root locally, and included in the
 * function with included_files on Netlify), read once per instance.
 */
export function templateReader(relativePath: string): () => Promise<string> {
  let file: Promise<string> | undefined;
  return () => {
    file ??= readFile(join(process.cwd(), relativePath), 'utf8');
    file.catch(() => (file = undefined));
    return file;
  };
}

/**
 * A reader of a template the build makes in every language (a page of src/pages/[...locale]), each file read
 * once per instance: `file` names the language's, e.g. "dist/pt/properties.html".
 */
export function localeTemplateReader(file: (locale: Locale) => string): (locale: Locale) => Promise<string> {
  const readers = new Map<Locale, () => Promise<string>>();
  return (locale) => {
    let read = readers.get(locale);
    if (!read) readers.set(locale, (read = templateReader(file(locale))));
    return read();
  };
}

/** The language of the page a request asks for, from its path: "/pt/properties" → "pt". */
export const requestLocale = (request: Request): Locale => pathLocale(new URL(request.url).pathname);

/**
 * A function-rendered page in a language other than English: the links its server HTML added point at the
 * pages of its language, as the build points a translated page's own (astro.config.mjs).
 */
export const inPageLanguage = (page: string, locale: Locale): string =>
  locale === DEFAULT_LOCALE ? page : localizeLinks(page, locale);

/** The page with a region's content replaced; a template without the region is a build error. */
export function withRegion(page: string, region: PageRegion, block: string): string {
  const replaced = replaceRegion(page, region, block);
  if (replaced === null) throw new Error(`The page template lacks the region ${region.start}`);
  return replaced;
}

export interface PageHeadFields {
  /** Without the brand, which is appended. */
  title: string;
  description: string;
  /** Root-relative: the canonical page and the social image. */
  path: string;
  image: string;
  noindex: boolean;
  leadImage?: PageHead['leadImage'];
  /** The languages the page is written in (its hreflang alternates, `path` being the page in one of them). */
  languages?: readonly Locale[];
}

/** The page with its head tags (BaseLayout's, marked with `template`) written for these fields. */
export function withHead(page: string, fields: PageHeadFields, siteUrl: string): string {
  const site = siteSettings();
  return withRegion(
    page,
    PAGE_HEAD_REGION,
    pageHeadHtml({
      title: pageTitle(fields.title, site.name),
      description: fields.description,
      canonical: new URL(fields.path, siteUrl).href,
      image: new URL(fields.image, siteUrl).href,
      noindex: fields.noindex,
      siteName: site.name,
      leadImage: fields.leadImage,
      alternates: fields.noindex
        ? []
        : languageAlternates(englishPath(fields.path), fields.languages ?? []).map(({ hreflang, path }) => ({
            hreflang,
            href: new URL(path, siteUrl).href,
          })),
    }),
  );
}

/**
 * A function-rendered page's 404: the deploy's not-found page (`name` in the log when it cannot be read, then
 * the status alone, uncached), CDN-cached under `tags` like the pages it stands for.
 */
export async function notFoundAnswer(
  request: Request,
  readPage: () => Promise<string>,
  tags: readonly string[],
  name = 'The 404 page',
): Promise<Response> {
  const page = await readPage().catch((error: unknown) => {
    console.error(`${name} could not be read:`, error);
    return null;
  });
  return htmlPage(
    request.method === 'HEAD' ? null : page,
    404,
    page === null ? { 'cache-control': 'no-store' } : cdnCacheHeaders(tags),
  );
}
