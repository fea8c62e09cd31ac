// Every place the build shows an office listing carries its badges (src/features/listings/badges.ts) and its
// price in lining figures: the listing pages and the cards of /properties. Listings are taken as the files
// have them, whatever their statuses.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import { listingBadges } from '#src/features/listings/badges.ts';
import { propertySchema, type Property } from '#src/schemas/property.ts';
import { dist } from './html.ts';

const listings = (await readListingFiles()).map((file) => propertySchema.parse(file));
/** The office listings the build prerenders (one naming a listingKey gets its page from the feed). */
const prebuilt = listings.filter((listing) => listing.listingKey === undefined);
const STATUS_KINDS = ['under-contract', 'coming-soon', 'sold'];

/** The badges an HTML fragment shows or may show, by kind, with their attributes. */
function badgesIn(html: string): Map<string, string> {
  return new Map([...html.matchAll(/<span [^>]*data-badge="([a-z-]+)"[^>]*>/g)].map((m) => [m[1] ?? '', m[0]]));
}

/** The kinds of badge a listing has, the open-house badge too. */
function expectedKinds(listing: Property): string[] {
  const kinds = listingBadges(listing).map((badge) => badge.kind as string);
  return listing.openHouses?.length ? [...kinds, 'open-house'] : kinds;
}

const page = (listing: Property) => readFile(join(dist, 'properties', `${String(listing.id)}.html`), 'utf8');
/** The listing page's header: its status, badges, price and dates. */
const header = (html: string) => {
  const article = html.slice(html.indexOf('<article'));
  return article.slice(0, article.indexOf('</header>'));
};

describe('listing pages', () => {
  it.each(prebuilt.map((listing) => [listing.id, listing] as const))(
    'listing %i shows its status, its badges and its price in lining figures',
    async (_id, listing) => {
      const head = header(await page(listing));
      expect(head).toContain(`data-status="${listing.status}"`);
      // The spec's status badge says the status; the others say the rest.
      const badges = badgesIn(head);
      expect([...badges.keys()]).toEqual(expectedKinds(listing).filter((kind) => !STATUS_KINDS.includes(kind)));
      // Prebuilt pages cannot know the day: New is hidden until the visitor's clock shows it.
      const fresh = badges.get('new');
      if (fresh) expect(fresh).toMatch(/data-shown-until="[^"]+" hidden=""/);
      expect(head).toMatch(/<p class="[^"]*\blining-nums tabular-nums\b[^"]*" data-price="true">/);
    },
  );

  it.each(prebuilt.map((listing) => [listing.id, listing.status, listing] as const))(
    'listing %i (%s) says when it came, or comes, on the market',
    async (_id, _status, listing) => {
      const head = header(await page(listing));
      if (listing.status === 'Coming Soon') {
        expect(head).not.toContain('Listed ');
        expect(head.includes('data-on-market')).toBe(listing.onMarketDate !== undefined);
      } else {
        expect(head).toContain(`Listed <time dateTime="${listing.createdAt}">`);
      }
    },
  );

  it.each(prebuilt.map((listing) => [listing.id, listing.status, listing] as const))(
    'listing %i (%s) offers the inquiry, or next steps once sold',
    async (_id, status, listing) => {
      const html = await page(listing);
      const sold = status === 'Sold';
      expect(html.includes('data-property-inquiry')).toBe(!sold);
      expect(html.includes('data-sold-next-steps')).toBe(sold);
      if (sold) {
        expect(html).toContain('href="/home-valuation"');
        expect(html).toMatch(/<a href="\/properties\?[^"]*location=[^"]+"[^>]*>See similar homes<\/a>/);
      }
    },
  );
});

describe('/properties', () => {
  it('shows each card with its badges and its price in lining figures', async () => {
    const html = await readFile(join(dist, 'properties.html'), 'utf8');
    const cards = [...html.matchAll(/data-property-card="(\d+)"[\s\S]*?<\/article>/g)];
    expect(cards.length).toBeGreaterThan(0);
    for (const [card, id] of cards) {
      const listing = listings.find((candidate) => candidate.id === Number(id));
      expect(listing, `card ${String(id)}`).toBeDefined();
      if (!listing) continue;
      expect([...badgesIn(card).keys()], `card ${String(id)}`).toEqual(expectedKinds(listing));
      expect(card).toMatch(/<p class="[^"]*\blining-nums tabular-nums\b[^"]*" data-price="true">/);
    }
  });
});
