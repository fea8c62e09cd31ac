import { describe, expect, it } from 'vitest';
import {
  MAX_ALERT_LISTINGS,
  alertItems,
  alertPhotoUrl,
  composeAlertEmail,
  type AlertEmailInput,
  type AlertItem,
} from '#src/features/alerts/alert-email.tsx';
import { ADDRESS_ON_REQUEST } from '#src/schemas/property-fields.ts';
import type { QueuedChange } from '#src/schemas/saved-search.ts';
import { makeListing } from '#tests/helpers/listing.ts';
import site from '#data/site/site.en.json' with { type: 'json' };
import { unescapeHtml } from '#tests/helpers/html-text.ts';

const SITE = 'https://www.example.test';
const AT = '2026-12-15T15:00:00.000Z';
const change = (id: number, over: Partial<QueuedChange> = {}): QueuedChange => ({
  id,
  reason: 'new',
  key: 'new',
  oldPrice: null,
  oldStatus: null,
  at: AT,
  ...over,
});

function input(items: AlertItem[], over: Partial<AlertEmailInput> = {}): AlertEmailInput {
  return {
    brand: 'Flagship Luxury Realty',
    siteUrl: SITE,
    searchName: 'Estates in Newport, RI',
    frequency: 'instant',
    items,
    links: {
      seeAll: `${SITE}/properties?location=Newport&type=Estate`,
      manage: `${SITE}/alerts/manage?token=m`,
      unsubscribe: { page: `${SITE}/alerts/unsubscribe?token=u`, oneClick: `${SITE}/api/unsubscribe?token=u` },
    },
    idx: site.idx,
    syncedAt: '2026-12-15T14:00:00Z',
    ...over,
  };
}

describe('the alert e-mail', () => {
  const home = makeListing(42, {
    title: 'Harbor Light Estate',
    address: '14 Harbor Light Lane',
    city: 'Newport',
    zipcode: '02840',
    price: 3_450_000,
    beds: 5,
    baths: 4.5,
    squareFeet: 6_200,
    images: ['/images/listings/42/1.webp'],
  });

  it('shows photo, price, address, beds, baths, area and a link, with manage and unsubscribe links and RFC 8058 headers', () => {
    const email = composeAlertEmail(input([{ property: home, changes: [change(42)] }]));
    expect(email.subject).toBe('New listing: Harbor Light Estate — Estates in Newport, RI');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('$3,450,000');
      expect(part).toContain('14 Harbor Light Lane, Newport, RI 02840');
      expect(part).toContain('5 Beds · 4.5 Baths · 6,200 sq ft · 576 m²');
      expect(part).toContain(`${SITE}/properties/42`);
      expect(part).toContain(`${SITE}/alerts/unsubscribe?token=u`);
      expect(part).toContain(`${SITE}/alerts/manage?token=m`);
    }
    expect(email.html).toContain('Manage your alerts');
    expect(email.html).toContain('Unsubscribe from this search');
    expect(email.html).toContain(
      `src="${SITE}/.netlify/images?url=%2Fimages%2Flistings%2F42%2F1.webp&amp;w=800&amp;fm=jpg"`,
    );
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<${SITE}/api/unsubscribe?token=u>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // An office listing: no MLS attribution, no disclaimer, no "See all" for one home.
    expect(email.html).not.toContain('Listing courtesy of');
    expect(email.html).not.toContain(site.idx.disclaimer);
    expect(email.html).not.toContain('See all');
  });

  it('a price drop shows the old and the new price', () => {
    const cut = { ...home, price: 3_100_000 };
    const email = composeAlertEmail(
      input([
        {
          property: cut,
          changes: [change(42, { reason: 'price-drop', key: 'price-drop:3100000', oldPrice: 3_450_000 })],
        },
      ]),
    );
    expect(email.subject).toMatch(/^Price reduced: /);
    expect(email.html).toContain('<s style="color:#57534e">$3,450,000</s> $3,100,000');
    expect(email.text).toContain('$3,100,000 (was $3,450,000)');
  });

  it('an MLS listing carries "Listing courtesy of", and the IDX disclaimer with the last sync', () => {
    const mls = { ...home, source: 'mls' as const, listOfficeName: 'Ocean State Realty' };
    const email = composeAlertEmail(input([{ property: mls, changes: [change(42)] }]));
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Listing courtesy of Ocean State Realty');
      expect(part).toContain('Listing information last updated December 15, 2026 at 9:00 AM EST.');
    }
    expect(email.text).toContain(site.idx.disclaimer);
    expect(unescapeHtml(email.html)).toContain(site.idx.disclaimer);
  });

  it('never shows a withheld street', () => {
    const hidden = makeListing(43, {
      title: 'Estate in Newport',
      address: ADDRESS_ON_REQUEST,
      addressHidden: true,
      city: 'Newport',
    });
    const leaky = { ...hidden, address: '99 Secret Cove Road' };
    const email = composeAlertEmail(input([{ property: leaky, changes: [change(43)] }]));
    expect(email.html + email.text + email.subject).not.toContain('Secret Cove');
    expect(email.text).toContain(`${ADDRESS_ON_REQUEST}, Newport, RI`);
  });

  it('escapes listing text in the HTML and keeps it out of headers', () => {
    const hostile = {
      ...home,
      title: 'Villa <img src=x onerror=alert(1)>\r\nBcc: victim@example.com',
      listOfficeName: '<script>alert("x")</script>',
      source: 'mls' as const,
      images: ['https://cdn.example.test/a.jpg?"onload="alert(1)'],
    };
    const email = composeAlertEmail(input([{ property: hostile, changes: [change(42)] }]));
    expect(email.html).not.toMatch(/<img src=x|<script>|"onload="/);
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  it('shows at most 10 listings, and "See all" for the rest', () => {
    const items = Array.from({ length: 14 }, (_, i) => ({
      property: makeListing(100 + i, { title: `Listing number ${100 + i}` }),
      changes: [change(100 + i)],
    }));
    const email = composeAlertEmail(input(items, { frequency: 'daily' }));
    expect(email.subject).toBe('Your daily digest: 14 homes for Estates in Newport, RI');
    expect(email.html.match(/View this home/g)).toHaveLength(MAX_ALERT_LISTINGS);
    expect(email.html).toContain('See all 14 homes');
    expect(email.html).toContain(`href="${SITE}/properties?location=Newport&amp;type=Estate"`);
    expect(email.text).toContain('Listing number 109');
    expect(email.text).not.toContain('Listing number 110');
  });

  it('a remote photo keeps its URL; a site photo gets an absolute CDN URL', () => {
    expect(alertPhotoUrl(SITE, 'https://cdn.example.test/a.jpg')).toBe('https://cdn.example.test/a.jpg');
    expect(alertPhotoUrl(SITE, '/listing-photos/K1/M1/2026')).toBe(
      `${SITE}/.netlify/images?url=%2Flisting-photos%2FK1%2FM1%2F2026&w=800&fm=jpg`,
    );
  });
});

describe('alert items', () => {
  it('one per listing, newest change first, leaving out listings gone, sold or no longer kept', () => {
    const listings = new Map([
      [1, makeListing(1)],
      [2, makeListing(2)],
      [3, makeListing(3, { status: 'Sold' })],
      [5, makeListing(5, { price: 10 })],
    ]);
    const items = alertItems(
      [
        change(1, { at: '2026-12-15T10:00:00.000Z' }),
        change(2, { at: '2026-12-15T11:00:00.000Z' }),
        change(1, {
          reason: 'price-drop',
          key: 'price-drop:900000',
          oldPrice: 1_000_000,
          at: '2026-12-15T12:00:00.000Z',
        }),
        change(3),
        change(4),
        change(5),
      ],
      (id) => listings.get(id),
      (property) => property.price > 100,
    );
    expect(items.map((item) => [item.property.id, item.changes.map((c) => c.key)])).toEqual([
      [1, ['new', 'price-drop:900000']],
      [2, ['new']],
    ]);
  });
});
