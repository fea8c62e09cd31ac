// A listing page the property-page function renders is the same HTML as the page the build prerenders for
// that listing: every office listing is rendered from the template and compared with its built page.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import { fillListingPage } from '#src/features/listing-page/listing-page.server.ts';
import { LISTING_TEMPLATE_FILE } from '#src/features/listing-page/listing-page.ts';
import { propertySchema } from '#src/schemas/property.ts';
import { SITE_ORIGIN } from '#src/lib/site-origin.ts';
import { dist } from './html.ts';

/**
 * Island ids are per build of a page, and only the template marks its regions. Astro writes the loader
 * scripts of the islands' directives where the first island of each finishes rendering, so their order
 * before the detail varies with the listing; which scripts are there may not. Everything else must match.
 */
const comparable = (html: string) =>
  html
    .replace(/ uid="[^"]*"/g, '')
    .replace(/<!--\/?(?:page-head|listing-[a-z-]+)-->/g, '')
    .replace(/(?<=<main[^>]*>)((?:<script[^>]*>[\s\S]*?<\/script>)+)/, (scripts) =>
      (scripts.match(/<script[^>]*>[\s\S]*?<\/script>/g) ?? []).sort().join(''),
    );

/** The first difference with some context, so a failure says where the pages part. */
function firstDifference(a: string, b: string): string | null {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  return at === a.length && a.length === b.length
    ? null
    : `…${a.slice(at - 150, at + 150)}…\n vs …${b.slice(at - 150, at + 150)}…`;
}

describe('the listing template', () => {
  it('renders each office listing as the build prerendered it', async () => {
    const template = await readFile(join(process.cwd(), LISTING_TEMPLATE_FILE), 'utf8');
    const listings = (await readListingFiles()).map((file) => propertySchema.parse(file));
    const prebuilt = listings.filter((listing) => listing.listingKey === undefined);
    expect(prebuilt.length).toBeGreaterThan(0);
    for (const property of prebuilt) {
      const built = await readFile(join(dist, 'properties', `${String(property.id)}.html`), 'utf8');
      const rendered = await fillListingPage(template, property, { properties: listings, syncedAt: null }, SITE_ORIGIN);
      expect(firstDifference(comparable(rendered), comparable(built)), `listing ${String(property.id)}`).toBeNull();
    }
  });
});

describe('a listing page', () => {
  it("preloads the gallery's first photo, as the gallery's AVIF source offers it (one download, not two)", async () => {
    const html = await readFile(join(dist, 'properties', '1.html'), 'utf8');
    const preload =
      /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(
        html,
      );
    const gallery = html.slice(html.indexOf('data-gallery'));
    const source = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/>/.exec(gallery);
    expect(preload?.slice(1)).toEqual(source?.slice(1));
    expect(preload?.[1]).toContain('%2Fimages%2Flistings%2F1%2F1.webp');
    // Before the stylesheet, so the two load side by side.
    expect(html.indexOf(preload![0])).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });
});
