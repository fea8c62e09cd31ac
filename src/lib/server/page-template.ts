/**
 * Pages that functions render from a template the build made: reading the template, and writing into
 * its marked regions (src/lib/page-regions.ts), the head tags included.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PAGE_HEAD_REGION, pageHeadHtml, type PageHead } from '#src/lib/page-head.ts';
import { replaceRegion, type PageRegion } from '#src/lib/page-regions.ts';
import { pageTitle } from '#src/lib/seo.ts';
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
