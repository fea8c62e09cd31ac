// The sitemaps of the built site: the index names the listings sitemaps (a function's answers, one per
// language), robots.txt names them all, and every listing page appears once across them (the prebuilt ones only
// in the listings sitemaps).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import { serveListingsSitemap } from '#src/features/listings/sitemap.server.ts';
import { forgetCatalog } from '#src/features/listings/catalog.server.ts';
import { LISTINGS_SITEMAP_PATHS } from '#src/lib/paths.ts';
import { builtPages, dist } from './html.ts';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
const LISTING_PAGE = /^(?:\/(?:es|pt|fr))?\/properties\/\d+$/;

const index = await readFile(join(dist, 'sitemap-index.xml'), 'utf8');
const named = locs(index);
/** The index's sitemaps that the build wrote (all but the listings sitemaps). */
const built = named.filter((url) => !LISTINGS_SITEMAP_PATHS.includes(new URL(url).pathname));
const origin = new URL(built[0] ?? 'https://missing.test').origin;
const builtUrls = (
  await Promise.all(built.map(async (url) => locs(await readFile(join(dist, new URL(url).pathname), 'utf8'))))
).flat();

/** The listings sitemaps as the function answers them for this deploy's files (no feed yet). */
async function listingsSitemapUrls(): Promise<string[]> {
  forgetCatalog();
  const answers = LISTINGS_SITEMAP_PATHS.map(async (path) => {
    const response = await serveListingsSitemap(new Request(`${origin}${path}`), {
      office: { load: readListingFiles, mode: 'deploy' },
      feed: null,
      siteUrl: origin,
    });
    expect(response.status).toBe(200);
    return locs(await response.text());
  });
  return (await Promise.all(answers)).flat();
}

describe('sitemaps', () => {
  it("sitemap-index.xml names the built sitemaps and every language's listings sitemap, on the site", () => {
    expect(built.length).toBeGreaterThan(0);
    for (const path of LISTINGS_SITEMAP_PATHS) expect(named).toContain(`${origin}${path}`);
  });

  it('robots.txt names the index and the listings sitemaps', async () => {
    const robots = await readFile(join(dist, 'robots.txt'), 'utf8');
    const sitemaps = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map((match) => match[1]);
    expect(sitemaps).toEqual([
      `${origin}/sitemap-index.xml`,
      ...LISTINGS_SITEMAP_PATHS.map((path) => `${origin}${path}`),
    ]);
  });

  it('the built sitemaps hold no listing page: the listings sitemap lists them all', () => {
    expect(builtUrls.filter((url) => LISTING_PAGE.test(new URL(url).pathname))).toEqual([]);
    expect(builtUrls.map((url) => new URL(url).pathname)).toContain('/properties');
  });

  it('no URL appears twice across the sitemaps, and every prebuilt listing page is in one', async () => {
    const all = [...builtUrls, ...(await listingsSitemapUrls())];
    expect(all.filter((url, i) => all.indexOf(url) !== i)).toEqual([]);
    const prebuilt = (await builtPages()).map((page) => page.route).filter((route) => LISTING_PAGE.test(route));
    expect(prebuilt.length).toBeGreaterThan(0);
    for (const route of prebuilt) expect(all, route).toContain(`${origin}${route}`);
  });
});
