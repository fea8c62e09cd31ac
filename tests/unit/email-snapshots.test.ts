// Every e-mail the site sends, rendered from fixed inputs (listings built here, not read from data/), with its
// subject, headers, plain text and HTML recorded in __email_snapshots__: a change to any e-mail shows there.
// Some inputs carry <, &, quotes and apostrophes, so the snapshots show how they are escaped.
import { defaultTreeAdapter, parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { composeAlertEmail, type AlertEmailInput, type AlertItem } from '#src/features/alerts/alert-email.tsx';
import { newsletterConfirmationEmail, searchConfirmationEmail } from '#src/features/alerts/confirmation-email.tsx';
import { composeLeadEmail, type LeadEmailContext, type LeadListing } from '#src/features/leads/lead-message.tsx';
import { valuationConfirmationEmail } from '#src/features/leads/valuation-confirmation.tsx';
import { comparablesSummary } from '#src/features/market/comparables-view.ts';
import { handMadeFigures } from '#tests/helpers/market-figures.ts';
import type { ListingWithAdvisor } from '#src/features/leads/lead-delivery.server.ts';
import { composeShowingEmail } from '#src/features/showings/showing-message.tsx';
import type { StoredShowingRequest } from '#src/schemas/showing-request.ts';
import { ADDRESS_ON_REQUEST } from '#src/schemas/property-fields.ts';
import type { Property } from '#src/schemas/property.ts';
import type { StoredInquiry } from '#src/schemas/inquiry.ts';
import type { QueuedChange } from '#src/schemas/saved-search.ts';
import { makeListing } from '#tests/helpers/listing.ts';

const SITE = 'https://www.example.test';
const BRAND = 'Harbor & Vine Realty';
const HOSTILE = `O'Neil & "Sons" <b>Realty</b>`;

/**
 * The HTML as a mail client's parser reads it (parse5, the HTML standard's algorithm), written out again: the
 * same document however it was serialised (`<br>` or `<br/>`, `&#39;` or `&#x27;`, attribute names' case).
 * Whitespace between the tags of <html> and <head> is left out: it is no content, and where it sits depends on
 * the serialiser.
 */
function asParsed(html: string): string {
  const document = parse(html);
  const outsideBody = (node: DefaultTreeAdapterTypes.ParentNode): void => {
    node.childNodes = node.childNodes.filter(
      (child) => !(defaultTreeAdapter.isTextNode(child) && /^\s*$/.test(child.value)),
    );
    for (const child of node.childNodes) if (child.nodeName === 'head') outsideBody(child);
  };
  for (const child of document.childNodes) if (child.nodeName === 'html') outsideBody(child);
  return serialize(document);
}

/** The file snapshots of one e-mail: its headers and text part in {name}.txt, its HTML as parsed in {name}.html. */
async function expectEmail(
  name: string,
  email: { subject: string; text: string; html: string },
  headers: Record<string, string> = {},
): Promise<void> {
  const head = Object.entries({ Subject: email.subject, ...headers }).map(([key, value]) => `${key}: ${value}\n`);
  await expect(`${head.join('')}\n${email.text}`).toMatchFileSnapshot(`__email_snapshots__/${name}.txt`);
  await expect(asParsed(email.html)).toMatchFileSnapshot(`__email_snapshots__/${name}.html`);
}

/** A valuation request's comparables as RESO_SOLD_DISPLAY=listings shows them: sales. */
const SALES_COMPARABLES = comparablesSummary({
  kind: 'sales',
  town: 'Newport',
  type: 'single-family',
  sales: [
    {
      ListingKey: 'S1',
      ClosePrice: 2_250_000,
      CloseDate: '2026-10-02',
      LivingArea: 3100,
      BedroomsTotal: 4,
      town: 'Newport',
      county: 'newport',
      marketType: 'single-family',
      ListOfficeName: 'Harbor <Realty> & Co',
      ours: false,
    },
    {
      ListingKey: 'S2',
      ClosePrice: 1_900_000,
      CloseDate: '2026-08-15',
      town: 'Middletown',
      county: 'newport',
      marketType: 'single-family',
      ours: true,
    },
  ],
  period: { from: '2025-11-21', to: '2026-11-20' },
});

/** A valuation request's comparables as RESO_SOLD_DISPLAY=aggregate shows them: the town's figures. */
function townFiguresComparables() {
  const figures = handMadeFigures();
  const newport = figures.areas.find((area) => area.key === 'newport')!;
  return comparablesSummary({
    kind: 'figures',
    town: 'Newport',
    type: 'single-family',
    area: newport,
    period: figures.period,
  });
}

describe('the alert e-mails', () => {
  const change = (id: number, at: string, over: Partial<QueuedChange> = {}): QueuedChange => ({
    id,
    reason: 'new',
    key: 'new',
    oldPrice: null,
    oldStatus: null,
    at,
    ...over,
  });
  const listing = (id: number, over: Partial<Property> = {}): Property =>
    makeListing(id, {
      title: `Shingle Cottage ${id}`,
      address: `${id} Ocean Avenue`,
      city: 'Newport',
      state: 'RI',
      zipcode: '02840',
      price: 2_000_000 + id * 1_000,
      beds: 4,
      baths: 3.5,
      squareFeet: 3_200,
      propertyType: 'Single Family',
      status: 'Available',
      images: [`/images/listings/${id}/1.webp`],
      ...over,
    });
  const input = (items: AlertItem[], over: Partial<AlertEmailInput> = {}): AlertEmailInput => ({
    brand: BRAND,
    siteUrl: SITE,
    searchName: 'Single Family in Newport, RI',
    frequency: 'instant',
    items,
    links: {
      seeAll: `${SITE}/properties?location=Newport&type=Single+Family`,
      manage: `${SITE}/alerts/manage?token=manage-token`,
      unsubscribe: {
        page: `${SITE}/alerts/unsubscribe?token=unsubscribe-token`,
        oneClick: `${SITE}/api/unsubscribe?token=unsubscribe-token`,
      },
    },
    idx: {
      disclaimer: 'IDX information is provided for consumers’ personal use & may not be used for any other purpose.',
      lastUpdated: 'Listing information last updated {syncedAt}.',
    },
    syncedAt: '2026-12-15T14:00:00Z',
    ...over,
  });
  const alert = async (name: string, email: ReturnType<typeof composeAlertEmail>) => {
    await expectEmail(name, email, email.headers);
  };

  it('one new office listing, sent at once', async () => {
    await alert(
      'alert-instant-new',
      composeAlertEmail(input([{ property: listing(1), changes: [change(1, '2026-12-15T12:00:00.000Z')] }])),
    );
  });

  it('one MLS listing whose price dropped and went under contract, with the IDX lines', async () => {
    const property = listing(2, {
      price: 1_850_000,
      status: 'Under Contract',
      source: 'mls',
      listOfficeName: 'Ocean State Realty',
    });
    const changes = [
      change(2, '2026-12-15T10:00:00.000Z', { reason: 'price-drop', key: 'price-drop:1900000', oldPrice: 2_002_000 }),
      change(2, '2026-12-15T11:00:00.000Z', { reason: 'price-drop', key: 'price-drop:1850000', oldPrice: 1_900_000 }),
      change(2, '2026-12-15T12:00:00.000Z', {
        reason: 'status',
        key: 'status:Under Contract',
        oldStatus: 'Available',
      }),
    ];
    await alert('alert-instant-price-drop-status', composeAlertEmail(input([{ property, changes }])));
  });

  it('two listings at once, one without a photo and one with its street withheld', async () => {
    const items = [
      { property: listing(3, { images: [] }), changes: [change(3, '2026-12-15T12:00:00.000Z')] },
      {
        property: listing(4, { address: ADDRESS_ON_REQUEST, addressHidden: true }),
        changes: [change(4, '2026-12-15T11:00:00.000Z')],
      },
    ];
    await alert('alert-instant-two', composeAlertEmail(input(items)));
  });

  it('a daily digest of twelve listings: ten shown and "See all"', async () => {
    const items = Array.from({ length: 12 }, (_, i) => ({
      property: listing(10 + i, i % 3 === 0 ? { source: 'mls', listOfficeName: `Office ${i}` } : {}),
      changes: [change(10 + i, `2026-12-15T${String(10 + i).padStart(2, '0')}:00:00.000Z`)],
    }));
    await alert('alert-daily-digest', composeAlertEmail(input(items, { frequency: 'daily' })));
  });

  it('a weekly digest of MLS listings before the feed has synced, with a remote photo', async () => {
    const items = [30, 31].map((id) => ({
      property: listing(id, {
        source: 'mls',
        listOfficeName: 'Bay Realty',
        images: [`https://photos.example.test/${id}.jpg?size=large&v=2`],
        beds: 1,
        baths: 1,
        squareFeet: 0,
      }),
      changes: [change(id, '2026-12-14T09:00:00.000Z')],
    }));
    await alert('alert-weekly-digest', composeAlertEmail(input(items, { frequency: 'weekly', syncedAt: null })));
  });

  it('escapes what the MLS and the visitor typed', async () => {
    const property = listing(40, {
      title: `Villa <img src=x onerror=alert(1)> & "Spa"\r\nBcc: victim@example.com`,
      address: `1 O'Brien's <Way>`,
      source: 'mls',
      listOfficeName: `<script>alert("x")</script> & Co's`,
      images: [`https://cdn.example.test/a.jpg?"onload="alert(1)&x='y'`],
    });
    const email = composeAlertEmail(
      input([{ property, changes: [change(40, '2026-12-15T12:00:00.000Z')] }], {
        brand: HOSTILE,
        searchName: `Homes <under> $2M & "ocean" views, O'Neil's pick`,
        links: {
          seeAll: `${SITE}/properties?location=%3Cx%3E&q="a"&b='c'`,
          manage: `${SITE}/alerts/manage?token=a&b="c"`,
          unsubscribe: { page: `${SITE}/alerts/unsubscribe?token=<u>`, oneClick: `${SITE}/api/unsubscribe?token=u` },
        },
      }),
    );
    await alert('alert-escaped', email);
  });
});

describe('the confirmation e-mails', () => {
  const confirmUrl = `${SITE}/alerts/confirm?token=abc&x="1"`;

  it.each(['instant', 'daily', 'weekly'] as const)('a saved search, %s', async (frequency) => {
    const search = { name: 'Waterfront in Jamestown, RI', frequency };
    await expectEmail(`search-confirmation-${frequency}`, searchConfirmationEmail(BRAND, search, confirmUrl));
  });

  it('a saved search whose name and site carry characters to escape', async () => {
    const search = { name: `<script>"Ocean" & O'Neil\r\nBcc: x@example.com`, frequency: 'instant' as const };
    await expectEmail('search-confirmation-escaped', searchConfirmationEmail(HOSTILE, search, confirmUrl));
  });

  it('the newsletter', async () => {
    await expectEmail('newsletter-confirmation', newsletterConfirmationEmail(BRAND, confirmUrl));
    await expectEmail('newsletter-confirmation-escaped', newsletterConfirmationEmail(HOSTILE, confirmUrl));
  });
});

describe('the lead e-mails', () => {
  const inquiry: StoredInquiry = {
    id: '01KTESTINQUIRY0000000000000',
    receivedAt: '2026-11-20T10:00:00.000Z',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '(401) 555-0100',
    interestType: 'Buying a Property',
    message: 'Please call me about the house.\nAfternoons are best.',
    page: '/properties/7',
  };
  const listing: LeadListing = {
    id: 7,
    title: 'Fixture Point Estate',
    price: 3_250_000,
    address: '1 Test Way',
    city: 'Jamestown',
    state: 'RI',
    zipcode: '02835',
  };
  const context: LeadEmailContext = { siteUrl: SITE, leadsEmail: 'leads@example.test', listing, advisor: null };
  const lead = async (name: string, email: ReturnType<typeof composeLeadEmail>) => {
    await expectEmail(name, email, {
      To: email.to.join(', '),
      Cc: email.cc.join(', '),
      'Reply-To': `${email.replyTo.name} <${email.replyTo.address}>`,
    });
  };

  it('an inquiry from a listing with an advisor', async () => {
    const advisor = { name: 'Ada Lovelace', email: 'ada@example.test' };
    await lead('lead-listing-advisor', composeLeadEmail(inquiry, { ...context, advisor }));
  });

  it('an inquiry from a listing without an advisor', async () => {
    await lead('lead-listing', composeLeadEmail(inquiry, context));
  });

  it('an inquiry from the contact page', async () => {
    const fromContact = { ...inquiry, interestType: 'Other', page: '/contact' };
    await lead('lead-contact', composeLeadEmail(fromContact, { ...context, listing: null }));
  });

  it('an inquiry from an unknown page', async () => {
    await lead('lead-unknown-page', composeLeadEmail({ ...inquiry, page: null }, { ...context, listing: null }));
  });

  it('a valuation request', async () => {
    const valuation = {
      ...inquiry,
      interestType: 'Home Valuation',
      message: [
        'Home valuation request',
        'Property address: 12 Bellevue Avenue, Newport, RI 02840',
        'Property type: Single Family',
        'Target price: $2,400,000',
      ].join('\n'),
      page: '/sell',
    };
    await lead('lead-valuation', composeLeadEmail(valuation, { ...context, listing: null }));
    // With the home's comparables as RESO_SOLD_DISPLAY=listings shows them (sales) and aggregate (figures).
    await lead(
      'lead-valuation-sales',
      composeLeadEmail(valuation, { ...context, listing: null, comparables: SALES_COMPARABLES }),
    );
    const townFigures = townFiguresComparables();
    await lead(
      'lead-valuation-figures',
      composeLeadEmail(valuation, { ...context, listing: null, comparables: townFigures }),
    );
  });

  it('escapes what the visitor typed and links no page off the site', async () => {
    const hostile = {
      ...inquiry,
      name: `Eve <script>alert("x")</script> O'Hara\r\nBcc: victim@example.com`,
      email: 'eve@example.com',
      interestType: `Other & "more"`,
      message: `<b>Hi</b> & "bye" 'now'\n<a href="https://evil.example">x</a>`,
      page: '//evil.example/x',
    };
    const withListing = { ...listing, title: `Villa <i>"Mare"</i> & Spa` };
    const advisor = { name: `Ann <O'Neil> & "Co"`, email: 'ann@example.test' };
    await lead('lead-escaped', composeLeadEmail(hostile, { ...context, listing: withListing, advisor }));
  });
});

describe("the visitor's confirmation of a valuation request", () => {
  const offices = [1, 2].map((n) => ({
    name: `Harbor Office ${n}`,
    street: `${n} Test Street`,
    city: 'Newport',
    state: 'RI',
    zip: '02840',
    phone: '(401) 555-0199',
    email: `office${n}@example.test`,
    hours: ['Monday-Friday 9:00 AM-4:00 PM'],
    lat: 41.49,
    lng: -71.31,
  }));
  const input = {
    site: { name: BRAND, phone: '(401) 555-0100', offices },
    siteUrl: SITE,
    comparables: SALES_COMPARABLES,
  };

  it('with the sales like the home (listings), the town’s figures (aggregate), or none', async () => {
    await expectEmail('valuation-confirmation-sales', valuationConfirmationEmail(input));
    const figures = townFiguresComparables();
    await expectEmail('valuation-confirmation-figures', valuationConfirmationEmail({ ...input, comparables: figures }));
    await expectEmail('valuation-confirmation-none', valuationConfirmationEmail({ ...input, comparables: null }));
  });

  it('escapes the site', async () => {
    const site = { ...input.site, name: HOSTILE };
    await expectEmail('valuation-confirmation-escaped', valuationConfirmationEmail({ ...input, site }));
  });
});

describe('the showing request e-mails', () => {
  const request: StoredShowingRequest = {
    id: '01KTESTSHOWING0000000000000',
    type: 'showing',
    receivedAt: '2026-12-03T13:00:00.000Z',
    page: '/properties/7',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '(401) 555-0100',
    note: 'We have a dog.\nMornings are best.',
    showing: { listingId: 7, start: '2026-12-05T15:00:00.000Z', end: '2026-12-05T15:45:00.000Z', mode: 'in-person' },
  };
  const listing: ListingWithAdvisor = {
    id: 7,
    title: 'Fixture Point Estate',
    price: 3_250_000,
    address: '1 Test Way',
    city: 'Jamestown',
    state: 'RI',
    zipcode: '02835',
    advisor: { name: 'Ada Lovelace', email: 'ada@example.test' },
    ownAdvisor: true,
    fromFeed: false,
  };
  const context = { siteUrl: SITE, leadsEmail: 'leads@example.test', listing };
  const showing = async (name: string, email: ReturnType<typeof composeShowingEmail>) => {
    await expectEmail(name, email, {
      To: email.to.join(', '),
      Cc: email.cc.join(', '),
      'Reply-To': `${email.replyTo.name} <${email.replyTo.address}>`,
      Attachment: email.attachments.map((file) => `${file.filename} (${file.contentType})`).join(', '),
    });
    // The calendar file, but for the time it was made (DTSTAMP).
    const [ics] = email.attachments;
    await expect(ics?.content.replace(/^DTSTAMP:.*$/m, 'DTSTAMP:…')).toMatchFileSnapshot(
      `__email_snapshots__/${name}.ics`,
    );
  };

  it('an office listing: to its advisor, the office in Cc', async () => {
    await showing('showing-advisor', composeShowingEmail(request, context));
  });

  it('a listing of the MLS feed: to the office, by video call, without a note', async () => {
    const feed = { ...listing, id: 1_000_007, fromFeed: true };
    const video = {
      ...request,
      note: '',
      showing: { ...request.showing, listingId: 1_000_007, mode: 'video' as const },
    };
    await showing('showing-feed', composeShowingEmail(video, { ...context, listing: feed }));
  });

  it('escapes what the visitor typed', async () => {
    const hostile = {
      ...request,
      name: `Eve <script>alert("x")</script> O'Hara\r\nBcc: victim@example.com`,
      note: `<b>Hi</b> & "bye"; 'now', \\ done\n<a href="https://evil.example">x</a>`,
      page: '//evil.example/x',
    };
    const withListing = { ...listing, title: `Villa <i>"Mare"</i> & Spa` };
    await showing('showing-escaped', composeShowingEmail(hostile, { ...context, listing: withListing }));
  });
});
