// A valuation request sent from a page in Portuguese, end to end in process (a real Blobs server, a real SMTP
// server): the visitor's confirmation is in Portuguese, the comparables' words too (the MLS's source line in
// English, marked), while the office's e-mail stays English and says which language the visitor wrote from. The
// thank-you page's comparables follow the page's language as well.
import { describe, expect, it } from 'vitest';
import { SOURCE_PAGE_HEADER } from '#src/lib/api.ts';
import { handleInquiry, type InquiryDeps } from '#src/features/leads/inquiries.server.ts';
import { comparablesReader, inquiryContent } from '#src/features/leads/lead-delivery.server.ts';
import { confirmationAfterStore, type ConfirmationDeps } from '#src/features/leads/valuation-confirmation.server.ts';
import { VALUATION_COMPARABLES_REGION } from '#src/features/leads/lead-pages.ts';
import { renderValuationThankYou } from '#src/features/leads/valuation-thank-you.server.ts';
import { valuationSentNotice } from '#src/features/leads/valuation-form-words.ts';
import { valuationToInquiry } from '#src/features/leads/valuation-request.ts';
import { outboxHooks, type DeliveryDeps } from '#src/features/mail/delivery.server.ts';
import { writeMarketFigures } from '#src/features/market/figures.server.ts';
import { writeRecentSales } from '#src/features/market/recent-sales.server.ts';
import { sourceLine } from '#src/features/market/market-view.ts';
import { siteSettings } from '#src/lib/server/site-settings.ts';
import { openStore } from '#src/lib/server/stores.ts';
import { m } from '#src/paraglide/messages.js';
import { deliveryServersPerTest, LEADS_EMAIL, SITE_URL, testDeliveryDeps } from '#tests/helpers/delivery.ts';
import { handMadeFigures, MARKET_SALES, MARKET_TODAY } from '#tests/helpers/market-figures.ts';
import { VALID_VALUATION } from '#tests/helpers/valuation.ts';

const servers = deliveryServersPerTest();
const site = siteSettings();
const NOW_ISO = `${MARKET_TODAY}T15:00:00.000Z`;
const now = new Date(NOW_ISO);
const pt = { locale: 'pt' } as const;

/** The hand-made market in the store "market", its Newport sales named by their brokerage. */
async function withMarket() {
  const figures = handMadeFigures();
  await writeMarketFigures(openStore('market'), figures);
  const named = MARKET_SALES.map((sale) => ({ ...sale, ListOfficeName: 'Harbor Realty' }));
  await writeRecentSales(openStore('market'), named, { today: MARKET_TODAY, mark: 'null', writtenAt: NOW_ISO });
  return figures;
}

/** Posts a valuation request from `page` as the dialog does, and settles everything left to waitUntil. */
async function requestFrom(page: string, soldDisplay: 'aggregate' | 'listings'): Promise<Response> {
  const pending: Promise<unknown>[] = [];
  const waitUntil = (work: Promise<unknown>) => void pending.push(work);
  const comparables = comparablesReader(openStore, { RESO_SOLD_DISPLAY: soldDisplay }, () => now);
  const delivery = (): DeliveryDeps =>
    testDeliveryDeps(servers, {
      records: (kind) => openStore(kind === 'message' ? 'messages' : 'inquiries'),
      now: () => now,
      content: {
        inquiry: inquiryContent({
          siteUrl: SITE_URL,
          leadsEmail: LEADS_EMAIL,
          findListing: async () => null,
          comparables,
        }),
      },
    });
  const confirmation: ConfirmationDeps = {
    messages: () => openStore('messages'),
    outbox: () => outboxHooks('message', delivery, waitUntil),
    comparables,
    site,
    siteUrl: SITE_URL,
    now: () => now,
  };
  const deps: InquiryDeps = {
    openStore: () => openStore('inquiries'),
    now: () => now,
    outbox: outboxHooks('inquiry', delivery, waitUntil),
    afterStore: confirmationAfterStore(confirmation, waitUntil),
  };
  const response = await handleInquiry(
    new Request('http://localhost/api/inquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SOURCE_PAGE_HEADER]: page },
      body: JSON.stringify(valuationToInquiry({ ...VALID_VALUATION, state: 'RI', beds: '3', squareFeet: '2000' })),
    }),
    deps,
  );
  while (pending.length > 0) await Promise.all(pending.splice(0));
  return response;
}

const mailsTo = (address: string) => servers.smtp.received.filter(({ recipients }) => recipients.includes(address));
const htmlOf = (mail: { html?: string | false }) => (typeof mail.html === 'string' ? mail.html : '');

describe('a valuation request sent from /pt/sell', () => {
  it("confirms in Portuguese, with the town's figures in Portuguese and the MLS's source line in English", async () => {
    const figures = await withMarket();
    expect((await requestFrom('/pt/sell', 'aggregate')).status).toBe(201);
    const [confirmation] = mailsTo(VALID_VALUATION.email);
    const mail = confirmation!.mail;
    expect(mail.subject).toBe(m.valuation_confirmation_subject({ brand: site.name }, pt));
    const text = mail.text ?? '';
    expect(text).toContain(m.valuation_confirmation_greeting({}, pt));
    expect(text).toContain(valuationSentNotice('pt').description);
    expect(text).toContain(m.valuation_comparables_figures_heading({ town: 'Newport' }, pt));
    expect(text).toContain(m.valuation_comparables_median_price({}, pt));
    expect(text).toContain(m.valuation_confirmation_contact({ phone: site.phone }, pt));
    expect(text).toContain(m.valuation_confirmation_not_you({ brand: site.name }, pt));
    for (const english of ['Hello,', 'The Newport market', 'Median sale price', 'Questions in the meantime'])
      expect(text, english).not.toContain(english);
    expect(text).toContain(sourceLine(figures.period));
    const html = htmlOf(mail);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="pt"/i);
    expect(html).toMatch(/<p[^>]* lang="en"[^>]*>Based on information from the State-Wide/);
  });

  it('reaches the office in English, with the comparables in English, naming the Portuguese site', async () => {
    await withMarket();
    expect((await requestFrom('/pt/sell', 'listings')).status).toBe(201);
    const [office] = mailsTo(LEADS_EMAIL);
    const text = office!.mail.text ?? '';
    expect(text).toContain('The visitor wrote from the Portuguese site.');
    expect(text).toContain('Recent sales like your home');
    expect(htmlOf(office!.mail)).not.toMatch(/ lang="en"[^>]*>Based on/);
    const [confirmation] = mailsTo(VALID_VALUATION.email);
    expect(confirmation!.mail.text).toContain(m.valuation_comparables_sales_heading({}, pt));
    expect(confirmation!.mail.text).toContain(m.valuation_comparables_brokerage({}, pt));
  });
});

describe('the Portuguese thank-you page', () => {
  const page = `<!doctype html><html lang="pt"><body><main id="main">${VALUATION_COMPARABLES_REGION.start}${VALUATION_COMPARABLES_REGION.end}</main></body></html>`;
  const thankYou = async (soldDisplay: 'aggregate' | 'listings') =>
    (
      await renderValuationThankYou(
        new Request(`${SITE_URL}/pt/home-valuation/thank-you?town=newport&type=single-family&beds=3&sqft=2000`),
        { page: async () => page, market: openStore('market'), soldDisplay, now: () => now },
      )
    ).text();

  it("shows the town's figures in Portuguese, prices still in US dollars, the source line marked English", async () => {
    const figures = await withMarket();
    const html = await thankYou('aggregate');
    expect(html).toContain(`>${m.valuation_comparables_figures_heading({ town: 'Newport' }, pt)}</h2>`);
    expect(html).toContain(m.valuation_comparables_homes_sold({}, pt));
    // The median of the six Newport single-family sales, as Intl writes a million US dollars in Portuguese.
    const million = new Intl.NumberFormat('pt', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    expect(html).toContain(`>${million.format(1_000_000)}</td>`);
    expect(html).toContain(`lang="en">${sourceLine(figures.period)}</p>`);
    expect(html).toContain(`>${m.valuation_comparables_link({ town: 'Newport' }, pt)}</a>`);
    expect(html).not.toContain('The Newport market');
  });

  it('names the sales like the home in Portuguese, each brokerage as the MLS names it', async () => {
    await withMarket();
    const html = await thankYou('listings');
    expect(html).toContain(`>${m.valuation_comparables_sales_heading({}, pt)}</h2>`);
    expect(html).toContain(`>${m.valuation_comparables_brokerage({}, pt)}</th>`);
    expect(html).toContain('Harbor Realty');
    expect(html).not.toContain('Recent sales like your home');
  });
});
