// A listing page the property-page function renders is the same HTML as the page the build prerenders for
// that listing: every office listing is rendered from the template and compared with its built page. And
// what every built listing page holds: the photo first, the phone bar, the map and the town's links.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import { fillListingPage } from '#src/features/listing-page/listing-page.server.ts';
import { LISTING_TEMPLATE_FILE } from '#src/features/listing-page/listing-page.ts';
import { propertySchema } from '#src/schemas/property.ts';
import { SITE_ORIGIN } from '#src/lib/site-origin.ts';
import { TOUR_PLAYER_ORIGINS } from '#src/lib/tour-players.ts';
import { listingTours } from '#src/features/listings/tours.ts';
import { dist } from './html.ts';
import { teamMembers } from '#src/features/team/team-data.server.ts';
import { INQUIRY_HREF, REQUEST_SHOWING_HREF } from '#src/features/listings/ListingActionBar.tsx';
import { offersShowings } from '#src/features/showings/slots.ts';
import {
  LISTING_MAP_MARGIN,
  listingMapPoint,
  townGuide,
  townSearchPath,
} from '#src/features/listings/listing-location.ts';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import { telHref } from '#src/lib/format.ts';
import { escapeHtml } from '#src/lib/html.ts';
import { HOME_VALUATION_PATH, SHOWING_SECTION_ID } from '#src/lib/paths.ts';
import { unescapeHtml } from '#tests/helpers/html-text.ts';
import { comparable, firstDifference } from '#tests/helpers/listing-html.ts';

describe('the listing template', () => {
  it('renders each office listing as the build prerendered it', async () => {
    const template = await readFile(join(process.cwd(), LISTING_TEMPLATE_FILE), 'utf8');
    const listings = (await readListingFiles()).map((file) => propertySchema.parse(file));
    const prebuilt = listings.filter((listing) => listing.listingKey === undefined);
    expect(prebuilt.length).toBeGreaterThan(0);
    for (const property of prebuilt) {
      const built = await readFile(join(dist, 'properties', `${String(property.id)}.html`), 'utf8');
      // The showing slots are those of the moment a page is made: the function's, of the prebuilt page's.
      const renderedAt = /renderedAt&quot;:\[0,&quot;([^&]+)&quot;\]/.exec(built)?.[1];
      const rendered = await fillListingPage(
        template,
        property,
        { properties: listings, syncedAt: null },
        SITE_ORIGIN,
        renderedAt === undefined ? undefined : new Date(renderedAt),
      );
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

describe('every prebuilt listing page', () => {
  const pages = async () => {
    const listings = (await readListingFiles()).map((file) => propertySchema.parse(file));
    return Promise.all(
      listings
        .filter((listing) => listing.listingKey === undefined)
        .map(async (listing) => ({
          listing,
          html: await readFile(join(dist, 'properties', `${String(listing.id)}.html`), 'utf8'),
        })),
    );
  };
  const article = (html: string) => html.slice(html.indexOf('<article'), html.indexOf('</article>'));

  it('shows the photo first, then the price, the key facts, the address, and only then the title', async () => {
    for (const { listing, html } of await pages()) {
      const detail = article(html);
      const order = ['data-listing-photos', 'data-price', 'data-key-facts', 'data-address', '<h1'].map((mark) =>
        detail.indexOf(mark),
      );
      expect(
        order.every((at) => at >= 0),
        `listing ${String(listing.id)}`,
      ).toBe(true);
      expect(order, `listing ${String(listing.id)}`).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it("ends the detail with the phone bar: Call the advisor (else the office), and a showing or a sold home's valuation", async () => {
    const advisors = teamMembers();
    for (const { listing, html } of await pages()) {
      const bar = /<div[^>]*data-listing-action-bar[^>]*>([\s\S]*?)<\/div><\/div>/.exec(article(html))?.[1] ?? '';
      const links = [...bar.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]);
      const phone = advisors.find((member) => member.id === listing.advisorId)?.phone ?? siteSettings().phone;
      const showings = offersShowings(listing);
      const next = listing.status === 'Sold' ? HOME_VALUATION_PATH : showings ? REQUEST_SHOWING_HREF : INQUIRY_HREF;
      expect(links, `listing ${String(listing.id)}`).toEqual([telHref(phone), next]);
      // The showing section, linked from the top of the page too; a home under contract has neither.
      expect(html.includes(`id="${SHOWING_SECTION_ID}"`), `listing ${String(listing.id)}`).toBe(showings);
      expect(html.includes(`href="${REQUEST_SHOWING_HREF}" class="btn-primary mt-5`)).toBe(showings);
      if (listing.status === 'Sold') {
        // No inquiry form, nor the loader of its client:interaction.
        expect(html).not.toContain('data-inquiry-state');
        expect(html).not.toMatch(/\(self\.Astro=\{\}\)\)\.interaction=/);
      } else {
        const form = html.slice(html.indexOf('data-inquiry-state'));
        expect(form.slice(0, form.indexOf('</form>'))).toContain(`id="${INQUIRY_HREF.slice(1)}"`);
      }
    }
  });

  it("maps a listing with coordinates once it scrolls near, and links its town's guide and search", async () => {
    for (const { listing, html } of await pages()) {
      const map = /<astro-island [^>]*component-url="[^"]*ListingMap[^"]*"[^>]*>/.exec(html)?.[0];
      if (listingMapPoint(listing)) {
        expect(map, `listing ${String(listing.id)}`).toContain('client="visible"');
        expect(unescapeHtml(map ?? '')).toContain(`"rootMargin":"${LISTING_MAP_MARGIN}"`);
      } else expect(map).toBeUndefined();
      const guide = /<a href="([^"]*)"[^>]*data-town-guide/.exec(html)?.[1];
      const expected = townGuide(listing);
      expect(guide).toBe(expected?.href);
      if (guide) expect(existsSync(join(dist, `${guide}.html`)), guide).toBe(true);
      expect(html).toContain(`href="${escapeHtml(townSearchPath(listing))}" class`);
    }
  });
});

describe("the listing pages' frames", () => {
  const frameSrc = (html: string) => {
    const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    return /frame-src ([^;]+)/.exec(policy)?.[1]?.split(' ').sort();
  };

  it('the template and every prebuilt listing page frame the tour players and nothing else; only a tour brings its island', async () => {
    const template = await readFile(join(process.cwd(), LISTING_TEMPLATE_FILE), 'utf8');
    const players = Object.values(TOUR_PLAYER_ORIGINS).sort();
    expect(frameSrc(template)).toEqual(players);
    const listings = (await readListingFiles()).map((file) => propertySchema.parse(file));
    // The template holds the tour island for the listings that have a tour; a page without one has neither
    // the island nor its code.
    const tourIsland = /<astro-island[^>]*component-export="ListingTours"/;
    expect(template).toMatch(tourIsland);
    for (const listing of listings.filter((candidate) => candidate.listingKey === undefined)) {
      const { id } = listing;
      const built = await readFile(join(dist, 'properties', `${String(id)}.html`), 'utf8');
      expect(frameSrc(built), `listing ${String(id)}`).toEqual(players);
      expect(tourIsland.test(built), `listing ${String(id)}`).toBe(listingTours(listing).length > 0);
      // Nothing of a player is on the page before a press.
      expect(built, `listing ${String(id)}`).not.toMatch(/<iframe|<link[^>]+(?:youtube|vimeo|matterport)/);
    }
  });
});
