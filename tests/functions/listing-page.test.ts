// GET /properties/{id}: the property-page function renders every listing's page from the build's listing
// template (tests/build/listing-page.test.ts proves it renders the office's exactly as the build does).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeFeedSnapshot } from '#src/lib/server/listing-snapshot.ts';
import { mapResoRecord } from '#src/features/mls/mapping.ts';
import { readListingFiles } from '#src/features/listings/listing-files.server.ts';
import {
  fillListingPage,
  renderListingPage,
  type ListingPageDeps,
} from '#src/features/listing-page/listing-page.server.ts';
import { LISTING_TEMPLATE_FILE } from '#src/features/listing-page/listing-page.ts';
import { escapeHtml } from '#src/lib/html.ts';
import { ISLAND_RUNTIME_FILE, ISLAND_RUNTIME_SCRIPT } from '#src/lib/island-head.ts';
import { SHOWING_SECTION_ID } from '#src/lib/paths.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { ADDRESS_ON_REQUEST, propertySchema, type Property } from '#src/schemas/property.ts';
import { freshCatalogStorePerTest } from '#tests/helpers/catalog-store.ts';
import { unescapeHtml } from '#tests/helpers/html-text.ts';
import { expectCdnCachedPage, expectStaticPageHeaders, expectUncachedPage } from '#tests/helpers/page-headers.ts';
import { telHref } from '#src/lib/format.ts';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import { INQUIRY_HREF, REQUEST_SHOWING_HREF } from '#src/features/listings/ListingActionBar.tsx';
import { townSearchPath } from '#src/features/listings/listing-location.ts';

const SITE = 'https://www.example.test';
const SYNCED_AT = '2026-11-20T17:05:00.000Z';

let template: string;
let office: Property[];

beforeAll(async () => {
  template = await readFile(join(process.cwd(), LISTING_TEMPLATE_FILE), 'utf8');
  office = (await readListingFiles()).map((file) => propertySchema.parse(file));
});
const stopBlobs = freshCatalogStorePerTest();

const deps = (overrides: Partial<ListingPageDeps> = {}): ListingPageDeps => ({
  office: { load: async () => office, mode: 'deploy' },
  feed: openStore('listings'),
  template: async () => template,
  siteUrl: SITE,
  ...overrides,
});

const feedListing = (id: number, overrides: Partial<Property> = {}): Property => ({
  ...office[0]!,
  id,
  title: `Harborview Colonial ${String(id)}`,
  description: 'A feed listing with a long enough description to pass the schema, on a quiet Newport lane.',
  address: '9 Feed Lane',
  advisorId: null,
  source: 'mls',
  listingKey: `K${String(id)}`,
  listOfficeName: 'Harbor & Vine Realty',
  listAgentName: 'Pat Agent',
  modifiedAt: '2026-11-20T16:30:00Z',
  ...overrides,
});

const get = (path: string, method = 'GET') => new Request(`${SITE}${path}`, { method });

/** The page's JSON-LD blocks, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

describe('a listing page rendered by the property-page function', () => {
  it("renders a feed listing's page: head, JSON-LD, detail, courtesy, last update and the disclaimer", async () => {
    const listing = feedListing(1_000_001);
    await writeFeedSnapshot(openStore('listings'), [listing, feedListing(1_000_002)], SYNCED_AT);
    const response = await renderListingPage(get('/properties/1000001'), deps());
    expect(response.status).toBe(200);
    expectCdnCachedPage(response, 'property-1000001,listing-pages');

    const html = await response.text();
    expect(html).toContain(`<title>Harborview Colonial 1000001 | `);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/properties/1000001">`);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/www\.example\.test\/[^"]+">/);
    expect(html).not.toContain('name="robots"');
    expect(html).not.toContain('Listing template');
    expect(html).toContain(
      '<h1 class="mt-4 text-3xl leading-tight sm:text-4xl lg:text-3xl">Harborview Colonial 1000001</h1>',
    );
    expect(html).toContain('Listing courtesy of Harbor &amp; Vine Realty');
    expect(html).toContain('Information last updated November 20, 2026 at 11:30 AM EST');
    expect(html).toContain('data-idx-disclaimer');
    expect(html).toContain('November 20, 2026 at 12:05 PM EST');
    expect(html).toContain('I am interested in Harborview Colonial 1000001, 9 Feed Lane');
    expect(html).toContain('data-share-path="/properties/1000001"');
    // The link that Share shows before its script has run.
    expect(html).toMatch(new RegExp(`<input[^>]*\\svalue="${SITE}/properties/1000001"[^>]*\\sdata-share-url`));
    // The gallery island hydrates from the listing's photos and title; the rest of the detail is static.
    expect(html).toContain('&quot;title&quot;:[0,&quot;Harborview Colonial 1000001&quot;]');
    expect(html).not.toContain('Listing template');
    expect(html).toContain('data-listing-view="1000001" data-listing-title="Harborview Colonial 1000001"');
    // Its islands' runtime is the build's file, as on a prebuilt page.
    expect(html.slice(0, html.indexOf('</head>'))).toContain(ISLAND_RUNTIME_SCRIPT);
    const [listingLd, crumbs] = jsonLd(html).slice(-2);
    expect(listingLd).toMatchObject({ '@type': 'RealEstateListing', url: `${SITE}/properties/1000001` });
    expect(listingLd).toMatchObject({ offers: { offeredBy: { name: 'Harbor & Vine Realty' } } });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('names no street address anywhere when the MLS withholds it', async () => {
    const hidden = feedListing(1_000_003, { address: ADDRESS_ON_REQUEST, addressHidden: true });
    delete hidden.latitude;
    delete hidden.longitude;
    await writeFeedSnapshot(openStore('listings'), [hidden], SYNCED_AT);
    const html = await (await renderListingPage(get('/properties/1000003'), deps())).text();
    expect(html).toContain(ADDRESS_ON_REQUEST);
    expect(html).not.toContain('9 Feed Lane');
    const listingLd = jsonLd(html).find((block) => block['@type'] === 'RealEstateListing');
    expect(JSON.stringify(listingLd)).toContain(hidden.city);
    expect(JSON.stringify(listingLd)).not.toContain('streetAddress');
  });

  it('keeps a withheld street out of the page, its meta description and JSON-LD when the remarks name it', async () => {
    const mapped = mapResoRecord(
      {
        ListingKey: 'SW-7',
        StandardStatus: 'Active',
        ModificationTimestamp: '2026-11-20T16:30:00Z',
        ListPrice: 2_400_000,
        UnparsedAddress: '48 Quillfeather Ave, Unit 3, Newport, RI 02840',
        City: 'Newport',
        StateOrProvince: 'RI',
        PostalCode: '02840',
        BedroomsTotal: 5,
        BathroomsFull: 4,
        PropertySubType: 'SingleFamilyResidence',
        PublicRemarks:
          'Welcome to 48 QUILLFEATHER AVENUE #3, a shingle-style home above the cliffs with sweeping views.',
        IDXParticipationYN: true,
        InternetEntireListingDisplayYN: true,
        InternetAddressDisplayYN: false,
      },
      { advisorIdByMlsId: new Map(), photoPath: () => '/listing-photos/unused' },
    );
    if (mapped.outcome !== 'show') throw new Error(`Expected show, got ${JSON.stringify(mapped)}`);
    await writeFeedSnapshot(openStore('listings'), [{ id: 1_000_006, ...mapped.property }], SYNCED_AT);
    const html = await (await renderListingPage(get('/properties/1000006'), deps())).text();
    expect(html).toContain(ADDRESS_ON_REQUEST);
    expect(html).not.toMatch(/quillfeather/i);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(description).toMatch(/Newport, RI/);
    const listingLd = jsonLd(html).find((block) => block['@type'] === 'RealEstateListing');
    expect(JSON.stringify(listingLd)).toMatch(/Newport/);
  });

  it("puts a located listing's pin on the map, and the phone bar calls the office for a listing without an advisor", async () => {
    const listing = feedListing(1_000_007, { latitude: 41.4712, longitude: -71.3105 });
    await writeFeedSnapshot(openStore('listings'), [listing], SYNCED_AT);
    const html = await (await renderListingPage(get('/properties/1000007'), deps())).text();
    const map = /<astro-island [^>]*component-url="[^"]*ListingMap[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
    expect(map).toContain('client="visible"');
    expect(unescapeHtml(map)).toContain('"latitude":[0,41.4712],"longitude":[0,-71.3105]');
    expect(html).toContain('data-listing-map');
    const bar = html.slice(html.indexOf('data-listing-action-bar'));
    expect(bar).toContain(`href="${telHref(siteSettings().phone)}"`);
    expect(bar).toContain(`href="${REQUEST_SHOWING_HREF}"`);
    // The link's target: the showing section.
    expect(html).toContain(`id="${REQUEST_SHOWING_HREF.slice(1)}"`);
  });

  it("shows the office's card beside the form of a listing no advisor answers for: its name, phone and the contact page", async () => {
    // No advisor of its own and none of its town: the office answers.
    const { contactAdvisorId: _town, ...unadvised } = feedListing(1_000_013);
    await writeFeedSnapshot(openStore('listings'), [unadvised], SYNCED_AT);
    const html = await (await renderListingPage(get('/properties/1000013'), deps())).text();
    expect(html).toContain('Interested in this property?');
    expect(html).not.toContain('data-advisor-card');
    const start = html.indexOf('data-contact="office"');
    expect(start).toBeGreaterThan(-1);
    const card = unescapeHtml(html.slice(start, html.indexOf('</section>', start)));
    const site = siteSettings();
    expect(card).toContain(`<p class="eyebrow">Your ${site.shortName} Contact</p>`);
    expect(card).toMatch(new RegExp(`<h2 id="advisor-heading"[^>]*>${RegExp.escape(site.name)}</h2>`));
    expect(card).toMatch(
      new RegExp(`<a href="${RegExp.escape(telHref(site.phone))}"[^>]*>${RegExp.escape(site.phone)}</a>`),
    );
    expect(card).toMatch(/<a href="\/contact"[^>]*>Contact Us<\/a>/);
  });

  it('offers a feed listing showings of its own, with the slots of the time it is rendered', async () => {
    const openHouse = { start: '2026-12-06T13:00:00-05:00', end: '2026-12-06T15:00:00-05:00' };
    const listing = feedListing(1_000_011, { openHouses: [openHouse] });
    const page = await fillListingPage(
      template,
      listing,
      { properties: [listing], syncedAt: SYNCED_AT },
      SITE,
      new Date('2026-12-03T13:00:00Z'),
    );
    const section = page.slice(page.indexOf(`id="${SHOWING_SECTION_ID}"`));
    expect(section).toContain('Request a private showing');
    // Its own open house, and the island with this listing and this moment.
    expect(section).toContain(`data-shown-until="${openHouse.end}"`);
    const island = /<astro-island [^>]*component-url="[^"]*ShowingRequest[^"]*"[^>]*>/.exec(section)?.[0] ?? '';
    expect(unescapeHtml(island)).toContain('"id":[0,1000011]');
    expect(unescapeHtml(island)).toContain('"renderedAt":[0,"2026-12-03T13:00:00.000Z"]');
    // The form block is marked, for the post without JavaScript that comes back.
    expect(section).toMatch(/<!--showing-form--><astro-island[\s\S]*<!--\/showing-form-->/);
  });

  it('offers no showing of a feed listing under contract: the phone bar leads to the inquiry form', async () => {
    await writeFeedSnapshot(openStore('listings'), [feedListing(1_000_012, { status: 'Under Contract' })], SYNCED_AT);
    const html = await (await renderListingPage(get('/properties/1000012'), deps())).text();
    expect(html).not.toContain(`id="${SHOWING_SECTION_ID}"`);
    expect(html).not.toContain('ShowingRequest');
    expect(html).not.toContain('Request a private showing');
    const bar = html.slice(html.indexOf('data-listing-action-bar'));
    expect(bar).toContain(`href="${INQUIRY_HREF}"`);
    expect(html).toContain(`id="${INQUIRY_HREF.slice(1)}"`);
  });

  it("shows a listing without coordinates its town's guide and search, and no map", async () => {
    const unplaced = feedListing(1_000_008, { city: 'Jamestown' });
    delete unplaced.latitude;
    delete unplaced.longitude;
    await writeFeedSnapshot(openStore('listings'), [unplaced], SYNCED_AT);
    const html = await (await renderListingPage(get('/properties/1000008'), deps())).text();
    expect(html).not.toContain('data-listing-map');
    expect(html).not.toContain('ListingMap');
    expect(html).not.toContain('Show on map');
    expect(html).toMatch(/<a href="\/counties\/newport"[^>]*data-town-guide[^>]*>Newport County guide/);
    expect(html).toContain(`href="${townSearchPath(unplaced)}"`);
  });

  it("offers a sold home's next steps in place of the inquiry form, and loads none of the form's code", async () => {
    await writeFeedSnapshot(openStore('listings'), [feedListing(1_000_009, { status: 'Sold' })], SYNCED_AT);
    const html = await (await renderListingPage(get('/properties/1000009'), deps())).text();
    expect(html).toContain('data-sold-next-steps');
    expect(html).not.toContain('data-inquiry-state');
    expect(html).not.toContain('client="interaction"');
    // Nor the loader of client:interaction, which only the form's island uses.
    expect(html).not.toMatch(/\(self\.Astro=\{\}\)\)\.interaction=/);
    expect(html).toMatch(/\(self\.Astro=\{\}\)\)\.visible=/);
    const bar = html.slice(html.indexOf('data-listing-action-bar'));
    expect(bar).toContain('href="/home-valuation"');
    expect(bar).not.toContain(REQUEST_SHOWING_HREF);
  });

  it("renders a feed listing's floor plans, tour and video: the tab, the posters and links, no player before a press", async () => {
    const plans = ['/listing-photos/K1000020/F1/0', '/listing-photos/K1000020/F2/0'];
    const listing = feedListing(1_000_020, {
      floorPlans: plans,
      virtualTourUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      videoUrl: 'https://videos.example.com/"><script>alert(1)</script>',
    });
    await writeFeedSnapshot(openStore('listings'), [listing], SYNCED_AT);
    const html = await (await renderListingPage(get('/properties/1000020'), deps())).text();
    // The gallery's Floor plans tab, each plan a link to its image, and the brochure's printed page.
    expect(html).toMatch(/<input type="radio"[^>]*data-gallery-tab="floorPlans"[^>]*\/>Floor plans<\/label>/);
    for (const [index, plan] of plans.entries())
      expect(html).toContain(
        `<a href="${plan}" class="block aspect-[3/2] cursor-zoom-in border border-black/10 bg-white p-2" data-floor-plan="${String(index)}">`,
      );
    expect(html).toContain('data-print-floor-plans');
    // The tour island hydrates from the tour read on the server: a poster linking to Matterport, and the
    // video on another host as a plain link, its markup escaped.
    expect(html).toMatch(/<astro-island[^>]*component-export="ListingTours"[^>]*>/);
    expect(html).toContain(
      '<a href="https://my.matterport.com/show/?m=SxQL3iGyoDo" target="_blank" rel="noopener noreferrer nofollow"',
    );
    expect(html).toContain('Play virtual tour on Matterport');
    expect(html).toContain('Watch video on videos.example.com');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<iframe');
    // The page CSP frames the tour players, as every page's does.
    const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(/frame-src ([^;]+)/.exec(policy)?.[1]?.split(' ').sort()).toEqual([
      'https://my.matterport.com',
      'https://player.vimeo.com',
      'https://www.youtube-nocookie.com',
    ]);
  });

  it('keeps text from the MLS as text: markup in a title cannot reach the page', async () => {
    const hostile = feedListing(1_000_004, { title: '</script><script>alert(1)</script> <!--listing-foot-->' });
    await writeFeedSnapshot(openStore('listings'), [hostile], SYNCED_AT);
    const html = await (await renderListingPage(get('/properties/1000004'), deps())).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--listing-foot--> |');
    expect(html).toContain('data-similar-homes');
  });

  it("renders a title with replacement patterns verbatim, and shares the listing's own URL", async () => {
    const title = "x $& $' $` y data-share-path=https://evil.test/ z";
    await writeFeedSnapshot(openStore('listings'), [feedListing(1_000_005, { title })], SYNCED_AT);
    const html = await (await renderListingPage(get('/properties/1000005'), deps())).text();
    const heading =
      /<h1 class="mt-4 text-3xl leading-tight sm:text-4xl lg:text-3xl">([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
    expect(unescapeHtml(heading)).toBe(title);
    const share = /<button[^>]*\sdata-share[\s>][^>]*>/.exec(html)?.[0] ?? '';
    expect(share).toContain(`data-share-title="${escapeHtml(title)}"`);
    expect([...share.matchAll(/\sdata-share-path="/g)]).toHaveLength(1);
    expect(share).toContain('data-share-path="/properties/1000005"');
  });

  it.each([['/properties/1000999'], ['/properties/abc'], ['/properties/0']])(
    'answers %s with "Property Not Found" and status 404',
    async (path) => {
      const response = await renderListingPage(get(path), deps());
      expect(response.status).toBe(404);
      expectStaticPageHeaders(response);
      const html = await response.text();
      expect(html).toContain('<title>Property Not Found | ');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('data-not-found');
      expect(html).not.toContain('<astro-island');
      // Nor, without islands, Astro's island runtime.
      expect(html).not.toContain(ISLAND_RUNTIME_FILE);
      expect(jsonLd(html).map((block) => block['@type'])).not.toContain('RealEstateListing');
    },
  );

  it('tags a missing listing with its id, so the sync that adds it purges the 404', async () => {
    const response = await renderListingPage(get('/properties/1000999'), deps());
    expect(response.headers.get('netlify-cache-tag')).toBe('property-1000999,listing-pages');
  });

  it('answers HEAD without a body', async () => {
    const response = await renderListingPage(get(`/properties/${String(office[0]!.id)}`, 'HEAD'), deps());
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('refuses other methods with 405', async () => {
    expect((await renderListingPage(get('/properties/1', 'POST'), deps())).status).toBe(405);
  });

  it("keeps the office's own pages through a Blobs outage, uncached; a feed id then gets 503, not 404", async () => {
    await stopBlobs();
    const office1 = await renderListingPage(get(`/properties/${String(office[0]!.id)}`), deps());
    expect(office1.status).toBe(200);
    expectUncachedPage(office1);
    expect(await office1.text()).toContain(office[0]!.title);
    const feedPage = await renderListingPage(get('/properties/1000001'), deps());
    expect(feedPage.status).toBe(503);
    expectUncachedPage(feedPage);
  });

  it('answers 503, never cached, when the listings cannot be loaded', async () => {
    await stopBlobs();
    const broken = deps({ office: { load: () => Promise.reject(new Error('disk gone')), mode: 'live' } });
    const response = await renderListingPage(get('/properties/1000001'), broken);
    expect(response.status).toBe(503);
    expectUncachedPage(response);
    expect(await response.text()).toContain('Listings are unavailable. Please try again shortly.');
  });
});
